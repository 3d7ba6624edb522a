import { fork, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { OPEN_API_SANDBOX_PREFIX } from '@portal/contract/open-platform/apis';
import { canonicalString, SANDBOX_HEADER } from '@portal/contract/open-platform/sandbox-signing';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { enterprises, openApiApplications, openApiCredentials, openSandboxAccounts } from '../apps/server/src/db/schema/index.ts';
import { prepareKeysAtRest } from '../apps/server/src/modules/security/keys-at-rest.ts';
import { keyWrapOf } from '../apps/server/src/modules/security/key-wrap.ts';
import { credentialAad } from '../apps/server/src/modules/open-platform/sandbox/credentials.ts';
import { ensureSandboxTestData } from '../apps/server/src/modules/open-platform/sandbox/test-data.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';
import { wireRequests } from './wire-requests.ts';

/**
 * Issue 26's sandbox budget against a real server process (its own data directory, or
 * DATABASE_URL): the balance API (HMAC-SM3 signature check, credential read, nonce claim,
 * rate window, balance read, batched usage record) at 50 connections, beside the bare no-op
 * ceiling measured just before it on the same machine. Budget: >= 2,000 req/s, p99 < 20 ms.
 * Standalone: node --import tsx bench/open-platform-sandbox.ts (BENCH_CPU_PROF=<dir> profiles the server).
 */
const CONNECTIONS = 50;
const RPS_BUDGET = 2_000;
const P99_BUDGET_MS = 20;
const ENTERPRISE = 'E-BENCH-SANDBOX';
const APP_ID = 'SBXBE0C4BE0C4BE0C4B';
const SECRET = 'b'.repeat(64);
const MASTER_KEY = process.env.MASTER_KEY || 'b3c4'.repeat(16);

export interface SandboxMeasurement {
  kind: string;
  ceiling: { rps: number; p99: number };
  balance: { rps: number; p50: number; p99: number; non2xx: number };
  load: [number, number];
}

async function prepare(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const database = openDatabase({ dataDir, databaseUrl });
  try {
    await database.migrate();
    const db = database.db;
    await prepareKeysAtRest(db, { MASTER_KEY, DATA_DIR: dataDir });
    await db.delete(openApiCredentials).where(eq(openApiCredentials.enterpriseId, ENTERPRISE));
    await db.delete(openApiApplications).where(eq(openApiApplications.enterpriseId, ENTERPRISE));
    await db.insert(enterprises).values({ id: ENTERPRISE, name: '压测沙箱有限公司', creditCode: '91440300MABENCHSBX', authStatus: 'ST' }).onConflictDoNothing();
    await db.insert(openApiApplications).values({
      id: randomUUID(), orderNo: `YQBENCH${Date.now()}`, enterpriseId: ENTERPRISE, applicantUserId: 'bench', apiCodes: ['account.balance'],
      agreementVersion: 'bench', status: 'approved', reviewedBy: 'bench', reviewedAt: new Date(),
    });
    const id = randomUUID();
    // A limit no bench run reaches: the budget measures the call, not the 429.
    await db.insert(openApiCredentials).values({ id, enterpriseId: ENTERPRISE, environment: 'sandbox', appId: APP_ID, secretSealed: keyWrapOf(db).seal(SECRET, credentialAad(id)), rateLimitPerMinute: 100_000_000, createdBy: 'bench' });
    await ensureSandboxTestData(db, ENTERPRISE, '压测沙箱有限公司');
    const [account] = await db.select().from(openSandboxAccounts).where(eq(openSandboxAccounts.enterpriseId, ENTERPRISE)).limit(1);
    return account!.accountNo;
  } finally {
    await database.close();
  }
}

/** `count` balance requests, each with its own nonce and HMAC-SM3 signature, signed before the clock starts. */
function balanceRequests(origin: string, accountNo: string, count: number) {
  const url = `${OPEN_API_SANDBOX_PREFIX}/accounts/${accountNo}/balance`;
  const base = Date.now();
  const timestamps: string[] = [];
  const nonces: string[] = [];
  const signs: string[] = [];
  for (let i = 0; i < count; i++) {
    const timestamp = String(base + Math.floor(i / 1000));
    const nonce = randomUUID();
    timestamps.push(timestamp);
    nonces.push(nonce);
    signs.push(createHmac('sm3', SECRET).update(canonicalString({ method: 'GET', url, body: '', timestamp, nonce })).digest('hex'));
  }
  return wireRequests({
    origin,
    method: 'GET',
    path: url,
    callers: [{ headers: { [SANDBOX_HEADER.appId]: APP_ID, [SANDBOX_HEADER.signMethod]: 'HMAC-SM3' }, body: '' }],
    stamps: { count, timestamp: (i) => timestamps[i]!, nonce: (i) => nonces[i]!, sign: (i) => signs[i]! },
    stampHeaders: (s) => ({ [SANDBOX_HEADER.timestamp]: s.timestamp, [SANDBOX_HEADER.nonce]: s.nonce, [SANDBOX_HEADER.signature]: s.sign }),
  });
}

export async function measureOpenPlatformSandbox(options: { durationS: number; warmupS: number; requestsPerSecond: number }): Promise<SandboxMeasurement> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-sandbox-'));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const noopPort = await freePort();
  try {
    const accountNo = await prepare(dataDir, databaseUrl);
    const noop = fork(join(root, 'bench/noop-server.mjs'), { env: { ...process.env, PORT: String(noopPort) }, stdio: 'inherit' });
    await new Promise((r) => noop.once('message', r));
    const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: benchPortalEnv({ PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', MASTER_KEY }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitForHttp(`${origin}/healthz`, 90_000);
      const load0 = loadavg()[0]!;
      const noopUrl = `http://127.0.0.1:${noopPort}/noop`;
      await autocannon({ url: noopUrl, method: 'POST', connections: CONNECTIONS, duration: options.warmupS });
      const ceiling = await autocannon({ url: noopUrl, method: 'POST', connections: CONNECTIONS, duration: options.durationS });
      const run = async (seconds: number) => {
        const probe = balanceRequests(origin, accountNo, 1);
        const check = await fetch(origin + probe.path, { headers: probe.first().headers });
        if (check.status !== 200) throw new Error(`the sandbox refused the bench's first request: ${check.status} ${await check.text()}`);
        const wire = balanceRequests(origin, accountNo, Math.ceil(options.requestsPerSecond * seconds));
        return autocannon({ url: origin + wire.path, method: 'GET', connections: CONNECTIONS, duration: seconds, setupClient: (c: autocannon.Client) => wire.setupClient(c) });
      };
      await run(options.warmupS);
      const r = await run(options.durationS);
      return {
        kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
        ceiling: { rps: ceiling.requests.average, p99: ceiling.latency.p99 },
        balance: { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors },
        load: [load0, loadavg()[0]!],
      };
    } finally {
      await stop(child);
      await stop(noop);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function openPlatformSandboxRows(m: SandboxMeasurement): string[] {
  // A failed request (a reused nonce once the signed pool runs out) is fast: it cannot count.
  const met = m.balance.rps >= RPS_BUDGET && m.balance.p99 < P99_BUDGET_MS && m.balance.non2xx === 0 ? 'met' : 'NOT met';
  return [
    `| sandbox balance API (HMAC-SM3 check + lookup), ${CONNECTIONS} connections, ${m.kind}; no-op ceiling ${m.ceiling.rps.toFixed(0)}/s p99 ${m.ceiling.p99} ms; load average ${m.load.map((l) => l.toFixed(1)).join(' → ')} | ${m.balance.rps.toFixed(0)}/s, p50 ${m.balance.p50} ms, p99 ${m.balance.p99} ms (${Math.round((m.balance.rps / m.ceiling.rps) * 100)} % of ceiling${m.balance.non2xx > 0 ? `, ${m.balance.non2xx} failed` : ''}) | >= ${RPS_BUDGET}/s, p99 < ${P99_BUDGET_MS} ms: ${met} |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = await measureOpenPlatformSandbox({ durationS: Number(process.env.BENCH_SECONDS ?? 10), warmupS: 2, requestsPerSecond: 16_000 });
  console.log('| measurement | value | budget |\n|---|---:|---:|');
  for (const row of openPlatformSandboxRows(m)) console.log(row);
}
