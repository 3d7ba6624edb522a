import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCaptchaGet } from './captcha-load.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';

/**
 * `npm run bench:captcha`: only the bench's captcha row (the full table takes many minutes), the
 * server started and loaded the way `npm run bench` does it. BENCH_SECONDS sets the run's length.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-captcha-'));
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: benchPortalEnv({ PORT: String(port), DATA_DIR: dataDir, CAPTCHA_GETS_PER_MINUTE_PER_ADDRESS: '100000000' }),
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHttp(`${origin}/qjmh/pageCode/index.json`, 60_000);
  const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const captcha = await loadCaptchaGet(origin, { connections: 50, durationS: DURATION_S, warmupS: 2 });
  if (captcha.non2xx > 0) console.warn(`warning: captcha get had ${captcha.non2xx} failed or non-2xx responses`);
  console.log(`| captcha get (image generation), ${kind} | ${captcha.rps.toFixed(0)} challenges/s, p99 ${captcha.p99} ms | ≥ 200/s |`);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
