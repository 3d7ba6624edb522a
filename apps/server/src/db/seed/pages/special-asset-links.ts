import type { PageContent, PageData } from '@portal/contract/page-config';
import type { Db } from '../../client.ts';
import { findDraft, latestVersion, lockPage, pageHeads, publishedPage, publishVersion, upsertDraft } from '../../../modules/console/pages-repo.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

/**
 * The 特色资产 menu and the tszc page's entries opened the tszc content page, an article list
 * and the personal centre while the marketplace did not exist (issue 25). Once per database,
 * they are moved to the marketplace's screens in every seeded page's published version (as a
 * new version, so history and rollback see it) and open draft; links operators changed since
 * are left alone. A link is matched by its address and, for the shared /center, by its id.
 */
export const SPECIAL_ASSET_LINKS: ReadonlyArray<{ from: string; key?: string; to: string }> = [
  { from: '/index?pageCode=tszc', to: '/specialRes?pageCode=tszc' },
  { from: '/txtListDetails?column=specialAsset&pageCode=tszc', to: '/specialRes/list?pageCode=tszc' },
  { from: '/center', key: 'nav_asset_favourites', to: '/specialRes/collect?pageCode=tszc' },
  { from: '/center', key: 'tszc-collect', to: '/specialRes/collect?pageCode=tszc' },
];

export const SPECIAL_ASSET_LINKS_MARK = 'pages-special-asset-links';

function linkFor(node: Record<string, unknown>) {
  return SPECIAL_ASSET_LINKS.find((l) => l.from === node.url && (!l.key || l.key === node.trackId || l.key === node.itemId));
}

export function withSpecialAssetLinks(content: PageContent): { content: PageContent; changed: number } {
  let changed = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)])) as Record<string, unknown>;
    const link = linkFor(copy);
    if (link) {
      copy.url = link.to;
      changed += 1;
    }
    return copy;
  };
  return { content: walk(content) as PageContent, changed };
}

async function movePage(db: Db, pageCode: string): Promise<void> {
  if (!(await lockPage(db, pageCode))) return;
  const page = await publishedPage(db, pageCode);
  const version = await latestVersion(db, pageCode);
  const published = page ? withSpecialAssetLinks(page.pageContent) : { changed: 0, content: undefined };
  if (page && published.changed > 0) {
    const next: PageData = { pageInfo: page.pageInfo, pageContent: published.content! };
    await publishVersion(db, next, version + 1, '系统升级：特色资产菜单改为打开特色资产专区', '系统升级');
  }
  const draft = await findDraft(db, pageCode);
  if (!draft) return;
  const drafted = withSpecialAssetLinks(draft.pageContent);
  if (drafted.changed === 0) return;
  const base = published.changed > 0 && draft.baseVersion === version ? version + 1 : draft.baseVersion;
  await upsertDraft(db, { pageInfo: draft.pageInfo, pageContent: drafted.content }, base, draft.updatedBy);
}

export async function moveSpecialAssetLinks(db: Db): Promise<void> {
  if (await hasSeedMark(db, SPECIAL_ASSET_LINKS_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, SPECIAL_ASSET_LINKS_MARK))) return;
    for (const head of await pageHeads(tx)) await movePage(tx, head.pageCode);
  });
}
