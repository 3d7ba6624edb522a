import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import {
  carbideAsset,
  carbideEmission,
  carbideEmissionHistory,
  carbideEmissionReduction,
  deleteCarbideEmission,
  deleteCarbideEmissionReduction,
  exportCarbideEmission,
  saveCarbideAsset,
  saveCarbideEmission,
  saveCarbideEmissionReduction,
} from '@portal/contract/calls/carbon/calls';
import { CARBON_MESSAGES, chinaMonth } from '@portal/contract/carbon/sources';
import { ERRORS } from '@portal/contract/errors';
import { carbonActivities, carbonAssets, carbonReductions } from '../src/db/schema/carbon.ts';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { ACTIVITY_HEADERS } from '../src/modules/carbon-account/xlsx-export.ts';
import { monthsBefore, seedDemoCarbon } from '../src/db/seed/carbon/seed-demo-carbon.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { insertCustomer, insertEnterprise, seatDirector, seatInquirer, type LedgerUser } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 24 point 7, the carbon account: a director records, corrects and deletes months of
 * activity data and sees them computed by scope with the seeded published factors; a staff
 * user reads; another enterprise never sees or touches them; bad input changes nothing.
 */

const YEAR = 2025;
const MINE = 'E-CA-1';
const THEIRS = 'E-CA-2';

let server: TestServer;
let director: BrowserSession;
let inquirer: BrowserSession;
let otherDirector: BrowserSession;
let seatless: BrowserSession;

async function logIn(user: LedgerUser): Promise<BrowserSession> {
  const tab = browserSession(server);
  const login = await tab.call(passwordLogin, { loginName: user.loginName, password: tab.secret(user.password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(login.token);
  return tab;
}

const db = () => server.app.database.db;
const rowsOf = async () => ({
  activities: (await db().select({ n: count() }).from(carbonActivities))[0]!.n,
  reductions: (await db().select({ n: count() }).from(carbonReductions))[0]!.n,
  assets: (await db().select({ n: count() }).from(carbonAssets))[0]!.n,
});

beforeAll(async () => {
  server = await startTestServer();
  await insertEnterprise(db(), MINE, '鼎信低碳测试有限公司', '91440300MA5CARB001');
  await insertEnterprise(db(), THEIRS, '别家能源有限公司', '91440300MA5CARB002');
  const d1 = await insertCustomer(db(), 'carbon_director', '周主管');
  const q1 = await insertCustomer(db(), 'carbon_inquirer', '吴查询');
  const d2 = await insertCustomer(db(), 'carbon_other', '郑别家');
  const none = await insertCustomer(db(), 'carbon_nobody', '王无座');
  await seatDirector(db(), d1.id, MINE);
  await seatDirector(db(), d2.id, THEIRS);
  await seatInquirer(db(), q1.id, MINE, [], d1.id);
  director = await logIn(d1);
  inquirer = await logIn(q1);
  otherDirector = await logIn(d2);
  seatless = await logIn(none);
}, 60_000);
afterAll(() => server.close());
beforeEach(() => db().delete(rateLimitCounters));

describe('carbon account: activity data', () => {
  it('computes a month of electricity and natural gas by scope with the published factors', async () => {
    const power = await director.call(saveCarbideEmission, { month: `${YEAR}-03`, source: 'electricity', quantity: '100000' });
    expect(power.corrected).toBe(false);
    expect(power.record).toMatchObject({ scope: 2, unit: 'kWh', quantity: '100000', factorYear: 2023 });
    expect(power.record.tonnes).toBeCloseTo(53.06, 3);
    expect(power.record.factorSource).toContain('0.5306');
    const gas = await director.call(saveCarbideEmission, { month: `${YEAR}-03`, source: 'natural_gas', quantity: '10000' });
    expect(gas.record.scope).toBe(1);
    expect(gas.record.tonnes).toBeCloseTo(21.622, 3);
    await director.call(saveCarbideEmission, { month: `${YEAR}-04`, source: 'diesel', quantity: '10' });
    await director.call(saveCarbideEmission, { month: `${YEAR}-04`, source: 'heat', quantity: '1000' });
    await director.call(saveCarbideEmission, { month: `${YEAR}-05`, source: 'raw_coal', quantity: '100' });
    await director.call(saveCarbideEmission, { month: `${YEAR}-05`, source: 'petrol', quantity: '10' });

    const account = await director.call(carbideEmission, { year: YEAR });
    expect(account).toMatchObject({ memberCustomerId: MINE, memberCustomerName: '鼎信低碳测试有限公司', canRecord: true, year: YEAR });
    expect(account.scope1).toBeCloseTo(21.622 + 30.959 + 190.03 + 29.251, 2);
    expect(account.scope2).toBeCloseTo(53.06 + 110, 3);
    expect(account.total).toBeCloseTo(account.scope1 + account.scope2, 6);
    expect(account.records.map((r) => `${r.month} ${r.source}`)).toEqual([
      `${YEAR}-03 electricity`,
      `${YEAR}-03 natural_gas`,
      `${YEAR}-04 diesel`,
      `${YEAR}-04 heat`,
      `${YEAR}-05 petrol`,
      `${YEAR}-05 raw_coal`,
    ]);
    expect(account.months).toHaveLength(12);
    expect(account.months[2]!.scope1).toBeCloseTo(21.622, 3);
    expect(account.months[2]!.scope2).toBeCloseTo(53.06, 3);
    expect(account.months[0]).toEqual({ month: `${YEAR}-01`, scope1: 0, scope2: 0 });
    expect(account.sources.find((s) => s.source === 'heat')!.tonnes).toBeCloseTo(110, 6);

    // A staff user of the enterprise reads the same account, without the right to record.
    const read = await inquirer.call(carbideEmission, { year: YEAR });
    expect(read.canRecord).toBe(false);
    expect(read.total).toBeCloseTo(account.total, 6);
  });

  it('corrects a month with its history kept, refuses a correction that changes nothing, and deletes', async () => {
    await director.call(saveCarbideEmission, { month: `${YEAR}-06`, source: 'electricity', quantity: '20000' });
    const fixed = await director.call(saveCarbideEmission, { month: `${YEAR}-06`, source: 'electricity', quantity: '21000.5', note: '补录电费发票' });
    expect(fixed.corrected).toBe(true);
    expect(fixed.record).toMatchObject({ quantity: '21000.5', revisions: 1, note: '补录电费发票' });
    const same = await failure(director.call(saveCarbideEmission, { month: `${YEAR}-06`, source: 'electricity', quantity: '21000.500' }));
    expect(same).toMatchObject({ code: ERRORS.CARBON_SAME_QUANTITY.code, field: 'quantity' });

    await director.call(deleteCarbideEmission, { month: `${YEAR}-06`, source: 'electricity' });
    const account = await director.call(carbideEmission, { year: YEAR });
    expect(account.records.some((r) => r.month === `${YEAR}-06`)).toBe(false);
    const history = await inquirer.call(carbideEmissionHistory, { month: `${YEAR}-06`, source: 'electricity' });
    expect(history.versions.map((v) => [v.quantity, v.state])).toEqual([
      ['21000.5', 'deleted'],
      ['20000', 'corrected'],
    ]);
    const again = await failure(director.call(deleteCarbideEmission, { month: `${YEAR}-06`, source: 'electricity' }));
    expect(again.code).toBe(ERRORS.CARBON_RECORD_NOT_FOUND.code);
  });

  it('refuses bad input at its field with its own message and stores nothing', async () => {
    const before = await rowsOf();
    const [y, m] = chinaMonth().split('-').map(Number) as [number, number];
    const nextMonth = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const cases: [Record<string, string>, string, string][] = [
      [{ month: `${YEAR}-07`, source: 'electricity', quantity: '-100' }, 'quantity', CARBON_MESSAGES.quantityNegative],
      [{ month: `${YEAR}-07`, source: 'electricity', quantity: '0' }, 'quantity', CARBON_MESSAGES.quantityZero],
      [{ month: `${YEAR}-07`, source: 'electricity', quantity: '5e9' }, 'quantity', CARBON_MESSAGES.quantity],
      [{ month: `${YEAR}-07`, source: 'electricity', quantity: '2000000000' }, 'quantity', CARBON_MESSAGES.quantityTooLarge('electricity')],
      [{ month: `${YEAR}-07`, source: 'raw_coal', quantity: '3000000' }, 'quantity', CARBON_MESSAGES.quantityTooLarge('raw_coal')],
      [{ month: nextMonth, source: 'electricity', quantity: '100' }, 'month', CARBON_MESSAGES.monthFuture],
      [{ month: `${YEAR}-7`, source: 'electricity', quantity: '100' }, 'month', CARBON_MESSAGES.month],
      [{ month: `${YEAR}-07`, source: 'nuclear', quantity: '100' }, 'source', CARBON_MESSAGES.source],
    ];
    for (const [input, field, msg] of cases) {
      const err = await failure(director.call(saveCarbideEmission, input as never));
      expect({ code: err.code, field: err.field, msg: err.message }, JSON.stringify(input)).toEqual({ code: ERRORS.VALIDATION.code, field, msg });
    }
    expect(await rowsOf()).toEqual(before);
  });
});

describe('carbon account: who may see and change it', () => {
  it('keeps another enterprise out of my account (IDOR) and a staff user from recording', async () => {
    const theirs = await otherDirector.call(carbideEmission, { year: YEAR });
    expect(theirs).toMatchObject({ memberCustomerId: THEIRS, total: 0, records: [] });
    const named = await failure(otherDirector.call(carbideEmission, { memberCustomerId: MINE, year: YEAR }));
    expect(named.code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    const exportMine = await failure(otherDirector.download(exportCarbideEmission, { memberCustomerId: MINE, year: YEAR }));
    expect(exportMine.code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    const write = await failure(otherDirector.call(saveCarbideEmission, { memberCustomerId: MINE, month: `${YEAR}-03`, source: 'electricity', quantity: '1' }));
    expect(write.code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    // Their own account has no March: my March stays.
    const del = await failure(otherDirector.call(deleteCarbideEmission, { month: `${YEAR}-03`, source: 'electricity' }));
    expect(del.code).toBe(ERRORS.CARBON_RECORD_NOT_FOUND.code);
    expect((await director.call(carbideEmission, { year: YEAR })).records.some((r) => r.month === `${YEAR}-03` && r.source === 'electricity')).toBe(true);

    const staff = await failure(inquirer.call(saveCarbideEmission, { month: `${YEAR}-08`, source: 'electricity', quantity: '1' }));
    expect(staff.code).toBe(ERRORS.ENTERPRISE_ROLE_REQUIRED.code);
    const nobody = await failure(seatless.call(carbideEmission, {}));
    expect(nobody.code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
  });
});

describe('carbon account: reductions and assets', () => {
  it('counts a green project’s reduction in the year and nets it off', async () => {
    const { id } = await director.call(saveCarbideEmissionReduction, { projectName: '厂房屋顶分布式光伏', projectType: 'solar', annualTonnes: '120', startMonth: `${YEAR - 1}-07` });
    await director.call(saveCarbideEmissionReduction, { projectName: '空压机节能改造', projectType: 'equipment', annualTonnes: '24', startMonth: `${YEAR}-10` });
    const list = await inquirer.call(carbideEmissionReduction, { year: YEAR });
    expect(list.list.map((r) => [r.projectName, r.tonnesInYear, r.estimateId])).toEqual([
      ['厂房屋顶分布式光伏', 120, null],
      ['空压机节能改造', 6, null],
    ]);
    expect(list.total).toBeCloseTo(126, 6);
    const account = await director.call(carbideEmission, { year: YEAR });
    expect(account.reduction).toBeCloseTo(126, 6);
    expect(account.net).toBeCloseTo(account.total - 126, 6);

    const bad = await failure(director.call(saveCarbideEmissionReduction, { projectName: '', projectType: 'solar', annualTonnes: '-1', startMonth: `${YEAR}-01` }));
    expect(bad).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'projectName', message: CARBON_MESSAGES.projectName });
    const foreign = await failure(otherDirector.call(deleteCarbideEmissionReduction, { id }));
    expect(foreign.code).toBe(ERRORS.CARBON_REDUCTION_NOT_FOUND.code);
    expect((await otherDirector.call(carbideEmissionReduction, { year: YEAR })).list).toEqual([]);
  });

  it('records allowances and CCER, changes a held one once, and keeps them to the enterprise', async () => {
    const cea = await director.call(saveCarbideAsset, { kind: 'CEA', vintage: 2024, quantity: '5000', acquisition: 'allocation', acquiredOn: '2025-03-01', status: 'held' });
    await director.call(saveCarbideAsset, { kind: 'CCER', vintage: 2024, projectName: '某风电场并网发电项目', quantity: '800.5', acquisition: 'purchase', acquiredOn: '2025-05-20', status: 'held' });
    const noProject = await failure(director.call(saveCarbideAsset, { kind: 'CCER', vintage: 2024, quantity: '1', acquisition: 'purchase', acquiredOn: '2025-05-20', status: 'held' }));
    expect(noProject).toMatchObject({ field: 'projectName', message: CARBON_MESSAGES.assetProject });

    let assets = await inquirer.call(carbideAsset, {});
    expect(assets.held).toBeCloseTo(5800.5, 6);
    expect(assets.list.map((a) => [a.kind, a.quantity, a.status])).toEqual([
      ['CCER', '800.5', 'held'],
      ['CEA', '5000', 'held'],
    ]);
    await director.call(saveCarbideAsset, { id: cea.id, kind: 'CEA', vintage: 2024, quantity: '5000', acquisition: 'allocation', acquiredOn: '2025-03-01', status: 'surrendered' });
    assets = await director.call(carbideAsset, {});
    expect(assets.held).toBeCloseTo(800.5, 6);
    const final = await failure(director.call(saveCarbideAsset, { id: cea.id, kind: 'CEA', vintage: 2024, quantity: '5000', acquisition: 'allocation', acquiredOn: '2025-03-01', status: 'held' }));
    expect(final.code).toBe(ERRORS.CARBON_ASSET_FINAL.code);
    const foreign = await failure(otherDirector.call(saveCarbideAsset, { id: cea.id, kind: 'CEA', vintage: 2024, quantity: '1', acquisition: 'allocation', acquiredOn: '2025-03-01', status: 'sold' }));
    expect(foreign.code).toBe(ERRORS.CARBON_ASSET_NOT_FOUND.code);
    expect((await otherDirector.call(carbideAsset, {})).list).toEqual([]);
    expect((await db().select().from(carbonAssets).where(eq(carbonAssets.id, cea.id)))[0]!.status).toBe('surrendered');
  });
});

describe('carbon account: export', () => {
  it('exports the year as a workbook whose rows open again with the figures shown', async () => {
    const account = await inquirer.call(carbideEmission, { year: YEAR });
    const file = await inquirer.download(exportCarbideEmission, { year: YEAR });
    expect(file.fileName).toBe(`碳账户_鼎信低碳测试有限公司_${YEAR}年.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['汇总', '月度排放', '减排项目', '碳资产']);
    const sheet = book.getWorksheet('月度排放')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(ACTIVITY_HEADERS);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toHaveLength(account.records.length);
    expect(rows[0]!.slice(0, 5)).toEqual([`${YEAR}-03`, '外购电力', '范围二', 100000, 'kWh']);
    expect(rows[0]![8]).toBeCloseTo(53.06, 3);
    const summary = book.getWorksheet('汇总')!;
    const total = summary.getRow(5).values as unknown[];
    expect(total[1]).toBe('排放总量（tCO₂e）');
    expect(total[2]).toBeCloseTo(account.total, 3);
    // The export time in China time as the screens write it, whatever the server's zone (issue 37).
    const exportedAt = summary.getRow(8).values as unknown[];
    expect(exportedAt[1]).toBe('导出时间（北京时间）');
    const shown = String(exportedAt[2]);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(new Date(`${shown.replace(' ', 'T')}+08:00`).getTime() - Date.now())).toBeLessThan(120_000);
    expect(book.getWorksheet('减排项目')!.rowCount).toBe(3);
    expect(book.getWorksheet('碳资产')!.rowCount).toBe(3);
  });
});

describe('carbon account: the demo enterprise', () => {
  it('holds the 14 months before this one, seeded once at the start', async () => {
    expect(monthsBefore('2026-03', 14)).toBe('2025-01');
    expect(await seedDemoCarbon(db())).toBeNull();
    const rows = await db().select().from(carbonActivities).where(eq(carbonActivities.enterpriseId, 'E100000001'));
    expect(rows).toHaveLength(42);
    expect(new Set(rows.map((r) => r.month)).size).toBe(14);
    expect(rows.every((r) => r.month < chinaMonth() && r.tonnes > 0)).toBe(true);
  });
});
