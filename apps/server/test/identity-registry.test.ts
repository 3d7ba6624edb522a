import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { registryImport, registryImportTemplate } from '@portal/contract/calls/identity-review/registry-import';
import { enterpriseRegistryList, personRegistryList } from '@portal/contract/calls/identity-review/registry-list';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { enterpriseRegistry, personReferenceFaces, personRegistry } from '../src/db/schema/identity-verification.ts';
import { FACE_MODEL, registryReferenceFaces } from '../src/modules/identity/reference-faces.ts';
import { localFaceProvider } from '../src/providers/face/local.ts';
import { textPicture, twoFacesPicture } from './support/faces.ts';
import { liveFaceOf, person as person_, STRANGER_JPEG } from './support/registry-faces.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let ops: BrowserSession;
const [agent, , operator] = DEMO_STAFF;
const [person] = DEMO_CUSTOMERS;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startTestServer();
  ops = browserSession(server);
  await logInStaff(server, ops, operator);
});
afterAll(() => server.close());

const csv = (name: string, lines: string[]) => new File([`\ufeff${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
const PERSON_HEADER = '姓名,证件类型,证件号码,手机号';
const ENTERPRISE_HEADER = '企业名称,统一社会信用代码,法定代表人,注册资本(元),登记状态,成立日期,住所';

async function xlsx(rows: string[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('企业');
  for (const r of rows) sheet.addRow(r);
  return new File([Buffer.from(await book.xlsx.writeBuffer())], 'enterprises.xlsx');
}

describe('person registry', () => {
  it('imports a good CSV, keeps document numbers masked and digested only, and upserts by document', async () => {
    const report = await ops.upload(registryImport, { kind: 'persons' }, [
      csv('persons.csv', [PERSON_HEADER, '钱多多,居民身份证,310104198506123025,13912340001', '欧阳·娜娜,0,44030519920815123x,139 1234 0002']),
    ]);
    expect(report).toMatchObject({ kind: 'persons', totalRows: 2, imported: 2, created: 2, updated: 0, failedRows: 0, errors: [] });

    const rows = await db().select().from(personRegistry).where(eq(personRegistry.source, 'import'));
    expect(rows.map((r) => [r.realName, r.docType, r.docMasked, r.phone])).toEqual(
      expect.arrayContaining([
        ['钱多多', '0', '310***********3025', '13912340001'],
        ['欧阳·娜娜', '0', '440***********123X', '13912340002'],
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('310104198506123025');

    // The same document again updates the name and phone, it adds nobody.
    const again = await ops.upload(registryImport, { kind: 'persons' }, [csv('persons2.csv', [PERSON_HEADER, '钱多多,身份证,310104198506123025,13912340009'])]);
    expect(again).toMatchObject({ imported: 1, created: 0, updated: 1 });
    const list = await ops.call(personRegistryList, { keyword: '310104198506123025' });
    expect(list.items).toEqual([expect.objectContaining({ realName: '钱多多', docMasked: '310***********3025', phoneMasked: '139****0009', source: 'import' })]);
    expect((await ops.call(personRegistryList, { keyword: '钱多' })).total).toBe(1);
    // The seed is listed too, masked.
    const seeded = await ops.call(personRegistryList, { keyword: person.realName });
    expect(seeded.items[0]).toMatchObject({ realName: person.realName, source: 'seed', phoneMasked: '138****8001' });

    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, 'personRegistry'));
    expect(audit.map((a) => a.summary)).toEqual(['导入个人实名登记：新增2人、更新0人（文件 persons.csv）', '导入个人实名登记：新增0人、更新1人（文件 persons2.csv）']);
    expect(JSON.stringify(audit)).not.toContain('310104198506123025');
    expect(JSON.stringify(audit)).not.toContain('13912340009');
  });

  it('refuses a file with one bad row whole, naming every bad row, column and reason in Chinese', async () => {
    const before = (await db().select().from(personRegistry)).length;
    const report = await ops.upload(registryImport, { kind: 'persons' }, [
      csv('bad.csv', [
        PERSON_HEADER,
        '好人,居民身份证,32050219880101456X,13912340010',
        '坏号,居民身份证,320502198801014561,13912340011',
        ',驾驶证,320502198801014561,12345',
        '重复,居民身份证,32050219880101456x,13912340012',
      ]),
    ]);
    expect(report).toMatchObject({ totalRows: 4, imported: 0, created: 0, updated: 0, failedRows: 3 });
    expect(report.errors).toEqual([
      { row: 3, column: '证件号码', reason: '居民身份证号码的校验位不正确（GB 11643）' },
      { row: 4, column: '姓名', reason: '不能为空' },
      { row: 4, column: '证件类型', reason: expect.stringContaining('居民身份证、军官证') },
      { row: 4, column: '手机号', reason: '须为11位中国大陆手机号码' },
      { row: 5, column: '证件号码', reason: '与第2行的证件重复' },
    ]);
    expect((await db().select().from(personRegistry)).length).toBe(before);
  });

  it('refuses wrong columns, an empty file and what is not a sheet', async () => {
    const columns = await failure(ops.upload(registryImport, { kind: 'persons' }, [csv('cols.csv', ['姓名,证件号码,手机,备注', '张三,1,2,3'])]));
    expect(columns.code).toBe(ERRORS.REGISTRY_IMPORT_COLUMNS.code);
    expect(columns.message).toContain('缺少列：证件类型、手机号');
    expect(columns.message).toContain('无法识别的列：手机、备注');
    expect((await failure(ops.upload(registryImport, { kind: 'persons' }, [csv('empty.csv', [PERSON_HEADER])]))).code).toBe(ERRORS.IMPORT_EMPTY.code);
    const zip = new File([Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'x.xlsx');
    expect((await failure(ops.upload(registryImport, { kind: 'persons' }, [zip]))).code).toBe(ERRORS.IMPORT_FILE_UNREADABLE.code);
  });
});

describe('reference photos (issue 35)', () => {
  // These imports come on top of the others from one address: the route's per-minute window ends here, as a minute's wait would end it.
  afterAll(() => db().execute(sql`delete from rate_limit_counters where key like 'POST:%'`));
  const PHOTO_HEADER = `${PERSON_HEADER},参考照片`;
  const jpegFile = (name: string, bytes: Buffer) => new File([bytes], name, { type: 'image/jpeg' });

  it('imports a person with a reference photo: the local face check then passes that face and refuses the stranger', async () => {
    const sun = person_('孙婷');
    const report = await ops.upload(registryImport, { kind: 'persons' }, [
      csv('with-photo.csv', [PHOTO_HEADER, '钟明,居民身份证,110101199003074477,13912340031,zhong.jpg', '钟亮,居民身份证,110101199003072797,13912340032,']),
      jpegFile('zhong.jpg', await liveFaceOf(sun.docNumber)),
    ]);
    expect(report).toMatchObject({ totalRows: 2, imported: 2, failedRows: 0, errors: [] });
    const listed = await ops.call(personRegistryList, { keyword: '钟' });
    expect(listed.items.map((i) => [i.realName, i.hasReferenceFace]).sort()).toEqual([
      ['钟亮', false],
      ['钟明', true],
    ]);
    // The stored photo is re-encoded without metadata; the audit line holds no picture.
    const [stored] = await db().select().from(personReferenceFaces).innerJoin(personRegistry, eq(personRegistry.id, personReferenceFaces.personId)).where(eq(personRegistry.realName, '钟明'));
    expect(stored!.person_reference_faces).toMatchObject({ source: 'import', model: FACE_MODEL });
    expect(stored!.person_reference_faces.photo!.length).toBeGreaterThan(1000);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityKey, 'with-photo.csv'));
    expect(audit!.summary).toBe('导入个人实名登记：新增2人、更新0人、参考照片1张（文件 with-photo.csv）');
    expect(JSON.stringify(audit).length).toBeLessThan(2000);

    const provider = localFaceProvider(registryReferenceFaces(db()));
    try {
      const zhong = { userId: 'u', realName: '钟明', docType: '0', docNumber: '110101199003074477' };
      expect(await provider.verify({ bytes: await liveFaceOf(sun.docNumber), mimeType: 'image/jpeg' }, zhong)).toMatchObject({ ok: true });
      expect(await provider.verify({ bytes: STRANGER_JPEG, mimeType: 'image/jpeg' }, zhong)).toMatchObject({ ok: false, reason: 'NO_MATCH' });
      expect(await provider.canVerify?.({ docType: '0', docNumber: '110101199003072797' })).toBe(false);
    } finally {
      await provider.close?.();
    }
  });

  it('refuses the whole file for a photo without one face, a missing photo or one no row names, storing nothing', async () => {
    const before = { persons: (await db().select().from(personRegistry)).length, faces: (await db().select().from(personReferenceFaces)).length };
    const report = await ops.upload(registryImport, { kind: 'persons' }, [
      csv('bad-photos.csv', [
        PHOTO_HEADER,
        '甲一,居民身份证,110101199003079016,13912340041,text.jpg',
        '甲二,居民身份证,110101199003075250,13912340042,two.jpg',
        '甲三,居民身份证,110101199003071890,13912340043,missing.jpg',
        '甲四,居民身份证,110101199003075410,13912340044,report.pdf',
      ]),
      jpegFile('text.jpg', await textPicture()),
      jpegFile('two.jpg', await twoFacesPicture()),
      jpegFile('extra.jpg', await liveFaceOf(person_('马超').docNumber)),
    ]);
    // The rows' own rules first: the photos are not looked at while a row is wrong.
    expect(report).toMatchObject({ imported: 0, failedRows: 1 });
    expect(report.errors).toEqual([{ row: 5, column: '参考照片', reason: '须为随文件上传的照片文件名（jpg、jpeg 或 png），不含路径' }]);
    const fixed = await ops.upload(registryImport, { kind: 'persons' }, [
      csv('bad-photos2.csv', [
        PHOTO_HEADER,
        '甲一,居民身份证,110101199003079016,13912340041,text.jpg',
        '甲二,居民身份证,110101199003075250,13912340042,two.jpg',
        '甲三,居民身份证,110101199003071890,13912340043,missing.jpg',
      ]),
      jpegFile('text.jpg', await textPicture()),
      jpegFile('two.jpg', await twoFacesPicture()),
      jpegFile('extra.jpg', await liveFaceOf(person_('马超').docNumber)),
    ]);
    expect(fixed).toMatchObject({ imported: 0, failedRows: 4 });
    expect(fixed.errors).toEqual([
      { row: 1, column: '参考照片', reason: '照片“extra.jpg”未被任何一行引用' },
      { row: 2, column: '参考照片', reason: '照片中未检测到人脸，须为本人正面免冠照片' },
      { row: 3, column: '参考照片', reason: '照片中有多张人脸，须为本人单人照片' },
      { row: 4, column: '参考照片', reason: '未随文件上传名为“missing.jpg”的照片' },
    ]);
    expect({ persons: (await db().select().from(personRegistry)).length, faces: (await db().select().from(personReferenceFaces)).length }).toEqual(before);
  });

  it("imports the legal representative's document with an enterprise, refusing a wrong check digit", async () => {
    const header = `${ENTERPRISE_HEADER},法定代表人证件类型,法定代表人证件号码`;
    const bad = await ops.upload(registryImport, { kind: 'enterprises' }, [
      csv('reps-bad.csv', [header, '苏州示例精工有限公司,91320500MA1NRE4K23,王五,100,存续,2020-02-02,苏州,居民身份证,110101199003074478']),
    ]);
    expect(bad.errors).toEqual([{ row: 2, column: '法定代表人证件号码', reason: '身份证号码校验位不正确，请核对后重新输入' }]);
    const good = await ops.upload(registryImport, { kind: 'enterprises' }, [
      csv('reps.csv', [header, '苏州示例精工有限公司,91320500MA1NRE4K23,王五,100,存续,2020-02-02,苏州,居民身份证,110101199003074477']),
    ]);
    expect(good).toMatchObject({ imported: 1, failedRows: 0 });
    const [row] = await db().select().from(enterpriseRegistry).where(eq(enterpriseRegistry.creditCode, '91320500MA1NRE4K23'));
    expect(row).toMatchObject({ legalRepDocType: '0', legalRepDocDigest: expect.any(String) });
    expect(JSON.stringify(row)).not.toContain('110101199003074477');
    expect((await ops.call(enterpriseRegistryList, { keyword: '苏州示例' })).items).toEqual([expect.objectContaining({ legalRepDocType: '0' })]);
  });
});

describe('enterprise registry', () => {
  it('imports an XLSX with check-digit codes, capital in yuan and Chinese statuses, upserting by credit code', async () => {
    const report = await ops.upload(registryImport, { kind: 'enterprises' }, [
      await xlsx([
        ENTERPRISE_HEADER.split(','),
        ['北京示例贸易有限公司', '91110105ma01abcd13', '张三', '5,000,000.5', '存续', '2018/6/1', '北京市朝阳区建国路88号'],
        ['上海示例物流有限公司', '91310000MA1FL0QX36', '李四', '1000000', '注销', '2010-01-31', ''],
        // The seeded enterprise under its own code: an update.
        ['鼎信示范科技有限公司', '91440300MA5G8K2Q7T', '李建国', '20000000', '吊销', '2019-04-18', '深圳市南山区'],
      ]),
    ]);
    expect(report).toMatchObject({ kind: 'enterprises', totalRows: 3, imported: 3, created: 2, updated: 1, failedRows: 0 });
    const [beijing] = await db().select().from(enterpriseRegistry).where(eq(enterpriseRegistry.creditCode, '91110105MA01ABCD13'));
    expect(beijing).toMatchObject({ name: '北京示例贸易有限公司', registeredCapitalFen: 500_000_050, status: 'active', establishedOn: '2018-06-01', source: 'import' });
    const list = await ops.call(enterpriseRegistryList, { keyword: '示范', status: 'revoked' });
    expect(list.items).toEqual([expect.objectContaining({ creditCode: '91440300MA5G8K2Q7T', status: 'revoked', registeredCapitalFen: 2_000_000_000, source: 'import' })]);
    expect((await ops.call(enterpriseRegistryList, { keyword: '李四' })).items.map((e) => e.name)).toEqual(['上海示例物流有限公司']);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entity, 'enterpriseRegistry'));
    expect(audit!.summary).toBe('导入企业登记：新增2家、更新1家（文件 enterprises.xlsx）');
  });

  it('refuses bad codes, statuses, amounts, dates and a name registered under another code, importing nothing', async () => {
    const before = await db().select().from(enterpriseRegistry);
    const report = await ops.upload(registryImport, { kind: 'enterprises' }, [
      csv('enterprises.csv', [
        ENTERPRISE_HEADER,
        '新的一家有限公司,91320500MA1NREVK2X,王五,100,存续,2020-02-02,苏州',
        '另一家有限公司,91110105MA01ABCD14,王五,-5,歇业,2020-02-30,苏州',
        '北京瀚海云数据服务有限公司,91310115MA1K3XY22E,陈静,100,存续,2999-01-01,上海',
      ]),
    ]);
    expect(report.imported).toBe(0);
    expect(report.failedRows).toBe(3);
    expect(report.errors).toEqual([
      { row: 2, column: '统一社会信用代码', reason: '须为18位统一社会信用代码，末位校验码须符合GB 32100' },
      { row: 3, column: '统一社会信用代码', reason: '须为18位统一社会信用代码，末位校验码须符合GB 32100' },
      { row: 3, column: '注册资本(元)', reason: '须为不小于0的金额（元），最多两位小数' },
      { row: 3, column: '登记状态', reason: '须为存续、吊销、注销之一' },
      { row: 3, column: '成立日期', reason: '须为不晚于今天的日期，格式如2018-06-01' },
      { row: 4, column: '成立日期', reason: '须为不晚于今天的日期，格式如2018-06-01' },
    ]);
    const nameTaken = await ops.upload(registryImport, { kind: 'enterprises' }, [
      csv('taken.csv', [ENTERPRISE_HEADER, '北京瀚海云数据服务有限公司,91310115MA1K3XY22E,陈静,100,存续,2019-01-01,上海']),
    ]);
    expect(nameTaken).toMatchObject({ imported: 0, failedRows: 1, errors: [{ row: 2, column: '企业名称', reason: '已登记在统一社会信用代码 91110108MA01ABCD1E 名下' }] });
    expect(await db().select().from(enterpriseRegistry)).toEqual(before);
  });

  it('gives sample files that import as they are', async () => {
    for (const kind of ['persons', 'enterprises'] as const) {
      const csvTemplate = await ops.call(registryImportTemplate, { kind, format: 'csv' });
      expect(csvTemplate.fileName).toMatch(/导入模板\.csv$/);
      const xlsxTemplate = await ops.call(registryImportTemplate, { kind, format: 'xlsx' });
      const report = await ops.upload(registryImport, { kind }, [new File([Buffer.from(xlsxTemplate.base64, 'base64')], xlsxTemplate.fileName)]);
      expect(report).toMatchObject({ totalRows: 1, imported: 1, failedRows: 0 });
      const again = await ops.upload(registryImport, { kind }, [new File([Buffer.from(csvTemplate.base64, 'base64')], csvTemplate.fileName)]);
      expect(again).toMatchObject({ imported: 1, updated: 1 });
    }
  });
});

describe('who may keep the registries', () => {
  it('refuses visitors, customers and agents on every call', async () => {
    const visitor = browserSession(server);
    const customer = browserSession(server);
    const login = await customer.call(passwordLogin, { loginName: person.loginName, password: customer.secret(person.password), captchaVerification: await passSliderCaptcha(server) });
    customer.setToken(login.token);
    const agentTab = browserSession(server);
    await logInStaff(server, agentTab, agent);
    const before = (await db().select().from(personRegistry)).length;
    const attempts = (tab: BrowserSession) => [
      () => tab.call(personRegistryList, {}),
      () => tab.call(enterpriseRegistryList, {}),
      () => tab.call(registryImportTemplate, { kind: 'persons', format: 'csv' }),
      () => tab.upload(registryImport, { kind: 'persons' }, [csv('p.csv', [PERSON_HEADER, '赵六,居民身份证,110101199003074477,13912340020'])]),
    ];
    for (const [tab, code] of [
      [visitor, ERRORS.NOT_LOGGED_IN.code],
      [customer, ERRORS.WRONG_ROLE.code],
      [agentTab, ERRORS.WRONG_ROLE.code],
    ] as const) {
      for (const attempt of attempts(tab)) expect((await failure(attempt())).code).toBe(code);
    }
    expect((await db().select().from(personRegistry)).length).toBe(before);
  });
});
