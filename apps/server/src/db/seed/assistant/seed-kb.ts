import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { kbEntries } from '../../schema/assistant.ts';
import { csSettings } from '../../schema/chat.ts';
import { KB_SEED } from './knowledge-base.ts';

/** cs_settings key listing the seeded entry ids operators deleted, so a restart does not bring them back. */
export const KB_DELETED_SEED_IDS_KEY = 'kb_deleted_seed_ids';

/**
 * Adds the seeded knowledge-base entries that are missing, in one statement. What operators
 * changed stays as they left it: edited and disabled entries are not overwritten, and entries
 * they deleted are remembered and not added again.
 */
export async function seedKnowledgeBase(db: Db): Promise<void> {
  const rows = await db.select({ value: csSettings.value }).from(csSettings).where(eq(csSettings.key, KB_DELETED_SEED_IDS_KEY));
  const deleted = new Set(Array.isArray(rows[0]?.value) ? (rows[0].value as string[]) : []);
  const missing = KB_SEED.filter((e) => !deleted.has(e.id)).map((e) => ({ ...e }));
  if (missing.length === 0) return;
  await db.insert(kbEntries).values(missing).onConflictDoNothing({ target: kbEntries.id });
}
