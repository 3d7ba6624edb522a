import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { assetListQuery, thinkLike } from '@portal/contract/calls/special-assets/public-queries';
import { API_PREFIX, HEADER, seal } from '@portal/contract/envelope/protocol';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createSpecialAssetService } from '../apps/server/src/modules/special-assets/service.ts';
import { createSuggestions } from '../apps/server/src/modules/special-assets/suggestions.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';
import { benchKey, signedWireRequests } from './sealed-requests.ts';

/**
 * Issue 25's budgets, over HTTP against a running portal on PostgreSQL with `seed:volume`:
 * thinkLike p99 < 20 ms and assetListQuery with three filters (type, province, price range)
 * p99 < 30 ms, 20 concurrent callers, each caller with its own keyword or filters.
 * Standalone: DATABASE_URL=postgres://… node --import tsx bench/special-assets.ts
 */
export const SPECIAL_CALLERS = 20;
const THINK_P99_MS = 20;
const LIST_P99_MS = 30;
const MIN_ASSETS = 50_000;

const KEYWORDS = ['债权', 'guquan', 'zq', '厂房', 'sh', '上海', 'gyc', 'changfang', '杭州', 'shebei', 'zhuzhai', '有限公司', 'cd', '商铺', 'xzl', '写字楼', 'wuhan', 'bj', '机床', 'gq'];
const PROVINCES = ['北京市', '上海市', '广东省', '浙江省', '江苏省', '四川省', '湖北省', '山东省', '河南省', '福建省'];
const TYPES = ['creditor', 'realEstate', 'equipment', 'equity'] as const;

export interface SpecialMeasurement {
  assets: number;
  think: { rps: number; p50: number; p99: number; non2xx: number };
  list: { rps: number; p50: number; p99: number; non2xx: number };
  /** thinkLike of a word no title holds: one lookup of match work, so the sealed plain-reply call's own cost. */
  floor: { rps: number; p50: number; p99: number; non2xx: number };
}

async function assetCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from special_assets');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

async function load(origin: string, path: string, bodies: unknown[], options: { durationS: number; warmupS: number; requestsPerSecond: number }) {
  const key = await benchKey(origin);
  const requests = (seconds: number) =>
    signedWireRequests(
      origin,
      key,
      'POST',
      API_PREFIX + path,
      bodies.map((b) => ({ headers: { 'content-type': 'application/json', [HEADER.token]: '' }, body: JSON.stringify(seal(jsCipher, key.keyHex, b)) })),
      Math.ceil(options.requestsPerSecond * seconds),
    );
  const run = async (seconds: number) => {
    const wire = await requests(seconds);
    return autocannon({ url: `${origin}${wire.path}`, method: wire.method, connections: SPECIAL_CALLERS, duration: seconds, setupClient: (c: autocannon.Client) => wire.setupClient(c) });
  };
  // One call first: the first call of a started portal waits while it builds the catalogue
  // snapshot (seconds at 50,000 assets), which is start-up, not the steady state measured.
  const first = await requests(1);
  await autocannon({ url: `${origin}${first.path}`, method: first.method, connections: 1, amount: 1, timeout: 60, setupClient: (c: autocannon.Client) => first.setupClient(c) });
  await run(options.warmupS);
  const r = await run(options.durationS);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

export async function measureSpecialAssets(origin: string, databaseUrl: string | undefined, options: { durationS: number; warmupS: number; requestsPerSecond: number }): Promise<SpecialMeasurement | string> {
  if (!databaseUrl) return 'needs DATABASE_URL (PostgreSQL) with seed:volume';
  const assets = await assetCount(databaseUrl);
  if (assets < MIN_ASSETS) return `only ${assets} assets: run npm run seed:volume first`;
  const think = await load(origin, thinkLike.path, KEYWORDS.map((keyword) => ({ keyword })), options);
  const lists = Array.from({ length: SPECIAL_CALLERS }, (_, i) => ({
    type: TYPES[i % TYPES.length],
    province: PROVINCES[i % PROVINCES.length],
    minPriceWan: [0, 50, 100, 500][i % 4],
    maxPriceWan: [1_000, 5_000, 20_000, 100_000][(i + 1) % 4],
    sort: 'latest',
    pageNo: 1 + (i % 3),
    pageSize: 12,
  }));
  const list = await load(origin, assetListQuery.path, lists, options);
  const floor = await load(origin, thinkLike.path, [{ keyword: '龘龘' }], options);
  return { assets, think, list, floor };
}

/**
 * The same two calls' work in process, one caller at a time (no HTTP, envelope or queueing):
 * what one call costs, to read beside the HTTP rows on a shared machine.
 */
export async function measureSpecialInProcess(databaseUrl: string, rounds = 200) {
  const database = openDatabase({ databaseUrl, dataDir: '', poolSize: 2 });
  try {
    const suggestions = createSuggestions(database.db);
    const service = createSpecialAssetService(database.db, suggestions, { verify: async () => undefined });
    await suggestions.refresh();
    const time = async (run: (i: number) => Promise<unknown>) => {
      const ms: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const t = performance.now();
        await run(i);
        ms.push(performance.now() - t);
      }
      ms.sort((a, b) => a - b);
      return { p50: ms[Math.floor(rounds * 0.5)]!, p99: ms[Math.ceil(rounds * 0.99) - 1]! };
    };
    const think = await time((i) => service.thinkLike(KEYWORDS[i % KEYWORDS.length]!));
    const list = await time((i) =>
      service.list({ type: TYPES[i % TYPES.length], province: PROVINCES[i % PROVINCES.length], minPriceWan: [0, 50, 100, 500][i % 4], maxPriceWan: [1_000, 5_000, 20_000, 100_000][(i + 1) % 4], sort: 'latest', pageNo: 1 + (i % 3), pageSize: 12 }),
    );
    return { think, list };
  } finally {
    await database.close();
  }
}

const figures = (m: SpecialMeasurement['think']) => `p50 ${m.p50} ms, p99 ${m.p99} ms (${m.rps.toFixed(0)}/s${m.non2xx > 0 ? `, ${m.non2xx} failed` : ''})`;

export function specialAssetRows(m: SpecialMeasurement | string): string[] {
  const think = `special assets thinkLike, ${SPECIAL_CALLERS} concurrent callers, 20 keywords (Chinese, pinyin, initials)`;
  const list = `special assets assetListQuery, type + province + price range, ${SPECIAL_CALLERS} concurrent callers`;
  if (typeof m === 'string') return [`| ${think} | not measured: ${m} | p99 < ${THINK_P99_MS} ms |`, `| ${list} | not measured: ${m} | p99 < ${LIST_P99_MS} ms |`];
  return [
    `| ${think}, ${m.assets.toLocaleString('en')} assets | ${figures(m.think)} | p99 < ${THINK_P99_MS} ms |`,
    `| ${list}, ${m.assets.toLocaleString('en')} assets | ${figures(m.list)} | p99 < ${LIST_P99_MS} ms |`,
    `| the same callers' thinkLike of a word no title holds (no match work: the sealed plain-reply floor) | ${figures(m.floor)} | |`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: benchPortalEnv({ PORT: String(port) }), stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHttp(`${origin}/qjmh/pageCode/index.json`, 120_000);
    const m = await measureSpecialAssets(origin, process.env.DATABASE_URL, { durationS: Number(process.env.BENCH_SECONDS ?? 10), warmupS: 2, requestsPerSecond: 15_000 });
    for (const row of specialAssetRows(m)) console.log(row);
    if (process.env.DATABASE_URL) {
      const one = await measureSpecialInProcess(process.env.DATABASE_URL);
      const f = (t: { p50: number; p99: number }) => `p50 ${t.p50.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms`;
      console.log(`| thinkLike in process, one caller | ${f(one.think)} | |`);
      console.log(`| assetListQuery (three filters) in process, one caller | ${f(one.list)} | |`);
    }
  } finally {
    await stop(child);
  }
}
