import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { carbideEmission, carbideEmissionReduction, saveCarbideEmission } from '@portal/contract/calls/carbon/calls';
import { envBenefitCal, envParam } from '@portal/contract/calls/green-finance/env-calls';
import { ENV_FACTOR_MESSAGES, operatorEnvFactorDelete, operatorEnvFactorList, operatorEnvFactorSave } from '@portal/contract/calls/green-finance/env-factors-console';
import { envEstimate, saveEnvEstimate, saveEstimateReduction } from '@portal/contract/calls/carbon/estimates';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { insertCustomer, insertEnterprise, seatDirector, seatInquirer, type LedgerUser } from './support/statement-ledger.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 24, the seam between #/measure and the carbon account: an enterprise user saves an
 * estimate (computed again by the server), a director records it as a reduction that shows its
 * source; another enterprise can neither read nor link it.
 */

const MINE = 'E-EST-1';
const THEIRS = 'E-EST-2';
const solar = { modelCode: 'solar_pv', year: 2023, region: '全国' as const, params: { capacityKw: 10_000, annualGenerationMwh: 12_000 } };

let server: TestServer;
let director: BrowserSession;
let inquirer: BrowserSession;
let otherDirector: BrowserSession;
let visitor: BrowserSession;

async function logIn(user: LedgerUser): Promise<BrowserSession> {
  const tab = browserSession(server);
  const login = await tab.call(passwordLogin, { loginName: user.loginName, password: tab.secret(user.password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(login.token);
  return tab;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.database.db;
  await insertEnterprise(db, MINE, '鼎信光伏测试有限公司', '91440300MA5ESTM001');
  await insertEnterprise(db, THEIRS, '别家测算有限公司', '91440300MA5ESTM002');
  const d1 = await insertCustomer(db, 'estimate_director', '周主管');
  const q1 = await insertCustomer(db, 'estimate_inquirer', '吴查询');
  const d2 = await insertCustomer(db, 'estimate_other', '郑别家');
  await seatDirector(db, d1.id, MINE);
  await seatDirector(db, d2.id, THEIRS);
  await seatInquirer(db, q1.id, MINE, [], d1.id);
  director = await logIn(d1);
  inquirer = await logIn(q1);
  otherDirector = await logIn(d2);
  visitor = browserSession(server);
});
afterAll(() => server.close());

describe('estimates saved into the carbon account', () => {
  it('saves an estimate as the server computes it, records it as a reduction, and lists its source', async () => {
    const saved = await inquirer.call(saveEnvEstimate, { memberCustomerId: MINE, ...solar });
    expect(saved).toMatchObject({ memberCustomerId: MINE, modelCode: 'solar_pv', year: 2023, region: '全国', params: solar.params, reductionId: null });
    const co2e = saved.results.find((r) => r.key === 'co2e')!.value;
    expect(saved.co2eTonnes).toBe(String(co2e));
    expect(saved.factors.find((f) => f.code === 'grid_co2')).toMatchObject({ year: 2023 });

    // An inquirer reads the account but does not record it.
    const notDirector = await failure(inquirer.call(saveEstimateReduction, { memberCustomerId: MINE, estimateId: saved.id, projectName: '屋顶光伏', projectType: 'solar', startMonth: '2025-01' }));
    expect(notDirector.code).toBe(ERRORS.ENTERPRISE_ROLE_REQUIRED.code);

    const { id } = await director.call(saveEstimateReduction, { memberCustomerId: MINE, estimateId: saved.id, projectName: '屋顶光伏', projectType: 'solar', startMonth: '2025-01' });
    const list = await director.call(carbideEmissionReduction, { memberCustomerId: MINE, year: 2025 });
    expect(list.list.find((r) => r.id === id)).toMatchObject({
      projectName: '屋顶光伏',
      annualTonnes: saved.co2eTonnes,
      estimateId: saved.id,
      estimate: { modelName: saved.modelName, year: 2023, region: '全国', savedAt: saved.savedAt },
    });
    expect((await director.call(envEstimate, { memberCustomerId: MINE, id: saved.id })).reductionId).toBe(id);
    const twice = await failure(director.call(saveEstimateReduction, { memberCustomerId: MINE, estimateId: saved.id, projectName: '再记一次', projectType: 'solar', startMonth: '2025-02' }));
    expect(twice.code).toBe(ERRORS.CARBON_ESTIMATE_ALREADY_LINKED.code);
  });

  it('never lets another enterprise read or link an estimate, nor save into an enterprise it has no seat in', async () => {
    const saved = await director.call(saveEnvEstimate, { memberCustomerId: MINE, ...solar });
    expect((await failure(otherDirector.call(envEstimate, { id: saved.id }))).code).toBe(ERRORS.CARBON_ESTIMATE_NOT_FOUND.code);
    expect((await failure(otherDirector.call(envEstimate, { memberCustomerId: MINE, id: saved.id }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    const link = await failure(otherDirector.call(saveEstimateReduction, { estimateId: saved.id, projectName: '偷来的', projectType: 'solar', startMonth: '2025-01' }));
    expect(link.code).toBe(ERRORS.CARBON_ESTIMATE_NOT_FOUND.code);
    expect((await failure(otherDirector.call(saveEnvEstimate, { memberCustomerId: MINE, ...solar }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    expect((await otherDirector.call(carbideEmissionReduction, { year: 2025 })).list).toEqual([]);
    expect((await director.call(envEstimate, { memberCustomerId: MINE, id: saved.id })).reductionId).toBeNull();
  });

  it('refuses a visitor, bad inputs at their field, and an estimate without a CO2 reduction', async () => {
    expect((await failure(visitor.call(saveEnvEstimate, { ...solar }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const bad = await failure(director.call(saveEnvEstimate, { memberCustomerId: MINE, ...solar, params: { capacityKw: -1, annualGenerationMwh: 12_000 } }));
    expect(bad).toMatchObject({ code: ERRORS.ENV_PARAM_INVALID.code, field: 'params.capacityKw' });
    const water = await director.call(saveEnvEstimate, {
      memberCustomerId: MINE,
      modelCode: 'wastewater',
      year: 2023,
      region: '全国',
      params: { designCapacityM3PerDay: 20_000, annualTreatedKt: 650, codIn: 300, codOut: 30, nh3In: 30, nh3Out: 1.5, reusePercent: 20 },
    });
    const none = await failure(director.call(saveEstimateReduction, { memberCustomerId: MINE, estimateId: water.id, projectName: '污水处理厂', projectType: 'wastewater', startMonth: '2025-01' }));
    expect(none).toMatchObject({ code: ERRORS.CARBON_ESTIMATE_NO_REDUCTION.code, field: 'estimateId' });
    const unknown = await failure(director.call(envEstimate, { memberCustomerId: MINE, id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.code).toBe(ERRORS.CARBON_ESTIMATE_NOT_FOUND.code);
  });
});

describe('the factor-year picker', () => {
  it('matters only for a model that reads published factors', async () => {
    expect((await visitor.call(envParam, { modelCode: 'solar_pv' })).yearly).toBe(true);
    expect((await visitor.call(envParam, { modelCode: 'wastewater' })).yearly).toBe(false);
  });
});

describe('the one factor table, as the carbon account reads it (issue 36)', () => {
  const grid2025 = { code: 'grid_co2' as const, region: '全国' as const, year: 2025, value: 0.4321, source: '测试：生态环境部发布的2025年全国电网平均排放因子', note: '' };
  let operator: BrowserSession;
  beforeAll(async () => {
    operator = browserSession(server);
    await logInStaff(server, operator, DEMO_STAFF.find((s) => s.loginName === 'operator01')!);
  });

  it('is kept in the one console, for operators only', async () => {
    expect((await failure(visitor.call(operatorEnvFactorList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await failure(director.call(operatorEnvFactorList, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
    const { items } = await operator.call(operatorEnvFactorList, {});
    // The 2023 grid factor once, read by the estimate and the account alike.
    expect(items.filter((f) => f.code === 'grid_co2' && f.region === '全国' && f.year === 2023)).toEqual([expect.objectContaining({ value: 0.5306, usedBy: ['estimate', 'carbon'] })]);
    expect(items.find((f) => f.code === 'grid_co2' && f.region === '华东')).toMatchObject({ usedBy: ['estimate'] });
    expect(items.find((f) => f.code === 'heat_co2')).toMatchObject({ value: 0.11, unit: 'tCO₂/GJ', usedBy: ['carbon'] });
    expect(items.find((f) => f.code === 'gas_co2')).toMatchObject({ value: 2.1622, netCalorificValue: 0.038931, carbonPerHeat: 0.0153, oxidationRate: 0.99 });
  });

  it('a national row an operator adds computes the next recorded month and the estimate; a row a month names is not deleted', async () => {
    const { item } = await operator.call(operatorEnvFactorSave, { factor: grid2025 });
    await operator.call(operatorEnvFactorSave, { id: item.id, factor: { ...grid2025, value: 0.5 } });

    // A month of 2025 is computed with the 2025 row: 10 000 kWh × 0.5 kg = 5 t.
    await director.call(saveCarbideEmission, { memberCustomerId: MINE, month: '2025-03', source: 'electricity', quantity: '10000' });
    const account = await director.call(carbideEmission, { memberCustomerId: MINE, year: 2025 });
    expect(account.records.find((r) => r.month === '2025-03')).toMatchObject({ factorYear: 2025, factorSource: grid2025.source, tonnes: 5 });
    // The estimate of 2025 reads the same row (its cache of a few seconds aside: this instance forgot it on save).
    expect((await visitor.call(envBenefitCal, { ...solar, year: 2025 })).factors.find((f) => f.code === 'grid_co2')).toMatchObject({ id: item.id, value: 0.5 });

    expect((await failure(operator.call(operatorEnvFactorDelete, { id: item.id }))).code).toBe(ERRORS.ENV_FACTOR_IN_USE.code);
    expect((await operator.call(operatorEnvFactorList, {})).items.find((f) => f.id === item.id)).toMatchObject({ value: 0.5 });

    const log = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'envFactor'), eq(auditLog.entityKey, String(item.id))))
      .orderBy(auditLog.id);
    expect(log.map((l) => [l.action, l.staffName])).toEqual([
      ['create', '运营人员 陈静'],
      ['update', '运营人员 陈静'],
    ]);
  });

  it('keeps a fuel as the guide’s three parameters, its value computed from them', async () => {
    const diesel = { code: 'diesel_co2' as const, region: '全国' as const, year: 2025, netCalorificValue: 42.652, carbonPerHeat: 0.0202, oxidationRate: 0.98, source: '测试：指南缺省值', note: '' };
    const { item } = await operator.call(operatorEnvFactorSave, { factor: diesel });
    expect(item).toMatchObject({ value: 3.0959, netCalorificValue: 42.652, carbonPerHeat: 0.0202, oxidationRate: 0.98, unit: 'tCO₂/t', usedBy: ['estimate', 'carbon'] });
    // 10 t of diesel in 2025: 10 × 3.0959 = 30.959 t.
    await director.call(saveCarbideEmission, { memberCustomerId: MINE, month: '2025-04', source: 'diesel', quantity: '10' });
    const account = await director.call(carbideEmission, { memberCustomerId: MINE, year: 2025 });
    expect(account.records.find((r) => r.month === '2025-04')!.tonnes).toBeCloseTo(30.959, 6);

    // Half the parameters, parameters of a factor that is no fuel's, or a value beside them: refused at the field.
    const { carbonPerHeat: _left, ...half } = diesel;
    expect(await failure(operator.call(operatorEnvFactorSave, { factor: { ...half, year: 2026 } }))).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'factor.carbonPerHeat', message: ENV_FACTOR_MESSAGES.fuel });
    const grid = { ...diesel, code: 'grid_co2' as const, year: 2026 };
    expect(await failure(operator.call(operatorEnvFactorSave, { factor: grid }))).toMatchObject({ field: 'factor.netCalorificValue', message: ENV_FACTOR_MESSAGES.notFuel });
    expect(await failure(operator.call(operatorEnvFactorSave, { factor: { ...diesel, year: 2026, value: 3.1 } }))).toMatchObject({ field: 'factor.value', message: ENV_FACTOR_MESSAGES.valueFromFuel });
  });
});
