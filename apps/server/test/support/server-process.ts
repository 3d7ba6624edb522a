import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { expect } from 'vitest';
import { NOT_INHERITED } from './run-node.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  origin: string;
  port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

/**
 * The real server (`apps/server/src/main.ts`) in its own process with `env` on top of this one's
 * (less the variables that must not leak), once it says it has started. `preload` modules run
 * before it (`--import`), for tests that reach into the process.
 */
export async function startServerProcess(env: Record<string, string>, preload: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), 'apps/server/src/main.ts'], {
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '', LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A first start migrates and seeds a new database: over 30 s on a loaded 2-core machine.
  await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toMatch(/门户已启动|"level":[56]0/);
  expect(output).toContain('门户已启动');
  return { child, port, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  /** The status code and body, once the server answers and closes the connection. */
  response: Promise<{ status: number; headers: string; body: string }>;
}

/**
 * A JSON POST on a keep-alive connection, as browsers send them, whose body arrives in two
 * parts: the request is in flight (headers read, body awaited) until `finish`, which a test
 * may never call. Its response is read when the server closes the connection.
 */
export function slowPost(port: number, path: string, body: string): SlowRequest {
  const socket = connect(port, '127.0.0.1');
  const bytes = Buffer.from(body);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\n\r\n`,
  );
  socket.write(bytes.subarray(0, 1));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const response = new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
  });
  return { finish: () => socket.write(bytes.subarray(1)), response };
}
