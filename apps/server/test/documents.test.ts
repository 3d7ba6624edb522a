import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { downloadBlob } from '@portal/contract/envelope/blob-download';
import { docFuzzySearch } from '@portal/contract/calls/documents/doc-fuzzy-search';
import { docKeywordSearch } from '@portal/contract/calls/documents/doc-keyword-search';
import { docList } from '@portal/contract/calls/documents/doc-list';
import { guideDetail, guideTopics } from '@portal/contract/calls/documents/guide-calls';
import { KEY_PROVIDERS } from '@portal/contract/calls/documents/key-providers';
import { operatorDisclaimerList, operatorDisclaimerSave } from '@portal/contract/calls/documents/operator-disclaimers';
import { operatorDocGet, operatorDocList, operatorDocSave, operatorDocSetStatus } from '@portal/contract/calls/documents/operator-documents';
import { operatorGuideList, operatorGuideSave, operatorGuideSetStatus } from '@portal/contract/calls/documents/operator-guides';
import { operatorDocDownload, pdfDownload } from '@portal/contract/calls/documents/pdf-download';
import { getDisclaimerInfoByMsgId } from '@portal/contract/calls/disclaimer/get-disclaimer-info';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { seed } from '../src/db/seed/seed.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/** The operator every console call here is made as, and the name the records carry. */
const OPERATOR = DEMO_STAFF.find((s) => s.loginName === 'operator01')!;

let server: TestServer;
let operator: BrowserSession;
let visitor: BrowserSession;

/** A tab's cookie jar as a fetch, for the blob download (which does not go through `tab.call`). */
function jarFetch(tab: BrowserSession): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (tab.cookies.size > 0) headers.set('cookie', [...tab.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    return fetch(input, { ...init, headers });
  };
}

function downloader(tab: BrowserSession, token = '') {
  const f = jarFetch(tab);
  const client = server.client({ fetch: f });
  return (def: typeof pdfDownload | typeof operatorDocDownload, id: number) =>
    downloadBlob(client, { baseUrl: server.origin, appId: 'test', fetch: f, token: () => token }, def, { id });
}

const pdfFile = (name: string, text = '鼎信测试文档') =>
  new File([new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`)], name, { type: 'application/pdf' });

async function lastAudit(entity: string, entityKey: string) {
  const rows = await server.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, entityKey)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return rows[0];
}

let operatorToken = '';
beforeAll(async () => {
  server = await startTestServer();
  operator = browserSession(server);
  const login = await logInStaff(server, operator, OPERATOR);
  operatorToken = login.token;
  visitor = browserSession(server);
});
afterAll(() => server.close());

describe('document centre', () => {
  it('lists the seeded manuals and the six providers’ driver entries', async () => {
    const manuals = await visitor.call(docList, { categories: ['ebankManual', 'appManual', 'other'] });
    const titles = manuals.items.map((d) => d.title);
    expect(titles).toContain('企业网上银行用户手册');
    expect(titles).toContain('手机银行 App 用户手册（企业版）');
    expect(titles).toContain('银企直联接入指南');
    expect(manuals.items.every((d) => d.fileName?.endsWith('.pdf') && (d.fileSize ?? 0) > 10_000)).toBe(true);

    const drivers = await visitor.call(docList, { categories: ['netshieldDriver'] });
    expect(drivers.total).toBe(6);
    expect(new Set(drivers.items.map((d) => d.meta.provider))).toEqual(new Set(KEY_PROVIDERS.map((p) => p.code)));
    const feitian = drivers.items.find((d) => d.meta.provider === 'feitian')!;
    expect(feitian.meta.minKeySnVersion).toBe('1.0.24.729');
    expect(feitian.meta.systems).toContain('统信UOS');
    expect(feitian.meta.seed).toBeUndefined();
  });

  it('finds a word that only occurs in a manual’s body, with a highlighted snippet', async () => {
    // “预留信息” is in the e-bank manual's text, not in any title, summary or keyword.
    const found = await visitor.call(docKeywordSearch, { keyword: '预留信息' });
    expect(found.items.map((i) => i.doc.title)).toEqual(['企业网上银行用户手册']);
    expect(found.total).toBe(1);
    const [hit] = found.items;
    const [start, end] = hit!.snippet.marks[0]!;
    expect(hit!.snippet.text.slice(start, end)).toBe('预留信息');
    // As often as the manual's seeded text holds the word.
    const manualText = readFileSync(new URL('../src/db/seed/documents/files/ebank-user-manual.txt', import.meta.url), 'utf8');
    expect(hit!.hits).toBe(manualText.split('预留信息').length - 1);

    // Several words must all occur; one that occurs nowhere finds nothing.
    expect((await visitor.call(docKeywordSearch, { keyword: '前置机 报文' })).items.map((i) => i.doc.title)).toEqual(['银企直联接入指南']);
    expect((await visitor.call(docKeywordSearch, { keyword: '预留信息 不存在的词语' })).total).toBe(0);
    // LIKE wildcards are plain characters.
    expect((await visitor.call(docKeywordSearch, { keyword: '%' })).total).toBe(0);
    // Title hits rank first and are marked in the title.
    const byTitle = await visitor.call(docKeywordSearch, { keyword: '手机银行' });
    expect(byTitle.items[0]!.doc.title).toBe('手机银行 App 用户手册（企业版）');
    expect(byTitle.items[0]!.title.marks.length).toBe(1);
  });

  it('suggests titles, keywords and headings while typing, and validates the keyword', async () => {
    const { suggestions } = await visitor.call(docFuzzySearch, { keyword: '转账' });
    expect(suggestions).toContain('转账汇款');
    expect(suggestions).toContain('单笔转账');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const err = await failure(visitor.call(docKeywordSearch, { keyword: '   ' }));
    expect(err.code).toBe(ERRORS.VALIDATION.code);
    expect(err.message).toBe('请输入搜索关键词');
  });

  it('downloads the manual as PDF bytes with its name in content-disposition', async () => {
    const { items } = await visitor.call(docList, { categories: ['ebankManual'] });
    const manual = items[0]!;
    const file = await downloader(visitor)(pdfDownload, manual.id);
    expect(file.mime).toBe('application/pdf');
    expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(file.bytes.length).toBe(manual.fileSize);
    expect(file.fileName).toBe(manual.fileName);
    expect(file.fileName).toMatch(/^企业网上银行用户手册.*\.pdf$/);

    const missing = await failure(downloader(visitor)(pdfDownload, 999_999));
    expect(missing.code).toBe(ERRORS.DOCUMENT_NOT_FOUND.code);
  });

  it('refuses an unsigned download request', async () => {
    const res = await fetch(`${server.origin}/qjmh/api/yqzl/product/pdf/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1 }),
    });
    const body = (await res.json()) as { code: number };
    expect(body.code).toBe(ERRORS.UNKNOWN_KEY.code);
  });
});

describe('guides', () => {
  it('lists the topics of each section and opens one', async () => {
    const bank = await visitor.call(guideTopics, { column: 'bankGuide' });
    expect(bank.items.map((t) => t.title)).toContain('单笔转账');
    const app = await visitor.call(guideTopics, { column: 'appGuide' });
    expect(app.items.map((t) => t.title)).toContain('扫码登录企业网银');
    const detail = await visitor.call(guideDetail, { id: bank.items[0]!.id });
    expect(detail.bodyHtml).toContain('<ol>');
    expect(detail.column).toBe('bankGuide');
  });
});

describe('operator console', () => {
  it('refuses visitors and agents on every operator call', async () => {
    expect((await failure(visitor.call(operatorDocList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await failure(visitor.upload(operatorDocSave, { category: 'other', title: '访客' }, [pdfFile('a.pdf')]))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await failure(downloader(visitor)(operatorDocDownload, 1))).code).toBe(ERRORS.NOT_LOGGED_IN.code);

    const agent = browserSession(server);
    const login = await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    for (const attempt of [
      () => agent.call(operatorDocList, {}),
      () => agent.upload(operatorDocSave, { category: 'other', title: '坐席' }, [pdfFile('a.pdf')]),
      () => agent.call(operatorDocSetStatus, { id: 1, status: 'offline' }),
      () => agent.call(operatorGuideSave, { column: 'bankGuide', title: '坐席', bodyHtml: '<p>不可</p>' }),
      () => agent.call(operatorDisclaimerList, {}),
      () => agent.call(operatorDisclaimerSave, { msgId: 'lsjr-disclaimer', title: '坐席', content: '<p>不可</p>' }),
      () => downloader(agent, login.token)(operatorDocDownload, 1),
    ]) {
      expect((await failure(attempt())).code).toBe(ERRORS.WRONG_ROLE.code);
    }
  });

  it('uploads a PDF, publishes it, finds it by its text and downloads it; every step audited', async () => {
    const { doc } = await operator.upload(
      operatorDocSave,
      { category: 'other', title: '电子回单验证说明', keywords: '回单,验证码', bodyText: '往来单位可以凭回单上的独特验真口令核对。' },
      [pdfFile('回单验证说明.pdf')],
    );
    expect(doc).toMatchObject({ status: 'draft', fileName: '回单验证说明.pdf', updatedBy: OPERATOR.displayName });
    const created = await lastAudit('document', String(doc.id));
    expect(created).toMatchObject({ action: 'create', staffId: OPERATOR.id, staffName: OPERATOR.displayName });
    expect(created!.summary).toContain('电子回单验证说明');
    expect(JSON.stringify(created!.after)).not.toContain('fileBytes');

    // A draft is invisible to visitors but the operator can fetch it.
    expect((await visitor.call(docKeywordSearch, { keyword: '验真口令' })).total).toBe(0);
    expect((await failure(downloader(visitor)(pdfDownload, doc.id))).code).toBe(ERRORS.DOCUMENT_NOT_FOUND.code);
    const draftFile = await downloader(operator, operatorToken)(operatorDocDownload, doc.id);
    expect(new TextDecoder().decode(draftFile.bytes.subarray(0, 5))).toBe('%PDF-');

    await operator.call(operatorDocSetStatus, { id: doc.id, status: 'published' });
    expect(await lastAudit('document', String(doc.id))).toMatchObject({ action: 'publish', before: { status: 'draft' }, after: { status: 'published' } });
    const found = await visitor.call(docKeywordSearch, { keyword: '验真口令' });
    expect(found.items.map((i) => i.doc.id)).toEqual([doc.id]);
    expect((await downloader(visitor)(pdfDownload, doc.id)).fileName).toBe('回单验证说明.pdf');

    // Editing without a file keeps it; the search text is read back for the editor.
    const edited = await operator.call(operatorDocSave, { id: doc.id, category: 'other', title: '电子回单验真说明', bodyText: '新的检索正文' });
    expect(edited.doc).toMatchObject({ title: '电子回单验真说明', fileName: '回单验证说明.pdf', status: 'published' });
    expect((await operator.call(operatorDocGet, { id: doc.id })).bodyText).toBe('新的检索正文');
    const update = await lastAudit('document', String(doc.id));
    expect(update).toMatchObject({ action: 'update', before: { title: '电子回单验证说明' }, after: { title: '电子回单验真说明' } });

    await operator.call(operatorDocSetStatus, { id: doc.id, status: 'offline' });
    expect((await visitor.call(docKeywordSearch, { keyword: '检索正文' })).total).toBe(0);
    const listed = await operator.call(operatorDocList, { keyword: '验真' });
    expect(listed.items.map((d) => [d.id, d.status])).toEqual([[doc.id, 'offline']]);
  });

  it('refuses a file that is not a PDF, a new document without a file, and a file over 20 MB', async () => {
    const fake = new File([new TextEncoder().encode('这不是 PDF，只是改了扩展名')], 'fake.pdf', { type: 'application/pdf' });
    const notPdf = await failure(operator.upload(operatorDocSave, { category: 'other', title: '伪装文件' }, [fake]));
    expect(notPdf.code).toBe(ERRORS.DOCUMENT_NOT_PDF.code);
    expect(notPdf.field).toBe('file');

    const noFile = await failure(operator.call(operatorDocSave, { category: 'other', title: '没有文件' }));
    expect(noFile.code).toBe(ERRORS.DOCUMENT_FILE_REQUIRED.code);

    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await failure(operator.upload(operatorDocSave, { category: 'other', title: '超大文件' }, [new File([big], 'big.pdf')]));
    expect(tooBig.code).toBe(ERRORS.UPLOAD_FILE_TOO_LARGE.code);
    expect(tooBig.message).toContain('20M');

    const badName = await failure(operator.upload(operatorDocSave, { category: 'other', title: '坏名字', fileName: '../x.exe' }, [pdfFile('a.pdf')]));
    expect(badName.code).toBe(ERRORS.VALIDATION.code);
    expect(badName.field).toBe('fileName');
  });

  it('takes a vendor installer for a driver entry (not for a manual) and serves it as it is', async () => {
    const exeBytes = new Uint8Array(4096);
    exeBytes.set([0x4d, 0x5a, 0x90, 0x00]);
    const installer = new File([exeBytes], 'FT_ePass3003_Setup.exe', { type: 'application/octet-stream' });
    const asManual = await failure(operator.upload(operatorDocSave, { category: 'ebankManual', title: '伪装手册' }, [installer]));
    expect(asManual.code).toBe(ERRORS.DOCUMENT_NOT_PDF.code);
    const script = new File([new TextEncoder().encode('#!/bin/sh\necho 安装')], 'install.sh');
    const notPackage = await failure(operator.upload(operatorDocSave, { category: 'netshieldDriver', title: '脚本' }, [script]));
    expect(notPackage.code).toBe(ERRORS.DRIVER_BAD_PACKAGE.code);

    const { doc } = await operator.upload(
      operatorDocSave,
      {
        category: 'netshieldDriver',
        title: '飞天 ePass3003 国密 U盾驱动安装包',
        version: '1.0.24.1120',
        meta: { provider: 'feitian', driverVersion: '1.0.24.1120', minKeySnVersion: '1.0.24.729', systems: 'Windows', releaseDate: '2026-03-10', packageKind: 'installGuide' },
      },
      [installer],
    );
    expect(doc.meta).toMatchObject({ provider: 'feitian', packageKind: 'installer' });
    expect(doc.fileName).toBe('FT_ePass3003_Setup.exe');
    await operator.call(operatorDocSetStatus, { id: doc.id, status: 'published' });
    const file = await downloader(visitor)(pdfDownload, doc.id);
    expect(file.mime).toBe('application/vnd.microsoft.portable-executable');
    expect(file.bytes.length).toBe(4096);
    const drivers = await visitor.call(docList, { categories: ['netshieldDriver'] });
    expect(drivers.items.filter((d) => d.meta.provider === 'feitian').map((d) => d.meta.packageKind).sort()).toEqual(['installGuide', 'installer']);
    await operator.call(operatorDocSetStatus, { id: doc.id, status: 'offline' });
  });

  it('edits and publishes a guide, sanitising its HTML; audited', async () => {
    const { guide } = await operator.call(operatorGuideSave, {
      column: 'appGuide',
      title: '修改预留手机号',
      bodyHtml: '<ol><li>进入“我的”</li></ol><script>alert(1)</script><img src=x onerror="alert(2)">',
    });
    expect(guide.status).toBe('draft');
    expect(guide.bodyHtml).not.toContain('<script');
    expect(guide.bodyHtml).not.toContain('onerror');
    expect((await visitor.call(guideTopics, { column: 'appGuide' })).items.map((t) => t.title)).not.toContain('修改预留手机号');
    await operator.call(operatorGuideSetStatus, { id: guide.id, status: 'published' });
    expect((await visitor.call(guideTopics, { column: 'appGuide' })).items.map((t) => t.title)).toContain('修改预留手机号');
    expect(await lastAudit('guide', String(guide.id))).toMatchObject({ action: 'publish' });
    const all = await operator.call(operatorGuideList, { column: 'appGuide' });
    expect(all.items.find((g) => g.id === guide.id)?.status).toBe('published');
    await operator.call(operatorGuideSetStatus, { id: guide.id, status: 'offline' });
    expect((await failure(visitor.call(guideDetail, { id: guide.id }))).code).toBe(ERRORS.GUIDE_NOT_FOUND.code);
  });

  it('edits and creates disclaimers; the portal serves the new text; audited', async () => {
    const { items } = await operator.call(operatorDisclaimerList, {});
    expect(items.map((d) => d.msgId)).toContain('lsjr-disclaimer');
    const saved = await operator.call(operatorDisclaimerSave, {
      msgId: 'lsjr-disclaimer',
      title: '绿色金融服务免责声明（2026 版）',
      content: '<p>修订后的声明。</p><script>x()</script>',
    });
    expect(saved.disclaimer.content).toBe('<p>修订后的声明。</p>');
    const audit = await lastAudit('disclaimer', 'lsjr-disclaimer');
    expect(audit).toMatchObject({ action: 'update', after: { title: '绿色金融服务免责声明（2026 版）' } });
    expect((audit!.before as { title: string }).title).toContain('绿色金融');

    await expect.poll(async () => (await visitor.call(getDisclaimerInfoByMsgId, { msgId: 'lsjr-disclaimer' })).title, { timeout: 8_000, interval: 500 }).toBe(
      '绿色金融服务免责声明（2026 版）',
    );

    await operator.call(operatorDisclaimerSave, { msgId: 'doc-new-terms', create: true, title: '新协议', content: '<p>正文</p>' });
    const taken = await failure(operator.call(operatorDisclaimerSave, { msgId: 'doc-new-terms', create: true, title: '重复', content: '<p>正文</p>' }));
    expect(taken.code).toBe(ERRORS.DISCLAIMER_ID_TAKEN.code);
    const missing = await failure(operator.call(operatorDisclaimerSave, { msgId: 'no-such-terms', title: '无', content: '<p>正文</p>' }));
    expect(missing.code).toBe(ERRORS.DISCLAIMER_NOT_FOUND.code);
  });

  it('seeding again adds nothing and keeps operators’ edits', async () => {
    const before = await operator.call(operatorDocList, { pageSize: 50 });
    await seed(server.app.database.db);
    const after = await operator.call(operatorDocList, { pageSize: 50 });
    expect(after.total).toBe(before.total);
    expect(after.items.filter((d) => d.title === '电子回单验真说明')).toMatchObject([{ fileName: '回单验证说明.pdf', category: 'other', status: 'offline' }]);
  });
});
