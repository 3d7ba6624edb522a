import { ASSET_TYPES } from '@portal/contract/calls/special-assets/fields';
import type { Db } from '../../client.ts';
import { specialAssetOrgs, specialAssetPictureLinks, specialAssetPictures, specialAssets } from '../../schema/special-assets.ts';
import { searchTermsOf } from '../../../modules/special-assets/search-terms.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { generateAsset, type GeneratedAsset } from './catalogue.ts';
import { SEED_ORGS } from './orgs.ts';
import { seedPictureJpegs } from './pictures.ts';

export const SEED_ASSET_COUNT = 320;
export const SPECIAL_ASSETS_MARK = 'special-assets';
const BATCH = 500;

/** The 12 placeholder pictures' ids, by type and variant (stored once). */
async function storePictures(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const p of await seedPictureJpegs()) {
    const [row] = await db.insert(specialAssetPictures).values({ jpeg: p.jpeg }).returning({ id: specialAssetPictures.pictureId });
    ids.set(`${p.type}:${p.variant}`, row!.id);
  }
  return ids;
}

/** Writes assets `from`..`to` (1-based) of the generated catalogue with their picture links. */
export async function insertGenerated(db: Db, from: number, to: number, pictures: Map<string, number>, source: string): Promise<void> {
  for (let start = from; start <= to; start += BATCH) {
    const batch: GeneratedAsset[] = [];
    for (let n = start; n <= Math.min(to, start + BATCH - 1); n++) batch.push(generateAsset(n));
    await db
      .insert(specialAssets)
      .values(batch.map(({ pictureSlots: _slots, ...g }) => ({ ...g, ...searchTermsOf(g.title), source })))
      .onConflictDoNothing();
    await db
      .insert(specialAssetPictureLinks)
      .values(batch.flatMap((g) => g.pictureSlots.map((slot, seq) => ({ assetId: g.assetId, pictureId: pictures.get(`${g.type}:${slot}`)!, seq: seq + 1 }))))
      .onConflictDoNothing();
  }
}

/** The seed pictures' ids (the first twelve stored, in ASSET_TYPES order). */
export async function seedPictureIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: specialAssetPictures.pictureId }).from(specialAssetPictures).orderBy(specialAssetPictures.pictureId).limit(12);
  const ids = new Map<string, number>();
  ASSET_TYPES.forEach((type, t) => [0, 1, 2].forEach((v) => ids.set(`${type}:${v}`, rows[t * 3 + v]!.id)));
  return ids;
}

/** Once per database: the organisations, 12 pictures and SEED_ASSET_COUNT realistic assets (issue 25). */
export async function seedSpecialAssets(db: Db): Promise<void> {
  if (await hasSeedMark(db, SPECIAL_ASSETS_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, SPECIAL_ASSETS_MARK))) return;
    await tx.insert(specialAssetOrgs).values([...SEED_ORGS]).onConflictDoNothing();
    const pictures = await storePictures(tx);
    await insertGenerated(tx, 1, SEED_ASSET_COUNT, pictures, 'seed');
  });
}
