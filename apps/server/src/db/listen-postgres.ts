import pg from 'pg';
import type { NotificationHandlers } from './client.ts';

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (pooled connections come and go). When the
 * connection drops, notifications may have been missed: `onLost` runs at once and the
 * subscription is rebuilt, after which `onReady` runs again.
 */
export async function listenOnPostgres(
  connectionString: string,
  channels: string[],
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = () => {
    if (stopped) return;
    handlers.onLost();
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    timer = setTimeout(() => void connect(), RECONNECT_MS);
    timer.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => handlers.onNotify(msg.channel, msg.payload ?? ''));
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      handlers.onReady();
    } catch {
      next.removeAllListeners();
      await next.end().catch(() => {});
      lost();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    client?.removeAllListeners();
    await client?.end().catch(() => {});
  };
}
