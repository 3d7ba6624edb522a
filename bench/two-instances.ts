import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';
import type { WireRequests } from './wire-requests.ts';
import { removeBenchUsers, seedBenchSessions, userStatusRequests } from './user-sessions.ts';
import { benchChatTab, removeBenchConversations, searchAnswerRequests, seedBenchConversations } from './chat-polls.ts';

/**
 * The two polls through two portal instances on one PostgreSQL database beside one instance
 * (issue 19: reported, no target). Two instances need a shared PostgreSQL: the bench's own
 * DATABASE_URL when set, otherwise a database made for the run on the local server
 * (BENCH_POSTGRES_URL, by default postgres://postgres@127.0.0.1:5432/postgres) and dropped after.
 * The load balancer is the load generator: two autocannon runs at once, half the connections
 * each, one per instance, their rates summed. On a 2-core machine the two instances, PostgreSQL
 * and the load generator share the same two cores: the row shows what a second process adds
 * there, not what a second machine would.
 */
const percent = (x: number) => `${Math.round(x * 100)} %`;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Options {
  connections: number;
  durationS: number;
  warmupS: number;
  /** Signed requests to prepare per second of load (the ceiling plus a margin). */
  requestsPerSecond: number;
}

interface Rate {
  rps: number;
  p99: number;
  non2xx: number;
  /** The load generator's CPU over the run, as a share of one core (both runs live in this process). */
  loadgenCpu: number;
}

async function run(url: string, requests: WireRequests, connections: number, duration: number): Promise<Rate> {
  const result = await autocannon({
    url,
    connections,
    duration,
    method: requests.method,
    setupClient: (client: autocannon.Client) => requests.setupClient(client),
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors, loadgenCpu: 0 };
}

/** The same requests spread over `origins`, the connections split between them, all at once. */
async function spread(origins: string[], requests: WireRequests, connections: number, duration: number): Promise<Rate> {
  const each = Math.ceil(connections / origins.length);
  const before = process.cpuUsage();
  const rates = await Promise.all(origins.map((origin) => run(`${origin}${requests.path}`, requests, each, duration)));
  const used = process.cpuUsage(before);
  return {
    rps: rates.reduce((s, r) => s + r.rps, 0),
    p99: Math.max(...rates.map((r) => r.p99)),
    non2xx: rates.reduce((s, r) => s + r.non2xx, 0),
    loadgenCpu: (used.user + used.system) / 1e6 / duration,
  };
}

/** A PostgreSQL database for the two instances, and how to leave it as found. */
async function sharedDatabase(): Promise<{ url: string; cleanUp(): Promise<void> }> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    return {
      url: configured,
      async cleanUp() {
        await removeBenchUsers(configured);
        await removeBenchConversations(configured);
      },
    };
  }
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async cleanUp() {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** One portal process in production mode on `databaseUrl`, answering once its database does. */
async function startInstance(databaseUrl: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    // The API alone (no WEB_DIST): only the polls are loaded.
    env: benchPortalEnv({ PORT: String(port), DATABASE_URL: databaseUrl, WEB_DIST: '' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/readyz`, 60_000);
  return { child, origin };
}

/** The table rows: each poll's rate through one instance, then through two. */
export async function measureTwoInstances(options: Options): Promise<string[]> {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  try {
    database = await sharedDatabase();
  } catch (err) {
    return [`| the two polls through two instances beside one | not measured: no PostgreSQL (${err instanceof Error ? err.message : String(err)}) | reported |`];
  }
  const children: ChildProcess[] = [];
  try {
    // One after the other: the first creates the schema, the second finds it done.
    const a = await startInstance(database.url);
    children.push(a.child);
    const b = await startInstance(database.url);
    children.push(b.child);
    const tab = await benchChatTab(a.origin);
    const sessions = await seedBenchSessions({ dataDir: '', databaseUrl: database.url }, options.connections);
    const conversations = await seedBenchConversations({ dataDir: '', databaseUrl: database.url }, options.connections, tab);
    const count = Math.ceil(options.requestsPerSecond * (options.warmupS + options.durationS));
    // Signed with a key agreed with instance A: instance B knows it from the shared database.
    const polls: Array<[string, () => Promise<WireRequests>]> = [
      ['userStatus', () => userStatusRequests(a.origin, sessions, count)],
      ['searchAnswer', () => searchAnswerRequests(a.origin, conversations, count, tab)],
    ];
    const rows: string[] = [];
    for (const [name, requests] of polls) {
      const measure = async (origins: string[]) => {
        const ready = await requests();
        await spread(origins, ready, options.connections, options.warmupS);
        return spread(origins, ready, options.connections, options.durationS);
      };
      const one = await measure([a.origin]);
      const two = await measure([a.origin, b.origin]);
      for (const [what, r] of [['one', one], ['two', two]] as const) {
        if (r.non2xx > 0) console.warn(`warning: ${name} through ${what} instance(s) had ${r.non2xx} failed or non-2xx responses`);
      }
      rows.push(
        `| ${name} through two instances beside one, PostgreSQL, ${options.connections} connections | ` +
          `one ${one.rps.toFixed(0)}/s (p99 ${one.p99} ms), two ${two.rps.toFixed(0)}/s (p99 ${two.p99} ms), ×${(two.rps / one.rps).toFixed(2)}; ` +
          `load generator CPU ${percent(one.loadgenCpu)} and ${percent(two.loadgenCpu)} | reported |`,
      );
    }
    return rows;
  } finally {
    for (const child of children) await stop(child);
    await database.cleanUp();
  }
}
