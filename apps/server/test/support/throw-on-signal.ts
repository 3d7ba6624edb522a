/**
 * Preloaded into a spawned server by shutdown.test.ts: SIGUSR2 throws an error nobody catches,
 * carrying a value that must not reach the log (a database error carries its query's values so).
 */
export const UNCAUGHT_MESSAGE = 'test: an error nobody caught';
export const UNCAUGHT_SECRET = '13800138001-secret-param';

process.on('SIGUSR2', () => {
  throw Object.assign(new Error(UNCAUGHT_MESSAGE), { params: [UNCAUGHT_SECRET] });
});
