import { spawn } from 'node:child_process';
import { accountFlowRows, measureAccountFlow, seedFlowCallers } from './account-flow.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';

/**
 * `DATABASE_URL=… node --import tsx bench/account-flow-only.ts`: only the account-flow row of
 * `npm run bench` (issue 23), on a database that has had `npm run seed:volume`: the portal
 * started on it, 20 volume directors querying one year, page 1, at a fixed rate.
 */
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

const callers = await seedFlowCallers(process.env.DATABASE_URL);
if (typeof callers === 'string') {
  console.log(accountFlowRows(callers).join('\n'));
  process.exit(1);
}
const child = spawn(process.execPath, ['scripts/start.mjs'], { env: benchPortalEnv({ PORT: String(port) }), stdio: ['ignore', 'inherit', 'inherit'] });
try {
  await waitForHttp(`${origin}/`, 60_000);
  const rate = Number(process.env.FLOW_RPS ?? 1000);
  const measured = await measureAccountFlow(origin, process.env.DATABASE_URL!, callers, { durationS: Number(process.env.BENCH_SECONDS ?? 10), warmupS: 2, requestsPerSecond: rate });
  console.log(`| measurement (${rate} requests/s offered) | value | budget |\n|---|---|---|`);
  console.log(accountFlowRows(measured).join('\n'));
} finally {
  await stop(child);
}
