import { sanitizeHtml } from '@portal/contract/sanitize';
import { ARTICLE_KIND_LABELS, ARTICLE_KINDS, columnOf, type ArticleKind } from '@portal/contract/calls/articles/article-columns';
import type { ArticleAdmin, ArticleContent, ArticleItem } from '@portal/contract/calls/articles/article-fields';
import { normalizePaging } from '@portal/contract/validate/paging';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import * as repo from './repo.ts';
import type { ArticleRow } from './repo.ts';

export interface PublicQuery {
  kind: ArticleKind;
  column?: string | undefined;
  title?: string | undefined;
  pageNo?: number | null | undefined;
  pageSize?: number | null | undefined;
}

export type ArticleStatusChange = 'published' | 'offline';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem(row: ArticleRow): ArticleItem {
  return {
    id: row.id,
    kind: row.kind,
    column: row.column,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    mediaUrl: row.mediaUrl,
    source: row.source,
    tags: row.tags,
    isTop: row.isTop,
    publishedAt: iso(row.publishedAt) ?? iso(row.createdAt)!,
  };
}

function toAdmin(row: ArticleRow, names: ReadonlyMap<string, string>): ArticleAdmin {
  return {
    id: row.id,
    kind: row.kind,
    column: row.column,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    coverUrl: row.coverUrl,
    mediaUrl: row.mediaUrl,
    source: row.source,
    tags: row.tags,
    isTop: row.isTop,
    status: row.status as ArticleAdmin['status'],
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? (names.get(row.updatedBy) ?? row.updatedBy) : null,
  };
}

/** What the audit log keeps of a row: everything an operator can change. */
function snapshot(row: ArticleRow) {
  const { createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest } = row;
  return { ...rest, publishedAt: iso(row.publishedAt) };
}

/** The stored form of an operator's input: column checked against its kind, HTML sanitised (§5), empty urls as null. */
function stored(input: ArticleContent) {
  const column = input.column.trim();
  if (!columnOf(input.kind, column)) throw new AppError('ARTICLE_BAD_COLUMN', { field: 'column' });
  return {
    kind: input.kind,
    column,
    title: input.title.trim(),
    summary: input.summary.trim(),
    bodyHtml: sanitizeHtml(input.bodyHtml),
    coverUrl: input.coverUrl?.trim() || null,
    mediaUrl: input.mediaUrl?.trim() || null,
    source: input.source?.trim() || null,
    tags: [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))],
    isTop: input.isTop,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

const label = (row: { kind: string; title: string }) => `${ARTICLE_KIND_LABELS[row.kind as ArticleKind] ?? row.kind}《${row.title}》`;

/** News, notices, articles and case studies: the public lists and details, and the operators' editing. */
export function createArticleService(db: Db) {
  /** Rows of this console only; `guide` rows belong to the documents console. */
  async function editable(tx: Db, id: number): Promise<ArticleRow> {
    const row = await repo.findById(tx, id);
    if (!row) throw new AppError('ARTICLE_NOT_FOUND', { field: 'id' });
    if (!(ARTICLE_KINDS as readonly string[]).includes(row.kind)) throw new AppError('ARTICLE_NOT_EDITABLE', { field: 'id' });
    return row;
  }

  const adminView = (row: ArticleRow, editor?: Editor) =>
    toAdmin(row, new Map(editor ? [[editor.staffId, editor.displayName]] : []));

  return {
    async list(query: PublicQuery) {
      const { pageNo, pageSize } = normalizePaging(query);
      const { total, rows } = await repo.listPublished(db, {
        kind: query.kind,
        column: query.column,
        title: query.title,
        offset: (pageNo - 1) * pageSize,
        limit: pageSize,
      });
      return { total, pageNo, pageSize, list: rows.map(toItem) };
    },

    async simpleNotices(size: number) {
      const { rows } = await repo.listPublished(db, { kind: 'notice', offset: 0, limit: size });
      return { list: rows.map((r) => ({ id: r.id, title: r.title, isTop: r.isTop, publishedAt: toItem(r).publishedAt })) };
    },

    async detail(id: number, kind?: ArticleKind) {
      const row = await repo.findVisible(db, id);
      if (!row || (kind && row.kind !== kind) || !(ARTICLE_KINDS as readonly string[]).includes(row.kind)) {
        throw new AppError('ARTICLE_NOT_FOUND', { field: 'id' });
      }
      const { prev, next } = await repo.neighbours(db, row);
      return { article: { ...toItem(row), bodyHtml: sanitizeHtml(row.bodyHtml) }, prev, next };
    },

    // Operators' console; every change is written with its audit line in one transaction.

    async adminList(filter: Omit<repo.AdminFilter, 'offset' | 'limit'> & { pageNo: number; pageSize: number }) {
      const { total, rows } = await repo.listAll(db, { ...filter, offset: (filter.pageNo - 1) * filter.pageSize, limit: filter.pageSize });
      const names = await repo.staffNames(db, rows.map((r) => r.updatedBy).filter((id): id is string => id !== null));
      return { total, items: rows.map((r) => toAdmin(r, names)) };
    },

    async create(input: ArticleContent, editor: Editor) {
      const values = stored(input);
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insertArticle(tx, { ...values, status: 'draft', updatedBy: editor.staffId });
        await recordAudit(tx, editor, { entity: 'article', entityKey: String(saved.id), action: 'create', summary: `新建${label(saved)}`, after: snapshot(saved) });
        return saved;
      });
      return adminView(row, editor);
    },

    async update(id: number, input: ArticleContent, editor: Editor) {
      const values = stored(input);
      const row = await db.transaction(async (tx) => {
        const before = await editable(tx, id);
        // A published row keeps its publish time when the field is cleared, so it stays visible.
        const publishedAt = values.publishedAt ?? (before.status === 'published' ? before.publishedAt : null);
        const saved = await repo.updateArticle(tx, id, { ...values, publishedAt, updatedAt: new Date(), updatedBy: editor.staffId });
        await recordAudit(tx, editor, {
          entity: 'article',
          entityKey: String(id),
          action: 'update',
          summary: `修改${label(saved)}`,
          before: snapshot(before),
          after: snapshot(saved),
        });
        return saved;
      });
      return adminView(row, editor);
    },

    async setStatus(id: number, status: ArticleStatusChange, editor: Editor) {
      const row = await db.transaction(async (tx) => {
        const before = await editable(tx, id);
        const publishedAt = status === 'published' ? (before.publishedAt ?? new Date()) : before.publishedAt;
        const saved = await repo.updateArticle(tx, id, { status, publishedAt, updatedAt: new Date(), updatedBy: editor.staffId });
        await recordAudit(tx, editor, {
          entity: 'article',
          entityKey: String(id),
          action: status === 'published' ? 'publish' : 'offline',
          summary: `${status === 'published' ? '发布' : '下线'}${label(saved)}`,
          before: { status: before.status, publishedAt: iso(before.publishedAt) },
          after: { status: saved.status, publishedAt: iso(saved.publishedAt) },
        });
        return saved;
      });
      return adminView(row, editor);
    },

    async remove(id: number, editor: Editor) {
      await db.transaction(async (tx) => {
        const before = await editable(tx, id);
        await repo.deleteArticle(tx, id);
        await recordAudit(tx, editor, { entity: 'article', entityKey: String(id), action: 'delete', summary: `删除${label(before)}`, before: snapshot(before) });
      });
      return { id };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
