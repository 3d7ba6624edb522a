import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { OPEN_API_SANDBOX_PREFIX, OPEN_API_TYPES, OPEN_APIS, type OpenApiDefinition } from '@portal/contract/open-platform/apis';
import { DOC_CATEGORIES } from '@portal/contract/calls/documents/fields';
import type { CatalogueTreeNode } from '@portal/contract/calls/open-platform/catalogue/catalogue-calls';
import type { CatalogueFeedbackItem, ConsultItem } from '@portal/contract/calls/open-platform/catalogue/console-calls';
import type { catalogueFeedback, categoryConsult } from '@portal/contract/calls/open-platform/catalogue/form-calls';
import type { CatalogueFeedbackKind, ConsultCategory, InboxStatus } from '@portal/contract/calls/open-platform/catalogue/fields';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { sniffImageType } from '../../../lib/image-check.ts';
import { recordAudit, type Editor } from '../../audit/record.ts';
import { createDocumentService } from '../../documents/service.ts';
import * as repo from './repo.ts';

const api = (code: string): OpenApiDefinition => {
  const found = OPEN_APIS.find((a) => a.code === code);
  if (!found) throw new AppError('OPEN_API_NOT_IN_CATALOGUE', { field: 'apiCode' });
  return found;
};
const typeName = (code: string) => OPEN_API_TYPES.find((t) => t.code === code)?.name ?? code;
const view = (a: OpenApiDefinition) => ({ code: a.code, name: a.name, type: a.type, method: a.method, path: a.path, summary: a.summary });
const PAGE = 20;

function feedbackView(r: repo.FeedbackRow): CatalogueFeedbackItem {
  return {
    ...r,
    kind: r.kind as CatalogueFeedbackKind,
    status: r.status as InboxStatus,
    apiName: OPEN_APIS.find((a) => a.code === r.apiCode)?.name ?? r.apiCode,
    createdAt: r.createdAt.toISOString(),
  };
}

function consultView(r: NonNullable<Awaited<ReturnType<typeof repo.findConsult>>>): ConsultItem {
  return {
    id: r.id,
    category: r.category as ConsultCategory,
    companyName: r.companyName,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    content: r.content,
    source: r.source,
    status: r.status as InboxStatus,
    note: r.note,
    handledBy: r.handledBy,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The API catalogue (issue 26 point 1): public reads, the customers' forms and the operators' inboxes. */
export function createCatalogueService(db: Db) {
  const documents = createDocumentService(db);

  return {
    types() {
      return { types: OPEN_API_TYPES.map((t) => ({ code: t.code, name: t.name, apiCount: OPEN_APIS.filter((a) => a.type === t.code).length })) };
    },

    menu(type: string | undefined) {
      const types = OPEN_API_TYPES.filter((t) => !type || t.code === type);
      return { menu: types.map((t) => ({ code: t.code, name: t.name, apis: OPEN_APIS.filter((a) => a.type === t.code).map(view) })) };
    },

    async tree(): Promise<{ tree: CatalogueTreeNode[] }> {
      const sections = new Map((await repo.listDocSections(db)).map((d) => [d.apiCode, d.sections]));
      return {
        tree: OPEN_API_TYPES.map((t) => ({
          key: t.code,
          title: t.name,
          kind: 'type' as const,
          children: OPEN_APIS.filter((a) => a.type === t.code).map((a) => ({
            key: a.code,
            title: a.name,
            kind: 'api' as const,
            children: (sections.get(a.code) ?? []).map((s) => ({ key: `${a.code}#${s.key}`, title: s.title, kind: 'section' as const })),
          })),
        })),
      };
    },

    async config(apiCode: string) {
      const a = api(apiCode);
      const doc = await repo.findDoc(db, a.code);
      return {
        api: { ...view(a), typeName: typeName(a.type) },
        sandboxUrl: `${OPEN_API_SANDBOX_PREFIX}${a.path}`,
        sections: doc?.sections ?? [],
        version: doc?.version ?? '',
        updatedAt: (doc?.updatedAt ?? new Date(0)).toISOString(),
      };
    },

    /** The API's files are documents of the document centre; `pdf/download` serves them. */
    async files(apiCode: string) {
      const { items } = await documents.list([...DOC_CATEGORIES], 1, 50, api(apiCode).code);
      return { files: items };
    },

    async questions(apiCode: string, keyword: string) {
      const rows = await repo.publishedQuestions(db, api(apiCode).code, keyword);
      return { questions: rows.map((q) => ({ ...q, publishedAt: q.publishedAt.toISOString() })) };
    },

    async answers(questionId: number) {
      const q = await repo.findQuestion(db, questionId);
      if (!q || !q.published) throw new AppError('OPEN_API_QUESTION_NOT_FOUND', { field: 'questionId' });
      const rows = await repo.answersOf(db, q.id);
      return { question: q.question, answers: rows.map((r) => ({ id: r.id, body: r.body, answeredBy: r.answeredBy, publishedAt: r.publishedAt.toISOString() })) };
    },

    async submitFeedback(input: z.output<typeof catalogueFeedback.request>, screenshot: Buffer | undefined, userId: string | null) {
      let mime: string | null = null;
      if (screenshot) {
        const sniffed = sniffImageType(screenshot);
        if (sniffed !== 'image/png' && sniffed !== 'image/jpeg') throw new AppError('OPEN_API_SCREENSHOT_INVALID', { field: 'screenshot' });
        mime = sniffed;
      }
      const id = randomUUID();
      await repo.insertFeedback(db, { id, ...input, apiCode: api(input.apiCode).code, userId, screenshot: screenshot ?? null, screenshotMime: mime });
      return { id };
    },

    async submitConsult(input: z.output<typeof categoryConsult.request>, userId: string | null) {
      const id = randomUUID();
      await repo.insertConsult(db, { id, ...input, userId });
      return { id };
    },

    // Operators' console

    async feedbackList(status: InboxStatus | undefined, pageNo: number) {
      const { items, total } = await repo.listFeedback(db, status, PAGE, (pageNo - 1) * PAGE);
      return { total, items: items.map(feedbackView) };
    },

    /** Answers a feedback item; `publishQuestion` also publishes it as an official Q&A of its API. Audited. */
    async answerFeedback(input: { id: string; reply: string; publishQuestion: boolean; question: string }, editor: Editor) {
      const before = await repo.findFeedback(db, input.id);
      if (!before) throw new AppError('OPEN_API_FEEDBACK_NOT_FOUND', { field: 'id' });
      if (before.status !== 'new') throw new AppError('OPEN_API_FEEDBACK_ANSWERED');
      await db.transaction(async (tx) => {
        const question = input.publishQuestion
          ? await repo.insertQuestionWithAnswer(tx, { apiCode: before.apiCode, question: input.question || before.content.slice(0, 100), fromFeedbackId: before.id }, { body: input.reply, answeredBy: '鼎信银行开放平台' })
          : undefined;
        if (!(await repo.answerFeedback(tx, before.id, { reply: input.reply, questionId: question?.id ?? null, handledBy: editor.displayName }))) {
          throw new AppError('OPEN_API_FEEDBACK_ANSWERED');
        }
        await recordAudit(tx, editor, {
          entity: 'open_api_feedback',
          entityKey: before.id,
          action: question ? 'publish' : 'update',
          summary: question ? `答复API「${before.apiCode}」的客户反馈并发布为官方问答「${question.question}」` : `答复API「${before.apiCode}」的客户反馈`,
          before: { status: before.status },
          after: { status: 'handled', reply: input.reply, questionId: question?.id ?? null },
        });
      });
      return { item: feedbackView((await repo.findFeedback(db, before.id))!) };
    },

    async screenshot(id: string) {
      const row = await repo.findScreenshot(db, id);
      if (!row) throw new AppError('OPEN_API_FEEDBACK_NOT_FOUND', { field: 'id' });
      if (!row.bytes || !row.mime) throw new AppError('OPEN_API_NO_SCREENSHOT');
      return { fileName: `反馈截图-${id.slice(0, 8)}.${row.mime === 'image/png' ? 'png' : 'jpg'}`, mime: row.mime, bytes: row.bytes };
    },

    async withdrawQuestion(id: number, editor: Editor) {
      const q = await repo.findQuestion(db, id);
      if (!q || !q.published) throw new AppError('OPEN_API_QUESTION_NOT_FOUND', { field: 'questionId' });
      await db.transaction(async (tx) => {
        await repo.withdrawQuestion(tx, id);
        await recordAudit(tx, editor, { entity: 'open_api_question', entityKey: String(id), action: 'offline', summary: `下线API「${q.apiCode}」的官方问答「${q.question}」`, before: { published: true }, after: { published: false } });
      });
      return { ok: true };
    },

    async consultList(status: InboxStatus | undefined, pageNo: number) {
      const { items, total } = await repo.listConsults(db, status, PAGE, (pageNo - 1) * PAGE);
      return { total, items: items.map(consultView) };
    },

    async updateConsult(input: { id: string; status: InboxStatus; note: string }, editor: Editor) {
      const before = await repo.findConsult(db, input.id);
      if (!before) throw new AppError('OPEN_API_CONSULT_NOT_FOUND', { field: 'id' });
      await db.transaction(async (tx) => {
        await repo.updateConsult(tx, before.id, { status: input.status, note: input.note, handledBy: editor.displayName });
        await recordAudit(tx, editor, {
          entity: 'open_api_consult',
          entityKey: before.id,
          action: 'update',
          summary: `处理${before.companyName}的咨询（${before.contactName}）：${input.status === 'handled' ? '已处理' : '待处理'}`,
          before: { status: before.status, note: before.note },
          after: { status: input.status, note: input.note },
        });
      });
      return { item: consultView((await repo.findConsult(db, before.id))!) };
    },
  };
}
