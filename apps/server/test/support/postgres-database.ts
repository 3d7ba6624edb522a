import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local server of the README when DATABASE_URL is unset (CI always sets it). */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The server of the tests that mean PostgreSQL: DATABASE_URL's, or the local one. */
export const postgresAdminUrl = (): string => process.env.DATABASE_URL || LOCAL_POSTGRES;

/**
 * A new, empty PostgreSQL database on `adminUrl`'s server, by default DATABASE_URL's or the
 * local one (a test that means PostgreSQL whatever DATABASE_URL says: what it proves, PGlite
 * cannot show), or a copy of `template`; `drop` removes it.
 */
export async function createPostgresDatabase(
  adminUrl: string = postgresAdminUrl(),
  options: { template?: string } = {},
): Promise<PostgresDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
