import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assetDetailQuery, assetListQuery } from '@portal/contract/calls/special-assets/public-queries';
import { ASSET_IMPORT_COLUMNS, ASSET_IMPORT_LIMITS, staffAssetImport, staffAssetImportTemplate, staffAssetList, staffAssetPictureUpload, staffOrgSave, type AssetImportTitle } from '@portal/contract/calls/special-assets/staff-calls';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { pngBytes } from './support/images.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const [agent, , operator] = DEMO_STAFF;
const csv = (rows: string[][]) => new File([[ASSET_IMPORT_COLUMNS.map((c) => c.title).join(','), ...rows.map((r) => r.join(','))].join('\r\n')], 'assets.csv', { type: 'text/csv' });
const row = (over: Partial<Record<AssetImportTitle, string>>) =>
  ASSET_IMPORT_COLUMNS.map((c) => ({
    资产编号: '',
    资产名称: '嘉兴港区冷链仓库',
    资产类型: '抵债房产',
    省份: '浙江省',
    城市: '嘉兴市',
    行业: '交通运输业',
    债务人: '',
    '本金(元)': '',
    '利息(元)': '',
    '挂牌价(元)': '36800000',
    '面积(平方米)': '8200.5',
    抵质押物: '',
    诉讼情况: '',
    处置方式: '公开挂牌转让',
    资产位置: '浙江省嘉兴市港区乍浦镇滨海大道 18 号',
    资产描述: '冷链仓库，带制冷设备',
    处置机构编号: 'ORG004',
    状态: '挂牌中',
    推荐: '是',
    联系人: '周经理',
    联系电话: '0571-87701166',
    ...over,
  })[c.title]!);

describe('special-asset console', () => {
  it('imports all or nothing, audited, and the asset is found by the public calls', async () => {
    const ops = browserSession(server);
    await logInStaff(server, ops, operator!);
    const refused = await ops.upload(staffAssetImport, {}, [csv([row({}), row({ '挂牌价(元)': '三千万' }), row({ 处置机构编号: 'ORG999' })])]);
    expect(refused).toMatchObject({ totalRows: 3, failedRows: 2, imported: 0, created: 0, updated: 0 });
    expect(refused.errors.map((e) => [e.row, e.column])).toEqual([
      [3, '挂牌价(元)'],
      [4, '处置机构编号'],
    ]);
    expect((await ops.call(staffAssetList, { keyword: '嘉兴港区', pageNo: 1, pageSize: 10 })).total).toBe(0);

    const done = await ops.upload(staffAssetImport, {}, [csv([row({})])]);
    expect(done).toMatchObject({ imported: 1, created: 1, updated: 0, failedRows: 0, errors: [] });

    // The template's header is what the import reads; a file missing a column is refused whole.
    const template = await ops.call(staffAssetImportTemplate, { format: 'csv' });
    expect(Buffer.from(template.base64, 'base64').toString('utf8')).toContain(ASSET_IMPORT_COLUMNS.map((c) => c.title).join(','));
    const shortHeader = new File([['资产名称,资产类型', '仓库,抵债房产'].join('\r\n')], 'short.csv', { type: 'text/csv' });
    await expect(ops.upload(staffAssetImport, {}, [shortHeader])).rejects.toMatchObject({ message: expect.stringContaining('缺少列：资产编号') });
    const [listed] = (await ops.call(staffAssetList, { keyword: '嘉兴港区', pageNo: 1, pageSize: 10 })).list;
    expect(listed).toMatchObject({ title: '嘉兴港区冷链仓库', type: 'realEstate', listingPriceFen: 3_680_000_000, featured: true });

    const pictures = await ops.upload(staffAssetPictureUpload, { assetId: listed!.assetId }, [new File([pngBytes(64, 40)], 'front.png', { type: 'image/png' })]);
    expect(pictures.pictures).toHaveLength(1);
    const detail = await browserSession(server).call(assetDetailQuery, { assetId: listed!.assetId });
    expect(detail).toMatchObject({ areaM2: 8200.5, pricePerM2Fen: Math.round(3_680_000_000 / 8200.5), pictures: [pictures.pictures[0]!.url] });
    const picture = await fetch(`${server.origin}${detail.pictures[0]}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    // The public list (answered from the catalogue snapshot) shows the new cover and a renamed
    // organisation at once.
    await ops.call(staffOrgSave, { orgId: 'ORG004', org: { name: '鼎信银行杭州分行特殊资产部', province: '浙江省', phone: '0571-87001234' } });
    const card = (await browserSession(server).call(assetListQuery, { orgId: 'ORG004', sort: 'latest', pageNo: 1, pageSize: 50 })).list.find((c) => c.assetId === listed!.assetId);
    expect(card).toMatchObject({ coverUrl: pictures.pictures[0]!.url, orgName: '鼎信银行杭州分行特殊资产部' });

    const audit = await server.app.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'specialAsset'), eq(auditLog.action, 'import')));
    expect(audit.map((a) => a.summary)).toEqual(['导入特色资产 assets.csv：新增 1 条，更新 0 条']);
  });

  it('reports every problem of a bad row, also the organisation, 推荐 and the phone (issue 37)', async () => {
    const ops = browserSession(server);
    await logInStaff(server, ops, operator!);
    const sixBad = row({ 资产类型: '房子', '挂牌价(元)': '三千万', '面积(平方米)': '-3', 处置机构编号: 'ORG999', 推荐: '也许', 联系电话: '123' });
    const report = await ops.upload(staffAssetImport, {}, [csv([row({}), sixBad, row({ 资产名称: '', 处置机构编号: 'ORG998' })])]);
    expect(report).toMatchObject({ totalRows: 3, failedRows: 2, imported: 0, errorCount: 8 });
    expect(report.errors).toEqual([
      { row: 3, column: '资产类型', reason: '须为 债权资产、抵债房产、机器设备、股权资产' },
      { row: 3, column: '挂牌价(元)', reason: '须为金额（元，最多两位小数）' },
      { row: 3, column: '面积(平方米)', reason: '须为大于 0 的数字' },
      { row: 3, column: '处置机构编号', reason: '处置机构 ORG999 未登记，请先在机构管理中新增' },
      { row: 3, column: '推荐', reason: '须为 是 或 否（留空为否）' },
      { row: 3, column: '联系电话', reason: '须为手机号码或带区号的固定电话，如 13912345678、010-66108801' },
      { row: 4, column: '资产名称', reason: '请填写资产名称' },
      { row: 4, column: '处置机构编号', reason: '处置机构 ORG998 未登记，请先在机构管理中新增' },
    ]);
  });

  it('answers a file of many bad rows quickly, listing the first problems and counting them all', async () => {
    const ops = browserSession(server);
    await logInStaff(server, ops, operator!);
    const rows = Array.from({ length: 2000 }, (_, i) => row({ 资产类型: '房子', 处置机构编号: `ORG${String(500 + (i % 300)).padStart(3, '0')}`, 推荐: '也许', 联系电话: '123' }));
    const started = Date.now();
    const report = await ops.upload(staffAssetImport, {}, [csv(rows)]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(report).toMatchObject({ totalRows: 2000, failedRows: 2000, imported: 0, errorCount: 8000 });
    expect(report.errors).toHaveLength(ASSET_IMPORT_LIMITS.maxReported);
    expect(report.errors.slice(0, 4).map((e) => e.column)).toEqual(['资产类型', '处置机构编号', '推荐', '联系电话']);
  });

  it('refuses agents and pictures that are not images', async () => {
    const desk = browserSession(server);
    await logInStaff(server, desk, agent!);
    expect((await failure(desk.call(staffAssetList, { pageNo: 1, pageSize: 10 }))).code).toBe(ERRORS.WRONG_ROLE.code);
    const ops = browserSession(server);
    await logInStaff(server, ops, operator!);
    const bad = await failure(ops.upload(staffAssetPictureUpload, { assetId: 'FC00000001' }, [new File([Buffer.from('not a picture')], 'x.png', { type: 'image/png' })]));
    expect(bad).toMatchObject({ code: ERRORS.ASSET_PICTURE_INVALID.code, message: '图片无法识别，请上传 JPG 或 PNG 格式的图片' });
  });
});
