import { eq } from 'drizzle-orm';
import type { PageData } from '@portal/contract/page-config';
import type { Db } from '../../client.ts';
import { pageConfigs } from '../../schema/content.ts';
import { pageConfigDrafts } from '../../schema/console.ts';
import { latestVersion, publishVersion } from '../../../modules/console/pages-repo.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

export const MEASURE_LINK_SEED_MARK = 'index_qe_measure_link';
export const MEASURE_OLD_URL = '/imgTxtDetails?id=6410';
export const MEASURE_URL = '/measure';

/** Sets `url` of every object with `itemId` whose url is still `from`; true when one changed. */
function retarget(node: unknown, itemId: string, from: string, to: string): boolean {
  if (Array.isArray(node)) return node.map((n) => retarget(n, itemId, from, to)).some(Boolean);
  if (node === null || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  let changed = false;
  if (obj.itemId === itemId && obj.url === from) {
    obj.url = to;
    changed = true;
  }
  for (const value of Object.values(obj)) if (retarget(value, itemId, from, to)) changed = true;
  return changed;
}

/**
 * Existing databases were seeded with the home page's 环境效益测算 icon opening an article. New
 * ones get `/measure` from index.json; this step, once per database, moves an existing home
 * page to the tool too, as a new published version (so the console's history and rollback see
 * it) and in an operator's open draft — but only where the link is still the seeded article:
 * a link an operator chose is theirs.
 */
export async function retargetMeasureLink(db: Db): Promise<void> {
  if (await hasSeedMark(db, MEASURE_LINK_SEED_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, MEASURE_LINK_SEED_MARK))) return;
    const [live] = await tx.select().from(pageConfigs).where(eq(pageConfigs.pageCode, 'index')).for('update');
    if (live) {
      const page: PageData = { pageInfo: live.pageInfo, pageContent: structuredClone(live.pageContent) };
      if (retarget(page.pageContent, 'qe-measure', MEASURE_OLD_URL, MEASURE_URL)) {
        await publishVersion(tx, page, (await latestVersion(tx, 'index')) + 1, '系统更新：环境效益测算入口改为测算工具', '系统');
      }
    }
    const [draft] = await tx.select().from(pageConfigDrafts).where(eq(pageConfigDrafts.pageCode, 'index'));
    if (draft) {
      const content = structuredClone(draft.pageContent);
      if (retarget(content, 'qe-measure', MEASURE_OLD_URL, MEASURE_URL)) {
        await tx.update(pageConfigDrafts).set({ pageContent: content }).where(eq(pageConfigDrafts.pageCode, 'index'));
      }
    }
  });
}
