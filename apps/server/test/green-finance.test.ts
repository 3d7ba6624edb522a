import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { discern, envBenefitCal, envBenefitCalForLoan, envModelList, envParam } from '@portal/contract/calls/green-finance/env-calls';
import { operatorEnvFactorDelete, operatorEnvFactorList, operatorEnvFactorSave } from '@portal/contract/calls/green-finance/env-factors-console';
import { ENV_MESSAGES } from '@portal/contract/calls/green-finance/env-fields';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { ERRORS } from '@portal/contract/errors';
import { auditLog, pageConfigVersions } from '../src/db/schema/console.ts';
import { pageConfigs } from '../src/db/schema/content.ts';
import { seedMarks } from '../src/db/schema/system.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { TOOL_LINKS_MARK } from '../src/db/seed/pages/tool-links.ts';
import { seed } from '../src/db/seed/seed.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let visitor: BrowserSession;
let operator: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  visitor = browserSession(server);
  operator = browserSession(server);
  await logInStaff(server, operator, DEMO_STAFF.find((s) => s.loginName === 'operator01')!);
});
afterAll(() => server.close());

const solar = { modelCode: 'solar_pv', year: 2023, region: '全国' as const, params: { capacityKw: 10_000, annualGenerationMwh: 12_000 } };
const valueOf = (rows: { key: string; value: number }[], key: string) => rows.find((r) => r.key === key)?.value;

describe('models and their parameters', () => {
  it('lists the guideline’s project types, each with what it yields', async () => {
    const { models } = await visitor.call(envModelList, {});
    expect(models.map((m) => m.code)).toEqual(['solar_pv', 'wind', 'hydro', 'building', 'equipment', 'coal_to_gas', 'green_transport', 'wastewater']);
    expect(models.find((m) => m.code === 'wastewater')).toMatchObject({ name: '污水处理', outputs: ['cod', 'ammoniaNitrogen', 'waterSaved'] });
  });

  it('gives a model’s parameters with unit, range and help, and the years that have factors', async () => {
    const reply = await visitor.call(envParam, { modelCode: 'solar_pv' });
    expect(reply.params[0]).toMatchObject({ key: 'capacityKw', label: '装机容量', unit: 'kW', min: 1, max: 10_000_000 });
    expect(reply.params.every((p) => p.help.length > 0)).toBe(true);
    expect(reply.checks[0]).toMatchObject({ field: 'annualGenerationMwh', other: 'capacityKw', times: 8.76 });
    expect(reply.years.slice(0, 2)).toEqual([2023, 2022]);
    expect(reply.regional).toBe(true);
    expect(reply.regions).toContain('华东');
    const unknown = await failure(visitor.call(envParam, { modelCode: 'nuclear' }));
    expect({ code: unknown.code, field: unknown.field }).toEqual({ code: ERRORS.ENV_MODEL_NOT_FOUND.code, field: 'modelCode' });
  });
});

describe('the calculation', () => {
  it('uses the factors of the year and shows them with their source', async () => {
    const reply = await visitor.call(envBenefitCal, solar);
    expect(reply.results).toEqual([
      { key: 'standardCoal', label: '节约标准煤', unit: 'tce', value: 3912 },
      { key: 'co2e', label: '二氧化碳当量减排', unit: 'tCO₂e', value: 6367.2 },
      { key: 'so2', label: '二氧化硫减排', unit: 't', value: 1.212 },
      { key: 'nox', label: '氮氧化物减排', unit: 't', value: 1.824 },
    ]);
    const grid = reply.factors.find((f) => f.code === 'grid_co2')!;
    expect(grid).toMatchObject({ region: '全国', year: 2023, value: 0.5306, unit: 'kgCO₂/kWh' });
    expect(grid.source).toContain('生态环境部');
    expect(reply.factors.map((f) => f.code).sort()).toEqual(['coal_supply_rate', 'grid_co2', 'thermal_nox', 'thermal_so2']);
  });

  it('takes a region’s own grid factor, of the newest year it has', async () => {
    const reply = await visitor.call(envBenefitCal, { ...solar, region: '华东' });
    expect(reply.factors.find((f) => f.code === 'grid_co2')).toMatchObject({ region: '华东', year: 2022, value: 0.5992 });
    expect(valueOf(reply.results, 'co2e')).toBe(7190.4);
    const older = await visitor.call(envBenefitCal, { ...solar, year: 2022 });
    expect(older.factors.find((f) => f.code === 'grid_co2')).toMatchObject({ region: '全国', year: 2022, value: 0.5703 });
  });

  it('computes a model that needs no factor', async () => {
    const reply = await visitor.call(envBenefitCal, {
      modelCode: 'wastewater',
      year: 2023,
      region: '全国',
      params: { designCapacityM3PerDay: 20_000, annualTreatedKt: 650, codIn: 300, codOut: 30, nh3In: 30, nh3Out: 1.5, reusePercent: 20 },
    });
    expect(reply.results.map((r) => [r.key, r.value])).toEqual([['cod', 1755], ['ammoniaNitrogen', 185.25], ['waterSaved', 1_300_000]]);
    expect(reply.factors).toEqual([]);
  });

  it('gives the bank’s share of a loan: balance / investment of every result', async () => {
    const reply = await visitor.call(envBenefitCalForLoan, { ...solar, loanBalance: 3000, totalInvestment: 5000 });
    expect(reply.shareRatio).toBe(0.6);
    expect(valueOf(reply.bankShare, 'co2e')).toBe(3820.32);
    expect(valueOf(reply.bankShare, 'standardCoal')).toBe(2347.2);
    expect(valueOf(reply.results, 'co2e')).toBe(6367.2);
  });
});

describe('bad input, refused at its field in Chinese', () => {
  const refused = async (promise: Promise<unknown>) => {
    const err = await failure(promise);
    return { code: err.code, field: err.field, message: err.message };
  };

  it('negative, missing, not a number, or more power than the capacity gives', async () => {
    expect(await refused(visitor.call(envBenefitCal, { ...solar, params: { capacityKw: -1, annualGenerationMwh: 10 } }))).toEqual({
      code: ERRORS.ENV_PARAM_INVALID.code,
      field: 'params.capacityKw',
      message: '装机容量不能为负数',
    });
    expect(await refused(visitor.call(envBenefitCal, { ...solar, params: { capacityKw: 10_000 } }))).toMatchObject({ field: 'params.annualGenerationMwh', message: '请输入年发电量' });
    expect(await refused(visitor.call(envBenefitCal, { ...solar, params: { capacityKw: '1万', annualGenerationMwh: 10 } }))).toMatchObject({ field: 'params.capacityKw', message: '装机容量须为数字' });
    expect(await refused(visitor.call(envBenefitCal, { ...solar, params: { capacityKw: 10_000, annualGenerationMwh: 90_000 } }))).toMatchObject({
      code: ERRORS.ENV_PARAM_INVALID.code,
      field: 'params.annualGenerationMwh',
      message: expect.stringContaining('8760'),
    });
  });

  it('a year outside the range or an unknown model', async () => {
    expect(await refused(visitor.call(envBenefitCal, { ...solar, year: 1900 }))).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'year', message: ENV_MESSAGES.year });
    expect(await refused(visitor.call(envBenefitCal, { ...solar, modelCode: 'x' }))).toMatchObject({ code: ERRORS.ENV_MODEL_NOT_FOUND.code });
  });

  it('a loan larger than the investment, or amounts that are not positive', async () => {
    expect(await refused(visitor.call(envBenefitCalForLoan, { ...solar, loanBalance: 6000, totalInvestment: 5000 }))).toEqual({
      code: ERRORS.ENV_LOAN_INVALID.code,
      field: 'loanBalance',
      message: ENV_MESSAGES.loanAboveInvestment,
    });
    expect(await refused(visitor.call(envBenefitCalForLoan, { ...solar, loanBalance: 100, totalInvestment: 0 }))).toMatchObject({ field: 'totalInvestment', message: ENV_MESSAGES.totalInvestment });
  });
});

describe('discern', () => {
  it('suggests the project type of a description, with a confidence', async () => {
    const reply = await visitor.call(discern, { text: '在工业园区厂房屋顶建设分布式光伏电站，装机容量8MW' });
    expect(reply.candidates[0]).toMatchObject({ modelCode: 'solar_pv', modelName: '太阳能光伏发电' });
    expect(reply.candidates[0]!.confidence).toBeGreaterThan(0.5);
    expect(reply.message).toBeUndefined();
  });
  it('says so when it recognises nothing', async () => {
    expect(await visitor.call(discern, { text: '购置办公楼家具' })).toEqual({ candidates: [], message: ENV_MESSAGES.discernUnknown });
    const empty = await failure(visitor.call(discern, { text: ' ' }));
    expect({ field: empty.field, message: empty.message }).toEqual({ field: 'text', message: ENV_MESSAGES.discernText });
  });
});

describe('the factor table in the console', () => {
  const row = { code: 'grid_co2' as const, region: '全国' as const, year: 2024, value: 0.5, source: '测试：生态环境部2025年发布的2024年全国电网排放因子', note: '' };

  it('is for operators only', async () => {
    expect((await failure(visitor.call(operatorEnvFactorList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agent = browserSession(server);
    await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    expect((await failure(agent.call(operatorEnvFactorList, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
    expect((await failure(agent.call(operatorEnvFactorSave, { factor: row }))).code).toBe(ERRORS.WRONG_ROLE.code);
  });

  it('adds a year, which the next calculation uses; every change is in the audit log', async () => {
    const { items } = await operator.call(operatorEnvFactorList, {});
    expect(items.find((f) => f.code === 'grid_co2' && f.year === 2023)).toMatchObject({ value: 0.5306, name: '电网平均二氧化碳排放因子' });

    const { item } = await operator.call(operatorEnvFactorSave, { factor: row });
    expect((await visitor.call(envBenefitCal, { ...solar, year: 2024 })).factors.find((f) => f.code === 'grid_co2')).toMatchObject({ id: item.id, year: 2024, value: 0.5 });
    // 2023 still uses its own row.
    expect((await visitor.call(envBenefitCal, solar)).factors.find((f) => f.code === 'grid_co2')).toMatchObject({ year: 2023 });

    await operator.call(operatorEnvFactorSave, { id: item.id, factor: { ...row, value: 0.51 } });
    const duplicate = await failure(operator.call(operatorEnvFactorSave, { factor: row }));
    expect(duplicate.code).toBe(ERRORS.ENV_FACTOR_DUPLICATE.code);
    await operator.call(operatorEnvFactorDelete, { id: item.id });
    expect((await failure(operator.call(operatorEnvFactorDelete, { id: item.id }))).code).toBe(ERRORS.ENV_FACTOR_NOT_FOUND.code);

    const log = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'envFactor'), eq(auditLog.entityKey, String(item.id))))
      .orderBy(auditLog.id);
    expect(log.map((l) => [l.action, l.staffName])).toEqual([
      ['create', '运营人员 陈静'],
      ['update', '运营人员 陈静'],
      ['delete', '运营人员 陈静'],
    ]);
    expect(log[1]).toMatchObject({ before: expect.objectContaining({ value: '0.5' }), after: expect.objectContaining({ value: '0.51' }) });
  });

  it('refuses a factor without a source or with a value that is not positive', async () => {
    const err = await failure(operator.call(operatorEnvFactorSave, { factor: { ...row, source: ' ' } }));
    expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.VALIDATION.code, field: 'factor.source' });
    expect((await failure(operator.call(operatorEnvFactorSave, { factor: { ...row, value: -1 } }))).field).toBe('factor.value');
  });
});

describe('the home page’s 环境效益测算 icon', () => {
  const measureUrl = async () => JSON.stringify((await visitor.call(getPageData, { pageCode: 'index' })).pageContent).match(/"itemId":"qe-measure"[^}]*"url":"([^"]+)"/)?.[1];

  it('opens the tool, and a database seeded before moves to it once, as a new version', async () => {
    const db = server.app.database.db;
    // As an older seed left it: the article link, and no mark of this step.
    const [live] = await db.select().from(pageConfigs).where(eq(pageConfigs.pageCode, 'index'));
    const old = JSON.parse(JSON.stringify(live!.pageContent).replace('"url":"/measure"', '"url":"/imgTxtDetails?id=6410"'));
    await db.update(pageConfigs).set({ pageContent: old }).where(eq(pageConfigs.pageCode, 'index'));
    await db.delete(seedMarks).where(eq(seedMarks.name, TOOL_LINKS_MARK));

    await seed(db);
    const [version] = await db.select().from(pageConfigVersions).where(eq(pageConfigVersions.pageCode, 'index')).orderBy(desc(pageConfigVersions.version)).limit(1);
    expect(version!.note).toContain('工具');
    expect(JSON.stringify(version!.pageContent)).toContain('"url":"/measure"');
    await expect.poll(measureUrl, { timeout: 10_000 }).toBe('/measure');
  });
});
