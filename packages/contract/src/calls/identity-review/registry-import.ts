import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZImportTemplateFile, ZWholeFileImportReport, type ImportColumn, type ImportRowError } from '../common/import-report.ts';
import { ZRegistryKind, type RegistryKind } from './fields.ts';

export const REGISTRY_IMPORT_LIMITS = {
  maxFileBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  /** Reasons listed in a reply; the count of bad rows is always complete. */
  maxReported: 500,
  /** Reference photos sent with one persons file (each is described by the face model: about 0.3 s). */
  maxPhotos: 20,
  maxPhotoBytes: 2 * 1024 * 1024,
} as const;

/**
 * The columns of each registry import, in template order. Every column is required except 住所 and
 * those of issue 35, which a file may also leave out: a person's reference photo (the name of a
 * picture sent with the file, for the local face check) and the legal representative's document.
 */
export const REGISTRY_COLUMNS = {
  persons: [
    { key: 'realName', title: '姓名', required: true, example: '张三' },
    { key: 'docType', title: '证件类型', required: true, example: '居民身份证' },
    { key: 'docNumber', title: '证件号码', required: true, example: '110101199003074477' },
    { key: 'phone', title: '手机号', required: true, example: '13912345678' },
    // Left empty in the example row, so the template imports as it is without a photo.
    { key: 'photo', title: '参考照片', required: false, example: '', optionalHeader: true },
  ],
  enterprises: [
    { key: 'name', title: '企业名称', required: true, example: '北京示例贸易有限公司' },
    { key: 'creditCode', title: '统一社会信用代码', required: true, example: '91110105MA01ABCD13' },
    { key: 'legalRepName', title: '法定代表人', required: true, example: '张三' },
    { key: 'legalRepDocType', title: '法定代表人证件类型', required: false, example: '居民身份证', optionalHeader: true },
    { key: 'legalRepDocNumber', title: '法定代表人证件号码', required: false, example: '110101199003074477', optionalHeader: true },
    { key: 'capital', title: '注册资本(元)', required: true, example: '5000000.00' },
    { key: 'status', title: '登记状态', required: true, example: '存续' },
    { key: 'establishedOn', title: '成立日期', required: true, example: '2018-06-01' },
    { key: 'address', title: '住所', required: false, example: '北京市朝阳区建国路88号' },
  ],
} as const satisfies Record<RegistryKind, readonly ImportColumn[]>;

export type RegistryRowError = ImportRowError;

export const ZRegistryImportReport = z.extend(ZWholeFileImportReport, { kind: ZRegistryKind });
export type RegistryImportReport = z.infer<typeof ZRegistryImportReport>;

/**
 * Imports one CSV (UTF-8 or GBK) or XLSX file into a registry: the first file part. The header
 * must hold the template's columns; every row is checked (document and credit-code check digits,
 * phone, status, dates). One bad row refuses the whole file, and the report names every bad
 * row's row, column and reason; a good file is upserted (persons by document, enterprises by
 * credit code) in one transaction with its audit line. A persons file may come with up to
 * `maxPhotos` JPEG or PNG reference photos (the further file parts), each named by a row's
 * 参考照片 and showing that one person's face; a photo that does not is that row's error.
 */
export const registryImport = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/registry/import',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: 1 + REGISTRY_IMPORT_LIMITS.maxPhotos, maxFileBytes: REGISTRY_IMPORT_LIMITS.maxFileBytes },
  request: z.object({ kind: ZRegistryKind }),
  response: ZRegistryImportReport,
});

/** A sample file of an import (the header row and one example row) as CSV or XLSX, base64. */
export const registryImportTemplate = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/registry/template',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ kind: ZRegistryKind, format: z.enum(['csv', 'xlsx']) }),
  response: ZImportTemplateFile,
});
