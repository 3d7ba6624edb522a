/**
 * The PostgreSQL server of the tests that prove what only PostgreSQL can show (several
 * instances on one database, connections cut under load): CI's DATABASE_URL, otherwise the
 * local server the README names. They run on it even when the rest of the suite runs on
 * PGlite, and fail (never skip) when no PostgreSQL answers there.
 */
export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
