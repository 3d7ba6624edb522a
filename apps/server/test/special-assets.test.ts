import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { assetInquiry, cancelFavoriteAsset, favoriteAsset, getInquirySmsCode, queryFavoriteAsset } from '@portal/contract/calls/special-assets/customer-calls';
import { assetDetailQuery, assetListQuery, homePage, orgQuery, thinkLike } from '@portal/contract/calls/special-assets/public-queries';
import { staffAssetSave, staffInquiryList, staffInquiryUpdate } from '@portal/contract/calls/special-assets/staff-calls';
import { ERRORS } from '@portal/contract/errors';
import { specialAssetFavourites, specialAssetInquiries, specialAssets } from '../src/db/schema/special-assets.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { SEED_ASSET_COUNT } from '../src/db/seed/special-assets/seed-special-assets.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { listCards, type ListFilter } from '../src/modules/special-assets/repo.ts';
import type { AssetSort } from '@portal/contract/calls/special-assets/fields';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
});
afterAll(() => server.close());

let lastAddress = 40;
function tab(): BrowserSession {
  lastAddress += 1;
  return browserSession(server, undefined, { 'x-forwarded-for': `203.0.113.${lastAddress}` });
}

const [person, corp] = DEMO_CUSTOMERS;
const operator = DEMO_STAFF[2]!;

async function customer(who: { loginName: string; password: string }) {
  const t = tab();
  const login = await t.call(passwordLogin, { loginName: who.loginName, password: t.secret(who.password), captchaVerification: await passSliderCaptcha(server) });
  t.setToken(login.token);
  return t;
}

const db = () => server.app.database.db;
const stored = async () => ({
  favourites: (await db().select({ n: count() }).from(specialAssetFavourites))[0]!.n,
  inquiries: (await db().select({ n: count() }).from(specialAssetInquiries))[0]!.n,
});

describe('special-asset queries', () => {
  it('seeds a realistic catalogue and answers the landing page in plain JSON, signed', async () => {
    const [row] = await db().select({ n: count() }).from(specialAssets);
    expect(row!.n).toBeGreaterThanOrEqual(SEED_ASSET_COUNT);
    const visitor = tab();
    const home = await visitor.call(homePage, {});
    expect(home.latest).toHaveLength(8);
    expect(home.typeCounts.map((t) => t.type)).toEqual(['creditor', 'realEstate', 'equipment', 'equity']);
    expect(home.featured.every((c) => c.featured)).toBe(true);

    // The reply carries no iv: secondary encryption is skipped; an unsigned request is refused.
    const raw = await fetch(`${server.origin}/qjmh/api/specialAsset/homePage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await raw.json()) as { code: number }).code).toBe(ERRORS.UNKNOWN_KEY.code);
    expect((await visitor.call(orgQuery, {})).list.length).toBeGreaterThanOrEqual(10);
  });

  it('filters by type, province and price range, sorted, and refuses a reversed range', async () => {
    const visitor = tab();
    const page = await visitor.call(assetListQuery, { type: 'realEstate', province: '上海市', minPriceWan: 100, maxPriceWan: 100_000, sort: 'priceAsc', pageNo: 1, pageSize: 20 });
    expect(page.total).toBeGreaterThan(0);
    for (const c of page.list) {
      expect(c).toMatchObject({ type: 'realEstate', province: '上海市' });
      expect(c.listingPriceFen).toBeGreaterThanOrEqual(100 * 1_000_000);
      expect(['listed', 'negotiating']).toContain(c.status);
    }
    const prices = page.list.map((c) => c.listingPriceFen);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The total is the same on every page, and also past the last one, which has no cards.
    const filters = { type: 'realEstate', province: '上海市', minPriceWan: 100, maxPriceWan: 100_000, sort: 'priceAsc', pageSize: 1 } as const;
    expect((await visitor.call(assetListQuery, { ...filters, pageNo: 2 })).total).toBe(page.total);
    expect(await visitor.call(assetListQuery, { ...filters, pageNo: page.total + 1 })).toMatchObject({ total: page.total, list: [] });

    const err = await failure(visitor.call(assetListQuery, { minPriceWan: 500, maxPriceWan: 100, sort: 'latest', pageNo: 1, pageSize: 10 }));
    expect(err).toMatchObject({ code: ERRORS.ASSET_PRICE_RANGE_REVERSED.code, message: ERRORS.ASSET_PRICE_RANGE_REVERSED.msg });
    const unknown = await failure(visitor.call(assetDetailQuery, { assetId: 'FC99999999' }));
    expect(unknown).toMatchObject({ code: ERRORS.ASSET_NOT_FOUND.code, message: '未找到该资产，可能已下架或编号有误' });
  });

  it('answers every filter, order and page as the catalogue in the database does', async () => {
    // The list is filtered in the catalogue snapshot; SQL over the table is its definition.
    const visitor = tab();
    const cases: Array<{ input: Record<string, unknown>; sql: ListFilter }> = [
      { input: {}, sql: {} },
      { input: { type: 'realEstate' }, sql: { type: 'realEstate' } },
      { input: { type: 'creditor', province: '浙江省', minPriceWan: 50, maxPriceWan: 20_000 }, sql: { type: 'creditor', province: '浙江省', minFen: 50 * 1_000_000, maxFen: 20_000 * 1_000_000 } },
      { input: { province: '上海市', status: 'sold' }, sql: { province: '上海市', status: 'sold' } },
      { input: { minPriceWan: 0, maxPriceWan: 300 }, sql: { minFen: 0, maxFen: 300 * 1_000_000 } },
      { input: { orgId: 'ORG002' }, sql: { orgId: 'ORG002' } },
      { input: { type: 'equipment', status: 'withdrawn' }, sql: { type: 'equipment', status: 'withdrawn' } },
    ];
    for (const { input, sql } of cases) {
      for (const sort of ['latest', 'priceAsc', 'priceDesc'] as AssetSort[]) {
        for (const pageNo of [1, 2]) {
          const got = await visitor.call(assetListQuery, { ...input, sort, pageNo, pageSize: 7 } as never);
          const want = await listCards(db(), sql, sort, (pageNo - 1) * 7, 7);
          expect({ total: got.total, ids: got.list.map((c) => c.assetId) }, JSON.stringify({ input, sort, pageNo })).toEqual({ total: want.total, ids: want.list.map((c) => c.assetId) });
          expect(got.list).toEqual(want.list);
        }
      }
    }
  });

  it('suggests by Chinese, full pinyin and initials, whole and leading matches first', async () => {
    const visitor = tab();
    const byChinese = (await visitor.call(thinkLike, { keyword: '债权' })).list;
    expect(byChinese.length).toBe(10);
    expect(byChinese.every((s) => s.title.includes('债权'))).toBe(true);
    const byPinyin = (await visitor.call(thinkLike, { keyword: 'guquan' })).list;
    expect(byPinyin.length).toBeGreaterThan(0);
    expect(byPinyin.every((s) => s.title.includes('股权'))).toBe(true);
    const byInitials = (await visitor.call(thinkLike, { keyword: 'gq' })).list;
    expect(byInitials.some((s) => s.title.includes('股权'))).toBe(true);

    // Ranking: an operator's new asset titled exactly the keyword comes first.
    const ops = tab();
    await logInStaff(server, ops, operator);
    const { assetId } = await ops.call(staffAssetSave, {
      asset: {
        title: '滨江仓储中心',
        type: 'realEstate',
        province: '浙江省',
        city: '杭州市',
        industry: '交通运输业',
        debtor: '',
        principalFen: null,
        interestFen: null,
        listingPriceFen: 1_200_000_000,
        areaM2: 5200,
        collateral: '',
        litigation: '',
        disposal: '公开挂牌转让',
        location: '浙江省杭州市滨江区江南大道 88 号',
        description: '测试资产',
        orgId: 'ORG004',
        status: 'listed',
        featured: false,
        contactName: '周经理',
        contactPhone: '0571-87701166',
        documents: [],
      },
    });
    const ranked = (await visitor.call(thinkLike, { keyword: 'bjcczx' })).list;
    expect(ranked[0]).toMatchObject({ assetId, title: '滨江仓储中心' });
    expect((await visitor.call(thinkLike, { keyword: '滨江仓储' })).list[0]?.assetId).toBe(assetId);
    const listed = await visitor.call(assetListQuery, { keyword: 'binjiangcangchu', sort: 'latest', pageNo: 1, pageSize: 10 });
    expect(listed.list.map((c) => c.assetId)).toContain(assetId);
  });
});

describe('favourites and enquiries belong to their user', () => {
  it('keeps each user’s favourites apart and refuses visitors', async () => {
    const visitor = tab();
    expect((await failure(visitor.call(favoriteAsset, { assetId: 'FC00000001' }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const a = await customer(person!);
    const b = await customer(corp!);
    const some = (await a.call(assetListQuery, { sort: 'latest', pageNo: 1, pageSize: 2 })).list;
    await a.call(favoriteAsset, { assetId: some[0]!.assetId });
    await a.call(favoriteAsset, { assetId: some[0]!.assetId });
    await b.call(favoriteAsset, { assetId: some[1]!.assetId });
    expect((await a.call(queryFavoriteAsset, { pageNo: 1, pageSize: 10 })).list.map((f) => f.assetId)).toEqual([some[0]!.assetId]);
    expect((await b.call(queryFavoriteAsset, { pageNo: 1, pageSize: 10 })).list.map((f) => f.assetId)).toEqual([some[1]!.assetId]);
    // b cancelling a's favourite touches only b's own (none): a keeps it.
    await b.call(cancelFavoriteAsset, { assetId: some[0]!.assetId });
    expect((await a.call(queryFavoriteAsset, { pageNo: 1, pageSize: 10, assetIds: [some[0]!.assetId] })).total).toBe(1);
    const before = await stored();
    expect((await failure(a.call(favoriteAsset, { assetId: 'ZQ99999999' }))).code).toBe(ERRORS.ASSET_NOT_FOUND.code);
    expect(await stored()).toEqual(before);
    await a.call(cancelFavoriteAsset, { assetId: some[0]!.assetId });
    expect((await a.call(queryFavoriteAsset, { pageNo: 1, pageSize: 10 })).total).toBe(0);
  });

  it('takes an enquiry with a proven phone into the operator inbox, and refuses bad ones storing nothing', async () => {
    const a = await customer(person!);
    const [asset] = (await a.call(assetListQuery, { status: 'listed', sort: 'latest', pageNo: 1, pageSize: 1 })).list;
    const phone = '13700137021';
    const form = { assetId: asset!.assetId, name: '王晓明', company: '鼎信示范科技有限公司', phone, note: '希望预约现场看样' };
    const before = await stored();

    const badPhone = await failure(a.call(assetInquiry, { ...form, phone: '1234', smsCode: '123456' }));
    expect(badPhone).toMatchObject({ code: ERRORS.ASSET_INQUIRY_PHONE_INVALID.code, message: '请输入正确的 11 位手机号码' });
    const badCode = await failure(a.call(assetInquiry, { ...form, smsCode: '12ab' }));
    expect(badCode).toMatchObject({ code: ERRORS.ASSET_INQUIRY_CODE_INVALID.code, message: '请输入 6 位数字短信验证码' });
    await a.call(getInquirySmsCode, { phone });
    const code = await latestSmsCode(db(), phone);
    const wrong = await failure(a.call(assetInquiry, { ...form, smsCode: code === '000000' ? '111111' : '000000' }));
    expect(wrong.code).not.toBe(200);
    const unknown = await failure(a.call(assetInquiry, { ...form, assetId: 'GQ99999999', smsCode: code }));
    expect(unknown.code).toBe(ERRORS.ASSET_NOT_FOUND.code);
    expect(await stored()).toEqual(before);

    const { inquiryId } = await a.call(assetInquiry, { ...form, smsCode: code });
    const ops = tab();
    await logInStaff(server, ops, operator);
    const inbox = await ops.call(staffInquiryList, { status: 'new', pageNo: 1, pageSize: 10 });
    expect(inbox.list[0]).toMatchObject({ inquiryId, assetId: asset!.assetId, name: '王晓明', phone, status: 'new' });
    const handled = await ops.call(staffInquiryUpdate, { inquiryId, status: 'contacted', staffNote: '已电话联系，约定周五看样' });
    expect(handled).toMatchObject({ status: 'contacted', handledBy: operator.displayName });
    const [row] = await db().select().from(specialAssetInquiries).where(eq(specialAssetInquiries.inquiryId, inquiryId));
    expect(row?.userId).toBe(person!.id);
    // A customer cannot read the inbox.
    expect((await failure(a.call(staffInquiryList, { pageNo: 1, pageSize: 10 }))).code).toBe(ERRORS.WRONG_ROLE.code);
  });
});
