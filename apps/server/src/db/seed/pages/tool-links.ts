import type { PageContent, PageData } from '@portal/contract/page-config';
import type { Db } from '../../client.ts';
import { findDraft, latestVersion, lockPage, pageHeads, publishedPage, publishVersion, upsertDraft } from '../../../modules/console/pages-repo.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

/**
 * Links that opened a placeholder article while a tool was not built, and the tool that now
 * answers them (issue 24): the home page's quick-service icons and the header menus of every
 * seeded page. A new database gets the tools from pages/*.json; one seeded before keeps its
 * pages (the seed never overwrites what operators may have edited), so `moveToolLinks` moves
 * exactly these links there, once, and only where they still hold the article.
 */
export const TOOL_LINKS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/imgTxtDetails?id=6406', to: '/verification' },
  { from: '/imgTxtDetails?id=6407', to: '/guarantee' },
  { from: '/imgTxtDetails?id=6408', to: '/confirmation' },
  { from: '/imgTxtDetails?id=6409', to: '/signatureVerification' },
  { from: '/imgTxtDetails?id=6410', to: '/measure' },
  { from: '/imgTxtDetails?id=3103', to: '/carbonAccount' },
];

export const TOOL_LINKS_MARK = 'pages-tool-links';

/** A copy of `content` with every `url` still holding an article of TOOL_LINKS moved to its tool. */
export function withToolLinks(content: PageContent): { content: PageContent; changed: number } {
  let changed = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)])) as Record<string, unknown>;
    const link = TOOL_LINKS.find((l) => l.from === copy.url);
    if (link) {
      copy.url = link.to;
      changed += 1;
    }
    return copy;
  };
  return { content: walk(content) as PageContent, changed };
}

/** One page: the moved links as a new published version (history and rollback see it), and in an open draft. */
async function movePage(db: Db, pageCode: string): Promise<void> {
  if (!(await lockPage(db, pageCode))) return;
  const page = await publishedPage(db, pageCode);
  const version = await latestVersion(db, pageCode);
  const published = page ? withToolLinks(page.pageContent) : { changed: 0, content: undefined };
  if (page && published.changed > 0) {
    const next: PageData = { pageInfo: page.pageInfo, pageContent: published.content! };
    await publishVersion(db, next, version + 1, '系统升级：查验与绿色金融工具的入口改为打开工具页', '系统升级');
  }
  const draft = await findDraft(db, pageCode);
  if (!draft) return;
  const drafted = withToolLinks(draft.pageContent);
  if (drafted.changed === 0) return;
  // A draft begun from the version just replaced now begins from the new one.
  const base = published.changed > 0 && draft.baseVersion === version ? version + 1 : draft.baseVersion;
  await upsertDraft(db, { pageInfo: draft.pageInfo, pageContent: drafted.content }, base, draft.updatedBy);
}

/** Once per database, after the pages' first versions exist. */
export async function moveToolLinks(db: Db): Promise<void> {
  if (await hasSeedMark(db, TOOL_LINKS_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, TOOL_LINKS_MARK))) return;
    for (const head of await pageHeads(tx)) await movePage(tx, head.pageCode);
  });
}
