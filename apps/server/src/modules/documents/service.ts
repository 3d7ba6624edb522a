import type { z } from 'zod/mini';
import type { DocSummary } from '@portal/contract/calls/documents/fields';
import { DOC_LIMITS } from '@portal/contract/calls/documents/fields';
import type { DocAdmin, operatorDocSave } from '@portal/contract/calls/documents/operator-documents';
import type { GuideAdmin } from '@portal/contract/calls/documents/operator-guides';
import type { GuideColumn } from '@portal/contract/calls/documents/guide-calls';
import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { SEED_META_KEY } from './seed-mark.ts';
import { downloadName, sniffFileKind, type FileKind } from './file-kind.ts';
import * as repo from './repo.ts';
import { countHits, highlight, matchesAll, searchTerms, snippet, suggestionsFrom } from './search-text.ts';

/** The categories each public screen shows. */
export const MANUAL_CATEGORIES = ['ebankManual', 'appManual', 'other'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(row: repo.DocumentListRow): DocSummary {
  return {
    id: row.id,
    category: row.category as DocSummary['category'],
    title: row.title,
    summary: row.summary,
    keywords: row.keywords,
    version: row.version,
    meta: Object.fromEntries(Object.entries(row.meta).filter(([k]) => k !== SEED_META_KEY)),
    fileName: row.fileName,
    fileSize: row.fileSize,
    publishedAt: iso(row.publishedAt),
  };
}

function adminOf(row: repo.DocumentListRow): DocAdmin {
  return {
    ...summaryOf(row),
    bodyTextLength: row.bodyTextLength,
    status: row.status as DocAdmin['status'],
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

function guideAdminOf(row: repo.GuideRow): GuideAdmin {
  return {
    id: row.id,
    column: row.column as GuideColumn,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    status: row.status as GuideAdmin['status'],
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** What the audit log keeps of a document: its facts, never its bytes or its long text. */
function docSnapshot(row: repo.DocumentListRow) {
  const { bodyTextLength, updatedAt: _u, updatedBy: _b, publishedAt: _p, ...rest } = row;
  return { ...rest, bodyTextLength };
}

export interface UploadedPdf {
  name: string;
  bytes: Buffer;
}

type SaveInput = z.output<typeof operatorDocSave.request>;

/** The uploaded file's kind, refused unless the category takes it: manuals PDF only, drivers PDF or installer. */
function checkedKind(file: UploadedPdf, category: string): FileKind {
  if (file.bytes.length > DOC_LIMITS.pdfMaxBytes) throw new AppError('DOCUMENT_TOO_LARGE', { field: 'file' });
  const kind = sniffFileKind(file.bytes);
  if (category === 'netshieldDriver') {
    if (!kind) throw new AppError('DRIVER_BAD_PACKAGE', { field: 'file' });
    return kind;
  }
  if (kind?.ext !== 'pdf') throw new AppError('DOCUMENT_NOT_PDF', { field: 'file' });
  return kind;
}

export function createDocumentService(db: Db) {
  async function mustFind(id: number) {
    const row = await repo.findDocument(db, id);
    if (!row) throw new AppError('DOCUMENT_NOT_FOUND', { field: 'id' });
    return row;
  }

  return {
    async list(categories: string[], pageNo: number, pageSize: number, apiCode?: string) {
      const { items, total } = await repo.listPublished(db, categories, pageSize, (pageNo - 1) * pageSize, apiCode);
      return { total, items: items.map(summaryOf) };
    },

    async search(keyword: string, pageNo: number, pageSize: number) {
      const terms = searchTerms(keyword);
      const rows = await repo.findPublishedContaining(db, terms, MANUAL_CATEGORIES);
      const ranked = rows
        .filter((r) => matchesAll([r.title, r.keywords, r.summary, r.bodyText], terms))
        .map((r) => {
          const inTitle = countHits(r.title, terms);
          const inKeywords = countHits(r.keywords, terms);
          const hits = countHits(r.bodyText, terms);
          return { r, hits, score: inTitle * 100 + inKeywords * 20 + hits };
        })
        .sort((a, b) => b.score - a.score);
      const page = ranked.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return {
        total: ranked.length,
        items: page.map(({ r, hits }) => ({
          doc: summaryOf(r),
          title: highlight(r.title, terms),
          snippet: countHits(r.bodyText, terms) > 0 ? snippet(r.bodyText, terms) : highlight(r.summary, terms),
          hits,
        })),
      };
    },

    async suggest(keyword: string) {
      const rows = await repo.findPublishedContaining(db, searchTerms(keyword).slice(0, 1), MANUAL_CATEGORIES);
      return { suggestions: suggestionsFrom(rows, keyword, DOC_LIMITS.suggestionsMax) };
    },

    /** The file of a document; visitors only get published ones. */
    async file(id: number, visitor: boolean) {
      const row = await repo.findFile(db, id);
      if (!row || !row.fileBytes || !row.fileName || (visitor && row.status !== 'published')) {
        throw new AppError('DOCUMENT_NOT_FOUND', { field: 'id' });
      }
      return { fileName: row.fileName, mime: row.fileMime ?? 'application/pdf', bytes: row.fileBytes };
    },

    // Operators' console

    async adminList(filter: { category?: string; keyword?: string }, pageNo: number, pageSize: number) {
      const { items, total } = await repo.listAll(db, filter, pageSize, (pageNo - 1) * pageSize);
      return { total, items: items.map(adminOf) };
    },

    async adminGet(id: number) {
      const row = await mustFind(id);
      return { doc: adminOf(row), bodyText: await repo.findBodyText(db, id) };
    },

    async save(input: SaveInput, file: UploadedPdf | undefined, editor: Editor) {
      const kind = file ? checkedKind(file, input.category) : undefined;
      const before = input.id === undefined ? undefined : await mustFind(input.id);
      if (!before && !file) throw new AppError('DOCUMENT_FILE_REQUIRED', { field: 'file' });
      if (before && !file && before.fileMime) {
        // A manual keeps only a PDF: moving a driver's installer to a manual category needs a new file.
        if (input.category !== 'netshieldDriver' && before.fileMime !== 'application/pdf') throw new AppError('DOCUMENT_NOT_PDF', { field: 'file' });
      }
      const fileName = file && kind ? downloadName(input.fileName, file.name, kind) : (input.fileName ?? before?.fileName ?? null);
      // The seed's marker survives an edit, so a restart never adds the seeded document again.
      const seedMark = before?.meta[SEED_META_KEY];
      const meta: Record<string, string> = { ...input.meta };
      if (seedMark) meta[SEED_META_KEY] = seedMark;
      // What a driver entry holds is decided by its bytes, not by what the form said.
      if (input.category === 'netshieldDriver' && kind) meta.packageKind = kind.ext === 'pdf' ? 'installGuide' : 'installer';
      const values = {
        category: input.category,
        title: input.title,
        summary: input.summary,
        keywords: input.keywords,
        version: input.version || null,
        meta,
        bodyText: input.bodyText,
        sort: input.sort,
        fileName,
        ...(file && kind ? { fileBytes: file.bytes, fileSize: file.bytes.length, fileMime: kind.mime } : {}),
        updatedAt: new Date(),
        updatedBy: editor.displayName,
      };
      const id = await db.transaction(async (tx) => {
        const savedId = before ? (await repo.updateDocument(tx, before.id, values), before.id) : await repo.insertDocument(tx, { ...values, status: 'draft' });
        const after = (await repo.findDocument(tx, savedId))!;
        await recordAudit(tx, editor, {
          entity: 'document',
          entityKey: String(savedId),
          action: before ? 'update' : 'create',
          summary: `${before ? '修改' : '新建'}文档《${after.title}》${file ? `，上传文件 ${file.name}（${Math.ceil(file.bytes.length / 1024)} KB）` : ''}`,
          before: before ? docSnapshot(before) : undefined,
          after: docSnapshot(after),
        });
        return savedId;
      });
      return { doc: adminOf(await mustFind(id)) };
    },

    async setStatus(id: number, status: 'published' | 'offline', editor: Editor) {
      const before = await mustFind(id);
      if (status === 'published' && !before.fileName) throw new AppError('DOCUMENT_NO_FILE');
      await db.transaction(async (tx) => {
        await repo.updateDocument(tx, id, {
          status,
          ...(status === 'published' ? { publishedAt: new Date() } : {}),
          updatedAt: new Date(),
          updatedBy: editor.displayName,
        });
        await recordAudit(tx, editor, {
          entity: 'document',
          entityKey: String(id),
          action: status === 'published' ? 'publish' : 'offline',
          summary: `${status === 'published' ? '发布' : '下线'}文档《${before.title}》`,
          before: { status: before.status },
          after: { status },
        });
      });
      return { doc: adminOf(await mustFind(id)) };
    },
  };
}

export function createGuideService(db: Db) {
  async function mustFind(id: number) {
    const row = await repo.findGuide(db, id);
    if (!row) throw new AppError('GUIDE_NOT_FOUND', { field: 'id' });
    return row;
  }
  const snapshot = (g: repo.GuideRow) => ({ column: g.column, title: g.title, summary: g.summary, bodyHtml: g.bodyHtml, status: g.status, sort: g.sort });

  return {
    async topics(column: GuideColumn) {
      const rows = await repo.listGuides(db, column, true);
      return { items: rows.map((g) => ({ id: g.id, title: g.title, summary: g.summary, updatedAt: g.updatedAt.toISOString() })) };
    },

    async detail(id: number) {
      const g = await repo.findGuide(db, id);
      if (!g || g.status !== 'published') throw new AppError('GUIDE_NOT_FOUND', { field: 'id' });
      return {
        id: g.id,
        column: g.column as GuideColumn,
        title: g.title,
        summary: g.summary,
        bodyHtml: sanitizeHtml(g.bodyHtml),
        updatedAt: g.updatedAt.toISOString(),
      };
    },

    async adminList(column: GuideColumn) {
      return { items: (await repo.listGuides(db, column, false)).map(guideAdminOf) };
    },

    async save(input: { id?: number | undefined; column: GuideColumn; title: string; summary: string; bodyHtml: string; sort: number }, editor: Editor) {
      const before = input.id === undefined ? undefined : await mustFind(input.id);
      const values = {
        column: input.column,
        title: input.title,
        summary: input.summary,
        bodyHtml: sanitizeHtml(input.bodyHtml),
        sort: input.sort,
        updatedAt: new Date(),
        updatedBy: editor.displayName,
      };
      const saved = await db.transaction(async (tx) => {
        const row = before ? await repo.updateGuide(tx, before.id, values) : await repo.insertGuide(tx, { ...values, kind: 'guide', status: 'draft' });
        await recordAudit(tx, editor, {
          entity: 'guide',
          entityKey: String(row.id),
          action: before ? 'update' : 'create',
          summary: `${before ? '修改' : '新建'}操作指南《${row.title}》`,
          before: before ? snapshot(before) : undefined,
          after: snapshot(row),
        });
        return row;
      });
      return { guide: guideAdminOf(saved) };
    },

    async setStatus(id: number, status: 'published' | 'offline', editor: Editor) {
      const before = await mustFind(id);
      const saved = await db.transaction(async (tx) => {
        const row = await repo.updateGuide(tx, id, {
          status,
          ...(status === 'published' ? { publishedAt: new Date() } : {}),
          updatedAt: new Date(),
          updatedBy: editor.displayName,
        });
        await recordAudit(tx, editor, {
          entity: 'guide',
          entityKey: String(id),
          action: status === 'published' ? 'publish' : 'offline',
          summary: `${status === 'published' ? '发布' : '下线'}操作指南《${before.title}》`,
          before: { status: before.status },
          after: { status },
        });
        return row;
      });
      return { guide: guideAdminOf(saved) };
    },
  };
}

export function createDisclaimerAdmin(db: Db) {
  const view = (r: repo.DisclaimerRow) => ({ msgId: r.msgId, title: r.title, content: r.content, updatedAt: r.updatedAt.toISOString() });
  return {
    async list() {
      return { items: (await repo.listDisclaimers(db)).map(view) };
    },

    async save(input: { msgId: string; create: boolean; title: string; content: string }, editor: Editor) {
      const content = sanitizeHtml(input.content);
      const saved = await db.transaction(async (tx) => {
        const before = await repo.findDisclaimerRow(tx, input.msgId);
        let row: repo.DisclaimerRow;
        if (input.create) {
          const inserted = before ? undefined : await repo.insertDisclaimer(tx, { msgId: input.msgId, title: input.title, content });
          if (!inserted) throw new AppError('DISCLAIMER_ID_TAKEN', { field: 'msgId' });
          row = inserted;
        } else {
          if (!before) throw new AppError('DISCLAIMER_NOT_FOUND', { field: 'msgId' });
          row = await repo.updateDisclaimer(tx, input.msgId, { title: input.title, content });
        }
        await recordAudit(tx, editor, {
          entity: 'disclaimer',
          entityKey: input.msgId,
          action: before ? 'update' : 'create',
          summary: `${before ? '修改' : '新建'}协议《${row.title}》（${input.msgId}）`,
          before: before ? { title: before.title, content: before.content } : undefined,
          after: { title: row.title, content: row.content },
        });
        return row;
      });
      return { disclaimer: view(saved) };
    },
  };
}
