import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspaceSettings, workspaceUserFunctions } from '../../db/schema/workspace.ts';

export async function findSettings(db: Db, userId: string) {
  return (await db.select().from(workspaceSettings).where(eq(workspaceSettings.userId, userId)))[0];
}

/** Creates the settings row once; returns whether this call created it. */
export async function createSettings(db: Db, userId: string): Promise<boolean> {
  const rows = await db.insert(workspaceSettings).values({ userId }).onConflictDoNothing().returning({ userId: workspaceSettings.userId });
  return rows.length > 0;
}

/** Locks the user's settings row: two tabs changing one workspace take turns. */
export async function lockSettings(db: Db, userId: string) {
  return (await db.select().from(workspaceSettings).where(eq(workspaceSettings.userId, userId)).for('update'))[0];
}

export async function setChannel(db: Db, userId: string, channel: string): Promise<void> {
  await db
    .insert(workspaceSettings)
    .values({ userId, defaultLoginChannel: channel })
    .onConflictDoUpdate({ target: workspaceSettings.userId, set: { defaultLoginChannel: channel, updatedAt: new Date() } });
}

export async function functionCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: workspaceUserFunctions.functionCode })
    .from(workspaceUserFunctions)
    .where(eq(workspaceUserFunctions.userId, userId))
    .orderBy(asc(workspaceUserFunctions.position), asc(workspaceUserFunctions.functionCode));
  return rows.map((r) => r.code);
}

/** Replaces the user's functions with `codes` in that order. */
export async function replaceFunctions(db: Db, userId: string, codes: readonly string[]): Promise<void> {
  await db.delete(workspaceUserFunctions).where(eq(workspaceUserFunctions.userId, userId));
  if (codes.length > 0) {
    await db.insert(workspaceUserFunctions).values(codes.map((functionCode, position) => ({ userId, functionCode, position })));
  }
}
