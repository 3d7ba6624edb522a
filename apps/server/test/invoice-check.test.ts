import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { INVOICE_MESSAGES } from '@portal/contract/calls/invoice-check/fields';
import { invNoAuth, invoiceCheckHistory, uploadFile, uploadPicture } from '@portal/contract/calls/invoice-check/invoice-auth';
import { invoiceRegistryImport, invoiceRegistrySummary, invoiceRegistryTemplate } from '@portal/contract/calls/invoice-check/registry-import';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { invoiceChecks, invoiceRegistry } from '../src/db/schema/invoice-check.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { SAMPLE_INVOICES } from '../src/db/seed/invoices/invoice-data.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { invoicePhoto } from './support/invoice-photo.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let alice: BrowserSession;
let bob: BrowserSession;
let ops: BrowserSession;
const db = () => server.app.database.db;
const { special, ordinary, digital } = SAMPLE_INVOICES;

async function customer(index: number, address: string): Promise<BrowserSession> {
  const who = DEMO_CUSTOMERS[index]!;
  const tab = browserSession(server, undefined, { 'x-forwarded-for': address });
  const login = await tab.call(passwordLogin, { loginName: who.loginName, password: tab.secret(who.password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(login.token);
  return tab;
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  alice = await customer(0, '10.71.0.1');
  bob = await customer(1, '10.71.0.2');
  ops = browserSession(server);
  await logInStaff(server, ops, DEMO_STAFF[2]!);
});
afterAll(() => server.close());

const jpeg = (bytes: Buffer, name = 'invoice.jpg') => new File([bytes], name, { type: 'image/jpeg' });
const qrOf = (i: { typeCode: string; invoiceCode: string; invoiceNo: string; amountFen: number; invoiceDate: string; checkCode: string }) =>
  `01,${i.typeCode},${i.invoiceCode},${i.invoiceNo},${(i.amountFen / 100).toFixed(2)},${i.invoiceDate.replaceAll('-', '')},${i.checkCode},A1B2,`;

describe('check by number', () => {
  it('a special invoice by amount before tax is genuine, with its details, and lands in my history', async () => {
    const result = await alice.call(invNoAuth, { invoiceCode: special.invoiceCode, invoiceNo: special.invoiceNo, invoiceDate: special.invoiceDate, amount: '88495.58', checkCode: '' });
    expect(result).toMatchObject({ outcome: 'genuine', mismatched: [], message: expect.stringContaining('查验通过') });
    expect(result.invoice).toMatchObject({ typeName: '增值税专用发票', sellerName: special.sellerName, buyerName: special.buyerName, amountFen: 8_849_558, taxFen: 1_150_442, totalFen: 10_000_000, status: 'normal' });
    const history = await alice.call(invoiceCheckHistory, {});
    expect(history.items[0]).toMatchObject({ id: result.historyId, source: 'number', invoice: { invoiceNo: special.invoiceNo, sellerName: special.sellerName } });
  });

  it('an ordinary invoice asks the check code, a fully-digital one has no code; void and red-flushed are said', async () => {
    const ok = await alice.call(invNoAuth, { invoiceCode: ordinary.invoiceCode, invoiceNo: ordinary.invoiceNo, invoiceDate: ordinary.invoiceDate, amount: '', checkCode: '620415' });
    expect(ok.outcome).toBe('genuine');
    const full = await alice.call(invNoAuth, { invoiceCode: '', invoiceNo: digital.invoiceNo, invoiceDate: digital.invoiceDate, amount: '1886.79', checkCode: '' });
    expect(full).toMatchObject({ outcome: 'genuine', invoice: { typeName: '电子发票（普通发票）', invoiceCode: '' } });
    const v = SAMPLE_INVOICES.void;
    const voided = await alice.call(invNoAuth, { invoiceCode: v.invoiceCode, invoiceNo: v.invoiceNo, invoiceDate: v.invoiceDate, amount: '', checkCode: v.checkCode.slice(-6) });
    expect(voided).toMatchObject({ outcome: 'genuine', message: expect.stringContaining('已作废'), invoice: { status: 'void' } });
  });

  it('names each field that does not match, shows no details, and keeps the history unchanged', async () => {
    const before = (await alice.call(invoiceCheckHistory, {})).items.length;
    const wrongAmount = await alice.call(invNoAuth, { invoiceCode: special.invoiceCode, invoiceNo: special.invoiceNo, invoiceDate: special.invoiceDate, amount: '88495.59', checkCode: '' });
    expect(wrongAmount).toMatchObject({ outcome: 'mismatch', mismatched: ['amount'] });
    expect(wrongAmount.invoice).toBeUndefined();
    const wrongBoth = await alice.call(invNoAuth, { invoiceCode: ordinary.invoiceCode, invoiceNo: ordinary.invoiceNo, invoiceDate: '2025-06-03', amount: '', checkCode: '620416' });
    expect(wrongBoth).toMatchObject({ outcome: 'mismatch', mismatched: ['invoiceDate', 'checkCode'], message: expect.stringContaining('开票日期、校验码后6位') });
    const unknown = await alice.call(invNoAuth, { invoiceCode: special.invoiceCode, invoiceNo: '99999999', invoiceDate: special.invoiceDate, amount: '1.00', checkCode: '' });
    expect(unknown).toMatchObject({ outcome: 'notFound', message: expect.stringContaining('查无此票') });
    expect((await alice.call(invoiceCheckHistory, {})).items.length).toBe(before);
  });

  it('refuses bad input at the field with the form’s Chinese message', async () => {
    const base: Record<'invoiceCode' | 'invoiceNo' | 'invoiceDate' | 'amount' | 'checkCode', string> = { invoiceCode: ordinary.invoiceCode, invoiceNo: ordinary.invoiceNo, invoiceDate: ordinary.invoiceDate, amount: '', checkCode: '620415' };
    const cases: Array<[Partial<typeof base>, string, string]> = [
      [{ invoiceCode: '12345' }, 'invoiceCode', INVOICE_MESSAGES.invoiceCode],
      [{ invoiceNo: '1234' }, 'invoiceNo', INVOICE_MESSAGES.invoiceNo],
      [{ checkCode: '' }, 'checkCode', INVOICE_MESSAGES.checkCode],
      [{ invoiceDate: '2025-02-30' }, 'invoiceDate', INVOICE_MESSAGES.invoiceDate],
      [{ invoiceCode: '' }, 'invoiceCode', INVOICE_MESSAGES.invoiceCodeNeeded],
    ];
    for (const [change, field, message] of cases) {
      const err = await failure(alice.call(invNoAuth, { ...base, ...change }));
      expect([err.field, err.message]).toEqual([field, message]);
    }
    const err = await failure(alice.call(invNoAuth, { invoiceCode: special.invoiceCode, invoiceNo: special.invoiceNo, invoiceDate: special.invoiceDate, amount: '12.345', checkCode: '' }));
    expect([err.field, err.message]).toEqual(['amount', INVOICE_MESSAGES.amount]);
  });

  it('needs a logged-in user', async () => {
    const visitor = browserSession(server);
    const err = await failure(visitor.call(invNoAuth, { invoiceCode: special.invoiceCode, invoiceNo: special.invoiceNo, invoiceDate: special.invoiceDate, amount: '88495.58', checkCode: '' }));
    expect(err.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('another user never sees my history', async () => {
    const mine = await alice.call(invoiceCheckHistory, {});
    expect(mine.items.length).toBeGreaterThan(0);
    expect((await bob.call(invoiceCheckHistory, {})).items).toEqual([]);
    await bob.call(invNoAuth, { invoiceCode: '', invoiceNo: digital.invoiceNo, invoiceDate: digital.invoiceDate, amount: '1886.79', checkCode: '' });
    const bobs = await bob.call(invoiceCheckHistory, {});
    expect(bobs.items.map((i) => i.invoice.invoiceNo)).toEqual([digital.invoiceNo]);
    expect((await alice.call(invoiceCheckHistory, {})).items.map((i) => i.id)).toEqual(mine.items.map((i) => i.id));
  });
});

describe('check by picture', () => {
  it('decodes a 2000x1500 noisy photo with the code turned 17 degrees and fills the form', async () => {
    const photo = await invoicePhoto(qrOf(ordinary));
    expect(photo.length).toBeGreaterThan(1_500_000);
    const form = await alice.upload(uploadPicture, {}, [jpeg(photo)]);
    expect(form).toEqual({ typeCode: '10', typeName: '增值税电子普通发票', invoiceCode: ordinary.invoiceCode, invoiceNo: ordinary.invoiceNo, invoiceDate: ordinary.invoiceDate, amount: '', checkCode: '620415' });
    const result = await alice.call(invNoAuth, { ...form, source: 'picture' });
    expect(result.outcome).toBe('genuine');
    expect((await alice.call(invoiceCheckHistory, {})).items[0]).toMatchObject({ source: 'picture' });
  });

  it('fills the amount for a special invoice from a PNG', async () => {
    const png = await sharp(await QRCode.toBuffer(qrOf(special), { width: 600 })).png().toBuffer();
    const form = await alice.upload(uploadPicture, {}, [new File([png], 'qr.png', { type: 'image/png' })]);
    expect(form).toMatchObject({ invoiceCode: special.invoiceCode, amount: '88495.58', checkCode: '' });
  });

  it('says which: no QR code, a QR that is not an invoice’s, an unreadable picture, a PDF to the picture call', async () => {
    const noCode = await failure(alice.upload(uploadPicture, {}, [jpeg(await invoicePhoto(null, { width: 1200, height: 900 }))]));
    // Answers the screen shows at the picture, on HTTP 200: no failed request in the console (issue 37).
    expect({ code: noCode.code, status: noCode.status }).toEqual({ code: ERRORS.INVOICE_NO_QR.code, status: 200 });
    const link = await failure(alice.upload(uploadPicture, {}, [jpeg(await invoicePhoto('https://example.com/pay?id=1', { width: 1200, height: 900 }))]));
    expect(link.code).toBe(ERRORS.INVOICE_QR_NOT_INVOICE.code);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await failure(alice.upload(uploadPicture, {}, [jpeg(broken)]))).code).toBe(ERRORS.INVOICE_PICTURE_UNREADABLE.code);
    const text = new File([Buffer.from('not a picture')], 'a.txt');
    expect((await failure(alice.upload(uploadPicture, {}, [text]))).code).toBe(ERRORS.INVOICE_FILE_TYPE.code);
    const pdf = await invoicePdf(qrOf(digital));
    expect((await failure(alice.upload(uploadPicture, {}, [new File([pdf], 'i.pdf')]))).code).toBe(ERRORS.INVOICE_FILE_TYPE.code);
  });

  it('reads the QR image embedded in an invoice PDF (uploadFile), and says when a PDF has none', async () => {
    const form = await alice.upload(uploadFile, {}, [new File([await invoicePdf(qrOf(digital))], 'invoice.pdf', { type: 'application/pdf' })]);
    expect(form).toMatchObject({ typeCode: '32', invoiceCode: '', invoiceNo: digital.invoiceNo, amount: '1886.79' });
    const jpegPdf = await invoicePdf(qrOf(special), 'jpeg');
    expect(await alice.upload(uploadFile, {}, [new File([jpegPdf], 'special.pdf')])).toMatchObject({ invoiceNo: special.invoiceNo });
    const empty = await invoicePdf(null);
    expect((await failure(alice.upload(uploadFile, {}, [new File([empty], 'empty.pdf')]))).code).toBe(ERRORS.INVOICE_PDF_NO_QR.code);
    // A photo goes through uploadFile too.
    expect(await alice.upload(uploadFile, {}, [jpeg(await invoicePhoto(qrOf(ordinary), { width: 1200, height: 900 }))])).toMatchObject({ checkCode: '620415' });
  });
});

/** A one-page invoice PDF with the QR as an embedded image (PNG or JPEG), as e-invoice PDFs carry it. */
async function invoicePdf(text: string | null, as: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', layout: 'landscape' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  if (text !== null) {
    const png = await QRCode.toBuffer(text, { width: 300 });
    doc.image(as === 'png' ? png : await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(), 30, 30, { width: 90 });
  }
  doc.fontSize(14).text('INVOICE', 200, 40);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('registry import', () => {
  const HEADER = '发票类型,发票代码,发票号码,开票日期,不含税金额(元),税额(元),校验码,销售方名称,销售方纳税人识别号,购买方名称,购买方纳税人识别号,货物或服务摘要,发票状态';
  const csv = (name: string, lines: string[]) => new File([`\ufeff${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
  const good = '增值税专用发票,1100241130,55501234,2025-05-06,"12,000.00",1560.00,,北京测试科技有限公司,91110108MA01N6Y83X,上海示例物流有限公司,91310000MA1FL0QX36,*办公设备*打印机 2台,正常';

  it('refuses a file with bad rows whole, naming row, column and reason; stores nothing', async () => {
    const before = (await db().select().from(invoiceRegistry)).length;
    const report = await ops.upload(invoiceRegistryImport, {}, [
      csv('bad.csv', [
        HEADER,
        good,
        '增值税普通发票,044031900104,1234567,2025-13-01,abc,1.00,123,卖方,123,买方,91310000MA1FL0QX36,摘要,丢失',
        '电子发票（普通发票）,044031900104,25442000000115720399,2025-01-01,10.00,0.60,,卖方,91110108MA01N6Y83X,买方,91310000MA1FL0QX36,摘要,正常',
        '增值税专用发票,1100241360,55501235,2025-05-06,1.00,0.13,,卖方,91110108MA01N6Y83X,买方,91310000MA1FL0QX36,摘要,正常',
        good,
      ]),
    ]);
    expect(report).toMatchObject({ totalRows: 5, imported: 0, failedRows: 4 });
    expect(report.errors).toEqual([
      { row: 3, column: '发票号码', reason: '须为8位数字' },
      { row: 3, column: '开票日期', reason: expect.stringContaining('不晚于今天的日期') },
      { row: 3, column: '不含税金额(元)', reason: '须为不小于0的金额（元），最多两位小数' },
      { row: 3, column: '校验码', reason: '须为20位数字' },
      { row: 3, column: '销售方纳税人识别号', reason: expect.stringContaining('统一社会信用代码为18位') },
      { row: 3, column: '发票状态', reason: '须为正常、作废、红冲之一' },
      { row: 4, column: '发票代码', reason: '数电发票没有发票代码，须留空' },
      { row: 5, column: '发票代码', reason: '该发票代码不属于增值税专用发票' },
      { row: 6, column: '发票号码', reason: '与第2行的发票代码和号码重复' },
    ]);
    expect((await db().select().from(invoiceRegistry)).length).toBe(before);
  });

  it('imports a good file, upserts by code and number, audits it, and the check finds it', async () => {
    const report = await ops.upload(invoiceRegistryImport, {}, [csv('good.csv', [HEADER, good])]);
    expect(report).toMatchObject({ totalRows: 1, imported: 1, created: 1, updated: 0, failedRows: 0, errors: [] });
    const again = await ops.upload(invoiceRegistryImport, {}, [csv('again.csv', [HEADER, good.replace(',正常', ',作废')])]);
    expect(again).toMatchObject({ imported: 1, created: 0, updated: 1 });
    const [row] = await db().select().from(invoiceRegistry).where(eq(invoiceRegistry.invoiceNo, '55501234'));
    expect(row).toMatchObject({ amountFen: 1_200_000, taxFen: 156_000, status: 'void', source: 'import' });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, 'invoiceRegistry')).orderBy(auditLog.id);
    expect(audit.map((a) => a.summary)).toEqual(['导入发票登记：新增1张、更新0张（文件 good.csv）', '导入发票登记：新增0张、更新1张（文件 again.csv）']);
    const result = await alice.call(invNoAuth, { invoiceCode: '1100241130', invoiceNo: '55501234', invoiceDate: '2025-05-06', amount: '12000', checkCode: '' });
    expect(result).toMatchObject({ outcome: 'genuine', invoice: { status: 'void', sellerName: '北京测试科技有限公司' } });
    expect(await ops.call(invoiceRegistrySummary, {})).toEqual({ total: 51, seeded: 50, imported: 1 });
    const template = await ops.call(invoiceRegistryTemplate, { format: 'csv' });
    expect(Buffer.from(template.base64, 'base64').toString('utf8')).toContain(HEADER);
  });

  it('refuses wrong columns, and customers cannot import', async () => {
    const err = await failure(ops.upload(invoiceRegistryImport, {}, [csv('cols.csv', ['发票代码,发票号码', '1,2'])]));
    expect(err.code).toBe(ERRORS.INVOICE_IMPORT_COLUMNS.code);
    expect(err.message).toContain('缺少列：发票类型');
    expect((await failure(alice.upload(invoiceRegistryImport, {}, [csv('x.csv', [HEADER, good])]))).code).toBe(ERRORS.WRONG_ROLE.code);
  });
});

describe('rate limits', () => {
  it('gives one address 30 checks and 20 pictures a minute', async () => {
    const carol = await customer(2, '10.71.0.3');
    const unknown = { invoiceCode: special.invoiceCode, invoiceNo: '99999998', invoiceDate: special.invoiceDate, amount: '1.00', checkCode: '' };
    for (let i = 0; i < 30; i += 1) expect((await carol.call(invNoAuth, unknown)).outcome).toBe('notFound');
    expect((await failure(carol.call(invNoAuth, unknown))).code).toBe(ERRORS.RATE_LIMITED.code);
    const text = new File([Buffer.from('not a picture')], 'a.txt');
    for (let i = 0; i < 20; i += 1) expect((await failure(carol.upload(uploadPicture, {}, [text]))).code).toBe(ERRORS.INVOICE_FILE_TYPE.code);
    expect((await failure(carol.upload(uploadPicture, {}, [text]))).code).toBe(ERRORS.RATE_LIMITED.code);
  });
});

describe('history rows', () => {
  it('are the user’s own rows only', async () => {
    const rows = await db().select().from(invoiceChecks);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(2);
    expect(rows.every((r) => r.status === 'normal' || r.status === 'void')).toBe(true);
  });
});
