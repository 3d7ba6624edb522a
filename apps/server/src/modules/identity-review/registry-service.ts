import { REGISTRY_KIND_NAMES, REGISTRY_PAGE_SIZE, type RegistryKind } from '@portal/contract/calls/identity-review/fields';
import { REGISTRY_COLUMNS, REGISTRY_IMPORT_LIMITS, type RegistryImportReport, type RegistryRowError } from '@portal/contract/calls/identity-review/registry-import';
import { ID_DOCUMENT_TYPES, type EnterpriseRegistryStatus, type IdDocumentType } from '@portal/contract/codes';
import { mask } from '@portal/contract/validate/mask';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { createDocumentVault, type DocumentVault } from '../identity/document-vault.ts';
import { readSheet } from '../products/read-sheet.ts';
import * as repo from './registry-repo.ts';
import { checkColumns, validateEnterprises, validatePersons, type EnterpriseImportRow, type PersonImportRow } from './registry-rules.ts';
import { importTemplateFile } from '../../lib/import-template.ts';
import type { UploadedFile } from '../../plugins/upload.ts';
import type { DescribeFace } from '../face/service.ts';
import { saveReferenceFace } from '../identity/reference-faces.ts';
import { describeReferencePhotos, type ReferencePhoto } from './reference-photos.ts';
import { beijingDate } from '../../lib/china-time.ts';

/** Today in China, the day an establishment date may not pass. */
const source = (s: string) => (s === 'seed' ? 'seed' : 'import') as 'seed' | 'import';

/**
 * The local registries the identity checks read (issue 21): operators list and import them, with
 * the people's reference photos for the local face check (issue 35; `describeFace` is undefined
 * when the bank's face service is used).
 */
export function createRegistryService(db: Db, describeFace: DescribeFace | undefined) {
  let vault: Promise<DocumentVault> | null = null;
  const vaultOf = () => (vault ??= createDocumentVault(db));

  async function importPersons(rows: PersonImportRow[], photos: Map<number, ReferencePhoto>, fileName: string, editor: Editor, v: DocumentVault) {
    const digests = rows.map((r) => v.digest(r.docType, r.docNumber));
    const existing = new Set((await repo.personsByDigests(db, digests)).map((p) => `${p.docType}:${p.docDigest}`));
    let updated = 0;
    await db.transaction(async (tx) => {
      for (const [i, r] of rows.entries()) {
        if (existing.has(`${r.docType}:${digests[i]}`)) updated++;
        const personId = await repo.upsertPerson(tx, {
          realName: r.realName,
          docType: r.docType,
          docDigest: digests[i]!,
          docMasked: v.masked(r.docNumber),
          phone: r.phone,
          source: 'import',
        });
        const photo = photos.get(r.row);
        if (photo) await saveReferenceFace(tx, { personId, descriptor: photo.descriptor, photo: photo.photo, source: 'import' });
      }
      await recordAudit(tx, editor, {
        entity: 'personRegistry',
        entityKey: fileName,
        action: 'import',
        summary: `导入个人实名登记：新增${rows.length - updated}人、更新${updated}人${photos.size > 0 ? `、参考照片${photos.size}张` : ''}（文件 ${fileName}）`,
        // Masked only: the audit log never holds a document number, a whole phone number or a photo.
        after: rows.map((r) => ({ realName: r.realName, docType: r.docType, docMasked: v.masked(r.docNumber), phone: mask(r.phone), referencePhoto: photos.has(r.row) })),
      });
    });
    return { created: rows.length - updated, updated };
  }

  async function enterpriseConflicts(rows: EnterpriseImportRow[]): Promise<{ errors: RegistryRowError[]; existingCodes: Set<string>; before: unknown[] }> {
    const found = await repo.enterprisesByCodesOrNames(db, rows.map((r) => r.creditCode), rows.map((r) => r.name));
    const codeOfName = new Map(found.map((e) => [e.name, e.creditCode]));
    const existingCodes = new Set(found.map((e) => e.creditCode));
    const errors: RegistryRowError[] = [];
    for (const r of rows) {
      const holder = codeOfName.get(r.name);
      // A name moving between two codes of the same file is fine only when the other row frees it; keep it simple and refuse.
      if (holder && holder !== r.creditCode) errors.push({ row: r.row, column: '企业名称', reason: `已登记在统一社会信用代码 ${holder} 名下` });
    }
    const before = found.filter((e) => rows.some((r) => r.creditCode === e.creditCode));
    return { errors, existingCodes, before };
  }

  async function importEnterprises(rows: EnterpriseImportRow[], fileName: string, editor: Editor, existingCodes: Set<string>, before: unknown[], v: DocumentVault) {
    const updated = rows.filter((r) => existingCodes.has(r.creditCode)).length;
    await db.transaction(async (tx) => {
      for (const { row: _row, legalRepDoc, ...r } of rows) {
        const doc = legalRepDoc ? { legalRepDocType: legalRepDoc.docType, legalRepDocDigest: v.digest(legalRepDoc.docType, legalRepDoc.docNumber) } : {};
        await repo.upsertEnterprise(tx, { ...r, ...doc, source: 'import' });
      }
      await recordAudit(tx, editor, {
        entity: 'enterpriseRegistry',
        entityKey: fileName,
        action: 'import',
        summary: `导入企业登记：新增${rows.length - updated}家、更新${updated}家（文件 ${fileName}）`,
        before,
        // The legal representative's document as its type and masked number only.
        after: rows.map(({ row: _row, legalRepDoc, ...r }) => ({
          ...r,
          ...(legalRepDoc ? { legalRepDocType: legalRepDoc.docType, legalRepDocMasked: v.masked(legalRepDoc.docNumber) } : {}),
        })),
      });
    });
    return { created: rows.length - updated, updated };
  }

  return {
    async persons(filter: { keyword: string; page: number }) {
      const v = await vaultOf();
      // A typed document number is found by its digest under every type (numbers are not stored in clear).
      const digests = filter.keyword.length >= 6 ? Object.keys(ID_DOCUMENT_TYPES).map((t) => v.digest(t, filter.keyword)) : [];
      const { total, rows } = await repo.personPage(db, { keyword: filter.keyword, digests }, { offset: (filter.page - 1) * REGISTRY_PAGE_SIZE, limit: REGISTRY_PAGE_SIZE });
      return {
        total,
        items: rows.map((p) => ({
          id: p.id,
          realName: p.realName,
          docType: p.docType as IdDocumentType,
          docMasked: p.docMasked,
          phoneMasked: mask(p.phone),
          source: source(p.source),
          createdAt: p.createdAt.toISOString(),
          hasReferenceFace: p.hasReferenceFace,
        })),
      };
    },

    async enterprises(filter: { keyword: string; status?: EnterpriseRegistryStatus | undefined; page: number }) {
      const { total, rows } = await repo.enterprisePage(db, filter, { offset: (filter.page - 1) * REGISTRY_PAGE_SIZE, limit: REGISTRY_PAGE_SIZE });
      return {
        total,
        items: rows.map((e) => ({
          creditCode: e.creditCode,
          name: e.name,
          legalRepName: e.legalRepName,
          legalRepDocType: (e.legalRepDocType as IdDocumentType | null) ?? null,
          registeredCapitalFen: e.registeredCapitalFen,
          status: e.status as EnterpriseRegistryStatus,
          establishedOn: e.establishedOn,
          address: e.address,
          source: source(e.source),
        })),
      };
    },

    /** All or nothing: any bad row refuses the file, and the report lists every problem. */
    async run(kind: RegistryKind, file: { name: string; bytes: Buffer }, photos: UploadedFile[], editor: Editor, now = new Date()): Promise<RegistryImportReport> {
      const sheet = await readSheet(file.bytes, REGISTRY_IMPORT_LIMITS.maxRows);
      const index = checkColumns(kind, sheet.header);
      const totalRows = sheet.rows.length;
      const report = (errors: RegistryRowError[], failedRows: number, stored = { created: 0, updated: 0 }): RegistryImportReport => ({
        kind,
        fileName: file.name,
        totalRows,
        imported: stored.created + stored.updated,
        ...stored,
        failedRows,
        errorCount: errors.length,
        errors: errors.sort((a, b) => a.row - b.row).slice(0, REGISTRY_IMPORT_LIMITS.maxReported),
      });
      if (kind === 'persons') {
        const v = await vaultOf();
        const { good, errors, failedRows } = validatePersons(sheet, index, (p) => v.digest(p.docType, p.docNumber));
        if (failedRows > 0) return report(errors, failedRows);
        const described = await describeReferencePhotos(good, photos, describeFace);
        if (described.errors.length > 0) return report(described.errors, new Set(described.errors.map((e) => e.row)).size);
        return report([], 0, await importPersons(good, described.byRow, file.name, editor, v));
      }
      if (photos.length > 0) throw new AppError('VALIDATION', { message: '企业登记导入不接受照片文件', field: 'files' });
      const { good, errors, failedRows } = validateEnterprises(sheet, index, beijingDate(now));
      const conflicts = await enterpriseConflicts(good);
      const failed = failedRows + new Set(conflicts.errors.map((e) => e.row)).size;
      if (failed > 0) return report([...errors, ...conflicts.errors], failed);
      return report([], 0, await importEnterprises(good, file.name, editor, conflicts.existingCodes, conflicts.before, await vaultOf()));
    },

    /** The header row and one example row; the XLSX adds a sheet explaining every column. */
    template: (kind: RegistryKind, format: 'csv' | 'xlsx') =>
      importTemplateFile(`${REGISTRY_KIND_NAMES[kind]}导入模板`, REGISTRY_KIND_NAMES[kind], REGISTRY_COLUMNS[kind], format),
  };
}
