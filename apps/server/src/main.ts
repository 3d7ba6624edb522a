import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config.ts';
import { buildApp } from './app.ts';
import { createConnectionDrain, type ConnectionDrain } from './lib/connection-drain.ts';
import { serializeError } from './plugins/log-safety.ts';

/** Listens, and ends the process in order; everything else lives in buildApp. */
let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // The list of what to set, not a stack trace: the operator reads this line.
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

// Set once built: the handlers below exist before it does.
let app: FastifyInstance | undefined = undefined;
let drain: ConnectionDrain | undefined = undefined;
let exiting = false;

/**
 * One line about an error that ends the process: through the app's logger (its error
 * serializer keeps no query values or secrets), or, before the app exists, the same shape on stderr.
 */
function logFatal(err: unknown, msg: string): void {
  if (app) app.log.fatal({ err }, msg);
  else process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg, err: serializeError(err) })}\n`);
}

/**
 * Stops accepting, lets the requests in flight finish and closes the database (Fastify closes
 * the HTTP server before its onClose hooks run), then exits with `code`. A close that outlives
 * SHUTDOWN_TIMEOUT_MS (a request that never ends) is cut short: one line, exit 1.
 */
function shutDown(code: number): void {
  exiting = true;
  setTimeout(() => {
    app?.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, `shutdown did not finish within ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting`);
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  drain?.start();
  (app ? app.close() : Promise.resolve()).then(
    () => process.exit(code),
    (err: unknown) => {
      logFatal(err, 'shutdown failed');
      process.exit(1);
    },
  );
}

// An error nobody caught leaves the process in a state nobody planned for: said in one line,
// then the same bounded close as a SIGTERM, and a non-zero exit whatever the close does.
const onFatal = (what: string) => (err: unknown) => {
  logFatal(err, `${what}: exiting`);
  if (exiting || !app) process.exit(1);
  shutDown(1);
};
process.on('uncaughtException', onFatal('uncaught exception'));
process.on('unhandledRejection', onFatal('unhandled rejection'));

const started = Date.now();
app = await buildApp(config);
drain = createConnectionDrain(app.server);
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  { database: app.database.kind, ms: Date.now() - started },
  `门户已启动：http://localhost:${config.PORT}`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // Repeats are ignored: Ctrl-C under `npm start` reaches the server several times at once
    // (the terminal's process group, and npm and start.mjs passing it on); the deadline bounds the wait.
    if (exiting) return;
    app?.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    shutDown(0);
  });
}
