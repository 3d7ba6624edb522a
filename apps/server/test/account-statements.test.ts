import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { operatorExportAccountFlow } from '@portal/contract/calls/account-flow/bulk-export';
import { batchPrintAndExport, singlePrintAndExport } from '@portal/contract/calls/account-flow/query';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { createStatementService } from '../src/modules/account-statements/service.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { readPdf } from './support/pdf-text.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { insertAccount, insertCustomer, insertEnterprise, insertSeriesAccount, seatDirector, seatInquirer, type Booking, type LedgerUser } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

const A1 = '6228000000000001';
const A2 = '6228000000000002';
const A3 = '6228000000000003';
const B1 = '6228000000000009';
const PERIOD = { beginDate: '2026-01-01', endDate: '2026-03-31' };
const OPENING = 1_000_000;

let server: TestServer;
let director: BrowserSession;
let inquirer: BrowserSession;
let otherDirector: BrowserSession;
let operator: BrowserSession;
let agent: BrowserSession;
let a1: Awaited<ReturnType<typeof insertAccount>>;

/** A1's history: December before the period, 30 rows inside, April after. */
function a1Bookings(): Booking[] {
  const out: Booking[] = [
    { date: '2025-12-10', tag: '1', amount: 500_000 },
    { date: '2025-12-20', tag: '0', amount: 120_050 },
  ];
  for (let i = 0; i < 30; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String(Math.floor(i / 10) + 1).padStart(2, '0');
    out.push({ date: `2026-${month}-${day}`, tag: i % 3 === 0 ? '0' : '1', amount: 10_000 + i * 1_234 });
  }
  out.push({ date: '2026-02-14', tag: '1', amount: 88_800, counterpartyName: '50%折扣贸易有限公司', counterpartyAccount: '6222333344445555' });
  out.push({ date: '2026-02-15', tag: '0', amount: 6_600, counterpartyName: '测试_下划线有限公司', counterpartyAccount: '6222999988887777' });
  out.push({ date: '2026-04-02', tag: '1', amount: 700_000 });
  // Keep booking order: seq follows the booking date.
  return out.sort((x, y) => x.date.localeCompare(y.date));
}

async function logIn(user: LedgerUser): Promise<BrowserSession> {
  const tab = browserSession(server);
  const login = await tab.call(passwordLogin, { loginName: user.loginName, password: tab.secret(user.password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(login.token);
  return tab;
}

const inPeriod = <R extends { bookingDate: string }>(rows: R[]) => rows.filter((r) => r.bookingDate >= PERIOD.beginDate && r.bookingDate <= PERIOD.endDate);

async function openXlsx(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book;
}

/** The sheet's rows below the column headers, as plain values. */
function dataRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  let seenHead = false;
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (seenHead) out.push(values);
    else if (values[0] === '记账日期') seenHead = true;
  });
  return out;
}

/** The header block's value for a label (column B next to it). */
function headerValue(sheet: ExcelJS.Worksheet, label: string): unknown {
  let found: unknown;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label && found === undefined) found = row.getCell(2).value;
  });
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.database.db;
  await insertEnterprise(db, 'E-ST-1', '鼎信对账测试有限公司', '91440300MA5STAT001');
  await insertEnterprise(db, 'E-ST-2', '别家贸易有限公司', '91440300MA5STAT002');
  const d1 = await insertCustomer(db, 'stmt_director', '周主管');
  const q1 = await insertCustomer(db, 'stmt_inquirer', '吴查询');
  const d2 = await insertCustomer(db, 'stmt_other', '郑别家');
  await seatDirector(db, d1.id, 'E-ST-1');
  await seatDirector(db, d2.id, 'E-ST-2');
  a1 = await insertAccount(db, 'E-ST-1', A1, '基本存款账户', OPENING, a1Bookings());
  // A2: 1,600 income rows, 20 a day from 1 January (the last on 21 March).
  await insertSeriesAccount(db, 'E-ST-1', A2, 0, 1_600, '2026-01-01', 20, 100);
  await insertAccount(db, 'E-ST-1', A3, '一般存款账户', 50_000, [
    { date: '2026-01-03', tag: '1', amount: 1_000 },
    { date: '2026-02-03', tag: '0', amount: 2_000 },
    { date: '2026-03-03', tag: '1', amount: 3_000 },
  ]);
  await insertAccount(db, 'E-ST-2', B1, '别家账户', 10_000, [{ date: '2026-01-09', tag: '1', amount: 9_900 }]);
  await seatInquirer(db, q1.id, 'E-ST-1', [A1], d1.id);
  director = await logIn(d1);
  inquirer = await logIn(q1);
  otherDirector = await logIn(d2);
  operator = browserSession(server);
  await logInStaff(server, operator, DEMO_STAFF.find((s) => s.role === 'operator')!);
  agent = browserSession(server);
  await logInStaff(server, agent, DEMO_STAFF.find((s) => s.role === 'agent')!);
}, 60_000);
afterAll(() => server.close());
// Every test's calls come from one address: each starts with the per-address limits unspent.
beforeEach(() => server.app.database.db.delete(rateLimitCounters));

describe('export as XLSX', () => {
  it('writes the period’s rows oldest first with the header figures and totals, opened again with exceljs', async () => {
    const file = await director.download(singlePrintAndExport, { account: A1, ...PERIOD, operationMark: 'export', fileType: 'xlsx' });
    expect(file.fileName).toBe(`账户流水_${A1}_20260101_20260331.xlsx`);
    expect(file.mime).toContain('spreadsheetml');
    const book = await openXlsx(file.bytes);
    expect(book.worksheets).toHaveLength(1);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toBe('鼎信银行 账户交易明细');
    expect(headerValue(sheet, '企业名称')).toBe('鼎信对账测试有限公司');
    expect(headerValue(sheet, '账号')).toBe(`${A1} (基本存款账户)`);
    expect(headerValue(sheet, '币种')).toBe('CNY');
    expect(headerValue(sheet, '查询期间')).toBe('2026-01-01 至 2026-03-31');

    const expected = inPeriod(a1.rows);
    const before = a1.rows.filter((r) => r.bookingDate < PERIOD.beginDate).at(-1)!;
    expect(headerValue(sheet, '期初余额')).toBe(before.balanceFen / 100);
    expect(headerValue(sheet, '期末余额')).toBe(expected.at(-1)!.balanceFen / 100);
    const income = expected.filter((r) => r.borrowTag === '1');
    const expense = expected.filter((r) => r.borrowTag === '0');
    expect(headerValue(sheet, '交易笔数')).toBe(expected.length);
    expect(headerValue(sheet, '收入笔数')).toBe(income.length);
    expect(headerValue(sheet, '收入合计')).toBe(income.reduce((s, r) => s + r.amountFen, 0) / 100);
    expect(headerValue(sheet, '支出合计')).toBe(expense.reduce((s, r) => s + r.amountFen, 0) / 100);

    const rows = dataRows(sheet);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((r) => r[2])).toEqual(expected.map((r) => r.serialNo));
    expect(rows.map((r) => r[0])).toEqual(expected.map((r) => r.bookingDate));
    // Income, expense and balance are numbers shown with two decimals.
    const incomeColumn = rows.map((r) => (typeof r[7] === 'number' ? r[7] : 0));
    expect(Math.round(incomeColumn.reduce((s, v) => s + v, 0) * 100)).toBe(income.reduce((s, r) => s + r.amountFen, 0));
    expect(rows.at(-1)![9]).toBe(expected.at(-1)!.balanceFen / 100);
    const firstDataRow = sheet.getRow(sheet.rowCount - rows.length + 1);
    expect(firstDataRow.getCell(10).numFmt).toBe('#,##0.00');
  });

  it('keeps the query’s filters: borrow tag, amount range and a keyword whose % is a character', async () => {
    const only = async (filters: Record<string, string>) => {
      const file = await director.download(singlePrintAndExport, { account: A1, ...PERIOD, ...filters, operationMark: 'export' });
      return dataRows((await openXlsx(file.bytes)).worksheets[0]!);
    };
    const income = await only({ borrowTag: '1' });
    expect(income.length).toBe(inPeriod(a1.rows).filter((r) => r.borrowTag === '1').length);
    expect(income.every((r) => typeof r[7] === 'number' && r[8] == null)).toBe(true);

    const ranged = await only({ minAmount: '200', maxAmount: '300.5' });
    expect(ranged.length).toBe(inPeriod(a1.rows).filter((r) => r.amountFen >= 20_000 && r.amountFen <= 30_050).length);
    expect(ranged.length).toBeGreaterThan(0);

    const percent = await only({ keyword: '%' });
    expect(percent.map((r) => r[3])).toEqual(['50%折扣贸易有限公司']);
    const underscore = await only({ keyword: '_' });
    expect(underscore.map((r) => r[3])).toEqual(['测试_下划线有限公司']);
    const byAccount = await only({ keyword: '33334444' });
    expect(byAccount.map((r) => r[4])).toEqual(['6222333344445555']);
  });

  it('writes a batch as one sheet per account', async () => {
    const file = await director.download(batchPrintAndExport, { accounts: [A1, A3], ...PERIOD, operationMark: 'export', fileType: 'xlsx' });
    expect(file.fileName).toBe('账户流水批量_2个账户_20260101_20260331.xlsx');
    const book = await openXlsx(file.bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual([`1-${A1}`, `2-${A3}`]);
    expect(dataRows(book.worksheets[0]!)).toHaveLength(inPeriod(a1.rows).length);
    expect(dataRows(book.worksheets[1]!)).toHaveLength(3);
    expect(headerValue(book.worksheets[1]!, '期初余额')).toBe(500);
  });
});

describe('PDF statement', () => {
  it('prints the statement with the bank’s header, balances, every row, totals and 第 n 页 / 共 m 页, its font a subset', async () => {
    const file = await director.download(singlePrintAndExport, { account: A1, ...PERIOD, operationMark: 'print' });
    expect(file.mime).toBe('application/pdf');
    expect(file.fileName).toBe(`账户流水_${A1}_20260101_20260331.pdf`);
    const pdf = readPdf(Buffer.from(file.bytes));
    const text = pdf.lines.join('\n');
    expect(pdf.lines[0]).toBe('鼎信银行 账户交易明细');
    expect(text).toContain(`账号：${A1} (基本存款账户)`);
    expect(text).toContain('查询期间：2026-01-01 至 2026-03-31');
    const expected = inPeriod(a1.rows);
    const before = a1.rows.filter((r) => r.bookingDate < PERIOD.beginDate).at(-1)!;
    expect(text).toContain(`期初余额：${(before.balanceFen / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
    expect(text).toContain(`期末余额：${(expected.at(-1)!.balanceFen / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
    const serials = pdf.lines.filter((l) => /^\d{14}$/.test(l));
    expect(serials).toEqual(expected.map((r) => r.serialNo));
    expect(text).toContain(`交易笔数：${expected.length}`);
    // 32 rows: the table runs onto a second page, which repeats the column headers.
    expect(pdf.pages).toBe(2);
    for (let n = 1; n <= pdf.pages; n++) expect(pdf.lines).toContain(`第 ${n} 页 / 共 ${pdf.pages} 页`);
    expect(pdf.lines.filter((l) => l === '记账日期')).toHaveLength(pdf.pages);
    expect(text).toMatch(/打印时间：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    // One embedded font, a subset (tag+name), far smaller than the 10.6 MB font file.
    expect(pdf.fonts).toHaveLength(1);
    expect(pdf.fonts[0]).toMatch(/^[A-Z]{6}\+NotoSansSC-Regular$/);
    expect(pdf.fontBytes[0]).toBeGreaterThan(1_000);
    expect(pdf.fontBytes[0]).toBeLessThan(500_000);
  });

  it('writes 1,500 rows (the most a file holds) over numbered pages with the column headers on each', async () => {
    const file = await director.download(singlePrintAndExport, { account: A2, beginDate: '2026-01-01', endDate: '2026-03-16', operationMark: 'export', fileType: 'pdf' });
    const pdf = readPdf(Buffer.from(file.bytes));
    expect(pdf.lines.filter((l) => l.startsWith(`${A2}-`))).toHaveLength(1_500);
    expect(pdf.pages).toBeGreaterThan(20);
    for (let n = 1; n <= pdf.pages; n++) expect(pdf.lines).toContain(`第 ${n} 页 / 共 ${pdf.pages} 页`);
    expect(pdf.lines.filter((l) => l === '记账日期')).toHaveLength(pdf.pages);
    expect(pdf.lines.join('\n')).toContain('期末余额：1,500.00');
  }, 30_000);

  it('prints a batch as one section per account', async () => {
    const file = await director.download(batchPrintAndExport, { accounts: [A1, A3], ...PERIOD, operationMark: 'print' });
    const pdf = readPdf(Buffer.from(file.bytes));
    expect(pdf.lines.filter((l) => l === '鼎信银行 账户交易明细')).toHaveLength(2);
    expect(pdf.lines).toContain(`账号：${A3} (一般存款账户)`);
    // A1's two pages, then A3's section on a page of its own.
    expect(pdf.pages).toBe(3);
    expect(pdf.lines).toContain('第 3 页 / 共 3 页');
  });
});

describe('limits and refusals', () => {
  it('refuses a period over 1,500 rows, saying how many it holds and to shorten it', async () => {
    for (const fileType of ['xlsx', 'pdf'] as const) {
      const err = await failure(director.download(singlePrintAndExport, { account: A2, ...PERIOD, operationMark: 'export', fileType }));
      expect(err.code).toBe(ERRORS.FLOW_TOO_MANY_ROWS.code);
      expect(err.message).toContain('1600');
      expect(err.message).toContain('缩短查询期间');
    }
    const batch = await failure(director.download(batchPrintAndExport, { accounts: [A1, A2], beginDate: '2026-01-01', endDate: '2026-03-16', operationMark: 'print' }));
    expect(batch.code).toBe(ERRORS.FLOW_TOO_MANY_ROWS.code);
    const a1Rows = a1.rows.filter((r) => r.bookingDate >= '2026-01-01' && r.bookingDate <= '2026-03-16').length;
    expect(batch.message).toContain(`共有 ${1_500 + a1Rows} 笔`);
  });

  it('gives one address at most 20 files a minute (a statement costs a second of CPU)', async () => {
    const reversed = { account: A1, beginDate: '2026-03-16', endDate: '2026-01-01', operationMark: 'export' as const };
    for (let i = 0; i < 20; i += 1) expect((await failure(director.download(singlePrintAndExport, reversed))).code).toBe(ERRORS.VALIDATION.code);
    expect((await failure(director.download(singlePrintAndExport, { ...reversed, ...PERIOD }))).code).toBe(ERRORS.RATE_LIMITED.code);
  });

  it('never gives another enterprise’s or an unbound account (IDOR: not found)', async () => {
    const notFound = ERRORS.ENTERPRISE_ACCOUNT_NOT_FOUND.code;
    expect((await failure(otherDirector.download(singlePrintAndExport, { account: A1, ...PERIOD, operationMark: 'export' }))).code).toBe(notFound);
    expect((await failure(director.download(singlePrintAndExport, { account: B1, ...PERIOD, operationMark: 'print' }))).code).toBe(notFound);
    expect((await failure(director.download(batchPrintAndExport, { accounts: [A1, B1], ...PERIOD, operationMark: 'export' }))).code).toBe(notFound);
    expect((await failure(inquirer.download(singlePrintAndExport, { account: A3, ...PERIOD, operationMark: 'export' }))).code).toBe(notFound);
    expect((await failure(director.download(singlePrintAndExport, { account: '6228000000009999', ...PERIOD, operationMark: 'export' }))).code).toBe(notFound);
    const seat = await failure(director.download(singlePrintAndExport, { account: A1, ...PERIOD, memberCustomerId: 'E-ST-2', operationMark: 'export' }));
    expect(seat.code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    // The staff user's bound account is theirs to export.
    const own = await inquirer.download(singlePrintAndExport, { account: A1, ...PERIOD, operationMark: 'export' });
    expect(dataRows((await openXlsx(own.bytes)).worksheets[0]!)).toHaveLength(inPeriod(a1.rows).length);
  });

  it('refuses bad input with the field and its Chinese message', async () => {
    const bad = async (input: Record<string, unknown>) =>
      failure(director.download(singlePrintAndExport, { account: A1, ...PERIOD, operationMark: 'export', ...input } as never));
    const reversed = await bad({ beginDate: '2026-03-01', endDate: '2026-02-01' });
    expect([reversed.code, reversed.field, reversed.message]).toEqual([ERRORS.VALIDATION.code, 'endDate', '开始日期不能晚于结束日期']);
    const long = await bad({ beginDate: '2025-01-01', endDate: '2026-03-01' });
    expect([long.code, long.field, long.message]).toEqual([ERRORS.VALIDATION.code, 'endDate', '查询期间不能超过一年']);
    const amounts = await bad({ minAmount: '10', maxAmount: '5' });
    expect([amounts.code, amounts.field, amounts.message]).toEqual([ERRORS.VALIDATION.code, 'maxAmount', '最小金额不能大于最大金额']);
    const mark = await bad({ operationMark: 'mail' });
    expect([mark.code, mark.field]).toEqual([ERRORS.VALIDATION.code, 'operationMark']);
    const date = await bad({ beginDate: '2026-02-30' });
    expect([date.code, date.field]).toEqual([ERRORS.VALIDATION.code, 'beginDate']);
  });
});

describe('operators’ bulk export', () => {
  it('streams one account’s whole history without the 1,500-row limit and audits it', async () => {
    const file = await operator.download(operatorExportAccountFlow, { account: A2 });
    expect(file.fileName).toBe(`账户流水_${A2}_开户_至今.xlsx`);
    const sheet = (await openXlsx(file.bytes)).worksheets[0]!;
    const rows = dataRows(sheet);
    expect(rows).toHaveLength(1_600);
    expect(rows.at(-1)![9]).toBe(1_600);
    expect(headerValue(sheet, '期初余额')).toBe(0);
    expect(headerValue(sheet, '期末余额')).toBe(1_600);
    const [audit] = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ledgerAccount'), eq(auditLog.entityKey, A2)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.action).toBe('export');
    expect(audit?.summary).toContain('1600 笔');

    const part = await operator.download(operatorExportAccountFlow, { account: A1, ...PERIOD });
    expect(dataRows((await openXlsx(part.bytes)).worksheets[0]!)).toHaveLength(inPeriod(a1.rows).length);
  });

  it('refuses a period over its own cap, naming the count, and writes no audit line', async () => {
    // The service with a small cap: 200,000 real rows would make this test a bench.
    const capped = createStatementService(server.app.database.db, { bankName: '鼎信银行', bulkMaxRows: 1_000 });
    const before = await server.app.database.db.select().from(auditLog).where(eq(auditLog.entityKey, A2));
    const err = await capped.bulkFile({ staffId: 'staff-operator-01', displayName: '运营人员 陈静' }, { account: A2 }).then(
      () => undefined,
      (e: unknown) => e as { code: number; message: string },
    );
    expect(err?.code).toBe(ERRORS.FLOW_BULK_TOO_MANY_ROWS.code);
    expect(err?.message).toContain('共有 1600 笔');
    const after = await server.app.database.db.select().from(auditLog).where(eq(auditLog.entityKey, A2));
    expect(after).toHaveLength(before.length);
  });

  it('is refused to customers and to agents, and says so for an unknown account', async () => {
    const customer = await failure(director.download(operatorExportAccountFlow, { account: A1 }));
    expect([customer.code, customer.status]).toEqual([ERRORS.WRONG_ROLE.code, 403]);
    expect((await failure(agent.download(operatorExportAccountFlow, { account: A1 }))).code).toBe(ERRORS.WRONG_ROLE.code);
    expect((await failure(operator.download(operatorExportAccountFlow, { account: '6228000000009999' }))).code).toBe(ERRORS.FLOW_LEDGER_ACCOUNT_NOT_FOUND.code);
    const reversed = await failure(operator.download(operatorExportAccountFlow, { account: A1, beginDate: '2026-03-01', endDate: '2026-01-01' }));
    expect([reversed.code, reversed.field]).toEqual([ERRORS.VALIDATION.code, 'endDate']);
  });
});
