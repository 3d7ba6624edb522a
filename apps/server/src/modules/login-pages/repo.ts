import { asc, eq } from 'drizzle-orm';
import type { LoginPageInput } from '@portal/contract/calls/login-pages/fields';
import type { Db } from '../../db/client.ts';
import { loginPages } from '../../db/schema/console.ts';

export type LoginPageRow = typeof loginPages.$inferSelect;

export function listAll(db: Db): Promise<LoginPageRow[]> {
  return db.select().from(loginPages).orderBy(asc(loginPages.redirectPrefix), asc(loginPages.code));
}

export async function findByCode(db: Db, code: string): Promise<LoginPageRow | undefined> {
  const rows = await db.select().from(loginPages).where(eq(loginPages.code, code));
  return rows[0];
}

export async function findByPrefix(db: Db, prefix: string): Promise<LoginPageRow | undefined> {
  const rows = await db.select().from(loginPages).where(eq(loginPages.redirectPrefix, prefix));
  return rows[0];
}

export async function upsert(db: Db, page: LoginPageInput, updatedBy: string | null): Promise<LoginPageRow> {
  const values = { ...page, backgroundUrl: page.backgroundUrl || null, updatedBy, updatedAt: new Date() };
  const rows = await db
    .insert(loginPages)
    .values(values)
    .onConflictDoUpdate({ target: loginPages.code, set: values })
    .returning();
  return rows[0]!;
}

export async function insertIfAbsent(db: Db, page: LoginPageInput): Promise<void> {
  await db.insert(loginPages).values({ ...page, backgroundUrl: page.backgroundUrl || null }).onConflictDoNothing();
}

export async function remove(db: Db, code: string): Promise<boolean> {
  const rows = await db.delete(loginPages).where(eq(loginPages.code, code)).returning({ code: loginPages.code });
  return rows.length > 0;
}
