import { COURIERS, courierCodeOf, type CourierCode } from '@portal/contract/calls/checks/couriers';
import {
  ELECTRONIC_STEPS,
  GUARANTEE_CURRENCIES,
  GUARANTEE_STATUS,
  GUARANTEE_TYPES,
  PAPER_STEPS,
  SEALED_DOC_TYPES,
  ZAntiFakeCode,
  ZGuaranteeNo,
  ZLetterNo,
  ZQueryCode,
  ZVerifyCode,
  normaliseCode,
  type GuaranteeType,
  type LetterChannel,
  type SealedDocType,
} from '@portal/contract/calls/checks/fields';
import { CHECK_IMPORT_COLUMNS, type CheckImportKind, type CheckImportRowError } from '@portal/contract/calls/checks/import-fields';
import { hasControlCharacters } from '@portal/contract/validate/field-types';
import { parseBeijingTime } from '../products/import-rules.ts';
import type { Sheet } from '../products/read-sheet.ts';
import { matchTemplateColumns } from '../../lib/template-columns.ts';

/** The header must hold exactly the template's columns (any order), else the file is refused before a row is read. */
export const checkColumns = (kind: CheckImportKind, header: string[]): Map<string, number> =>
  matchTemplateColumns(CHECK_IMPORT_COLUMNS[kind], header, 'IMPORT_COLUMNS');

const TEXT_MAX = 100;

/** One row's cells by column key, and its problems. */
class RowReader {
  readonly errors: CheckImportRowError[] = [];
  constructor(
    private readonly kind: CheckImportKind,
    private readonly index: Map<string, number>,
    readonly row: number,
    private readonly cells: string[],
  ) {}

  private column(key: string) {
    return CHECK_IMPORT_COLUMNS[this.kind].find((c) => c.key === key)!;
  }

  text(key: string, max = TEXT_MAX): string {
    const col = this.column(key);
    const value = this.cells[this.index.get(col.title)!] ?? '';
    if (value === '' && col.required) this.fail(key, '不能为空');
    else if (value.length > max) this.fail(key, `不能超过${max}个字`);
    else if (hasControlCharacters(value)) this.fail(key, '含有不可见的控制字符');
    return value;
  }

  /** A printed code checked with the same schema (and message) as the public form. */
  code(key: string, schema: typeof ZGuaranteeNo): string {
    const value = this.text(key);
    if (!value) return '';
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      this.fail(key, parsed.error.issues[0]!.message.replace(/^请输入/, '须为'));
      return '';
    }
    return parsed.data;
  }

  /** A name from a code table, typed as its Chinese name or its code. */
  pick<T extends string>(key: string, table: Record<T, string>): T | null {
    const value = this.text(key);
    if (!value) return null;
    const found = (Object.keys(table) as T[]).find((k) => k === value || table[k] === value);
    if (!found) this.fail(key, `须为${Object.values<string>(table).join('、')}之一`);
    return found ?? null;
  }

  day(key: string): string {
    const value = this.text(key);
    if (!value) return '';
    const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
    const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (!m || !d || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCFullYear() < 1990) {
      this.fail(key, '须为日期，格式如2026-03-14');
      return '';
    }
    return d.toISOString().slice(0, 10);
  }

  time(key: string): Date | null {
    const value = this.text(key);
    if (!value) return null;
    const at = parseBeijingTime(value);
    if (!at) this.fail(key, '须为北京时间，格式如2026-03-14 10:21:08');
    return at;
  }

  fail(key: string, reason: string): void {
    this.errors.push({ row: this.row, column: this.column(key).title, reason });
  }
}

const AMOUNT_RE = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

export interface GuaranteeRow {
  guaranteeNo: string;
  verifyCode: string;
  type: GuaranteeType;
  issuer: string;
  applicant: string;
  beneficiary: string;
  currency: string;
  amountMinor: number;
  issuedOn: string;
  validFrom: string;
  validUntil: string;
  status: 'valid' | 'cancelled' | 'claimed';
  statusOn: string | null;
}

function guaranteeRow(r: RowReader): GuaranteeRow {
  const guaranteeNo = r.code('guaranteeNo', ZGuaranteeNo);
  const verifyCode = r.code('verifyCode', ZVerifyCode);
  const type = r.pick('type', GUARANTEE_TYPES);
  const issuer = r.text('issuer');
  const applicant = r.text('applicant');
  const beneficiary = r.text('beneficiary');
  const currency = r.pick('currency', GUARANTEE_CURRENCIES);
  const amountText = r.text('amount').replace(/,/g, '');
  const amount = AMOUNT_RE.exec(amountText);
  if (amountText && (!amount || Number(amountText) === 0)) r.fail('amount', '须为大于0的金额，最多两位小数');
  const amountMinor = amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0')) : 0;
  const issuedOn = r.day('issuedOn');
  const validFrom = r.day('validFrom');
  const validUntil = r.day('validUntil');
  if (issuedOn && validFrom && validFrom < issuedOn) r.fail('validFrom', '不能早于开立日期');
  if (validFrom && validUntil && validUntil < validFrom) r.fail('validUntil', '不能早于生效日期');
  // `expired` follows from the dates; a file may say it, and it is stored as valid-by-dates.
  const statusText = r.text('status');
  const status = (Object.keys(GUARANTEE_STATUS) as Array<keyof typeof GUARANTEE_STATUS>).find((k) => k === statusText || GUARANTEE_STATUS[k] === statusText);
  if (statusText && !status) r.fail('status', `须为${Object.values(GUARANTEE_STATUS).join('、')}之一`);
  const statusOnText = r.text('statusOn');
  const statusOn = statusOnText ? r.day('statusOn') : '';
  if ((status === 'cancelled' || status === 'claimed') && !statusOnText) r.fail('statusOn', '已撤销或已索赔的保函须填写状态变更日期');
  return {
    guaranteeNo,
    verifyCode,
    type: type ?? 'bid',
    issuer,
    applicant,
    beneficiary,
    currency: currency ?? 'CNY',
    amountMinor,
    issuedOn,
    validFrom,
    validUntil,
    status: status === 'cancelled' || status === 'claimed' ? status : 'valid',
    statusOn: statusOn || null,
  };
}

export interface LetterRow {
  letterNo: string;
  queryCode: string;
  auditFirm: string;
  auditedEntity: string;
  branch: string;
  platform: string;
}

function letterRow(r: RowReader): LetterRow {
  return {
    letterNo: r.code('letterNo', ZLetterNo),
    queryCode: r.code('queryCode', ZQueryCode),
    auditFirm: r.text('auditFirm'),
    auditedEntity: r.text('auditedEntity'),
    branch: r.text('branch'),
    platform: r.text('platform', 50),
  };
}

export interface LetterEventRow {
  row: number;
  letterNo: string;
  channel: LetterChannel;
  step: string;
  at: Date;
  courier: CourierCode | null;
  waybillNo: string | null;
  note: string;
}

function letterEventRow(r: RowReader): LetterEventRow {
  const letterNo = r.code('letterNo', ZLetterNo);
  const channel = r.pick('channel', { paper: '纸质', electronic: '电子' });
  const steps: Record<string, string> = channel === 'electronic' ? ELECTRONIC_STEPS : PAPER_STEPS;
  const step = channel ? r.pick('step', steps) : (r.text('step'), null);
  const at = r.time('at');
  const courierText = r.text('courier', 20);
  const courier = courierText ? courierCodeOf(courierText) : null;
  if (courierText && !courier) r.fail('courier', `须为${Object.values(COURIERS).join('、')}之一`);
  const waybillNo = r.text('waybillNo', 30).replace(/\s/g, '').toUpperCase();
  if (waybillNo && !/^[A-Z0-9]{8,30}$/.test(waybillNo)) r.fail('waybillNo', '须为8-30位字母或数字');
  if (channel === 'paper' && step === 'sentBack') {
    if (!courierText) r.fail('courier', '“已寄回”须填写快递公司');
    if (!waybillNo) r.fail('waybillNo', '“已寄回”须填写快递单号');
  } else if (courierText || waybillNo) r.fail(courierText ? 'courier' : 'waybillNo', '仅纸质询证函“已寄回”环节填写快递信息');
  const note = r.text('note', 200);
  return { row: r.row, letterNo, channel: channel ?? 'paper', step: step ?? '', at: at ?? new Date(0), courier, waybillNo: waybillNo || null, note };
}

export interface SealRow {
  antiFakeCode: string;
  sealOwner: string;
  sealName: string;
  docType: SealedDocType;
  docNo: string;
  docTitle: string;
  sealedAt: Date;
  certSerial: string;
  certValidFrom: string;
  certValidUntil: string;
  sealRevokedAt: Date | null;
}

function sealRow(r: RowReader, now: Date): SealRow {
  const antiFakeCode = r.code('antiFakeCode', ZAntiFakeCode);
  const sealOwner = r.text('sealOwner');
  const sealName = r.text('sealName', 50);
  const docType = r.pick('docType', SEALED_DOC_TYPES);
  const docNo = r.text('docNo', 40);
  const docTitle = r.text('docTitle');
  const sealedAt = r.time('sealedAt');
  if (sealedAt && sealedAt.getTime() > now.getTime() + 5 * 60_000) r.fail('sealedAt', '不能晚于当前时间');
  const certSerial = normaliseCode(r.text('certSerial', 64));
  if (certSerial && !/^[0-9A-F]{2,64}$/.test(certSerial)) r.fail('certSerial', '须为十六进制数字（0-9、A-F）');
  const certValidFrom = r.day('certValidFrom');
  const certValidUntil = r.day('certValidUntil');
  if (certValidFrom && certValidUntil && certValidUntil < certValidFrom) r.fail('certValidUntil', '不能早于证书生效日期');
  const sealRevokedAt = r.time('sealRevokedAt');
  return {
    antiFakeCode,
    sealOwner,
    sealName,
    docType: docType ?? 'receipt',
    docNo,
    docTitle,
    sealedAt: sealedAt ?? new Date(0),
    certSerial,
    certValidFrom,
    certValidUntil,
    sealRevokedAt,
  };
}

type RowOf = { guarantees: GuaranteeRow; letters: LetterRow; letterEvents: LetterEventRow; seals: SealRow };
const keyOf = {
  guarantees: (g: GuaranteeRow) => ({ column: 'guaranteeNo', key: g.guaranteeNo }),
  letters: (l: LetterRow) => ({ column: 'letterNo', key: l.letterNo }),
  letterEvents: (e: LetterEventRow) => ({ column: 'step', key: `${e.letterNo}|${e.channel}|${e.step}` }),
  seals: (s: SealRow) => ({ column: 'antiFakeCode', key: s.antiFakeCode }),
} as const;

/**
 * Every row checked, every problem of a row reported; a row repeating an earlier row's key is
 * reported at the later row. `parsed` holds every row as read (bad cells empty), for lookups
 * that report their problems beside the row's own.
 */
export function validateRows<K extends CheckImportKind>(kind: K, sheet: Sheet, index: Map<string, number>, now: Date) {
  const good: Array<RowOf[K]> = [];
  const parsedRows: Array<RowOf[K]> = [];
  const errors: CheckImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  let failedRows = 0;
  for (const { row, cells } of sheet.rows) {
    const r = new RowReader(kind, index, row, cells);
    const parsed = (
      kind === 'guarantees' ? guaranteeRow(r) : kind === 'letters' ? letterRow(r) : kind === 'letterEvents' ? letterEventRow(r) : sealRow(r, now)
    ) as RowOf[K];
    parsedRows.push(parsed);
    if (r.errors.length === 0) {
      const { column, key } = (keyOf[kind] as (x: RowOf[K]) => { column: string; key: string })(parsed);
      const first = firstRowOf.get(key);
      if (first !== undefined) r.fail(column, `与第${first}行重复`);
      else firstRowOf.set(key, row);
    }
    if (r.errors.length) {
      failedRows++;
      errors.push(...r.errors);
    } else good.push(parsed);
  }
  return { good, errors, failedRows, parsed: parsedRows };
}
