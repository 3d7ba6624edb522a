import { eq } from 'drizzle-orm';
import type { PageContent } from '@portal/contract/page-config';
import type { Db } from '../../client.ts';
import { pageConfigs } from '../../schema/content.ts';
import { findDraft, latestVersion, publishVersion, upsertDraft } from '../../../modules/console/pages-repo.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

export const CHECK_LINKS_MARK = 'check-tools-quick-links';

/**
 * The home page's quick-service icons that opened an article before the check tools existed
 * (issue 24). A new database gets the new links from pages/index.json; a database seeded
 * before keeps its page (the seed never overwrites operators' pages), so this step moves
 * exactly these items, and only while they still hold the old article link.
 */
export const CHECK_QUICK_LINKS = [
  { itemId: 'qe-guarantee', from: '/imgTxtDetails?id=6407', to: '/guarantee' },
  { itemId: 'qe-confirmation', from: '/imgTxtDetails?id=6408', to: '/confirmation' },
  { itemId: 'qe-eseal', from: '/imgTxtDetails?id=6409', to: '/signatureVerification' },
] as const;

/** A copy of `content` with the old links replaced wherever they are; `changed` counts them. */
export function repointLinks(content: PageContent): { content: PageContent; changed: number } {
  let changed = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      const item = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)])) as Record<string, unknown>;
      const link = CHECK_QUICK_LINKS.find((l) => l.itemId === item.itemId && l.from === item.url);
      if (link) {
        changed++;
        item.url = link.to;
      }
      return item;
    }
    return node;
  };
  return { content: walk(content) as PageContent, changed };
}

/** Once per database: publishes the moved links as a new version of the home page (history kept), and moves them in a pending draft too. */
export async function repointCheckQuickLinks(db: Db): Promise<void> {
  if (await hasSeedMark(db, CHECK_LINKS_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, CHECK_LINKS_MARK))) return;
    const [page] = await tx.select().from(pageConfigs).where(eq(pageConfigs.pageCode, 'index'));
    if (!page) return;
    const published = repointLinks(page.pageContent);
    const version = await latestVersion(tx, 'index');
    if (published.changed > 0) {
      await publishVersion(tx, { pageInfo: page.pageInfo, pageContent: published.content }, version + 1, '系统升级：保函查验、询证函查询、电子印章验证改为打开查验工具', '系统升级');
    }
    const draft = await findDraft(tx, 'index');
    if (!draft) return;
    const drafted = repointLinks(draft.pageContent);
    if (drafted.changed === 0) return;
    // A draft started from the version just replaced now starts from the new one.
    const base = published.changed > 0 && draft.baseVersion === version ? version + 1 : draft.baseVersion;
    await upsertDraft(tx, { pageInfo: draft.pageInfo, pageContent: drafted.content }, base, draft.updatedBy);
  });
}
