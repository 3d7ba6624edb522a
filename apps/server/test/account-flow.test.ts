import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { queryBatchAccountFlow, queryFlowAccounts, querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import { FLOW_MESSAGES } from '@portal/contract/calls/account-flow/filters';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { enterprises, userEnterprises } from '../src/db/schema/identity.ts';
import { enterpriseInquirers, inquirerAccounts, ledgerTransactions } from '../src/db/schema/ledger.ts';
import { BATCH_CARD_ROWS } from '../src/modules/account-flow/service.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { insertLedgerAccount, regularBookings, type StoredBooking } from './support/flow-ledger.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { recordStatements } from './support/statement-recorder.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Account-flow queries (issue 23) over a small ledger inserted here: enterprise A with seven
 * accounts (a director, and an inquirer bound to one of them), enterprise B with one (its own
 * director). The expected figures come from the bookings as inserted.
 */

let server: TestServer;
let smsClock = Date.now();
const DAY_MS = 86_400_000;

const ENT_A = 'EFLOWTEST1';
const ENT_B = 'EFLOWTEST2';
const MAIN = '6222020000000001';
const QUIET = '6222020000000002';
const BOUND = '6222020000000003';
const OTHER = '6222029999999991';
const MORE = ['6222020000000004', '6222020000000005', '6222020000000006', '6222020000000007'];
const OPENING_FEN = 10_000_000;

let mainRows: StoredBooking[];
let boundRows: StoredBooking[];
const rowsOf: Record<string, StoredBooking[]> = {};
let director: BrowserSession;
let inquirer: BrowserSession;
let outsider: BrowserSession;

let serial = 0;
async function loggedIn(loginName: string): Promise<{ tab: BrowserSession; userId: string }> {
  serial += 1;
  const phone = `1376700${String(1000 + serial)}`;
  const user = await server.app.users.register({ userType: 'personal', realName: '流水测试', loginName, phone, password: 'Flow@2026x' });
  const tab = browserSession(server, undefined, { 'x-forwarded-for': `10.67.0.${serial}` });
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type: 'login', captchaVerification: 'passed-slider-check-0001' });
  tab.setToken((await tab.call(phoneLogin, { phone, smsCode: await latestSmsCode(server.app.database.db, phone) })).token);
  return { tab, userId: user.id };
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 }, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
  const db = server.app.database.db;
  await db.insert(enterprises).values([
    { id: ENT_A, name: '流水测试甲有限公司', creditCode: '91440300MAFLOW0001', authStatus: 'ST' },
    { id: ENT_B, name: '流水测试乙有限公司', creditCode: '91440300MAFLOW0002', authStatus: 'ST' },
  ]);
  const account = (enterpriseId: string, accountNo: string, accountName: string) => ({ enterpriseId, accountNo, accountName, openingFen: OPENING_FEN, openedOn: '2025-01-02' });
  mainRows = await insertLedgerAccount(db, account(ENT_A, MAIN, '流水测试甲基本户'), regularBookings('2025-11-20', '2026-02-10'));
  rowsOf[MAIN] = mainRows;
  // No booking before 2026-01: its opening balance is the account's own.
  rowsOf[QUIET] = await insertLedgerAccount(db, account(ENT_A, QUIET, '流水测试甲一般户'), regularBookings('2026-01-05', '2026-01-20', 5));
  boundRows = await insertLedgerAccount(db, account(ENT_A, BOUND, '流水测试甲专用户'), regularBookings('2025-12-01', '2025-12-31', 2));
  rowsOf[BOUND] = boundRows;
  for (const [i, no] of MORE.entries()) rowsOf[no] = await insertLedgerAccount(db, account(ENT_A, no, `流水测试甲附属户${i + 1}`), regularBookings('2025-12-10', '2025-12-20', 2 + i));
  rowsOf[OTHER] = await insertLedgerAccount(db, account(ENT_B, OTHER, '流水测试乙基本户'), regularBookings('2025-12-01', '2026-01-31', 2));

  const d = await loggedIn('flow_director');
  const q = await loggedIn('flow_inquirer');
  const o = await loggedIn('flow_outsider');
  await db.insert(userEnterprises).values([
    { userId: d.userId, enterpriseId: ENT_A, role: 'director' },
    { userId: o.userId, enterpriseId: ENT_B, role: 'director' },
  ]);
  await db.insert(enterpriseInquirers).values({ enterpriseId: ENT_A, userId: q.userId, userName: '查询员小王', userState: 'YX' });
  await db.insert(inquirerAccounts).values({ enterpriseId: ENT_A, userId: q.userId, accountNo: BOUND, boundBy: d.userId });
  director = d.tab;
  inquirer = q.tab;
  outsider = o.tab;
});
afterAll(() => server.close());

interface Filter {
  beginDate: string;
  endDate: string;
  minAmount?: string;
  maxAmount?: string;
  borrowTag?: '0' | '1' | '2';
  keyword?: string;
}

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** The matching bookings of `rows`, newest first, worked out from what was inserted. */
function matching(rows: readonly StoredBooking[], f: Filter): StoredBooking[] {
  return rows
    .filter(
      (r) =>
        r.date >= f.beginDate &&
        r.date <= f.endDate &&
        (!f.minAmount || r.amountFen >= fen(f.minAmount)) &&
        (!f.maxAmount || r.amountFen <= fen(f.maxAmount)) &&
        (!f.borrowTag || f.borrowTag === '2' || r.tag === f.borrowTag) &&
        (!f.keyword || r.counterpartyName.includes(f.keyword) || r.counterpartyAccount.includes(f.keyword)),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.seq - a.seq);
}

function totals(rows: readonly StoredBooking[], f: Filter) {
  const m = matching(rows, f);
  const income = m.filter((r) => r.tag === '1');
  const expense = m.filter((r) => r.tag === '0');
  const before = rows.filter((r) => r.date < f.beginDate).at(-1);
  const last = rows.filter((r) => r.date <= f.endDate).at(-1);
  return {
    runWaterTotal: m.length,
    incomeCount: income.length,
    incomeTotal: income.reduce((n, r) => n + r.amountFen, 0),
    expenseCount: expense.length,
    expenseTotal: expense.reduce((n, r) => n + r.amountFen, 0),
    openingBalance: before?.balanceFen ?? OPENING_FEN,
    closingBalance: last?.balanceFen ?? OPENING_FEN,
  };
}

const serials = (rows: ReadonlyArray<{ serialNo: string }>) => rows.map((r) => r.serialNo);
const PERIOD = { beginDate: '2025-12-01', endDate: '2026-01-31' };

describe('queryFlowAccounts', () => {
  it('gives a director every account of the enterprise, an inquirer only the bound one, never another enterprise’s', async () => {
    const mine = await director.call(queryFlowAccounts, {});
    expect(mine.memberCustomerId).toBe(ENT_A);
    expect(mine.memberCustomerName).toBe('流水测试甲有限公司');
    expect(mine.accounts.map((a) => a.account)).toEqual([MAIN, QUIET, BOUND, ...MORE].sort());
    const main = mine.accounts.find((a) => a.account === MAIN)!;
    expect(main).toMatchObject({ accountName: '流水测试甲基本户', accountType: '0', currency: 'CNY', status: 'YX', balance: mainRows.at(-1)!.balanceFen });

    expect((await inquirer.call(queryFlowAccounts, {})).accounts.map((a) => a.account)).toEqual([BOUND]);
    expect((await outsider.call(queryFlowAccounts, {})).accounts.map((a) => a.account)).toEqual([OTHER]);
  });

  it('tells a customer who acts for no authenticated enterprise that they have no seat', async () => {
    const { tab } = await loggedIn('flow_nobody');
    expect((await failure(tab.call(queryFlowAccounts, {}))).code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
    expect((await failure(tab.call(querySingleAccountFlow, { account: MAIN, ...PERIOD }))).code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
  });

  it('answers "not found" for an enterprise the caller has no seat in', async () => {
    const err = await failure(outsider.call(queryFlowAccounts, { memberCustomerId: ENT_A }));
    expect(err.code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
  });
});

describe('querySingleAccountFlow', () => {
  it('pages the period newest first, ten a page, with its totals, months and balances', async () => {
    const expected = matching(mainRows, PERIOD);
    expect(expected.length).toBeGreaterThan(20);
    const first = await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD });
    expect(first.accountListNumber).toBe(MAIN);
    expect(first.account.accountName).toBe('流水测试甲基本户');
    expect(first).toMatchObject({ pageNo: 1, pageSize: 10, ...totals(mainRows, PERIOD) });
    expect(serials(first.data)).toEqual(serials(expected.slice(0, 10)));
    // Each row as booked: the newest first, its running balance the one stored with it.
    const newest = expected[0]!;
    expect(first.data[0]).toMatchObject({
      bookingDate: newest.date,
      valueDate: newest.date,
      borrowTag: newest.tag,
      amount: newest.amountFen,
      balance: newest.balanceFen,
      counterpartyName: newest.counterpartyName,
      counterpartyAccount: newest.counterpartyAccount,
      channel: '网银',
      bookedAt: `${newest.date}T02:00:00.000Z`,
    });

    const second = await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, pageNo: 2 });
    expect(serials(second.data)).toEqual(serials(expected.slice(10, 20)));
    const lastPage = Math.ceil(expected.length / 10);
    const last = await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, pageNo: lastPage });
    expect(serials(last.data)).toEqual(serials(expected.slice((lastPage - 1) * 10)));

    const beyond = await failure(director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, pageNo: lastPage + 1 }));
    expect(beyond.code).toBe(ERRORS.FLOW_PAGE_OUT_OF_RANGE.code);
    expect(beyond.field).toBe('pageNo');
  });

  it('opens the period at the balance after the last earlier booking and closes it at the last booking on or before its end', async () => {
    const reply = await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD });
    const before = mainRows.filter((r) => r.date < PERIOD.beginDate).at(-1)!;
    const lastIn = mainRows.filter((r) => r.date <= PERIOD.endDate).at(-1)!;
    expect(reply.openingBalance).toBe(before.balanceFen);
    expect(reply.closingBalance).toBe(lastIn.balanceFen);
    // Opening + income − expense of all the period's rows is the closing balance.
    expect(reply.openingBalance + reply.incomeTotal - reply.expenseTotal).toBe(reply.closingBalance);

    // No booking before the period: the account's opening balance; none in it: closing = opening.
    const quiet = await director.call(querySingleAccountFlow, { account: QUIET, ...PERIOD });
    expect(quiet.openingBalance).toBe(OPENING_FEN);
    expect(quiet.closingBalance).toBe(rowsOf[QUIET]!.at(-1)!.balanceFen);
    const empty = await director.call(querySingleAccountFlow, { account: QUIET, beginDate: '2025-06-01', endDate: '2025-06-30' });
    expect(empty).toMatchObject({ runWaterTotal: 0, data: [], openingBalance: OPENING_FEN, closingBalance: OPENING_FEN, pageNo: 1 });
    expect(empty.months).toEqual([{ month: '2025-06', income: 0, expense: 0 }]);
  });

  it('sums income and expense per calendar month of the period, a month without bookings included', async () => {
    const period = { beginDate: '2025-10-15', endDate: '2026-02-05' };
    const reply = await director.call(querySingleAccountFlow, { account: MAIN, ...period });
    const byMonth = (month: string, tag: '0' | '1') =>
      matching(mainRows, period)
        .filter((r) => r.date.startsWith(month) && r.tag === tag)
        .reduce((n, r) => n + r.amountFen, 0);
    expect(reply.months.map((m) => m.month)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    for (const m of reply.months) expect(m).toEqual({ month: m.month, income: byMonth(m.month, '1'), expense: byMonth(m.month, '0') });
    expect(reply.months[0]).toEqual({ month: '2025-10', income: 0, expense: 0 });
    expect(reply.months.reduce((n, m) => n + m.income, 0)).toBe(reply.incomeTotal);
    expect(reply.months.reduce((n, m) => n + m.expense, 0)).toBe(reply.expenseTotal);
  });

  it.each<[string, Partial<Filter>]>([
    ['income only', { borrowTag: '1' }],
    ['expense only', { borrowTag: '0' }],
    ['all (borrow tag 2)', { borrowTag: '2' }],
    ['a minimum amount, in yuan with decimals', { minAmount: '380.5' }],
    ['a maximum amount (inclusive)', { maxAmount: '1200.00' }],
    ['an amount range', { minAmount: '99.99', maxAmount: '5000' }],
    ['an amount range of one value', { minAmount: '380.50', maxAmount: '380.50' }],
    ['part of a counterparty name', { keyword: '华强' }],
    ['part of a counterparty account', { keyword: '5556000' }],
    ['a % in the keyword, matched as itself', { keyword: '百分%' }],
    ['a _ in the keyword, matched as itself', { keyword: '浦江_' }],
    ['everything at once', { borrowTag: '0', minAmount: '100', keyword: '有限公司' }],
  ])('filters by %s', async (_name, extra) => {
    const filter = { ...PERIOD, ...extra };
    const expected = matching(mainRows, filter);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(matching(mainRows, PERIOD).length + (extra.borrowTag === '2' ? 1 : 0));
    const reply = await director.call(querySingleAccountFlow, { account: MAIN, ...filter });
    expect(reply).toMatchObject(totals(mainRows, filter));
    expect(serials(reply.data)).toEqual(serials(expected.slice(0, 10)));
  });

  it('matches wildcard characters literally: "%" alone finds only the name that holds one', async () => {
    const reply = await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, keyword: '%' });
    expect(reply.runWaterTotal).toBe(matching(mainRows, { ...PERIOD, keyword: '%' }).length);
    expect(new Set(reply.data.map((r) => r.counterpartyName))).toEqual(new Set(['广州百分%贸易有限公司']));
    const none = await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, keyword: '无此对手方' });
    expect(none).toMatchObject({ runWaterTotal: 0, incomeTotal: 0, expenseTotal: 0, data: [] });
  });

  it('reads the period in one statement on the ledger, whatever the filters', async () => {
    const statements = await recordStatements(server.app.database.db, async () => {
      await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, minAmount: '1', keyword: '公司', pageNo: 2 });
    });
    expect(statements.filter((s) => s.includes('ledger_transactions'))).toHaveLength(1);
  });

  it('counts a period filtered by borrow tag alone from the daily totals, not from every row', async () => {
    const statements = await recordStatements(server.app.database.db, async () => {
      await director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, borrowTag: '1' });
    });
    const ledger = statements.filter((s) => s.includes('ledger_'));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatch(/from ledger_daily_totals/);
    expect(ledger[0]).not.toMatch(/count\(\*\) filter/);
  });
});

describe('bad input', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a reversed period', { beginDate: '2026-01-31', endDate: '2026-01-01' }, 'endDate', FLOW_MESSAGES.dateReversed],
    ['a period over one year', { beginDate: '2025-01-01', endDate: '2026-01-02' }, 'endDate', FLOW_MESSAGES.dateRangeTooLong],
    ['an impossible date', { beginDate: '2025-02-30', endDate: '2025-03-01' }, 'beginDate', FLOW_MESSAGES.date],
    ['a reversed amount range', { ...PERIOD, minAmount: '500', maxAmount: '20' }, 'maxAmount', FLOW_MESSAGES.amountReversed],
    ['an amount with three decimals', { ...PERIOD, minAmount: '1.234' }, 'minAmount', FLOW_MESSAGES.amount],
    ['a malformed account number', { ...PERIOD, account: '62220200-0001' }, 'account', FLOW_MESSAGES.account],
  ])('refuses %s at its field with its message', async (_name, input, field, message) => {
    const err = await failure(director.call(querySingleAccountFlow, { account: MAIN, ...PERIOD, ...input } as never));
    expect(err.code).toBe(ERRORS.VALIDATION.code);
    expect(err.field).toBe(field);
    expect(err.message).toBe(message);
  });

  it('accepts exactly one year (same day next year)', async () => {
    const reply = await director.call(querySingleAccountFlow, { account: MAIN, beginDate: '2025-02-10', endDate: '2026-02-10' });
    expect(reply.runWaterTotal).toBe(mainRows.length);
    expect(reply.months).toHaveLength(13);
  });

  it('refuses a batch of no accounts or of more than twenty', async () => {
    for (const accounts of [[], Array.from({ length: 21 }, (_, i) => `62220200000001${String(i).padStart(2, '0')}`)]) {
      const err = await failure(director.call(queryBatchAccountFlow, { accounts, ...PERIOD }));
      expect(err.code).toBe(ERRORS.VALIDATION.code);
      expect(err.message).toBe(FLOW_MESSAGES.accounts);
    }
  });
});

describe('scoping (IDOR)', () => {
  it('answers "not found" for another enterprise’s account, on every query, changing nothing', async () => {
    const before = (await server.app.database.db.select().from(ledgerTransactions)).length;
    for (const tab of [director, inquirer]) {
      expect((await failure(tab.call(querySingleAccountFlow, { account: OTHER, ...PERIOD }))).code).toBe(ERRORS.ENTERPRISE_ACCOUNT_NOT_FOUND.code);
      expect((await failure(tab.call(queryBatchAccountFlow, { accounts: [MAIN, OTHER].slice(tab === director ? 0 : 1), ...PERIOD }))).code).toBe(
        ERRORS.ENTERPRISE_ACCOUNT_NOT_FOUND.code,
      );
    }
    // Naming the other enterprise does not help: no seat there.
    expect((await failure(director.call(querySingleAccountFlow, { account: OTHER, ...PERIOD, memberCustomerId: ENT_B }))).code).toBe(
      ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code,
    );
    // An account that does not exist looks the same as another enterprise's.
    const missing = await failure(director.call(querySingleAccountFlow, { account: '6222020000009999', ...PERIOD }));
    expect(missing.code).toBe(ERRORS.ENTERPRISE_ACCOUNT_NOT_FOUND.code);
    expect(missing.field).toBe('account');
    expect((await server.app.database.db.select().from(ledgerTransactions)).length).toBe(before);
  });

  it('lets an inquirer query the bound account only', async () => {
    const bound = await inquirer.call(querySingleAccountFlow, { account: BOUND, ...PERIOD });
    expect(bound).toMatchObject(totals(boundRows, PERIOD));
    for (const account of [MAIN, QUIET]) {
      expect((await failure(inquirer.call(querySingleAccountFlow, { account, ...PERIOD }))).code).toBe(ERRORS.ENTERPRISE_ACCOUNT_NOT_FOUND.code);
    }
    expect((await failure(inquirer.call(queryBatchAccountFlow, { accounts: [BOUND, MAIN], ...PERIOD }))).code).toBe(ERRORS.ENTERPRISE_ACCOUNT_NOT_FOUND.code);
    const batch = await inquirer.call(queryBatchAccountFlow, { accounts: [BOUND], ...PERIOD });
    expect(batch.list.records.map((r) => r.account.account)).toEqual([BOUND]);
  });

  it('lets the outsider director see their own account and nothing of enterprise A', async () => {
    const own = await outsider.call(querySingleAccountFlow, { account: OTHER, ...PERIOD });
    expect(own.runWaterTotal).toBe(matching(rowsOf[OTHER]!, PERIOD).length);
    expect((await failure(outsider.call(querySingleAccountFlow, { account: MAIN, ...PERIOD }))).code).toBe(ERRORS.ENTERPRISE_ACCOUNT_NOT_FOUND.code);
  });
});

describe('queryBatchAccountFlow', () => {
  const ALL = [MAIN, BOUND, QUIET, ...MORE];

  it('gives five accounts a page in the order asked, each with its totals and newest rows, and the rows of all', async () => {
    const first = await director.call(queryBatchAccountFlow, { accounts: ALL, ...PERIOD });
    expect(first).toMatchObject({ accountListNumber: 7, pageNo: 1, pageSize: 5 });
    expect(first.accountRecordTotalNumber).toBe(ALL.reduce((n, no) => n + matching(rowsOf[no]!, PERIOD).length, 0));
    expect(first.list.records.map((r) => r.account.account)).toEqual(ALL.slice(0, 5));
    for (const record of first.list.records) {
      const rows = rowsOf[record.account.account]!;
      expect(record).toMatchObject(totals(rows, PERIOD));
      expect(serials(record.data)).toEqual(serials(matching(rows, PERIOD).slice(0, BATCH_CARD_ROWS)));
    }

    const second = await director.call(queryBatchAccountFlow, { accounts: ALL, ...PERIOD, pageNo: 2 });
    expect(second.list.records.map((r) => r.account.account)).toEqual(ALL.slice(5));
    expect(second.accountRecordTotalNumber).toBe(first.accountRecordTotalNumber);

    const beyond = await failure(director.call(queryBatchAccountFlow, { accounts: ALL, ...PERIOD, pageNo: 3 }));
    expect(beyond.code).toBe(ERRORS.FLOW_PAGE_OUT_OF_RANGE.code);
  });

  it('reads a page of accounts and the count over all of them in one statement on the ledger', async () => {
    const statements = await recordStatements(server.app.database.db, async () => {
      await director.call(queryBatchAccountFlow, { accounts: ALL, ...PERIOD, keyword: '公司' });
    });
    expect(statements.filter((s) => s.includes('ledger_transactions'))).toHaveLength(1);
  });

  it('applies the filters to every account and counts an account named twice once', async () => {
    const filter = { ...PERIOD, borrowTag: '1' as const, maxAmount: '5000' };
    const reply = await director.call(queryBatchAccountFlow, { accounts: [BOUND, MAIN, BOUND], ...filter });
    expect(reply.accountListNumber).toBe(2);
    expect(reply.list.records.map((r) => r.account.account)).toEqual([BOUND, MAIN]);
    expect(reply.accountRecordTotalNumber).toBe(matching(boundRows, filter).length + matching(mainRows, filter).length);
    for (const record of reply.list.records) expect(record.data.every((r) => r.borrowTag === '1' && r.amount <= 500_000)).toBe(true);
  });
});
