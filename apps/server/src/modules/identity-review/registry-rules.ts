import { REGISTRY_COLUMNS, type RegistryRowError } from '@portal/contract/calls/identity-review/registry-import';
import type { RegistryKind } from '@portal/contract/calls/identity-review/fields';
import { ENTERPRISE_REGISTRY_STATUS, ID_DOCUMENT_TYPES, type EnterpriseRegistryStatus, type IdDocumentType } from '@portal/contract/codes';
import { validateAccountCard } from '@portal/contract/validate/account-card';
import { validateRealNameDocument } from '@portal/contract/validate/real-name-document';
import { isCreditCode } from '@portal/contract/validate/credit-code';
import { mainlandIdChecksumOk } from '@portal/contract/validate/id-card';
import { isMobilePhone } from '@portal/contract/validate/phone';
import { normaliseDocNumber } from '../identity/document-vault.ts';
import type { Sheet } from '../products/read-sheet.ts';
import { matchTemplateColumns } from '../../lib/template-columns.ts';

/** The header must hold exactly the template's columns (any order), else the file is refused before a row is read. */
export const checkColumns = (kind: RegistryKind, header: string[]): Map<string, number> =>
  matchTemplateColumns(REGISTRY_COLUMNS[kind], header, 'REGISTRY_IMPORT_COLUMNS');

/** One row's cells by column key, and its problems. */
class RowReader {
  readonly errors: RegistryRowError[] = [];
  constructor(
    private readonly kind: RegistryKind,
    private readonly index: Map<string, number>,
    readonly row: number,
    private readonly cells: string[],
  ) {}

  title(key: string): string {
    return REGISTRY_COLUMNS[this.kind].find((c) => c.key === key)!.title;
  }

  text(key: string): string {
    const col = REGISTRY_COLUMNS[this.kind].find((c) => c.key === key)!;
    const at = this.index.get(col.title);
    const value = at === undefined ? '' : (this.cells[at] ?? '');
    if (value === '' && col.required) this.fail(key, '不能为空');
    return value;
  }

  fail(key: string, reason: string): void {
    this.errors.push({ row: this.row, column: this.title(key), reason });
  }
}

/** A person's or representative's name: letters of any script, with the middle dot and spaces of transcribed names. */
const NAME_RE = /^[\p{L}][\p{L}·•.' -]{0,49}$/u;
const NAME_RULE = '须为1-50个汉字或字母，不含数字和符号';

const DOC_TYPE_BY_NAME: Record<string, IdDocumentType> = {
  ...(Object.fromEntries(Object.entries(ID_DOCUMENT_TYPES).flatMap(([code, name]) => [[name, code], [code, code]])) as Record<string, IdDocumentType>),
  身份证: '0',
};
const DOC_TYPE_RULE = `须为${Object.values(ID_DOCUMENT_TYPES).join('、')}之一`;

const STATUS_BY_NAME: Record<string, EnterpriseRegistryStatus> = {
  ...(Object.fromEntries(Object.entries(ENTERPRISE_REGISTRY_STATUS).flatMap(([code, name]) => [[name, code], [code, code]])) as Record<string, EnterpriseRegistryStatus>),
  // What business-registration extracts also print for a living enterprise.
  在业: 'active',
  开业: 'active',
};
const STATUS_RULE = `须为${Object.values(ENTERPRISE_REGISTRY_STATUS).join('、')}之一`;

const CAPITAL_RE = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const DATE_RE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const ENTERPRISE_NAME_MAX = 100;
const ADDRESS_MAX = 200;

export interface PersonImportRow {
  row: number;
  realName: string;
  docType: IdDocumentType;
  /** Normalised; never stored or logged in clear (only its digest and masked form). */
  docNumber: string;
  phone: string;
  /** The name of the reference photo sent with the file, or '' for none. */
  photo: string;
}

export interface EnterpriseImportRow {
  row: number;
  name: string;
  creditCode: string;
  legalRepName: string;
  /** The legal representative's document, when the file gives it (normalised; stored only as a digest). */
  legalRepDoc: { docType: IdDocumentType; docNumber: string } | null;
  registeredCapitalFen: number;
  status: EnterpriseRegistryStatus;
  establishedOn: string;
  address: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd of a real calendar day, not after `today`; null otherwise. */
export function parseDay(text: string, today: string): string | null {
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || y < 1900) return null;
  const value = `${y}-${pad(mo)}-${pad(d)}`;
  return value > today ? null : value;
}

function readName(r: RowReader, key: string): string {
  const value = r.text(key).replace(/\s+/g, ' ');
  if (value && !NAME_RE.test(value)) r.fail(key, NAME_RULE);
  return value;
}

function readPerson(r: RowReader): PersonImportRow {
  const realName = readName(r, 'realName');
  const typeText = r.text('docType');
  const docType = DOC_TYPE_BY_NAME[typeText];
  if (typeText && !docType) r.fail('docType', DOC_TYPE_RULE);
  const docNumber = normaliseDocNumber(r.text('docNumber'));
  if (docNumber && docType) {
    const checked = validateAccountCard(docType, docNumber);
    if (!checked.ok) r.fail('docNumber', checked.message.replace(/^请输入/, '须为'));
    // The registry is the bank's reference: an ID card's GB 11643 check digit must hold too.
    else if (docType === '0' && !mainlandIdChecksumOk(docNumber)) r.fail('docNumber', '居民身份证号码的校验位不正确（GB 11643）');
  }
  const phone = r.text('phone').replace(/[\s-]/g, '');
  if (phone && !isMobilePhone(phone)) r.fail('phone', '须为11位中国大陆手机号码');
  const photo = r.text('photo');
  if (photo && !PHOTO_NAME_RE.test(photo)) r.fail('photo', PHOTO_NAME_RULE);
  return { row: r.row, realName, docType: docType ?? '0', docNumber, phone, photo };
}

/** A reference photo is named by its file name: a JPEG or PNG, no folders. */
const PHOTO_NAME_RE = /^[^/\\]{1,96}\.(jpe?g|png)$/i;
const PHOTO_NAME_RULE = '须为随文件上传的照片文件名（jpg、jpeg 或 png），不含路径';

/** The legal representative's document: both columns or neither; a mainland ID card's check digit must hold. */
function readLegalRepDoc(r: RowReader): EnterpriseImportRow['legalRepDoc'] {
  const typeText = r.text('legalRepDocType');
  const docNumber = normaliseDocNumber(r.text('legalRepDocNumber'));
  if (!typeText && !docNumber) return null;
  const docType = DOC_TYPE_BY_NAME[typeText];
  if (!typeText) r.fail('legalRepDocType', '填写法定代表人证件号码时须同时填写证件类型');
  else if (!docType) r.fail('legalRepDocType', DOC_TYPE_RULE);
  if (!docNumber) r.fail('legalRepDocNumber', '填写法定代表人证件类型时须同时填写证件号码');
  else if (docType) {
    const checked = validateRealNameDocument(docType, docNumber);
    if (!checked.ok) r.fail('legalRepDocNumber', checked.message.replace(/^请输入/, '须为'));
  }
  return docType && docNumber ? { docType, docNumber } : null;
}

function readEnterprise(r: RowReader, today: string): EnterpriseImportRow {
  const name = r.text('name');
  if (name.length > ENTERPRISE_NAME_MAX) r.fail('name', `不能超过${ENTERPRISE_NAME_MAX}个字`);
  const creditCode = r.text('creditCode').toUpperCase();
  if (creditCode && !isCreditCode(creditCode)) r.fail('creditCode', '须为18位统一社会信用代码，末位校验码须符合GB 32100');
  const legalRepName = readName(r, 'legalRepName');
  const legalRepDoc = readLegalRepDoc(r);
  const capitalText = r.text('capital').replace(/,/g, '');
  const capital = CAPITAL_RE.exec(capitalText);
  if (capitalText && !capital) r.fail('capital', '须为不小于0的金额（元），最多两位小数');
  const registeredCapitalFen = capital ? Number(capital[1]) * 100 + Number((capital[2] ?? '').padEnd(2, '0')) : 0;
  const statusText = r.text('status');
  const status = STATUS_BY_NAME[statusText];
  if (statusText && !status) r.fail('status', STATUS_RULE);
  const dayText = r.text('establishedOn');
  const establishedOn = dayText ? parseDay(dayText, today) : null;
  if (dayText && !establishedOn) r.fail('establishedOn', '须为不晚于今天的日期，格式如2018-06-01');
  const address = r.text('address');
  if (address.length > ADDRESS_MAX) r.fail('address', `不能超过${ADDRESS_MAX}个字`);
  return { row: r.row, name, creditCode, legalRepName, legalRepDoc, registeredCapitalFen, status: status ?? 'active', establishedOn: establishedOn ?? '', address };
}

/** Every row checked; rows repeating an earlier row's key are reported at the later row. */
export function validatePersons(sheet: Sheet, index: Map<string, number>, digestOf: (row: PersonImportRow) => string) {
  const good: PersonImportRow[] = [];
  const errors: RegistryRowError[] = [];
  const firstRowOf = new Map<string, number>();
  const rowOfPhoto = new Map<string, number>();
  let failedRows = 0;
  for (const { row, cells } of sheet.rows) {
    const r = new RowReader('persons', index, row, cells);
    const person = readPerson(r);
    if (person.photo && rowOfPhoto.has(person.photo)) r.fail('photo', `与第${rowOfPhoto.get(person.photo)}行的参考照片重复`);
    else if (person.photo) rowOfPhoto.set(person.photo, row);
    if (r.errors.length === 0) {
      const key = `${person.docType}:${digestOf(person)}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) r.fail('docNumber', `与第${first}行的证件重复`);
      else firstRowOf.set(key, row);
    }
    if (r.errors.length) {
      failedRows++;
      errors.push(...r.errors);
    } else good.push(person);
  }
  return { good, errors, failedRows };
}

export function validateEnterprises(sheet: Sheet, index: Map<string, number>, today: string) {
  const good: EnterpriseImportRow[] = [];
  const errors: RegistryRowError[] = [];
  const rowOfCode = new Map<string, number>();
  const rowOfName = new Map<string, number>();
  let failedRows = 0;
  for (const { row, cells } of sheet.rows) {
    const r = new RowReader('enterprises', index, row, cells);
    const e = readEnterprise(r, today);
    if (e.creditCode && rowOfCode.has(e.creditCode)) r.fail('creditCode', `与第${rowOfCode.get(e.creditCode)}行的统一社会信用代码重复`);
    else if (e.creditCode) rowOfCode.set(e.creditCode, row);
    if (e.name && rowOfName.has(e.name)) r.fail('name', `与第${rowOfName.get(e.name)}行的企业名称重复`);
    else if (e.name) rowOfName.set(e.name, row);
    if (r.errors.length) {
      failedRows++;
      errors.push(...r.errors);
    } else good.push(e);
  }
  return { good, errors, failedRows };
}
