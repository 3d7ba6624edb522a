import pg from 'pg';

type Release = (err?: Error | boolean) => void;

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pooled connection that is not lost when the database ends it (a restart, a failover,
 * pg_terminate_backend). The pool hears an idle connection fail and drops it, but nobody hears
 * one that is checked out for a transaction: its 'error' would end the process, and when it is
 * BEGIN that fails, drizzle never hands the connection back, so each cut would shrink the pool
 * for good until no query could get one. A checked-out connection that fails hands itself back
 * marked failed (the pool drops it and opens another when needed); its holder's own release
 * afterwards does nothing.
 */
class PooledClient extends pg.Client {
  #release: Release | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (err: Error) => this.#release?.(err));
  }

  /** Set by the pool at each checkout: the release of this checkout, once. */
  set release(release: Release) {
    this.#release = (err) => {
      this.#release = undefined;
      release(err);
    };
  }

  get release(): Release {
    return (err) => this.#release?.(err);
  }
}

/** The PostgreSQL pool: every failed connection, idle or checked out, is dropped, never fatal. */
export function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: PooledClient,
    // A call waits this long at most for a connection (a database that does not answer, every
    // connection busy), then fails with a coded "busy, retry" rather than hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer gone without a word (a failover, a cut network) is noticed by TCP, not never.
    keepAlive: true,
  });
  // An idle connection that fails is dropped by the pool and the next query opens another;
  // unheard, its 'error' would end the process.
  pool.on('error', () => {});
  return pool;
}
