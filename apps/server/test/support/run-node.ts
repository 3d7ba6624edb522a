import { spawn } from 'node:child_process';

/** Variables of the test process that must not leak into a spawned server or tool. */
export const NOT_INHERITED = ['DATABASE_URL', 'DATA_DIR', 'NODE_ENV', 'SEED_DEMO', 'ALLOW_LOCAL_PROVIDERS', 'SMS_PROVIDER', 'FACE_PROVIDER', 'PORT', 'PUBLIC_BASE_URL'];

export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point of the project in its own Node process (`node --import tsx`)
 * with the given environment on top of this one, feeds `input` to its stdin and waits for it
 * to exit (killed after `timeoutMs`).
 */
export function runNode(entry: string, args: string[], options: { env: Record<string, string>; input?: string; timeoutMs?: number }): Promise<NodeRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { env: { ...env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
