import type { FastifyInstance } from 'fastify';
import { checkPageJson, checkPageValue, problemText, type PageProblem } from '@portal/contract/calls/console/page-check';
import type { PageSummary, PageVersionInfo } from '@portal/contract/calls/console/page-fields';
import type { PublishedPage } from '@portal/contract/calls/console/page-select';
import type { ErrorName } from '@portal/contract/errors';
import type { PageData } from '@portal/contract/page-config';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isoTime } from '../../lib/iso-time.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { sanitizePage } from '../content/service.ts';
import * as repo from './pages-repo.ts';

const ERROR_OF: Record<PageProblem['kind'], ErrorName> = {
  syntax: 'PAGE_CONFIG_JSON_SYNTAX',
  schema: 'PAGE_CONFIG_INVALID',
  depth: 'PAGE_MENU_TOO_DEEP',
  duplicate: 'PAGE_CONFIG_INVALID',
  pageCode: 'PAGE_CODE_CHANGED',
};

/** The first problem as a coded error whose message says exactly where (the editor lists them all). */
function refuse(problems: PageProblem[]): never {
  const first = problems[0]!;
  const more = problems.length > 1 ? `（另有 ${problems.length - 1} 处问题）` : '';
  throw new AppError(ERROR_OF[first.kind], { message: problemText(first) + more, field: first.path.join('.') || 'json' });
}

function summaryOf(row: repo.PageHeadRow): PageSummary {
  const publishedVersion = row.version ?? 0;
  return {
    pageCode: row.pageCode,
    pageName: row.pageName,
    pageChannel: row.pageChannel,
    publishedVersion,
    publishedAt: isoTime(row.publishedAt ?? row.updatedAt),
    publishedBy: row.publishedBy,
    draft:
      row.draftBaseVersion === null
        ? null
        : {
            baseVersion: row.draftBaseVersion,
            updatedAt: isoTime(row.draftUpdatedAt!),
            updatedBy: row.draftUpdatedBy ?? '',
            stale: row.draftBaseVersion < publishedVersion,
          },
  };
}

const versionInfo = (row: { version: number; pageName: string; note: string; publishedAt: Date | string; publishedBy: string | null }): PageVersionInfo => ({
  version: row.version,
  pageName: row.pageName,
  note: row.note,
  publishedAt: isoTime(row.publishedAt),
  publishedBy: row.publishedBy,
});

/** The page-configuration console: drafts, publishing, history and rollback (issue 5 point 4). */
export function createPageConsole(app: FastifyInstance) {
  const db = app.database.db;

  async function summary(dbOrTx: Db, pageCode: string): Promise<PageSummary> {
    const [row] = await repo.pageHeads(dbOrTx, pageCode);
    if (!row) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
    return summaryOf(row);
  }

  /** Publishes `page` as the next version inside `tx`; visitors see it once `tx` commits. */
  async function publishIn(tx: Db, page: PageData, note: string, editor: Editor): Promise<{ before: PageData; version: number }> {
    const pageCode = page.pageInfo.pageCode;
    const before = await repo.publishedPage(tx, pageCode);
    if (!before) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
    const version = (await repo.latestVersion(tx, pageCode)) + 1;
    await repo.publishVersion(tx, page, version, note, editor.displayName);
    await app.pages.notifyChanged(tx, pageCode);
    return { before, version };
  }

  return {
    async list(): Promise<PageSummary[]> {
      return (await repo.pageHeads(db)).map(summaryOf);
    },

    async get(pageCode: string) {
      const published = await repo.publishedPage(db, pageCode);
      if (!published) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
      const draft = await repo.findDraft(db, pageCode);
      return {
        summary: await summary(db, pageCode),
        published,
        draft: draft ? { pageInfo: draft.pageInfo, pageContent: draft.pageContent } : null,
      };
    },

    async saveDraft(input: { pageCode: string; baseVersion: number; json: string }, editor: Editor): Promise<PageSummary> {
      const checked = checkPageJson(input.json, input.pageCode);
      if (!checked.ok) refuse(checked.problems);
      const page = sanitizePage(checked.page);
      return db.transaction(async (tx) => {
        if (!(await repo.lockPage(tx, input.pageCode))) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
        // A draft can only start from a version that exists; an older one is kept but cannot be published.
        if (input.baseVersion > (await repo.latestVersion(tx, input.pageCode))) {
          throw new AppError('PAGE_VERSION_NOT_FOUND', { field: 'baseVersion' });
        }
        const before = await repo.findDraft(tx, input.pageCode);
        await repo.upsertDraft(tx, page, input.baseVersion, editor.displayName);
        await recordAudit(tx, editor, {
          entity: 'page',
          entityKey: input.pageCode,
          action: 'saveDraft',
          summary: `保存页面「${page.pageInfo.pageName}」（${input.pageCode}）草稿，基于第 ${input.baseVersion} 版`,
          before: before ? { pageInfo: before.pageInfo, pageContent: before.pageContent } : await repo.publishedPage(tx, input.pageCode),
          after: page,
        });
        return summary(tx, input.pageCode);
      });
    },

    async discardDraft(pageCode: string, editor: Editor): Promise<PageSummary> {
      return db.transaction(async (tx) => {
        const draft = await repo.findDraft(tx, pageCode);
        if (!draft) throw new AppError('PAGE_DRAFT_MISSING');
        await repo.deleteDraft(tx, pageCode);
        await recordAudit(tx, editor, {
          entity: 'page',
          entityKey: pageCode,
          action: 'discardDraft',
          summary: `放弃页面「${draft.pageInfo.pageName}」（${pageCode}）的草稿`,
          before: { pageInfo: draft.pageInfo, pageContent: draft.pageContent },
        });
        return summary(tx, pageCode);
      });
    },

    async publish(pageCode: string, note: string, editor: Editor): Promise<PageSummary> {
      const result = await db.transaction(async (tx) => {
        if (!(await repo.lockPage(tx, pageCode))) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
        const draft = await repo.findDraft(tx, pageCode);
        if (!draft) throw new AppError('PAGE_DRAFT_MISSING');
        const current = await repo.latestVersion(tx, pageCode);
        if (draft.baseVersion < current) {
          throw new AppError('PAGE_DRAFT_STALE', {
            message: `草稿基于第 ${draft.baseVersion} 版编辑，之后已发布第 ${current} 版，不能直接发布。请放弃草稿或载入最新版本后重新修改。`,
          });
        }
        // Checked again: the schema may have tightened since the draft was saved.
        const checked = checkPageValue({ pageInfo: draft.pageInfo, pageContent: draft.pageContent }, pageCode);
        if (!checked.ok) refuse(checked.problems);
        const page = sanitizePage(checked.page);
        const { before, version } = await publishIn(tx, page, note, editor);
        await repo.deleteDraft(tx, pageCode);
        await recordAudit(tx, editor, {
          entity: 'page',
          entityKey: pageCode,
          action: 'publish',
          summary: `发布页面「${page.pageInfo.pageName}」（${pageCode}）第 ${version} 版：${note}`,
          before,
          after: page,
        });
        return summary(tx, pageCode);
      });
      app.pages.invalidate(pageCode);
      return result;
    },

    async versions(pageCode: string, pageNo: number, pageSize: number) {
      const { total, rows } = await repo.listVersions(db, pageCode, pageNo, pageSize);
      return { total, items: rows.map(versionInfo) };
    },

    async version(pageCode: string, version: number) {
      const row = await repo.findVersion(db, pageCode, version);
      if (!row) throw new AppError('PAGE_VERSION_NOT_FOUND', { field: 'version' });
      return { info: versionInfo(row), page: { pageInfo: row.pageInfo, pageContent: row.pageContent } };
    },

    async rollback(pageCode: string, version: number, editor: Editor): Promise<PageSummary> {
      const result = await db.transaction(async (tx) => {
        if (!(await repo.lockPage(tx, pageCode))) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
        const old = await repo.findVersion(tx, pageCode, version);
        if (!old) throw new AppError('PAGE_VERSION_NOT_FOUND', { field: 'version' });
        const checked = checkPageValue({ pageInfo: old.pageInfo, pageContent: old.pageContent }, pageCode);
        if (!checked.ok) refuse(checked.problems);
        const page = sanitizePage(checked.page);
        const note = `回滚至第 ${version} 版`;
        const published = await publishIn(tx, page, note, editor);
        await recordAudit(tx, editor, {
          entity: 'page',
          entityKey: pageCode,
          action: 'rollback',
          summary: `页面「${page.pageInfo.pageName}」（${pageCode}）回滚至第 ${version} 版，发布为第 ${published.version} 版`,
          before: published.before,
          after: page,
        });
        return summary(tx, pageCode);
      });
      app.pages.invalidate(pageCode);
      return result;
    },

    /** §7 /page/select: the published pages of a channel. */
    async select(channel?: string): Promise<PublishedPage[]> {
      return (await repo.pageHeads(db))
        .filter((row) => channel === undefined || row.pageChannel === channel)
        .map((row) => ({
          pageCode: row.pageCode,
          pageName: row.pageName,
          pageChannel: row.pageChannel,
          version: row.version ?? 0,
          updatedAt: isoTime(row.updatedAt),
        }));
    },
  };
}
