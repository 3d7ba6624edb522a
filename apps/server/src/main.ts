import { loadConfig, type AppConfig } from './config.ts';
import { buildApp } from './app.ts';

/** Listens and closes gracefully; everything else lives in buildApp. */
let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // The list of what to set, not a stack trace: the operator reads this line.
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
const started = Date.now();
const app = await buildApp(config);
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  { database: app.database.kind, ms: Date.now() - started },
  `门户已启动：http://localhost:${config.PORT}`,
);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
