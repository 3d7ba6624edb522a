import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { branchSearch } from '@portal/contract/calls/branches/branch-search';
import { BRANCH_FIELD_MESSAGES, type BranchInput, type BranchRow } from '@portal/contract/calls/branches/fields';
import { operatorBranchCreate, operatorBranchList, operatorBranchSetActive, operatorBranchUpdate } from '@portal/contract/calls/branches/operator-branches';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { SEED_BRANCHES } from '../src/db/seed/branches/branch-data.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
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

const search = (input: Parameters<typeof visitor.call<typeof branchSearch>>[1]) => visitor.call(branchSearch, input);

const branch = (over: Partial<BranchInput> = {}): BranchInput => ({
  name: '鼎信银行测试支行',
  province: '江苏省',
  city: '南京市',
  district: '鼓楼区',
  address: '中山北路 30 号 1 层',
  phone: '025-83301234',
  weekdayHours: '09:00-17:00',
  weekendHours: '休息',
  services: ['cash', 'corporateAccount'],
  latitude: null,
  longitude: null,
  ...over,
});

describe('the branch finder', () => {
  it('lists every seeded branch, paged, with the provinces to choose from', async () => {
    const first = await search({ pageSize: 10 });
    expect(first.total).toBe(SEED_BRANCHES.length);
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first.items).toHaveLength(10);
    expect(first.options.provinces).toEqual(expect.arrayContaining(['北京市', '上海市', '广东省', '浙江省', '四川省']));
    // No city list until a province is chosen.
    expect(first.options).toMatchObject({ cities: [], districts: [] });

    const seen = new Set<number>();
    for (let pageNo = 1; (pageNo - 1) * 10 < first.total; pageNo += 1) {
      const page = await search({ pageNo, pageSize: 10 });
      expect(page.pageNo).toBe(pageNo);
      for (const b of page.items) seen.add(b.id);
    }
    expect(seen.size).toBe(first.total);
    expect((await search({ pageNo: 99 })).items).toEqual([]);
  });

  it('narrows by province, city and district, offering the next level down', async () => {
    const guangdong = await search({ province: '广东省' });
    expect(guangdong.options.cities).toEqual(['广州市', '深圳市'].sort());
    expect(new Set(guangdong.items.map((b) => b.province))).toEqual(new Set(['广东省']));

    const shenzhen = await search({ province: '广东省', city: '深圳市', pageSize: 50 });
    expect(shenzhen.total).toBe(SEED_BRANCHES.filter((b) => b.city === '深圳市').length);
    expect(shenzhen.items.every((b) => b.city === '深圳市')).toBe(true);
    expect(shenzhen.options.districts).toEqual(expect.arrayContaining(['福田区', '南山区', '罗湖区']));

    const nanshan = await search({ province: '广东省', city: '深圳市', district: '南山区' });
    expect(nanshan.items.map((b) => b.name).sort()).toEqual(['鼎信银行深圳前海支行', '鼎信银行深圳南山支行'].sort());
  });

  it('keeps only branches offering every chosen service', async () => {
    const forex = await search({ services: ['forex'], pageSize: 50 });
    expect(forex.total).toBe(SEED_BRANCHES.filter((b) => b.services.includes('forex')).length);
    expect(forex.items.every((b) => b.services.includes('forex'))).toBe(true);

    const forexInBeijing = await search({ province: '北京市', city: '北京市', services: ['forex', 'cash'] });
    expect(forexInBeijing.items.map((b) => b.name).sort()).toEqual(['鼎信银行北京分行营业部', '鼎信银行北京朝阳支行'].sort());
  });

  it('finds words in the name or the address, and says when nothing matches', async () => {
    expect((await search({ keyword: '中关村' })).items.map((b) => b.name)).toEqual(['鼎信银行北京中关村支行']);
    expect((await search({ keyword: '深南大道' })).items.map((b) => b.name)).toEqual(['鼎信银行深圳分行营业部']);
    // % and _ are the customer's characters, not patterns.
    expect((await search({ keyword: '%' })).total).toBe(0);
    const none = await search({ province: '四川省', city: '成都市', services: ['forex', 'loan', 'selfService24h'], keyword: '青羊' });
    expect(none).toMatchObject({ total: 0, items: [] });
    // The selects still offer the chosen province's cities and the city's districts.
    expect(none.options.cities).toEqual(['成都市']);
    expect(none.options.districts).toContain('青羊区');
  });

  it('refuses bad filters with coded errors naming the field', async () => {
    const cityless = await failure(search({ province: '北京市', district: '朝阳区' }));
    expect(cityless).toMatchObject({ code: ERRORS.BRANCH_REGION_INCOMPLETE.code, field: 'city' });
    expect((await failure(search({ city: '北京市' }))).field).toBe('province');

    const service = await failure(search({ services: ['swim' as 'cash'] }));
    expect(service).toMatchObject({ code: ERRORS.VALIDATION.code, message: BRANCH_FIELD_MESSAGES.serviceUnknown });
    expect(service.field).toMatch(/^services/);
    const keyword = await failure(search({ keyword: '网'.repeat(31) }));
    expect(keyword).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'keyword', message: BRANCH_FIELD_MESSAGES.keyword });
    expect((await failure(search({ pageSize: 51 }))).code).toBe(ERRORS.VALIDATION.code);
    expect((await failure(search({ pageNo: 0 }))).code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('the branch console', () => {
  it('is for operators only', async () => {
    expect((await failure(visitor.call(operatorBranchList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await failure(visitor.call(operatorBranchCreate, { branch: branch() }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agent = browserSession(server);
    await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    expect((await failure(agent.call(operatorBranchList, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
    expect((await failure(agent.call(operatorBranchSetActive, { id: 1, active: false }))).code).toBe(ERRORS.WRONG_ROLE.code);
  });

  it('refuses incomplete or malformed branches at the field, in Chinese', async () => {
    const cases: Array<[Partial<BranchInput>, string, string]> = [
      [{ name: '  ' }, 'branch.name', BRANCH_FIELD_MESSAGES.name],
      [{ address: '' }, 'branch.address', BRANCH_FIELD_MESSAGES.address],
      [{ phone: '13800138000' }, 'branch.phone', BRANCH_FIELD_MESSAGES.phone],
      [{ phone: '025-1234' }, 'branch.phone', BRANCH_FIELD_MESSAGES.phone],
      [{ services: [] }, 'branch.services', BRANCH_FIELD_MESSAGES.services],
      [{ latitude: 32.06, longitude: null }, 'branch.longitude', BRANCH_FIELD_MESSAGES.coordinatesPair],
      [{ latitude: 91, longitude: 118.78 }, 'branch.latitude', BRANCH_FIELD_MESSAGES.latitude],
    ];
    for (const [over, field, message] of cases) {
      const err = await failure(operator.call(operatorBranchCreate, { branch: branch(over) }));
      expect({ code: err.code, field: err.field, message: err.message }, JSON.stringify(over)).toEqual({ code: ERRORS.VALIDATION.code, field, message });
    }
    const taken = await failure(operator.call(operatorBranchCreate, { branch: branch({ name: '鼎信银行北京朝阳支行' }) }));
    expect(taken).toMatchObject({ code: ERRORS.BRANCH_NAME_TAKEN.code, field: 'branch.name' });
    expect((await failure(operator.call(operatorBranchUpdate, { id: 99_999, branch: branch() }))).code).toBe(ERRORS.BRANCH_NOT_FOUND.code);
  });

  it('creates, edits and deactivates a branch; the finder follows each change and the audit log keeps it', async () => {
    const { branch: created } = await operator.call(operatorBranchCreate, {
      branch: branch({ services: ['forex', 'cash', 'forex'], latitude: 32.0603, longitude: 118.7969 }),
    });
    expect(created).toMatchObject({ active: true, services: ['forex', 'cash'], latitude: 32.0603, longitude: 118.7969, updatedBy: expect.any(String) });
    const nanjing = await search({ province: '江苏省', city: '南京市' });
    expect(nanjing.items.map((b) => b.name)).toEqual(['鼎信银行测试支行']);
    expect((await search({})).options.provinces).toContain('江苏省');

    const { branch: edited } = await operator.call(operatorBranchUpdate, {
      id: created.id,
      branch: branch({ name: '鼎信银行南京鼓楼支行', phone: '025-83305678', weekendHours: '10:00-15:00', services: ['loan'] }),
    });
    expect(edited).toMatchObject({ id: created.id, name: '鼎信银行南京鼓楼支行', phone: '025-83305678', latitude: null });
    const seen = (await search({ province: '江苏省', city: '南京市', district: '鼓楼区' })).items;
    expect(seen).toEqual([expect.objectContaining({ name: '鼎信银行南京鼓楼支行', phone: '025-83305678', weekendHours: '10:00-15:00', services: ['loan'] })]);
    expect((await search({ city: '南京市', province: '江苏省', services: ['forex'] })).total).toBe(0);

    await operator.call(operatorBranchSetActive, { id: created.id, active: false });
    expect((await search({ province: '江苏省', city: '南京市' })).total).toBe(0);
    // Gone from the finder's selects, still in the console.
    expect((await search({})).options.provinces).not.toContain('江苏省');
    const inactive = await operator.call(operatorBranchList, { active: false });
    expect(inactive.items.map((b: BranchRow) => b.id)).toContain(created.id);

    const audit = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'branch'), eq(auditLog.entityKey, String(created.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'offline']);
    expect(audit[1]!.summary).toContain('鼎信银行南京鼓楼支行');

    await operator.call(operatorBranchSetActive, { id: created.id, active: true });
    expect((await search({ province: '江苏省', city: '南京市' })).total).toBe(1);
  });

  it('lists by region and words for the console, with the region options', async () => {
    const list = await operator.call(operatorBranchList, { province: '浙江省', keyword: '滨江' });
    expect(list.items.map((b) => b.name)).toEqual(['鼎信银行杭州滨江支行']);
    expect(list.options.cities).toEqual(['杭州市']);
  });

  it('seeds branches once: an operator’s deactivation survives the next start', async () => {
    const [target] = (await search({ keyword: '龙岗' })).items;
    await operator.call(operatorBranchSetActive, { id: target!.id, active: false });
    await seed(server.app.database.db);
    expect((await search({ keyword: '龙岗' })).total).toBe(0);
    const all = await operator.call(operatorBranchList, { pageSize: 50 });
    expect(all.total).toBe(SEED_BRANCHES.length + 1);
  });
});

describe('outside links after the seed lost its made-up ones', () => {
  it('the seeded header sends 网点查询 to the finder, and an operator can still add a link to another site', async () => {
    const seeded = await visitor.call(getPageData, { pageCode: 'index' });
    expect(seeded.pageContent.headerData.headerTopNav?.find((n) => n.label === '网点查询')?.url).toBe('/branches');
    expect(seeded.pageContent.headerData.leftLink?.map((l) => l.label)).not.toContain('个人网银');

    const { published, summary } = await operator.call(consolePageGet, { pageCode: 'index' });
    const page = structuredClone(published);
    page.pageContent.headerData.leftLink = [{ label: '个人网银', url: 'https://personal.bank.example.cn/', newPage: true }, ...(page.pageContent.headerData.leftLink ?? [])];
    await operator.call(consolePageSaveDraft, { pageCode: 'index', json: JSON.stringify(page), baseVersion: summary.publishedVersion });
    await operator.call(consolePagePublish, { pageCode: 'index', note: '增加个人网银入口' });
    const seen = await visitor.call(getPageData, { pageCode: 'index' });
    expect(seen.pageContent.headerData.leftLink?.[0]).toMatchObject({ label: '个人网银', url: 'https://personal.bank.example.cn/', newPage: true });
  });
});
