import { count, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { specialAssets } from '../../schema/special-assets.ts';
import { insertGenerated, SEED_ASSET_COUNT, seedPictureIds, seedSpecialAssets } from './seed-special-assets.ts';

export const VOLUME_ASSETS = 50_000;

/**
 * `seed:volume` (issue 25): 50,000 (or `--assets n`) more generated assets after the seed's
 * own, sharing the seed's pictures, for the bench's suggestion and list budgets. Once: a catalogue that already holds
 * them is left as it is. Returns how many were added.
 */
export async function seedVolumeAssets(db: Db, volume: number, progress: (line: string) => void): Promise<number> {
  await seedSpecialAssets(db);
  const [row] = await db.select({ n: count() }).from(specialAssets).where(eq(specialAssets.source, 'volume'));
  if ((row?.n ?? 0) > 0) return 0;
  const pictures = await seedPictureIds(db);
  const from = SEED_ASSET_COUNT + 1;
  const to = SEED_ASSET_COUNT + volume;
  for (let start = from; start <= to; start += 10_000) {
    await db.transaction((tx) => insertGenerated(tx, start, Math.min(to, start + 9_999), pictures, 'volume'));
    progress(`special assets ${Math.min(to, start + 9_999) - SEED_ASSET_COUNT} / ${volume}`);
  }
  // Vacuumed, so the visibility map lets the list's count read the index only.
  await db.execute('vacuum analyze special_assets, special_asset_picture_links');
  return volume;
}
