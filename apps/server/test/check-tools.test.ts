import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { electriProgress, paperProgress, paperReturnUrl } from '@portal/contract/calls/checks/confirmation';
import { CHECK_MESSAGES } from '@portal/contract/calls/checks/fields';
import { selectGuarantee } from '@portal/contract/calls/checks/guarantee';
import { checkImport, checkImportTemplate, checkRegistryCounts } from '@portal/contract/calls/checks/import-fields';
import { signatureVerification } from '@portal/contract/calls/checks/seal';
import { ERRORS } from '@portal/contract/errors';
import { CHECK_FAILURES_PER_ADDRESS } from '@portal/contract/limits';
import { auditLog } from '../src/db/schema/console.ts';
import { checkGuarantees, checkLetterEvents } from '../src/db/schema/checks.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let ops: BrowserSession;
const [, , operator] = DEMO_STAFF;
const db = () => server.app.database.db;

beforeAll(async () => {
  // Each test checks from client addresses of its own (X-Forwarded-For through one trusted proxy).
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  ops = browserSession(server);
  await logInStaff(server, ops, operator!);
});
afterAll(() => server.close());

let addressSeq = 0;
const visitor = () => browserSession(server, undefined, { 'x-forwarded-for': `198.18.24.${++addressSeq}` });
const csv = (name: string, lines: string[]) => new File([`\ufeff${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

describe('guarantee check', () => {
  it('shows a seeded guarantee by number and code, typed in lower case with spaces', async () => {
    const found = await visitor().call(selectGuarantee, { guaranteeNo: ' bh2026 0314 0012', verifyCode: '7k3q-9p2m' });
    expect(found).toMatchObject({
      guaranteeNo: 'BH202603140012',
      type: 'performance',
      issuer: '鼎信银行北京分行',
      applicant: '北京华建城市建设工程有限公司',
      amountMinor: 125_000_000,
      currency: 'CNY',
      validFrom: '2026-03-14',
      validUntil: '2028-03-13',
      status: 'valid',
      statusOn: null,
    });
  });

  it('computes expired from the dates, and shows cancelled and claimed with their day', async () => {
    const tab = visitor();
    expect((await tab.call(selectGuarantee, { guaranteeNo: 'BH202406200031', verifyCode: 'H4W8N2XR' })).status).toBe('expired');
    expect(await tab.call(selectGuarantee, { guaranteeNo: 'BH202509010007', verifyCode: 'P9D3M6TA' })).toMatchObject({ status: 'cancelled', statusOn: '2026-02-10' });
    expect(await tab.call(selectGuarantee, { guaranteeNo: 'BH202511180023', verifyCode: 'Z5C7K4VE' })).toMatchObject({ status: 'claimed', currency: 'USD' });
  });

  it('answers a wrong code and an unknown number alike', async () => {
    const tab = visitor();
    const wrongCode = await failure(tab.call(selectGuarantee, { guaranteeNo: 'BH202603140012', verifyCode: '7K3Q9P2N' }));
    const unknown = await failure(tab.call(selectGuarantee, { guaranteeNo: 'BH209912310001', verifyCode: '7K3Q9P2M' }));
    expect([wrongCode.code, wrongCode.message]).toEqual([ERRORS.GUARANTEE_NOT_MATCHED.code, ERRORS.GUARANTEE_NOT_MATCHED.msg]);
    expect([unknown.code, unknown.message]).toEqual([wrongCode.code, wrongCode.message]);
  });

  it('refuses a malformed code at its field with the form message', async () => {
    const err = await failure(visitor().call(selectGuarantee, { guaranteeNo: 'BH202603140012', verifyCode: '7K3' }));
    expect(err).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'verifyCode', message: CHECK_MESSAGES.verifyCode });
  });

  it('locks an address after too many failures, even for the right code, and not another address', async () => {
    const tab = visitor();
    for (let i = 0; i < CHECK_FAILURES_PER_ADDRESS; i++) {
      expect((await failure(tab.call(selectGuarantee, { guaranteeNo: 'BH202603140012', verifyCode: `7K3Q9P${'ABCDEFGHJK'[i]}${'2'}` }))).code).toBe(ERRORS.GUARANTEE_NOT_MATCHED.code);
    }
    const locked = await failure(tab.call(selectGuarantee, { guaranteeNo: 'BH202603140012', verifyCode: '7K3Q9P2M' }));
    expect(locked.code).toBe(ERRORS.GUARANTEE_CHECK_LOCKED.code);
    expect(locked.message).toMatch(/^保函查验失败次数过多，请1[0-5]分钟后再试$/);
    expect((await visitor().call(selectGuarantee, { guaranteeNo: 'BH202603140012', verifyCode: '7K3Q9P2M' })).status).toBe('valid');
  });
});

describe('confirmation letters', () => {
  const paperLetter = { letterNo: 'XZH202603000123', queryCode: '482915' };

  it('shows the paper timeline with the courier, and the courier tracking link', async () => {
    const tab = visitor();
    const paper = await tab.call(paperProgress, paperLetter);
    expect(paper).toMatchObject({ letterNo: 'XZH202603000123', auditFirm: '信和会计师事务所（特殊普通合伙）', hasPaper: true, courier: { code: 'SF', name: '顺丰速运', waybillNo: 'SF1425367890123' } });
    expect(paper.events.map((e) => [e.stepName, e.at])).toEqual([
      ['银行已签收', '2026-03-09 10:12:00'],
      ['银行处理中', '2026-03-10 14:30:00'],
      ['已寄回', '2026-03-12 16:05:00'],
    ]);
    expect(await tab.call(paperReturnUrl, paperLetter)).toEqual({
      courierName: '顺丰速运',
      waybillNo: 'SF1425367890123',
      url: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1425367890123',
    });
    expect(await tab.call(electriProgress, paperLetter)).toMatchObject({ hasElectronic: false, events: [] });
  });

  it('shows electronic progress on its platform', async () => {
    const e = await visitor().call(electriProgress, { letterNo: 'XZH202603000124', queryCode: '730146' });
    expect(e).toMatchObject({ hasElectronic: true, platform: '银行函证区块链服务平台' });
    expect(e.events.map((x) => x.step)).toEqual(['received', 'processing', 'replied', 'closed']);
  });

  it('has no tracking link before the letter is sent back', async () => {
    const err = await failure(visitor().call(paperReturnUrl, { letterNo: 'XZH202610000301', queryCode: '265803' }));
    expect(err.code).toBe(ERRORS.LETTER_NOT_SENT_BACK.code);
  });

  it('answers a wrong query code and an unknown letter alike, and validates the code', async () => {
    const tab = visitor();
    const wrong = await failure(tab.call(paperProgress, { letterNo: 'XZH202603000123', queryCode: '482916' }));
    const unknown = await failure(tab.call(electriProgress, { letterNo: 'XZH209900000001', queryCode: '482915' }));
    expect([wrong.code, unknown.code]).toEqual([ERRORS.LETTER_NOT_MATCHED.code, ERRORS.LETTER_NOT_MATCHED.code]);
    expect(unknown.message).toBe(wrong.message);
    const bad = await failure(tab.call(paperProgress, { letterNo: 'XZH202603000123', queryCode: '48291a' }));
    expect(bad).toMatchObject({ field: 'queryCode', message: CHECK_MESSAGES.queryCode });
  });
});

describe('e-seal anti-fake code', () => {
  it('shows a valid seal with its document', async () => {
    const seal = await visitor().call(signatureVerification, { antiFakeCode: 'a3f9-k2m7-q8r4-t6w1' });
    expect(seal).toMatchObject({
      sealOwner: '鼎信银行北京分行',
      sealName: '电子回单专用章',
      docTypeName: '电子回单',
      docNo: 'HD20260314000123',
      sealedAt: '2026-03-14 10:21:08',
      valid: true,
      verdict: 'valid',
      sealRevokedAt: null,
    });
  });

  it('is invalid when the seal was revoked or the certificate had expired at sealing, valid when revoked later', async () => {
    const tab = visitor();
    expect(await tab.call(signatureVerification, { antiFakeCode: 'B7H2N5Q9X3C8V4M6' })).toMatchObject({ valid: false, verdict: 'sealRevoked' });
    expect(await tab.call(signatureVerification, { antiFakeCode: 'C4K8P2T6W9Y3D7F5' })).toMatchObject({ valid: false, verdict: 'certExpired', certValidUntil: '2025-12-31' });
    expect(await tab.call(signatureVerification, { antiFakeCode: 'D2M6R9V3X7B5G8J4' })).toMatchObject({ valid: true, sealRevokedAt: '2026-09-30 17:00:00' });
  });

  it('says when a code is unknown, and refuses a malformed one at its field', async () => {
    const tab = visitor();
    expect((await failure(tab.call(signatureVerification, { antiFakeCode: 'ZZZZZZZZZZZZZZZZ' }))).code).toBe(ERRORS.SEAL_CODE_NOT_FOUND.code);
    expect(await failure(tab.call(signatureVerification, { antiFakeCode: 'A3F9' }))).toMatchObject({ field: 'antiFakeCode', message: CHECK_MESSAGES.antiFakeCode });
  });
});

describe('operator imports', () => {
  const G_HEADER = '保函编号,验证码,保函类型,开立机构,申请人,受益人,币种,金额,开立日期,生效日期,失效日期,状态,状态变更日期';

  it('imports guarantees that the public check then finds, with a digest of the code only', async () => {
    const report = await ops.upload(checkImport, { kind: 'guarantees' }, [
      csv('g.csv', [G_HEADER, 'BH202611010001,Q7W3E9R2,付款保函,鼎信银行上海分行,上海测试贸易有限公司,上海测试物资有限公司,CNY,"2,000,000.50",2026-11-01,2026-11-01,2027-10-31,有效,']),
    ]);
    expect(report).toMatchObject({ imported: 1, created: 1, updated: 0, failedRows: 0, errors: [] });
    const found = await visitor().call(selectGuarantee, { guaranteeNo: 'BH202611010001', verifyCode: 'Q7W3E9R2' });
    expect(found).toMatchObject({ type: 'payment', amountMinor: 200_000_050, status: 'valid' });
    const [row] = await db().select().from(checkGuarantees).where(eq(checkGuarantees.guaranteeNo, 'BH202611010001'));
    expect(row!.verifyDigest.toString('utf8')).not.toContain('Q7W3E9R2');
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, 'check.guarantees'));
    expect(audit.map((a) => a.summary)).toEqual(['导入保函：新增1条、更新0条（文件 g.csv）']);
    expect(JSON.stringify(audit)).not.toContain('Q7W3E9R2');
  });

  it('refuses a file with bad rows whole, naming row, column and reason', async () => {
    const before = await ops.call(checkRegistryCounts, {});
    const report = await ops.upload(checkImport, { kind: 'guarantees' }, [
      csv('bad.csv', [
        G_HEADER,
        'BH202611010002,Q7W3E9R3,履约保函,鼎信银行上海分行,甲公司,乙公司,CNY,100.00,2026-11-01,2026-11-01,2027-10-31,有效,',
        'BH202611010003,Q7W3E9,担保函,鼎信银行上海分行,甲公司,乙公司,RMB,-5,2026-13-01,2026-11-01,2026-10-31,已撤销,',
        'BH202611010002,Q7W3E9R4,履约保函,鼎信银行上海分行,甲公司,乙公司,CNY,100.00,2026-11-01,2026-11-01,2027-10-31,有效,',
      ]),
    ]);
    expect(report).toMatchObject({ totalRows: 3, imported: 0, failedRows: 2 });
    expect(report.errors).toEqual([
      { row: 3, column: '验证码', reason: expect.stringMatching(/^须为保函上印制的8位验证码/) },
      { row: 3, column: '保函类型', reason: expect.stringContaining('须为投标保函、履约保函') },
      { row: 3, column: '币种', reason: expect.stringContaining('须为人民币') },
      { row: 3, column: '金额', reason: '须为大于0的金额，最多两位小数' },
      { row: 3, column: '开立日期', reason: '须为日期，格式如2026-03-14' },
      { row: 3, column: '失效日期', reason: '不能早于生效日期' },
      { row: 3, column: '状态变更日期', reason: '已撤销或已索赔的保函须填写状态变更日期' },
      { row: 4, column: '保函编号', reason: '与第2行重复' },
    ]);
    expect(await ops.call(checkRegistryCounts, {})).toEqual(before);
  });

  it('imports letters and their progress, refusing progress of an unregistered letter', async () => {
    const letters = await ops.upload(checkImport, { kind: 'letters' }, [
      csv('l.csv', ['询证函编号,查询码,会计师事务所,被审计单位,回函机构,电子函证平台', 'XZH202611000900,135790,测试会计师事务所,测试公司,鼎信银行上海分行,']),
    ]);
    expect(letters).toMatchObject({ imported: 1, failedRows: 0 });
    const header = '询证函编号,渠道,环节,时间,快递公司,快递单号,说明';
    const bad = await ops.upload(checkImport, { kind: 'letterEvents' }, [
      csv('e-bad.csv', [header, 'XZH202611000900,纸质,已寄回,2026-11-03 10:00:00,,,', 'XZH209900000009,纸质,银行已签收,2026-11-02 10:00:00,,,']),
    ]);
    expect(bad.errors).toEqual([
      { row: 2, column: '快递公司', reason: '“已寄回”须填写快递公司' },
      { row: 2, column: '快递单号', reason: '“已寄回”须填写快递单号' },
      { row: 3, column: '询证函编号', reason: '询证函 XZH209900000009 未登记，请先导入询证函' },
    ]);
    expect((await db().select().from(checkLetterEvents).where(eq(checkLetterEvents.letterNo, 'XZH202611000900'))).length).toBe(0);
    const good = await ops.upload(checkImport, { kind: 'letterEvents' }, [
      csv('e.csv', [header, 'XZH202611000900,纸质,银行已签收,2026-11-02 10:00:00,,,', 'XZH202611000900,纸质,已寄回,2026-11-03 10:00:00,中国邮政EMS,1186543210987,']),
    ]);
    expect(good).toMatchObject({ imported: 2, created: 2 });
    const link = await visitor().call(paperReturnUrl, { letterNo: 'XZH202611000900', queryCode: '135790' });
    expect(link.url).toBe('https://www.ems.com.cn/queryList?mailNum=1186543210987');
  });

  it('reports every problem of a progress row, the unregistered letter too (issue 37)', async () => {
    const header = '询证函编号,渠道,环节,时间,快递公司,快递单号,说明';
    const report = await ops.upload(checkImport, { kind: 'letterEvents' }, [
      csv('e-six.csv', [header, `XZH209900000077,纸质,寄丢了,2026-13-01 10:00:00,某某快递,AB,${'长'.repeat(201)}`]),
    ]);
    expect(report).toMatchObject({ totalRows: 1, imported: 0, failedRows: 1, errorCount: 7 });
    expect(report.errors).toEqual([
      { row: 2, column: '询证函编号', reason: '询证函 XZH209900000077 未登记，请先导入询证函' },
      { row: 2, column: '环节', reason: expect.stringMatching(/^须为.+之一$/) },
      { row: 2, column: '时间', reason: '须为北京时间，格式如2026-03-14 10:21:08' },
      { row: 2, column: '快递公司', reason: expect.stringMatching(/^须为.+之一$/) },
      { row: 2, column: '快递公司', reason: '仅纸质询证函“已寄回”环节填写快递信息' },
      { row: 2, column: '快递单号', reason: '须为8-30位字母或数字' },
      { row: 2, column: '说明', reason: '不能超过200个字' },
    ]);
  });

  it('refuses a file whose columns are not the template and gives templates', async () => {
    const err = await failure(ops.upload(checkImport, { kind: 'seals' }, [csv('s.csv', ['防伪码,印章所有人', 'A3F9K2M7Q8R4T6W1,某行'])]));
    expect(err.message).toContain('缺少列：印章名称');
    const tpl = await ops.call(checkImportTemplate, { kind: 'seals', format: 'csv' });
    expect(Buffer.from(tpl.base64, 'base64').toString('utf8')).toContain('防伪码,印章所有人,印章名称');
  });

  it('is for operators only', async () => {
    expect((await failure(visitor().call(checkRegistryCounts, {}))).status).toBe(401);
  });
});

