import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { CallDef, CallRequest } from '@portal/contract/call';
import { operatorExportAccountFlow } from '@portal/contract/calls/account-flow/bulk-export';
import { singlePrintAndExport } from '@portal/contract/calls/account-flow/query';
import { downloadBlob } from '@portal/contract/envelope/blob-download';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { staffAccounts, userEnterprises } from '../apps/server/src/db/schema/identity.ts';
import { seed } from '../apps/server/src/db/seed/seed.ts';
import { SESSION_COOKIE } from '../apps/server/src/modules/session/cookie.ts';
import { createSessionService } from '../apps/server/src/modules/session/service.ts';
import { insertCustomer, insertEnterprise, insertSeriesAccount } from '../apps/server/test/support/statement-ledger.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';

/**
 * Issue 23's statement budgets against a real server process (its own data directory, or
 * DATABASE_URL): node --import tsx bench/account-statements.ts
 * - the operators' bulk XLSX export of 100,000 rows: time to the last byte and how far the
 *   server's resident memory (VmRSS, sampled every 20 ms) rises above its level before the call;
 * - the PDF statement of 1,500 rows (the customers' print), three runs;
 * - 20 customers printing a one-year statement (1,460 rows) at once, while /healthz is asked
 *   every 50 ms: the rendering must not stall the thread that answers (issue 35 point 6).
 * The ledger rows are written by the database itself (generate_series) before the server starts.
 */
const BULK_ROWS = 100_000;
const PDF_ROWS = 1_500;
const ENTERPRISE = 'E-BENCH-STMT';
const BULK_ACCOUNT = '6228990000000001';
const PDF_ACCOUNT = '6228990000000002';
const YEAR_ACCOUNT = '6228990000000003';
const YEAR_ROWS = 1_460;
const CONCURRENT_PRINTS = 20;

interface Caller {
  cookie: string;
  token: string;
}

async function prepare(dataDir: string, databaseUrl: string | undefined) {
  const database = openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  await seed(database.db);
  const db = database.db;
  await removeBenchLedger(db);
  await insertEnterprise(db, ENTERPRISE, '压测对账有限公司', '91440300MABENCH001');
  const director = await insertCustomer(db, `bench_stmt_${randomUUID().slice(0, 8)}`, '压测主管');
  await db.insert(userEnterprises).values({ userId: director.id, enterpriseId: ENTERPRISE, role: 'director' });
  const staffId = `bench-stmt-${randomUUID().slice(0, 8)}`;
  await db.insert(staffAccounts).values({ id: staffId, loginName: staffId, displayName: '压测运营', role: 'operator', passwordHash: 'not-a-password-hash' });
  let t = performance.now();
  // 100,000 rows, 200 a day (500 days); 1,500 rows, 50 a day (30 days of January 2026).
  await insertSeriesAccount(db, ENTERPRISE, BULK_ACCOUNT, 10_000_00, BULK_ROWS, '2025-01-01', 200, 1_23);
  await insertSeriesAccount(db, ENTERPRISE, PDF_ACCOUNT, 0, PDF_ROWS, '2026-01-01', 50, 99_99);
  // One year at 4 a day: the most a customer may print of a year (DOWNLOAD_PAGE_SIZE is 1,500).
  await insertSeriesAccount(db, ENTERPRISE, YEAR_ACCOUNT, 500_000_00, YEAR_ROWS, '2025-01-01', 4, 45_67);
  const insertMs = performance.now() - t;
  const sessions = createSessionService(db, { idleMs: 3_600_000, maxAgeMs: 12 * 3_600_000 });
  const start = async (kind: 'user' | 'staff', principalId: string): Promise<Caller> => {
    const s = await sessions.start({ kind, principalId, method: 'bench', ip: '127.0.0.1', device: 'bench' });
    return { cookie: `${SESSION_COOKIE}=${s.cookieValue}`, token: s.csrfToken };
  };
  const operator = await start('staff', staffId);
  const customer = await start('user', director.id);
  t = performance.now();
  await database.close();
  return { operator, customer, insertMs, closeMs: performance.now() - t };
}

/** Takes the bench's rows out again (a PostgreSQL database outlives the run). */
async function removeBenchLedger(db: ReturnType<typeof openDatabase>['db']) {
  await db.execute(sql`delete from ledger_transactions where account_no in (${BULK_ACCOUNT}, ${PDF_ACCOUNT}, ${YEAR_ACCOUNT})`);
  await db.execute(sql`delete from ledger_accounts where enterprise_id = ${ENTERPRISE}`);
  await db.execute(sql`delete from user_enterprises where enterprise_id = ${ENTERPRISE}`);
  await db.execute(sql`delete from sessions where method = 'bench' and principal_id in (select id from users where login_name like 'bench\\_stmt\\_%' union select id from staff_accounts where id like 'bench-stmt-%')`);
  await db.execute(sql`delete from users where login_name like 'bench\\_stmt\\_%'`);
  await db.execute(sql`delete from audit_log where staff_id like 'bench-stmt-%'`);
  await db.execute(sql`delete from staff_accounts where id like 'bench-stmt-%'`);
  await db.execute(sql`delete from enterprises where id = ${ENTERPRISE}`);
}

/** The process's CPU time so far (user + system, ms): what the export cost, whatever else the machine runs. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** `forwardedFor`: the address the server sees (it trusts one proxy hop), so each customer has its own rate limit. */
function downloader(origin: string, caller: Caller, forwardedFor?: string) {
  const fetchWith: typeof fetch = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', caller.cookie);
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    return fetch(input, { ...init, headers });
  };
  const client = createEnvelopeClient({ baseUrl: origin, appId: 'bench', fetch: fetchWith, token: () => caller.token });
  return <C extends CallDef>(def: C, input: CallRequest<C>) =>
    downloadBlob(client, { baseUrl: origin, appId: 'bench', fetch: fetchWith, token: () => caller.token, timeoutMs: 120_000 }, def, input);
}

/** Rows of the XLSX's first sheet, read back with exceljs's streaming reader (proof the file is whole). */
async function countXlsxRows(bytes: Uint8Array): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), { worksheets: 'emit', sharedStrings: 'cache' });
  let rows = 0;
  let inTable = false;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (inTable) rows += 1;
      else inTable = (row as ExcelJS.Row).getCell(1).value === '记账日期';
    }
  }
  return rows;
}

export interface StatementMeasurement {
  kind: string;
  insertMs: number;
  bulk: { ms: number; cpuMs: number; bytes: number; rows: number; rssBefore: number; rssPeak: number };
  pdf: { ms: number[]; cpuMs: number[]; bytes: number };
  stall: StallMeasurement;
  /** The machine's 1-minute load average at the start and the end (a shared VM's figures need it). */
  load: [number, number];
}

export interface StallMeasurement {
  /** Wall time until the last of the concurrent prints arrived whole. */
  ms: number;
  bytes: number;
  /** /healthz latencies (ms) sampled every 50 ms over that time: median, 99th percentile, worst. */
  healthz: { samples: number; p50: number; p99: number; max: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * `CONCURRENT_PRINTS` customers (each from its own address) print the one-year statement at
 * once while /healthz is asked every 50 ms, each ask timed on its own (an ask does not wait for
 * the one before): a stalled event loop shows as the latency of the asks it held up.
 */
async function measureStall(origin: string, caller: Caller): Promise<StallMeasurement> {
  const latencies: number[] = [];
  const asks: Promise<void>[] = [];
  const sampler = setInterval(() => {
    const t = performance.now();
    asks.push(
      fetch(`${origin}/healthz`).then(async (res) => {
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
      }),
    );
  }, 50);
  const t = performance.now();
  const files = await Promise.all(
    Array.from({ length: CONCURRENT_PRINTS }, (_, i) =>
      downloader(origin, caller, `10.77.0.${i + 1}`)(singlePrintAndExport, { account: YEAR_ACCOUNT, beginDate: '2025-01-01', endDate: '2025-12-31', operationMark: 'print' }),
    ),
  );
  const ms = performance.now() - t;
  clearInterval(sampler);
  await Promise.all(asks);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ms,
    bytes: files.reduce((sum, f) => sum + f.bytes.length, 0),
    healthz: { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
  };
}

export async function measureAccountStatements(): Promise<StatementMeasurement> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-stmt-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const root = fileURLToPath(new URL('..', import.meta.url));
  try {
    const prepared = await prepare(dataDir, databaseUrl);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: benchPortalEnv({ PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', TRUST_PROXY_HOPS: '1' }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitForHttp(`${origin}/healthz`, 60_000);
      const asOperator = downloader(origin, prepared.operator);
      const asCustomer = downloader(origin, prepared.customer);
      // Warm-up: the code paths, the font and the query plans, then let the heap settle.
      await asOperator(operatorExportAccountFlow, { account: BULK_ACCOUNT, beginDate: '2025-01-01', endDate: '2025-01-31' });
      await asCustomer(singlePrintAndExport, { account: PDF_ACCOUNT, beginDate: '2026-01-01', endDate: '2026-01-02', operationMark: 'print' });
      await new Promise((r) => setTimeout(r, 1_000));

      const load0 = loadavg()[0]!;
      const rssBefore = rssBytes(child.pid!);
      const cpu0 = cpuMs(child.pid!);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, rssBytes(child.pid!));
      }, 20);
      const t = performance.now();
      const bulk = await asOperator(operatorExportAccountFlow, { account: BULK_ACCOUNT });
      const bulkMs = performance.now() - t;
      const bulkCpu = cpuMs(child.pid!) - cpu0;
      clearInterval(sampler);
      rssPeak = Math.max(rssPeak, rssBytes(child.pid!));
      const rows = await countXlsxRows(bulk.bytes);

      const pdfMs: number[] = [];
      const pdfCpu: number[] = [];
      let pdfBytes = 0;
      for (let i = 0; i < 3; i++) {
        const c = cpuMs(child.pid!);
        const p = performance.now();
        const pdf = await asCustomer(singlePrintAndExport, { account: PDF_ACCOUNT, beginDate: '2026-01-01', endDate: '2026-01-31', operationMark: 'print' });
        pdfMs.push(performance.now() - p);
        pdfCpu.push(cpuMs(child.pid!) - c);
        pdfBytes = pdf.bytes.length;
      }
      const stall = await measureStall(origin, prepared.customer);
      return {
        kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
        insertMs: prepared.insertMs,
        bulk: { ms: bulkMs, cpuMs: bulkCpu, bytes: bulk.bytes.length, rows, rssBefore, rssPeak },
        pdf: { ms: pdfMs, cpuMs: pdfCpu, bytes: pdfBytes },
        stall,
        load: [load0, loadavg()[0]!],
      };
    } finally {
      await stop(child);
    }
  } finally {
    if (databaseUrl) {
      const database = openDatabase({ dataDir: '', databaseUrl });
      await removeBenchLedger(database.db);
      await database.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const MB = 1024 * 1024;

export function accountStatementRows(m: StatementMeasurement): string[] {
  const growth = (m.bulk.rssPeak - m.bulk.rssBefore) / MB;
  return [
    `| operators' bulk XLSX export, ${m.bulk.rows.toLocaleString('en')} rows (${(m.bulk.bytes / MB).toFixed(1)} MB), real server, ${m.kind}; server CPU ${(m.bulk.cpuMs / 1000).toFixed(2)} s; load average ${m.load.map((l) => l.toFixed(1)).join(' → ')} | ${(m.bulk.ms / 1000).toFixed(2)} s | < 10 s |`,
    `| the server's RSS growth over that export (${(m.bulk.rssBefore / MB).toFixed(0)} MB before, ${(m.bulk.rssPeak / MB).toFixed(0)} MB peak) | ${growth.toFixed(0)} MB | < 150 MB |`,
    `| PDF statement of ${PDF_ROWS.toLocaleString('en')} rows (${(m.pdf.bytes / 1024).toFixed(0)} KB), print call, 3 runs (server CPU ${m.pdf.cpuMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}) | ${m.pdf.ms.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} | < 5 s |`,
    // The budget is the worst ask: a stall is what a load balancer's health check or a status poll feels.
    `| ${CONCURRENT_PRINTS} one-year PDF prints at once (${YEAR_ROWS.toLocaleString('en')} rows each, all whole in ${(m.stall.ms / 1000).toFixed(2)} s): /healthz every 50 ms, ${m.stall.healthz.samples} asks, median ${m.stall.healthz.p50.toFixed(0)} ms, p99 ${m.stall.healthz.p99.toFixed(0)} ms | worst ${m.stall.healthz.max.toFixed(0)} ms | < 500 ms |`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const m = await measureAccountStatements();
  console.log(`\nAccount statements (issue 23), ledger rows written in ${(m.insertMs / 1000).toFixed(1)} s\n`);
  console.log('| measurement | value | budget |');
  console.log('|---|---:|---:|');
  for (const row of accountStatementRows(m)) console.log(row);
}
