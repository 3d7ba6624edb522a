import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getFundByProCode } from '@portal/contract/calls/products/get-fund-by-pro-code';
import { initFundList } from '@portal/contract/calls/products/init-fund-list';
import { operatorForexList } from '@portal/contract/calls/products/operator-forex';
import { operatorFundSetStatus } from '@portal/contract/calls/products/operator-funds';
import { operatorImport, operatorImportTemplate } from '@portal/contract/calls/products/operator-import';
import { operatorProductList, operatorProductSave, operatorProductSetStatus } from '@portal/contract/calls/products/operator-products';
import { pmdQueryCur } from '@portal/contract/calls/products/pmd-query-cur';
import { productList } from '@portal/contract/calls/products/product-list';
import { productListByTypes } from '@portal/contract/calls/products/product-list-by-types';
import { productQuery } from '@portal/contract/calls/products/product-query';
import { queryProductListByIds } from '@portal/contract/calls/products/query-product-list-by-ids';
import { PRODUCT_TYPES } from '@portal/contract/calls/products/fields';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { forexQuotes, products } from '../src/db/schema/products.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { seed } from '../src/db/seed/seed.ts';
import { openingQuoteTime } from '../src/db/seed/products/seed-products.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/** The operator every console call here is made as, and the name the records carry. */
const OPERATOR = DEMO_STAFF.find((s) => s.loginName === 'operator01')!;

let server: TestServer;
let visitor: BrowserSession;
let operator: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  visitor = browserSession(server);
  operator = browserSession(server);
  await logInStaff(server, operator, OPERATOR);
});
afterAll(() => server.close());

const FOREX_HEADER = '币种代码,币种名称,单位,现汇买入价,现钞买入价,现汇卖出价,现钞卖出价,中间价,报价时间';
const csv = (name: string, lines: string[]) => new File([`\ufeff${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
const auditOf = (entity: string, entityKey: string) =>
  server.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, entityKey)))
    .orderBy(desc(auditLog.id));

describe('product lists and detail (public)', () => {
  it('pages published products by type and keyword, ten to a page', async () => {
    const all = await visitor.call(productList, {});
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.items).toHaveLength(10);
    const page2 = await visitor.call(productList, { pageNo: 2 });
    expect(page2.items[0]!.productCode).not.toBe(all.items[0]!.productCode);

    const loans = await visitor.call(productList, { type: 'loan', pageSize: 50 });
    expect(loans.items.length).toBeGreaterThanOrEqual(4);
    expect(loans.items.every((p) => p.type === 'loan' && p.typeName === '融资贷款')).toBe(true);

    const found = await visitor.call(productList, { keyword: '光伏' });
    expect(found.items.map((p) => p.name)).toContain('分布式光伏贷');
    expect((await visitor.call(productList, { keyword: '100%' })).items.every((p) => JSON.stringify(p).includes('100%'))).toBe(true);
  });

  it('groups products by type and fetches them by codes in the order asked', async () => {
    const { groups } = await visitor.call(productListByTypes, { types: ['pension', 'trust'], limit: 2 });
    expect(groups.map((g) => [g.type, g.typeName])).toEqual([['pension', '养老金融'], ['trust', '托管与信托']]);
    expect(groups[0]!.items).toHaveLength(2);
    expect(groups[0]!.total).toBeGreaterThanOrEqual(4);

    const { items } = await visitor.call(queryProductListByIds, { productCodes: ['LS-GF-604', 'NO-SUCH', 'CK-DQ-001'] });
    expect(items.map((p) => p.productCode)).toEqual(['LS-GF-604', 'CK-DQ-001']);
  });

  it('every type of the product centre has seeded products with facts and a detail', async () => {
    const { groups } = await visitor.call(productListByTypes, { types: PRODUCT_TYPES.map((t) => t.type) });
    for (const g of groups) expect(g.total, g.type).toBeGreaterThanOrEqual(4);
    const { product, related } = await visitor.call(productQuery, { productCode: 'dk-kd-103' });
    expect(product.name).toBe('科创企业信用贷');
    expect(product.attrs.find((a) => a.label === '额度')?.value).toBe('最高1000万元');
    expect(product.detailHtml).toContain('<h3>产品特色</h3>');
    // Other published loans, in the centre's order (sort, then code): never the product itself.
    expect(related).toEqual([
      { productCode: 'DK-LD-101', name: '流动资金贷款' },
      { productCode: 'DK-XM-102', name: '固定资产贷款' },
      { productCode: 'DK-YT-106', name: '银团贷款' },
      { productCode: 'DK-PH-104', name: '普惠小微快贷' },
    ]);
  });

  it('an unknown or unpublished product is not found', async () => {
    expect((await failure(visitor.call(productQuery, { productCode: 'NO-SUCH' }))).code).toBe(ERRORS.PRODUCT_NOT_FOUND.code);
  });
});

describe('funds', () => {
  it('lists eight or more funds with their latest net value', async () => {
    const { items } = await visitor.call(initFundList, {});
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const f of items) {
      expect(f.nav).toMatch(/^\d+\.\d{4}$/);
      expect(f.navDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.yearReturnPct).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect((await visitor.call(initFundList, { fundType: '债券型' })).items.every((f) => f.fundType === '债券型')).toBe(true);
  });

  it('returns the net-value history of the chosen range, weekdays only, oldest first', async () => {
    const lengths: number[] = [];
    for (const range of ['1m', '3m', '6m', '1y'] as const) {
      const reply = await visitor.call(getFundByProCode, { proCode: '001938', range });
      const dates = reply.navs.map((n) => n.date);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
      expect(dates[dates.length - 1]).toBe(reply.fund.navDate);
      expect(reply.rangeReturnPct).toMatch(/^-?\d+\.\d{2}$/);
      lengths.push(reply.navs.length);
    }
    // About 21, 63, 130 and 260 trading days.
    expect(lengths[0]).toBeGreaterThanOrEqual(19);
    expect(lengths[0]).toBeLessThanOrEqual(24);
    expect(lengths[1]).toBeGreaterThan(lengths[0]! * 2);
    expect(lengths[3]).toBeGreaterThanOrEqual(255);
    const { fund } = await visitor.call(getFundByProCode, { proCode: '001938' });
    expect(fund.manager).toBe('陈昱');
  });

  it('a hidden or unknown fund is not found', async () => {
    await operator.call(operatorFundSetStatus, { proCode: '006263', status: 'offline' });
    expect((await failure(visitor.call(getFundByProCode, { proCode: '006263', range: '1m' }))).code).toBe(ERRORS.FUND_NOT_FOUND.code);
    expect((await visitor.call(initFundList, {})).items.map((f) => f.proCode)).not.toContain('006263');
    await operator.call(operatorFundSetStatus, { proCode: '006263', status: 'published' });
    expect((await failure(visitor.call(getFundByProCode, { proCode: '999999', range: '1m' }))).code).toBe(ERRORS.FUND_NOT_FOUND.code);
  });
});

describe('forex board (PMDQueryCur)', () => {
  it('replies page 1 of up to 100 quotes per 100 units with the time of the quote', async () => {
    const reply = await visitor.call(pmdQueryCur, { pageNo: 1, pageSize: 100 });
    expect(reply.total).toBeGreaterThanOrEqual(15);
    expect(reply.list).toHaveLength(reply.total);
    expect(Date.parse(reply.quoteTime!)).toBeLessThanOrEqual(Date.now());
    const usd = reply.list.find((q) => q.curCode === 'USD')!;
    expect(usd).toMatchObject({ curName: '美元', unit: 100 });
    expect(Number(usd.buyRate)).toBeLessThan(Number(usd.middleRate));
    expect(Number(usd.middleRate)).toBeLessThan(Number(usd.sellRate));
    expect(reply.list.find((q) => q.curCode === 'SEK')!.cashBuyRate).toBeNull();
    expect((await failure(visitor.call(pmdQueryCur, { pageNo: 1, pageSize: 101 }))).code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('operator console', () => {
  it('refuses visitors and agents', async () => {
    expect((await failure(visitor.call(operatorProductList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agent = browserSession(server);
    await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    expect((await failure(agent.call(operatorProductList, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
    expect((await failure(agent.upload(operatorImport, { kind: 'forex' }, [csv('a.csv', [FOREX_HEADER])]))).code).toBe(ERRORS.WRONG_ROLE.code);
  });

  it('creates a draft, publishes it (visitors see it), sanitises its detail, and audits each step', async () => {
    const input = {
      productCode: 'CK-TEST-01',
      type: 'deposit' as const,
      name: '测试七天滚动存款',
      summary: '按周滚动的单位存款',
      detailHtml: '<p>说明</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      tags: ['滚动'],
      attrs: [{ label: '存期', value: '7天' }],
      sort: 1,
    };
    const { product } = await operator.call(operatorProductSave, { ...input, isNew: true });
    expect(product).toMatchObject({ status: 'draft', updatedBy: OPERATOR.displayName });
    expect(product.detailHtml).not.toMatch(/script|javascript/);
    expect((await failure(operator.call(operatorProductSave, { ...input, isNew: true }))).code).toBe(ERRORS.PRODUCT_CODE_TAKEN.code);
    expect((await failure(visitor.call(productQuery, { productCode: 'CK-TEST-01' }))).code).toBe(ERRORS.PRODUCT_NOT_FOUND.code);

    await operator.call(operatorProductSetStatus, { productCode: 'CK-TEST-01', status: 'published' });
    expect((await visitor.call(productQuery, { productCode: 'CK-TEST-01' })).product.name).toBe('测试七天滚动存款');

    const lines = await auditOf('product', 'CK-TEST-01');
    expect(lines.map((l) => l.action)).toEqual(['publish', 'create']);
    expect(lines[0]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(lines.map((l) => [l.staffId, l.staffName])).toEqual([
      [OPERATOR.id, OPERATOR.displayName],
      [OPERATOR.id, OPERATOR.displayName],
    ]);
  });

  it('validates product fields with Chinese messages', async () => {
    const err = await failure(
      operator.call(operatorProductSave, { productCode: 'ok-1', type: 'loan', name: '', summary: '', detailHtml: '', tags: [], attrs: [], sort: 0, isNew: true }),
    );
    expect(err.code).toBe(ERRORS.VALIDATION.code);
    expect(err.message).toMatch(/产品编号|产品名称/);
  });
});

describe('imports', () => {
  it('offers CSV and XLSX templates with exactly the import columns', async () => {
    const csvTemplate = await operator.call(operatorImportTemplate, { kind: 'forex', format: 'csv' });
    expect(csvTemplate.fileName).toBe('外汇牌价导入模板.csv');
    expect(Buffer.from(csvTemplate.base64, 'base64').toString('utf8')).toContain(FOREX_HEADER);

    const xlsx = await operator.call(operatorImportTemplate, { kind: 'products', format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.base64, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toContain('产品编号');
    // The template itself imports cleanly.
    const report = await operator.upload(operatorImport, { kind: 'products' }, [new File([Buffer.from(xlsx.base64, 'base64')], xlsx.fileName)]);
    expect(report).toMatchObject({ totalRows: 1, imported: 1, failedRows: 0 });
  });

  it('a forex CSV with a bad row: the row is reported, the good rows land, one audit line', async () => {
    const file = csv('牌价0302.csv', [
      FOREX_HEADER,
      'USD,美元,100,716.0000,710.0000,719.0000,719.0000,717.5000,2026-03-02 09:30:00',
      'EUR,欧元,100,abc,,780.1000,,778.0000,2026-03-02 09:30:00',
      '',
      'ZAR,南非兰特,100,38.9000,,39.3000,,39.1000,2026-03-02 09:30:00',
      'usd,美元,100,716.0000,,719.0000,,717.5000,2026-03-02 09:30:00',
    ]);
    const before = await visitor.call(pmdQueryCur, {});
    const report = await operator.upload(operatorImport, { kind: 'forex' }, [file]);
    expect(report).toMatchObject({ fileName: '牌价0302.csv', totalRows: 4, imported: 2, failedRows: 2 });
    expect(report.errors).toEqual([
      { row: 3, column: '现汇买入价', reason: '应为大于0的数字，最多4位小数' },
      { row: 6, column: '币种代码', reason: '与第2行重复' },
    ]);

    const after = await visitor.call(pmdQueryCur, {});
    expect(after.list.find((q) => q.curCode === 'USD')).toMatchObject({ buyRate: '716.0000', middleRate: '717.5000', quotedAt: '2026-03-02T01:30:00.000Z' });
    expect(after.list.find((q) => q.curCode === 'EUR')).toEqual(before.list.find((q) => q.curCode === 'EUR'));
    expect(after.list[after.list.length - 1]).toMatchObject({ curCode: 'ZAR', curName: '南非兰特', cashBuyRate: null });
    expect(after.total).toBe(before.total + 1);

    const [line, ...others] = await auditOf('forex', '牌价0302.csv');
    expect(others).toHaveLength(0);
    expect(line).toMatchObject({ action: 'import' });
    expect(line!.summary).toContain('更新1个币种、新增1个币种');
    expect(line!.summary).toContain('4行中2行未通过校验');
  });

  it('wrong columns: the whole file is refused, naming the columns, and nothing is stored', async () => {
    const before = await server.app.database.db.select().from(forexQuotes);
    const file = csv('错列.csv', ['币种代码,币种名称,单位,买入价,现钞买入价,现汇卖出价,现钞卖出价,报价时间', 'JPY,日元,100,4.7,4.6,4.8,4.8,2026-03-02 09:30:00']);
    const err = await failure(operator.upload(operatorImport, { kind: 'forex' }, [file]));
    expect(err.code).toBe(ERRORS.IMPORT_COLUMNS.code);
    expect(err.message).toContain('缺少列：现汇买入价、中间价');
    expect(err.message).toContain('无法识别的列：买入价');
    expect(await server.app.database.db.select().from(forexQuotes)).toEqual(before);
    expect(await auditOf('forex', '错列.csv')).toHaveLength(0);
  });

  it('a file that is neither CSV nor XLSX, or has no rows, is refused', async () => {
    const binary = new File([new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0x82, 0xff])], 'x.csv');
    expect((await failure(operator.upload(operatorImport, { kind: 'forex' }, [binary]))).code).toBe(ERRORS.IMPORT_FILE_UNREADABLE.code);
    expect((await failure(operator.upload(operatorImport, { kind: 'forex' }, [csv('empty.csv', [FOREX_HEADER])]))).code).toBe(ERRORS.IMPORT_EMPTY.code);
  });

  it('a products XLSX updates and creates products, reporting each bad cell', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('产品');
    sheet.addRow(['产品编号', '产品类型', '产品名称', '产品简介', '产品标签', '产品要素', '产品详情', '排序', '状态']);
    sheet.addRow(['CK-DQ-001', '对公存款', '单位定期存款（新版）', '新版简介', '保本;新版', '存期:3个月至5年;起存金额:1万元', '<p>新版</p>', '5', '已发布']);
    sheet.addRow(['LS-NEW-001', 'green', '绿色建筑贷款', '支持绿色建筑', '', '期限:最长10年', '', '', '草稿']);
    sheet.addRow(['bad code!', '外星业务', '', '', '', '没有冒号', '', 'x', '上架']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const report = await operator.upload(operatorImport, { kind: 'products' }, [new File([bytes], '产品更新.xlsx')]);
    expect(report).toMatchObject({ totalRows: 3, imported: 2, failedRows: 1 });
    expect(report.errors.map((e) => [e.row, e.column])).toEqual([
      [4, '产品编号'],
      [4, '产品类型'],
      [4, '产品名称'],
      [4, '产品要素'],
      [4, '排序'],
      [4, '状态'],
    ]);
    expect(report.errors.find((e) => e.column === '产品名称')!.reason).toBe('不能为空');

    expect((await visitor.call(productQuery, { productCode: 'CK-DQ-001' })).product).toMatchObject({ name: '单位定期存款（新版）', tags: ['保本', '新版'] });
    const [created] = await server.app.database.db.select().from(products).where(eq(products.productCode, 'LS-NEW-001'));
    expect(created).toMatchObject({ type: 'green', status: 'draft' });
    const [line] = await auditOf('product', '产品更新.xlsx');
    expect(line!.summary).toContain('更新1个、新增1个');
  });

  it('the operator sees the imported board in the console', async () => {
    const { items } = await operator.call(operatorForexList, {});
    expect(items.find((q) => q.curCode === 'ZAR')).toMatchObject({
      curName: '南非兰特',
      unit: 100,
      buyRate: '38.9000',
      cashBuyRate: null,
      sellRate: '39.3000',
      cashSellRate: null,
      middleRate: '39.1000',
      quotedAt: '2026-03-02T01:30:00.000Z',
    });
  });
});

describe('seed', () => {
  it('quotes at the latest 09:30 Beijing time, never in the future', () => {
    expect(openingQuoteTime(new Date('2026-03-02T03:00:00Z')).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(openingQuoteTime(new Date('2026-03-01T20:26:00Z')).toISOString()).toBe('2026-03-01T01:30:00.000Z');
  });

  it('runs again without duplicating or overwriting operators\u2019 changes', async () => {
    const db = server.app.database.db;
    const count = (await db.select().from(products)).length;
    await seed(db);
    expect((await db.select().from(products)).length).toBe(count);
    expect((await visitor.call(productQuery, { productCode: 'CK-DQ-001' })).product.name).toBe('单位定期存款（新版）');
  });
});
