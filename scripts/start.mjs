// `npm start`: build the web app when it is missing or older than its sources, then serve.
// Skipping an up-to-date build keeps a restart well under the 10 s budget.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIST_INDEX = 'apps/web/dist/index.html';
const SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const stale = !existsSync(DIST_INDEX) || SOURCES.some((s) => existsSync(s) && newestMtime(s) > statSync(DIST_INDEX).mtimeMs);
if (stale) {
  console.log('构建前端资源…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
// The server shuts down gracefully on these; pass them on instead of dying first.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
