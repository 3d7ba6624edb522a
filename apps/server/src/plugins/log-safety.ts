import type { LoggerOptions } from 'pino';

/**
 * What the server's logger may write about an error (issue 18, finding 6). Database errors
 * carry the values of the query that failed: drizzle's `DrizzleQueryError` puts the bound
 * parameters in `params` and in its message, PGlite's error carries `params` too, and
 * PostgreSQL's `detail` quotes the row (`Key (phone)=(13800138001) already exists`, `Failing
 * row contains (…, $argon2id$…)`). pino's own serializer copies every field of an error, so a
 * failed registration logged the new customer's phone and password hash.
 *
 * The serializer below is a list of what is kept, not of what is dropped: the type, message,
 * code and stack of the error and of its causes, the SQL text (its values are placeholders) and
 * the names PostgreSQL gives (constraint, table, column). Anything else an error may carry is
 * left out, whatever a library adds to it later.
 */

/** Fields of a PostgreSQL error that name schema objects; they never hold row values. */
const PG_NAME_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;
/** How far down `cause` (and an AggregateError's `errors`) is followed. */
const MAX_DEPTH = 4;
const MAX_AGGREGATED = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return value instanceof Error || (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string' && typeof (value as Error).stack === 'string');
}

/** A PostgreSQL (node-postgres or PGlite) server error: an SQLSTATE code and a severity. */
function isPgError(err: ErrorLike): boolean {
  return typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && typeof err.severity === 'string';
}

/** The SQL text of a failed query, from drizzle's wrapper or PGlite's error. */
function queryText(err: ErrorLike): string | undefined {
  return typeof err.query === 'string' ? err.query : undefined;
}

function typeOf(err: ErrorLike): string {
  // PGlite's bundle minifies its class names: both databases' errors read as node-postgres names them.
  if (isPgError(err)) return 'DatabaseError';
  return typeof err.constructor === 'function' && err.constructor.name ? err.constructor.name : err.name;
}

/**
 * The message without values. Drizzle's message is `Failed query: <sql>\nparams: <values>`;
 * PostgreSQL's data exceptions (class 22) quote the value they refused (`invalid input syntax
 * for type integer: "…"`, `value "…" is out of range`); other classes quote names only.
 */
function safeMessage(err: ErrorLike): string {
  const query = queryText(err);
  if (query !== undefined && 'params' in err && !isPgError(err)) return `Failed query: ${query}`;
  const message = String(err.message);
  if (isPgError(err) && (err.code as string).startsWith('22')) {
    return message.replace(/"[^"]*"/g, '"…"').replace(/(:\s*)(0x[0-9a-f]{2}\s*)+$/i, '$1…');
  }
  return message;
}

/** The stack's frames under the safe message: the first lines of `stack` repeat the message. */
function safeStack(err: ErrorLike, type: string, message: string): string {
  const frames = typeof err.stack === 'string' ? err.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** An error as a log line shows it (the shape Fastify's logger expects of `err`). */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The log form of an error: what is kept is listed here, nothing else passes. Something thrown
 * that is not an error is shown by its type only (its text could be anything).
 */
export function serializeError(value: unknown, depth = 0, outerQuery?: string): LoggedError {
  if (!isErrorLike(value)) return { type: typeof value, message: 'a non-error value was thrown', stack: '' };
  const err = value;
  const type = typeOf(err);
  const message = safeMessage(err);
  const out: LoggedError = { type, message, stack: safeStack(err, type, message) };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
  if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  const query = queryText(err);
  // A cause repeats its wrapper's SQL: said once is enough.
  if (query !== undefined && query !== outerQuery) out.query = query;
  if (isPgError(err)) {
    for (const field of PG_NAME_FIELDS) if (typeof err[field] === 'string') out[field] = err[field];
  }
  if (depth < MAX_DEPTH) {
    if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1, query);
    if (Array.isArray(err.errors)) out.errors = err.errors.slice(0, MAX_AGGREGATED).map((e) => serializeError(e, depth + 1));
  }
  return out;
}

/**
 * Names that hold secrets wherever they appear in a log line's object, removed by pino's
 * redaction as a second line of defence: no log call writes them today (requests are logged by
 * method and path only, errors through the serializer above).
 */
const SECRET_KEYS = [
  'password', 'oldPassword', 'newPassword', 'passwordHash', 'password_hash',
  'keyHex', 'key_hex', 'privateKey', 'masterKey', 'secret', 'clientSecret',
  'token', 'csrfToken', 'csrf_token', 'accessToken', 'smsCode', 'captchaVerification',
  'cookie', 'authorization', 'params', 'detail',
];
const SECRET_HEADERS = ['cookie', 'authorization', 'x-sign', 'x-token', 'set-cookie'];

export const LOG_REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  ...SECRET_HEADERS.flatMap((h) => [`headers["${h}"]`, `req.headers["${h}"]`, `res.headers["${h}"]`]),
];

/** The options the server's pino logger takes from this file. */
export const LOG_SAFETY = {
  serializers: { err: (err: Error) => serializeError(err) },
  redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
} satisfies Pick<LoggerOptions, 'serializers' | 'redact'>;
