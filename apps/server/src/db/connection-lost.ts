/**
 * PostgreSQL error codes of a connection the server ended or will not give: admin_shutdown,
 * crash_shutdown, cannot_connect_now (a restart, a failover, pg_terminate_backend), the
 * connection_exception class, and too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
/** Socket errors of a connection that broke or could not be made. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres says these in words only, without a code. */
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/** How far down `cause` is followed: drizzle wraps the driver's error once. */
const MAX_DEPTH = 4;

/**
 * What broke when a failure is the database connection going away (or not coming), not the
 * query: the driver's code, or its words when it has none; undefined for any other failure.
 * drizzle's DrizzleQueryError carries the driver's error as its `cause`. The reason never holds
 * the query or its values, so it may be logged.
 */
export function connectionLoss(err: unknown): string | undefined {
  let current = err;
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SERVER_CODES.has(code) || SOCKET_CODES.has(code))) return code;
    const words = typeof message === 'string' ? MESSAGES.find((m) => message.startsWith(m)) : undefined;
    if (words) return words;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the call failed for the connection, not for itself: it may be tried again as it is. */
export const isConnectionLost = (err: unknown): boolean => connectionLoss(err) !== undefined;
