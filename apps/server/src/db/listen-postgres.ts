import pg from 'pg';
import type { NotificationHandlers } from './client.ts';

const RECONNECT_MS = 1_000;

/**
 * Detaches a connection we are done with. It keeps a listener for 'error': a socket that fails
 * while ending (the server going away, a database dropped) would otherwise raise an uncaught
 * exception and take the process down.
 */
function retire(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => {});
  return client.end().catch(() => {});
}

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
    if (client) void retire(client);
    client = undefined;
    if (stopped) return;
    handlers.onLost();
    timer = setTimeout(() => void connect(), RECONNECT_MS);
    timer.unref();
  };

  async function connect(): Promise<void> {
    // keepAlive: a server gone without a word (a failover, a cut network) is noticed, then rebuilt.
    const next = new pg.Client({ connectionString, keepAlive: true });
    // Until it is ours, a failure shows in the awaited calls below.
    next.on('error', () => {});
    next.on('notification', (msg) => handlers.onNotify(msg.channel, msg.payload ?? ''));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      void retire(next);
      lost();
      return;
    }
    if (stopped) {
      // Stopped while connecting: nobody listens any more.
      void retire(next);
      return;
    }
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    handlers.onReady();
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    if (last) await retire(last);
  };
}
