import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { openApiAnswers, openApiConsults, openApiDocs, openApiFeedback, openApiQuestions } from '../../../db/schema/open-platform-catalogue.ts';

/** SQL of the API catalogue (issue 26 point 1). */

export const findDoc = async (db: Db, apiCode: string) => (await db.select().from(openApiDocs).where(eq(openApiDocs.apiCode, apiCode)))[0];

export const listDocSections = (db: Db) => db.select({ apiCode: openApiDocs.apiCode, sections: openApiDocs.sections }).from(openApiDocs);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function publishedQuestions(db: Db, apiCode: string, keyword: string) {
  const answers = db.$with('answer_counts').as(db.select({ questionId: openApiAnswers.questionId, n: count().as('n') }).from(openApiAnswers).groupBy(openApiAnswers.questionId));
  return db
    .with(answers)
    .select({ id: openApiQuestions.id, apiCode: openApiQuestions.apiCode, question: openApiQuestions.question, publishedAt: openApiQuestions.publishedAt, answerCount: sql<number>`coalesce(${answers.n}, 0)::int` })
    .from(openApiQuestions)
    .leftJoin(answers, eq(answers.questionId, openApiQuestions.id))
    .where(and(eq(openApiQuestions.apiCode, apiCode), eq(openApiQuestions.published, true), keyword ? ilike(openApiQuestions.question, `%${escapeLike(keyword)}%`) : undefined))
    .orderBy(asc(openApiQuestions.sort), asc(openApiQuestions.id));
}

export const findQuestion = async (db: Db, id: number) => (await db.select().from(openApiQuestions).where(eq(openApiQuestions.id, id)))[0];

export const answersOf = (db: Db, questionId: number) =>
  db.select().from(openApiAnswers).where(eq(openApiAnswers.questionId, questionId)).orderBy(asc(openApiAnswers.publishedAt), asc(openApiAnswers.id));

export async function insertQuestionWithAnswer(db: Db, q: { apiCode: string; question: string; fromFeedbackId: string }, answer: { body: string; answeredBy: string }) {
  const [{ max }] = (await db.select({ max: sql<number>`coalesce(max(${openApiQuestions.sort}), 0)::int` }).from(openApiQuestions).where(eq(openApiQuestions.apiCode, q.apiCode))) as [{ max: number }];
  const [row] = await db.insert(openApiQuestions).values({ ...q, sort: max + 10 }).returning();
  await db.insert(openApiAnswers).values({ questionId: row!.id, ...answer });
  return row!;
}

export const withdrawQuestion = (db: Db, id: number) => db.update(openApiQuestions).set({ published: false }).where(eq(openApiQuestions.id, id));

export const insertFeedback = (db: Db, row: typeof openApiFeedback.$inferInsert) => db.insert(openApiFeedback).values(row);

const feedbackColumns = {
  id: openApiFeedback.id,
  apiCode: openApiFeedback.apiCode,
  kind: openApiFeedback.kind,
  content: openApiFeedback.content,
  contactName: openApiFeedback.contactName,
  contactPhone: openApiFeedback.contactPhone,
  hasScreenshot: sql<boolean>`${openApiFeedback.screenshot} is not null`,
  status: openApiFeedback.status,
  reply: openApiFeedback.reply,
  questionId: openApiFeedback.questionId,
  handledBy: openApiFeedback.handledBy,
  createdAt: openApiFeedback.createdAt,
};
export type FeedbackRow = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;

export async function listFeedback(db: Db, status: string | undefined, limit: number, offset: number) {
  const where = status ? eq(openApiFeedback.status, status) : undefined;
  const [items, [total]] = await Promise.all([
    db.select(feedbackColumns).from(openApiFeedback).where(where).orderBy(desc(openApiFeedback.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(openApiFeedback).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export const findFeedback = async (db: Db, id: string) => (await db.select(feedbackColumns).from(openApiFeedback).where(eq(openApiFeedback.id, id)))[0];

export const findScreenshot = async (db: Db, id: string) =>
  (await db.select({ bytes: openApiFeedback.screenshot, mime: openApiFeedback.screenshotMime }).from(openApiFeedback).where(eq(openApiFeedback.id, id)))[0];

/** Answers a still-new item; false when another operator answered it first. */
export async function answerFeedback(db: Db, id: string, values: { reply: string; questionId: number | null; handledBy: string }) {
  const rows = await db
    .update(openApiFeedback)
    .set({ ...values, status: 'handled', handledAt: new Date() })
    .where(and(eq(openApiFeedback.id, id), eq(openApiFeedback.status, 'new')))
    .returning({ id: openApiFeedback.id });
  return rows.length > 0;
}

export const insertConsult = (db: Db, row: typeof openApiConsults.$inferInsert) => db.insert(openApiConsults).values(row);

export async function listConsults(db: Db, status: string | undefined, limit: number, offset: number) {
  const where = status ? eq(openApiConsults.status, status) : undefined;
  const [items, [total]] = await Promise.all([
    db.select().from(openApiConsults).where(where).orderBy(desc(openApiConsults.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(openApiConsults).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export const findConsult = async (db: Db, id: string) => (await db.select().from(openApiConsults).where(eq(openApiConsults.id, id)))[0];

export const updateConsult = (db: Db, id: string, values: { status: string; note: string; handledBy: string }) =>
  db.update(openApiConsults).set({ ...values, handledAt: new Date() }).where(eq(openApiConsults.id, id));
