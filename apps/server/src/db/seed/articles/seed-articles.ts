import { sanitizeHtml } from '@portal/contract/sanitize';
import type { ArticleKind } from '@portal/contract/calls/articles/article-columns';
import type { Db } from '../../client.ts';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../schema/console.ts';
import { insertSeedRows, type ArticleInsert } from '../../../modules/articles/repo.ts';
import { YGKJ_CASES, SERVICE_CASES } from './cases.ts';
import { COLUMN_ARTICLES } from './columns.ts';
import { BANK_INFO_ARTICLES } from './info-bank.ts';
import { SERVICE_INFO_ARTICLES } from './info-service.ts';
import { YQZL_INFO_ARTICLES } from './info-yqzl.ts';
import { NEWS } from './news.ts';
import { NOTICES } from './notices.ts';
import type { SeedArticle } from './types.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs to HTML: `## ` headings, `- ` bullet lines, raw HTML (tables) as written, else <p>. */
export function bodyHtmlOf(paragraphs: readonly string[]): string {
  const html = paragraphs.map((p) => {
    if (p.startsWith('<')) return p;
    if (p.startsWith('## ')) return `<h3>${escape(p.slice(3))}</h3>`;
    if (p.startsWith('- ')) return `<ul>${p.split('\n').map((line) => `<li>${escape(line.replace(/^- /, ''))}</li>`).join('')}</ul>`;
    return `<p>${escape(p)}</p>`;
  });
  return sanitizeHtml(html.join('\n'));
}

function rowOf(kind: ArticleKind, item: SeedArticle, now: Date): ArticleInsert {
  // 09:00 China time of the item's date; never later than the moment of seeding.
  const at = new Date(`${item.date}T09:00:00+08:00`);
  const publishedAt = at > now ? now : at;
  return {
    id: item.id,
    kind,
    column: item.column ?? '',
    title: item.title,
    summary: item.summary,
    bodyHtml: bodyHtmlOf(item.body),
    coverUrl: item.cover ?? null,
    mediaUrl: item.media ?? null,
    source: item.source ?? null,
    tags: item.tags ?? [],
    isTop: item.top ?? false,
    status: 'published',
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}

export const ARTICLE_SEED: Record<ArticleKind, readonly SeedArticle[]> = {
  notice: NOTICES,
  news: NEWS,
  article: [...COLUMN_ARTICLES, ...BANK_INFO_ARTICLES, ...SERVICE_INFO_ARTICLES, ...YQZL_INFO_ARTICLES],
  ygkjCase: YGKJ_CASES,
  serviceCase: SERVICE_CASES,
};

/**
 * Seeds every article by its fixed id: one that exists is left as it is (an operator's edit
 * stays), one an operator deleted stays deleted (the audit log remembers the deletion), and an
 * article added to the seed later still reaches an existing database.
 */
export async function seedArticles(db: Db): Promise<void> {
  const deleted = await db
    .select({ key: auditLog.entityKey })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'article'), eq(auditLog.action, 'delete')));
  const gone = new Set(deleted.map((d) => Number(d.key)));
  const now = new Date();
  const rows = (Object.entries(ARTICLE_SEED) as [ArticleKind, readonly SeedArticle[]][]).flatMap(([kind, items]) =>
    items.filter((item) => !gone.has(item.id)).map((item) => rowOf(kind, item, now)),
  );
  await insertSeedRows(db, rows);
}
