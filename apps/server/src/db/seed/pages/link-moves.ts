import type { PageContent, PageData } from '@portal/contract/page-config';
import type { Db } from '../../client.ts';
import { findDraft, latestVersion, lockPage, pageHeads, publishedPage, publishVersion, upsertDraft } from '../../../modules/console/pages-repo.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

/**
 * A link of the seeded pages that a newly built function now answers: every `url` equal to
 * `from` (and, when `key` is given, only the entry whose trackId or itemId is `key`) becomes `to`.
 */
export interface LinkMove {
  from: string;
  key?: string;
  to: string;
}

/** One upgrade of the seeded pages' links, done once per database under its seed mark. */
export interface LinkMoves {
  mark: string;
  moves: ReadonlyArray<LinkMove>;
  /** The version note operators read in the page history. */
  note: string;
}

/** A copy of `content` with every link of `moves` moved, and how many were. */
export function withMovedLinks(content: PageContent, moves: ReadonlyArray<LinkMove>): { content: PageContent; changed: number } {
  let changed = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)])) as Record<string, unknown>;
    const move = moves.find((m) => m.from === copy.url && (!m.key || m.key === copy.trackId || m.key === copy.itemId));
    if (move) {
      copy.url = move.to;
      changed += 1;
    }
    return copy;
  };
  return { content: walk(content) as PageContent, changed };
}

/** One page: the moved links as a new published version (history and rollback see it), and in an open draft. */
async function movePage(db: Db, pageCode: string, upgrade: LinkMoves): Promise<void> {
  if (!(await lockPage(db, pageCode))) return;
  const page = await publishedPage(db, pageCode);
  const version = await latestVersion(db, pageCode);
  const published = page ? withMovedLinks(page.pageContent, upgrade.moves) : { changed: 0, content: undefined };
  if (page && published.changed > 0) {
    const next: PageData = { pageInfo: page.pageInfo, pageContent: published.content! };
    await publishVersion(db, next, version + 1, upgrade.note, '系统升级');
  }
  const draft = await findDraft(db, pageCode);
  if (!draft) return;
  const drafted = withMovedLinks(draft.pageContent, upgrade.moves);
  if (drafted.changed === 0) return;
  // A draft begun from the version just replaced now begins from the new one.
  const base = published.changed > 0 && draft.baseVersion === version ? version + 1 : draft.baseVersion;
  await upsertDraft(db, { pageInfo: draft.pageInfo, pageContent: drafted.content }, base, draft.updatedBy);
}

/**
 * Moves the links of `upgrade` in every seeded page, once per database, after the pages' first
 * versions exist. A new database gets the new links from pages/*.json; one seeded before keeps
 * its pages (the seed never overwrites what operators may have edited), so only links that
 * still hold their old address move.
 */
export async function moveLinksOnce(db: Db, upgrade: LinkMoves): Promise<void> {
  if (await hasSeedMark(db, upgrade.mark)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, upgrade.mark))) return;
    for (const head of await pageHeads(tx)) await movePage(tx, head.pageCode, upgrade);
  });
}
