import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the server process', () => {
  it('starts on the embedded database, serves, and exits cleanly on SIGTERM', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: '', DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // A first start migrates and seeds a new database: over 30 s on a loaded 2-core machine.
      await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toContain('门户已启动');
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await res.json()).toMatchObject({ status: 'ready', database: 'pglite' });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await expect(exited).resolves.toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
