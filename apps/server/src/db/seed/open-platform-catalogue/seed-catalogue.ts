import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPEN_API_SANDBOX_PREFIX, OPEN_APIS } from '@portal/contract/open-platform/apis';
import type { Db } from '../../client.ts';
import { documents } from '../../schema/articles.ts';
import { openApiAnswers, openApiDocs, openApiQuestions } from '../../schema/open-platform-catalogue.ts';
import { SEED_META_KEY } from '../../../modules/documents/seed-mark.ts';
import { apiDocPdf } from '../../../modules/open-platform/catalogue/api-pdf.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { API_DOCS, sectionsOf } from './api-docs.ts';

const SEED_BY = '开放平台运营组';
/**
 * V2.5: keys expire (401366). V2.4 was the first generated from the sandbox; V2.3 was written
 * before the sandbox existed.
 */
const VERSION = 'V2.5';
/** Versions this seed wrote before: rows still carrying one (and the seed's author) are upgraded. */
const EARLIER_VERSIONS = ['V2.3', 'V2.4'];
/** The Q&A of V2.4; a database seeded before it gets them once, its seeded questions withdrawn. */
const QA_MARK = 'open-api-catalogue-qa-v2.4';
const QA_BY = '鼎信银行开放平台';
export const API_DOC_SEED_PREFIX = 'open-api-doc-';

/**
 * The API catalogue (issue 26 point 1): each API's documentation, its official Q&A (once per
 * database: operators may withdraw them) and its PDF in the document centre (category `other`,
 * meta `apiCode`). Never overwrites what operators changed: an earlier seed's text is replaced
 * only while it still carries that seed's version and author.
 */
export async function seedOpenApiCatalogue(db: Db): Promise<void> {
  for (const api of OPEN_APIS) {
    const row = { apiCode: api.code, sections: sectionsOf(api.code), version: VERSION, updatedBy: SEED_BY };
    await db.insert(openApiDocs).values(row).onConflictDoNothing();
    await db
      .update(openApiDocs)
      .set({ ...row, updatedAt: new Date() })
      .where(and(eq(openApiDocs.apiCode, api.code), inArray(openApiDocs.version, EARLIER_VERSIONS), eq(openApiDocs.updatedBy, SEED_BY)));
  }
  await seedQuestions(db);
  await seedPdfs(db);
}

async function seedQuestions(db: Db): Promise<void> {
  if (await hasSeedMark(db, QA_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, QA_MARK))) return;
    // An earlier seed's questions (the only ones not published from feedback) give way to these.
    await tx.update(openApiQuestions).set({ published: false }).where(isNull(openApiQuestions.fromFeedbackId));
    for (const api of OPEN_APIS) {
      let sort = 0;
      for (const [question, answer] of API_DOCS[api.code].questions) {
        sort += 10;
        const [q] = await tx.insert(openApiQuestions).values({ apiCode: api.code, question, sort }).returning({ id: openApiQuestions.id });
        await tx.insert(openApiAnswers).values({ questionId: q!.id, body: answer, answeredBy: QA_BY });
      }
    }
  });
}

async function pdfFields(api: (typeof OPEN_APIS)[number]) {
  const sections = sectionsOf(api.code);
  const title = `${api.name}接口说明`;
  const bytes = await apiDocPdf(title, `接口编码 ${api.code} · ${api.method} ${OPEN_API_SANDBOX_PREFIX}${api.path} · ${VERSION}`, sections);
  return {
    title,
    summary: `${api.summary}含请求参数、返回参数、错误码与示例。`,
    keywords: `银企直联,API,${api.name},${api.code}`,
    version: VERSION,
    bodyText: sections.map((s) => `${s.title}\n${s.body}`).join('\n\n'),
    fileName: `${title}（${VERSION}）.pdf`,
    fileMime: 'application/pdf',
    fileBytes: bytes,
    fileSize: bytes.length,
  };
}

async function seedPdfs(db: Db): Promise<void> {
  const rows = await db.select({ id: documents.id, seed: sql<string>`${documents.meta}->>${SEED_META_KEY}`, version: documents.version, updatedBy: documents.updatedBy }).from(documents);
  const present = new Map(rows.filter((r) => r.seed).map((r) => [r.seed, r]));
  let sort = 500;
  for (const api of OPEN_APIS) {
    sort += 10;
    const key = `${API_DOC_SEED_PREFIX}${api.code}`;
    const existing = present.get(key);
    if (!existing) {
      const fields = await pdfFields(api);
      await db.insert(documents).values({ ...fields, category: 'other', meta: { [SEED_META_KEY]: key, apiCode: api.code }, status: 'published', publishedAt: new Date('2026-02-20T09:00:00+08:00'), sort });
    } else if (existing.updatedBy === null && existing.version !== null && EARLIER_VERSIONS.includes(existing.version)) {
      // Still the earlier seed's file (an operator's replacement records its editor): reprint it.
      await db.update(documents).set({ ...(await pdfFields(api)), updatedAt: new Date() }).where(and(eq(documents.id, existing.id), isNull(documents.updatedBy)));
    }
  }
}
