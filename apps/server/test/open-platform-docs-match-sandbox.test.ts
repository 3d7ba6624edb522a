import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { catalogueAnswers, catalogueFiles, catalogueOfficialQuestions, cataloguePlatformConfig } from '@portal/contract/calls/open-platform/catalogue/catalogue-calls';
import { pdfDownload } from '@portal/contract/calls/documents/pdf-download';
import { openApiCredentials, openApiIssueCredential } from '@portal/contract/calls/open-platform/sandbox/credentials';
import { ERRORS } from '@portal/contract/errors';
import { OPEN_API_SANDBOX_PREFIX, OPEN_APIS, OPEN_API_CODES, type OpenApiCode } from '@portal/contract/open-platform/apis';
import { SANDBOX_HEADER, signSandboxRequest } from '@portal/contract/open-platform/sandbox-signing';
import { servedInSandbox } from '@portal/contract/open-platform/sandbox-schemas';
import { documents } from '../src/db/schema/articles.ts';
import { openApiDocs, openApiQuestions } from '../src/db/schema/open-platform-catalogue.ts';
import { exampleReplyOf, exampleRequestOf } from '../src/db/seed/open-platform-catalogue/reference-sections.ts';
import { API_DOC_SEED_PREFIX, seedOpenApiCatalogue } from '../src/db/seed/open-platform-catalogue/seed-catalogue.ts';
import { seedMarks } from '../src/db/schema/system.ts';
import { SEED_META_KEY } from '../src/modules/documents/seed-mark.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { insertApprovedApplication } from './support/open-platform-grants.ts';
import { rightsWorld } from './support/rights-world.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * The catalogue's seeded documentation tells the truth about the sandbox: every reply field it
 * names is in a real sandbox reply, its example reply has the real reply's shape, its example
 * transfer body is accepted, every error code it lists is in the errors catalogue with the same
 * status and message, and nothing mentions the bearer tokens the sandbox never used.
 */

let server: TestServer;
let appId = '';
let secret = '';
let accounts: string[] = [];
/** One visitor for the whole file: every new session costs a handshake, and handshakes are rate-limited. */
let visitor: BrowserSession;
const db = () => server.app.database.db;
type Reply = { status: number; body: { code: number; msg: string; data?: unknown } };

async function send(method: 'GET' | 'POST', path: string, body?: string): Promise<Reply> {
  const url = OPEN_API_SANDBOX_PREFIX + path;
  const signed = signSandboxRequest({ appId, method, url, body: body ?? '', signMethod: 'HMAC-SM3', key: secret });
  const res = await fetch(server.origin + url, { method, headers: { ...signed.headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

/** The rows of a section's table, header left out. */
const tableRows = (body: string) =>
  body
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(1)
    .map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));

/** Whether a dotted path (`data.transactions[].amount`) names a field of a reply; arrays are read at their first item. */
function hasPath(value: unknown, path: string): boolean {
  let here: unknown = value;
  for (const part of path.split('.')) {
    const name = part.replace(/\[\]$/, '');
    if (here === null || typeof here !== 'object' || !(name in here)) return false;
    here = (here as Record<string, unknown>)[name];
    if (part.endsWith('[]')) {
      if (!Array.isArray(here) || here.length === 0) return false;
      here = here[0];
    }
  }
  return true;
}

/** Keys all the way down (arrays by their first item), for comparing an example's shape with a real reply's. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (value === null || typeof value !== 'object') return typeof value === 'object' ? 'null-or-value' : 'value';
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shapeOf((value as Record<string, unknown>)[k])]));
}
/** A nullable field may be null in one reply and text in another: both are a value. */
const valueShape = (value: unknown) => JSON.stringify(shapeOf(value)).replaceAll('"null-or-value"', '"value"');

const sectionsOf = async (apiCode: OpenApiCode) => {
  const page = await visitor.call(cataloguePlatformConfig, { apiCode });
  return Object.fromEntries(page.sections.map((s) => [s.key, s.body])) as Record<string, string>;
};

/** A real reply of each served API, made with the enterprise's own test accounts. */
const replies = new Map<OpenApiCode, Reply>();

beforeAll(async () => {
  server = await startTestServer();
  visitor = browserSession(server);
  const world = await rightsWorld(server, 'docs');
  await insertApprovedApplication(db(), world.mine, world.users.director.id, [...OPEN_API_CODES]);
  const issued = await world.director.call(openApiIssueCredential, { environment: 'sandbox' });
  appId = issued.credential.appId;
  secret = issued.appSecret;
  const cny = (await world.director.call(openApiCredentials, {})).testAccounts.filter((a) => a.currency === 'CNY');
  accounts = cny.map((a) => a.accountNo);

  replies.set('account.list', await send('GET', '/accounts'));
  replies.set('account.balance', await send('GET', `/accounts/${accounts[0]}/balance`));
  replies.set('account.transactions', await send('GET', `/accounts/${accounts[0]}/transactions`));
  // The documentation's own example body, with the enterprise's real accounts.
  const example = JSON.parse(exampleRequestOf('payment.transfer').body) as Record<string, string>;
  const transfer = await send('POST', '/payments', JSON.stringify({ ...example, fromAccountNo: accounts[0], toAccountNo: accounts[1] }));
  replies.set('payment.transfer', transfer);
  const paymentId = (transfer.body.data as { paymentId: string }).paymentId;
  replies.set('payment.status', await send('GET', `/payments/${paymentId}`));
}, 60_000);
afterAll(() => server.close());

describe('the seeded documentation matches the sandbox', () => {
  it('every served API answered the calls made from its documentation', () => {
    for (const [code, reply] of replies) expect({ code, status: reply.status, result: reply.body.code }).toEqual({ code, status: 200, result: 200 });
  });

  it.each(OPEN_APIS.filter((a) => servedInSandbox(a.code)).map((a) => a.code))('%s: every field of 返回参数 is in the real reply, and the example has its shape', async (code) => {
    const reply = replies.get(code)!.body;
    const fields = tableRows((await sectionsOf(code)).response!).map((r) => r[0]!);
    expect(fields.length).toBeGreaterThan(3);
    expect(fields.filter((f) => !hasPath(reply, f))).toEqual([]);
    expect(valueShape(exampleReplyOf(code))).toBe(valueShape(reply));
  });

  it.each(OPEN_APIS.filter((a) => !servedInSandbox(a.code)).map((a) => a.code))('%s: documented as not served, and the sandbox answers 501360', async (code) => {
    const api = OPEN_APIS.find((a) => a.code === code)!;
    const reply = await send(api.method, api.path.replace(/\{\w+\}/g, 'ST0000000000'), api.method === 'POST' ? '{}' : undefined);
    expect([reply.status, reply.body.code]).toEqual([501, ERRORS.SANDBOX_NOT_IMPLEMENTED.code]);
    const sections = await sectionsOf(code);
    expect(sections.purpose).toContain('501360');
    expect(tableRows(sections.response!).map((r) => r[0])).toEqual(['code', 'msg', 'field']);
    expect(tableRows(sections.errors!).map((r) => r[0])).toContain(String(ERRORS.SANDBOX_NOT_IMPLEMENTED.code));
  });

  it('every listed error code is in the errors catalogue with the same HTTP status and message', async () => {
    const catalogue = new Map(Object.values(ERRORS).map((e) => [String(e.code), e]));
    for (const code of OPEN_API_CODES) {
      for (const [errorCode, status, msg] of tableRows((await sectionsOf(code)).errors!)) {
        const known = catalogue.get(errorCode!);
        expect({ code, errorCode, status, msg }).toEqual({ code, errorCode, status: String(known?.status), msg: known?.msg });
      }
    }
  });

  it('every request parameter is a signing header or a field of the OpenAPI operation', async () => {
    const headers = Object.values(SANDBOX_HEADER) as string[];
    for (const code of OPEN_API_CODES) {
      const example = exampleRequestOf(code);
      for (const [name, place] of tableRows((await sectionsOf(code)).request!)) {
        if (place === 'header') expect(headers).toContain(name);
        else if (place === 'body') expect(Object.keys(JSON.parse(example.body) as object)).toContain(name);
        else expect(OPEN_APIS.find((a) => a.code === code)!.path.includes(`{${name}}`) || place === 'query').toBe(true);
      }
      for (const h of headers) expect(example.headers[h]).toBeTruthy();
    }
  });

  it('no section, PDF or official answer mentions bearer tokens or the fields the sandbox never had', async () => {
    const stale = /Bearer|access_token|frozenAmount|queriedAt|401001|429001/i;
    for (const code of OPEN_API_CODES) {
      for (const [key, body] of Object.entries(await sectionsOf(code))) expect({ code, key, stale: stale.test(body) }).toEqual({ code, key, stale: false });
      const { questions } = await visitor.call(catalogueOfficialQuestions, { apiCode: code });
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) {
        const { answers } = await visitor.call(catalogueAnswers, { questionId: q.id });
        expect(stale.test(q.question + answers.map((a) => a.body).join())).toBe(false);
      }
      const { files } = await visitor.call(catalogueFiles, { apiCode: code });
      const pdf = await visitor.download(pdfDownload, { id: files[0]!.id });
      expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    }
  });
});

describe('a database seeded by the earlier documentation', () => {
  it('gets the new text where the seed wrote it, and keeps what an operator changed', async () => {
    const oldSections = [{ key: 'purpose', title: '功能说明', body: 'Authorization: Bearer <access_token>' }];
    await db().update(openApiDocs).set({ sections: oldSections, version: 'V2.3' }).where(eq(openApiDocs.apiCode, 'account.list'));
    // V2.4 predates keys that expire.
    await db().update(openApiDocs).set({ sections: oldSections, version: 'V2.4' }).where(eq(openApiDocs.apiCode, 'account.transactions'));
    await db().update(openApiDocs).set({ sections: oldSections, version: 'V2.3', updatedBy: '运营张三' }).where(eq(openApiDocs.apiCode, 'account.balance'));
    const pdfKey = (code: string) => sql`${documents.meta}->>${SEED_META_KEY} = ${`${API_DOC_SEED_PREFIX}${code}`}`;
    await db().update(documents).set({ version: 'V2.3', bodyText: 'Bearer' }).where(pdfKey('account.list'));
    await db().update(documents).set({ version: 'V2.3', bodyText: 'Bearer', updatedBy: '运营张三' }).where(pdfKey('account.balance'));
    // The earlier Q&A: seeded before the new mark existed.
    await db().delete(seedMarks).where(eq(seedMarks.name, 'open-api-catalogue-qa-v2.4'));
    const [old] = await db().insert(openApiQuestions).values({ apiCode: 'account.balance', question: '余额查询有频率限制吗？', sort: 1 }).returning();

    await seedOpenApiCatalogue(db());

    const docs = new Map((await db().select().from(openApiDocs)).map((d) => [d.apiCode, d]));
    expect(docs.get('account.list')!.version).toBe('V2.5');
    expect(JSON.stringify(docs.get('account.list')!.sections)).not.toContain('Bearer');
    expect(docs.get('account.transactions')!.version).toBe('V2.5');
    expect(JSON.stringify(docs.get('account.transactions')!.sections)).toContain(String(ERRORS.SANDBOX_CREDENTIAL_EXPIRED.code));
    expect(docs.get('account.balance')!.sections).toEqual(oldSections);
    const [listPdf] = await db().select().from(documents).where(pdfKey('account.list'));
    const [balancePdf] = await db().select().from(documents).where(pdfKey('account.balance'));
    expect([listPdf!.version, listPdf!.bodyText.includes('Bearer')]).toEqual(['V2.5', false]);
    expect([balancePdf!.version, balancePdf!.bodyText]).toEqual(['V2.3', 'Bearer']);
    const [withdrawn] = await db().select().from(openApiQuestions).where(eq(openApiQuestions.id, old!.id));
    expect(withdrawn!.published).toBe(false);
    const published = await db().select().from(openApiQuestions).where(and(eq(openApiQuestions.apiCode, 'account.balance'), eq(openApiQuestions.published, true), isNull(openApiQuestions.fromFeedbackId)));
    expect(published.map((q) => q.question)).toContain('金额为什么是字符串？');
  });
});
