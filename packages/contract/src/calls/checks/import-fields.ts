import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZImportTemplateFile, ZWholeFileImportReport, type ImportColumn } from '../common/import-report.ts';

/** The four files operators import for the check tools (issue 24). */
export const CHECK_IMPORT_KINDS = {
  guarantees: '保函',
  letters: '询证函',
  letterEvents: '询证函进度',
  seals: '电子印章防伪记录',
} as const;
export type CheckImportKind = keyof typeof CHECK_IMPORT_KINDS;
export const ZCheckImportKind = z.enum(['guarantees', 'letters', 'letterEvents', 'seals']);

export const CHECK_IMPORT_LIMITS = { maxFileBytes: 2 * 1024 * 1024, maxRows: 5000, maxReported: 500 } as const;


/** Columns in template order. */
export const CHECK_IMPORT_COLUMNS = {
  guarantees: [
    { key: 'guaranteeNo', title: '保函编号', required: true, example: 'BH202603140012' },
    { key: 'verifyCode', title: '验证码', required: true, example: '7K3Q9P2M' },
    { key: 'type', title: '保函类型', required: true, example: '履约保函' },
    { key: 'issuer', title: '开立机构', required: true, example: '示例银行北京分行' },
    { key: 'applicant', title: '申请人', required: true, example: '北京示例建设工程有限公司' },
    { key: 'beneficiary', title: '受益人', required: true, example: '北京市示例区城市建设管理中心' },
    { key: 'currency', title: '币种', required: true, example: 'CNY' },
    { key: 'amount', title: '金额', required: true, example: '1250000.00' },
    { key: 'issuedOn', title: '开立日期', required: true, example: '2026-03-14' },
    { key: 'validFrom', title: '生效日期', required: true, example: '2026-03-14' },
    { key: 'validUntil', title: '失效日期', required: true, example: '2027-03-13' },
    { key: 'status', title: '状态', required: true, example: '有效' },
    { key: 'statusOn', title: '状态变更日期', required: false, example: '' },
  ],
  letters: [
    { key: 'letterNo', title: '询证函编号', required: true, example: 'XZH202603000123' },
    { key: 'queryCode', title: '查询码', required: true, example: '482915' },
    { key: 'auditFirm', title: '会计师事务所', required: true, example: '示例会计师事务所（特殊普通合伙）' },
    { key: 'auditedEntity', title: '被审计单位', required: true, example: '北京示例贸易有限公司' },
    { key: 'branch', title: '回函机构', required: true, example: '示例银行北京分行' },
    { key: 'platform', title: '电子函证平台', required: false, example: '银行函证区块链服务平台' },
  ],
  letterEvents: [
    { key: 'letterNo', title: '询证函编号', required: true, example: 'XZH202603000123' },
    { key: 'channel', title: '渠道', required: true, example: '纸质' },
    { key: 'step', title: '环节', required: true, example: '已寄回' },
    { key: 'at', title: '时间', required: true, example: '2026-03-20 15:30:00' },
    { key: 'courier', title: '快递公司', required: false, example: '顺丰速运' },
    { key: 'waybillNo', title: '快递单号', required: false, example: 'SF1234567890123' },
    { key: 'note', title: '说明', required: false, example: '' },
  ],
  seals: [
    { key: 'antiFakeCode', title: '防伪码', required: true, example: 'A3F9K2M7Q8R4T6W1' },
    { key: 'sealOwner', title: '印章所有人', required: true, example: '示例银行股份有限公司北京分行' },
    { key: 'sealName', title: '印章名称', required: true, example: '电子回单专用章' },
    { key: 'docType', title: '文件类型', required: true, example: '电子回单' },
    { key: 'docNo', title: '文件编号', required: true, example: 'HD20260314000123' },
    { key: 'docTitle', title: '文件标题', required: true, example: '网上银行电子回单（转账）' },
    { key: 'sealedAt', title: '盖章时间', required: true, example: '2026-03-14 10:21:08' },
    { key: 'certSerial', title: '证书序列号', required: true, example: '3A9F00120B' },
    { key: 'certValidFrom', title: '证书生效日期', required: true, example: '2025-01-01' },
    { key: 'certValidUntil', title: '证书失效日期', required: true, example: '2027-12-31' },
    { key: 'sealRevokedAt', title: '印章注销时间', required: false, example: '' },
  ],
} as const satisfies Record<CheckImportKind, readonly ImportColumn[]>;

export const ZCheckImportReport = z.extend(ZWholeFileImportReport, { kind: ZCheckImportKind });
export type CheckImportReport = z.infer<typeof ZCheckImportReport>;
export type CheckImportRowError = CheckImportReport['errors'][number];

/**
 * Console: imports one CSV (UTF-8 or GBK) or XLSX file of guarantees, letters, letter progress
 * or seal records. One bad row refuses the file and the report names every bad row, column and
 * reason; a good file is upserted by its key in one transaction with an audit line.
 */
export const checkImport = defineCall({
  method: 'POST',
  path: '/operator/checks/import',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: 1, maxFileBytes: CHECK_IMPORT_LIMITS.maxFileBytes },
  request: z.object({ kind: ZCheckImportKind }),
  response: ZCheckImportReport,
});

/** Console: a template (header row and one example row) as CSV or XLSX, base64. */
export const checkImportTemplate = defineCall({
  method: 'POST',
  path: '/operator/checks/template',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ kind: ZCheckImportKind, format: z.enum(['csv', 'xlsx']) }),
  response: ZImportTemplateFile,
});

/** Console: how many records each registry holds (the import tab's heading). */
export const checkRegistryCounts = defineCall({
  method: 'POST',
  path: '/operator/checks/counts',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ guarantees: z.int(), letters: z.int(), letterEvents: z.int(), seals: z.int() }),
});
