import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchChatTab, searchAnswerRequests, seedBenchConversations } from './chat-polls.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';

/**
 * `node --import tsx bench/poll-cpu.ts`: the portal's own CPU per searchAnswer poll, the figure
 * to compare two versions of the poll's code by on one machine. The bench's ratio also moves
 * with the ceiling and the load generator; CPU time per request, read from /proc around each
 * load, does not (it still differs between machines: 32 and 40 µs for the same code).
 *
 * One portal on an embedded database in a temporary directory, the bench's 50 live
 * conversations and ready-made requests, `POLL_CPU_ROUNDS` loads (default 3) of
 * `POLL_CPU_SECONDS` (default 8) after a one-second warm-up each. `NODE_FLAGS` go to the
 * portal's node (`--perf-basic-prof` for `perf record -p`). Linux only (/proc).
 */
const ROUNDS = Number(process.env.POLL_CPU_ROUNDS ?? 3);
const SECONDS = Number(process.env.POLL_CPU_SECONDS ?? 8);
const CONNECTIONS = 50;
/** More requests than the fastest poll can use in a load: each is sent once. */
const REQUESTS_PER_SECOND = 40_000;
const CLOCK_TICKS_PER_SECOND = 100;

/** User and system CPU time of a process so far, in seconds. */
function cpuSeconds(pid: number): number {
  // The fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'poll-cpu-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const startPortal = async () => {
    const child = spawn(process.execPath, [...(process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'apps/server/src/main.ts'], {
      env: benchPortalEnv({ PORT: String(port), DATA_DIR: dataDir }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      // The first start creates and seeds the database: on a busy machine that takes a while.
      await waitForHttp(`${origin}/qjmh/api/auth/common/getTime`, 180_000);
    } catch (err) {
      await stop(child);
      throw err;
    }
    return child;
  };
  // A first start creates the database and agrees the visitor tab's key the conversations belong to.
  const first = await startPortal();
  const tab = await benchChatTab(origin);
  await stop(first);
  const conversations = await seedBenchConversations({ dataDir }, CONNECTIONS, tab);
  const portal = await startPortal();
  try {
    console.log(`portal pid ${portal.pid}`);
    for (let round = 1; round <= ROUNDS; round++) {
      const requests = await searchAnswerRequests(origin, conversations, REQUESTS_PER_SECOND * (SECONDS + 1), tab);
      const options = { url: `${origin}${requests.path}`, method: requests.method, connections: CONNECTIONS, setupClient: (c: autocannon.Client) => requests.setupClient(c) };
      await autocannon({ ...options, duration: 1 });
      const before = cpuSeconds(portal.pid!);
      const result = await autocannon({ ...options, duration: SECONDS });
      const used = cpuSeconds(portal.pid!) - before;
      const perPoll = (used * 1e6) / result.requests.total;
      console.log(
        `round ${round}: ${Math.round(result.requests.average)} polls/s, ${result.non2xx + result.errors} failed, ` +
          `portal ${perPoll.toFixed(1)} µs CPU per poll at ${Math.round((used / SECONDS) * 100)} % of a core, p99 ${result.latency.p99} ms`,
      );
    }
  } finally {
    await stop(portal);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
