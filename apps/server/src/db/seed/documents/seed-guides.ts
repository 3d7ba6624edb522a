import { and, eq } from 'drizzle-orm';
import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Db } from '../../client.ts';
import { articles } from '../../schema/articles.ts';
import { GUIDES } from './guides.ts';

/** The operation guides of /bankGuide and /appGuide, added once each (by section and title), published. */
export async function seedGuides(db: Db): Promise<void> {
  const rows = await db.select({ column: articles.column, title: articles.title }).from(articles).where(and(eq(articles.kind, 'guide')));
  const present = new Set(rows.map((r) => `${r.column}|${r.title}`));
  const now = new Date();
  const missing = GUIDES.filter((g) => !present.has(`${g.column}|${g.title}`)).map((g) => ({
    kind: 'guide',
    column: g.column,
    title: g.title,
    summary: g.summary,
    bodyHtml: sanitizeHtml(g.bodyHtml),
    status: 'published',
    publishedAt: now,
    sort: g.sort,
  }));
  if (missing.length > 0) await db.insert(articles).values(missing);
}
