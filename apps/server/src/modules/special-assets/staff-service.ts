import { ASSET_PICTURE_LIMITS, type AssetEdit, type InquiryStatus } from '@portal/contract/calls/special-assets/staff-calls';
import { assetPictureUrl, type AssetStatus, type AssetType } from '@portal/contract/calls/special-assets/fields';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { ID_PREFIX } from './id-prefix.ts';
import { storablePicture } from './picture.ts';
import * as staff from './staff-repo.ts';

const today = () => new Date().toISOString().slice(0, 10);
const page = (pageNo: number, pageSize: number) => ({ offset: (pageNo - 1) * (pageSize || LIST_PAGE_SIZE), limit: pageSize || LIST_PAGE_SIZE });

/** The operators' console of the special assets; every change is audited in its transaction. */
export function createSpecialAssetStaffService(db: Db, changed: () => Promise<void>) {
  async function pictures(assetId: string) {
    return (await staff.linkedPictures(db, assetId)).map((p) => ({ pictureId: p.pictureId, url: assetPictureUrl(p.pictureId) }));
  }

  async function mustExist(assetId: string) {
    const row = await staff.assetRow(db, assetId);
    if (!row) throw new AppError('ASSET_NOT_FOUND');
    return row;
  }

  return {
    list: (f: { keyword?: string | undefined; type?: AssetType | undefined; status?: AssetStatus | undefined; pageNo: number; pageSize: number }) => {
      const p = page(f.pageNo, f.pageSize);
      return staff.staffList(db, f, p.offset, p.limit);
    },

    async get(assetId: string) {
      const row = await mustExist(assetId);
      return { assetId, asset: staff.editOf(row), pictures: await pictures(assetId) };
    },

    async save(editor: Editor, assetId: string | undefined, asset: AssetEdit) {
      if (!(await staff.orgExists(db, asset.orgId))) throw new AppError('ASSET_ORG_NOT_FOUND', { field: 'orgId' });
      const id = await db.transaction(async (tx) => {
        const before = assetId ? await staff.assetRow(tx, assetId) : undefined;
        if (assetId && !before) throw new AppError('ASSET_NOT_FOUND');
        const id = assetId ?? (await staff.nextAssetId(tx, ID_PREFIX[asset.type]));
        await staff.upsertAsset(tx, id, asset, before?.source ?? 'console', before?.listedOn ?? today());
        await recordAudit(tx, editor, {
          entity: 'specialAsset',
          entityKey: id,
          action: before ? 'update' : 'create',
          summary: `${before ? '修改' : '新增'}特色资产 ${id} ${asset.title}`,
          ...(before ? { before: staff.editOf(before) } : {}),
          after: asset,
        });
        return id;
      });
      await changed();
      return { assetId: id };
    },

    async addPictures(editor: Editor, assetId: string, files: Array<{ name: string; bytes: Buffer }>) {
      await mustExist(assetId);
      const have = await staff.linkedPictures(db, assetId);
      if (have.length + files.length > ASSET_PICTURE_LIMITS.perAsset) throw new AppError('ASSET_PICTURE_TOO_MANY');
      const jpegs = await Promise.all(files.map((f) => storablePicture(f.bytes)));
      await db.transaction(async (tx) => {
        let seq = (have.at(-1)?.seq ?? 0) + 1;
        const ids: number[] = [];
        for (const jpeg of jpegs) ids.push(await staff.addPicture(tx, assetId, jpeg, seq++));
        await staff.touchAsset(tx, assetId);
        await recordAudit(tx, editor, { entity: 'specialAsset', entityKey: assetId, action: 'upload', summary: `上传特色资产 ${assetId} 图片 ${ids.length} 张`, after: { pictureIds: ids, files: files.map((f) => f.name) } });
      });
      // The list shows the first picture as the cover.
      await changed();
      return { pictures: await pictures(assetId) };
    },

    async removePicture(editor: Editor, assetId: string, pictureId: number) {
      await db.transaction(async (tx) => {
        if (!(await staff.unlinkPicture(tx, assetId, pictureId))) throw new AppError('ASSET_PICTURE_NOT_FOUND');
        await staff.touchAsset(tx, assetId);
        await recordAudit(tx, editor, { entity: 'specialAsset', entityKey: assetId, action: 'delete', summary: `删除特色资产 ${assetId} 的图片`, before: { pictureId } });
      });
      // The list shows the first picture as the cover.
      await changed();
      return { pictures: await pictures(assetId) };
    },

    async saveOrg(editor: Editor, orgId: string | undefined, org: { name: string; province: string; phone: string }) {
      if (orgId && !(await staff.orgExists(db, orgId))) throw new AppError('ASSET_ORG_NOT_FOUND');
      const id = await db.transaction(async (tx) => {
        const id = orgId ?? (await staff.nextOrgId(tx));
        await staff.upsertOrg(tx, id, org);
        await recordAudit(tx, editor, { entity: 'specialAssetOrg', entityKey: id, action: orgId ? 'update' : 'create', summary: `${orgId ? '修改' : '新增'}处置机构 ${org.name}`, after: org });
        return id;
      });
      // Cards carry the organisation's name.
      await changed();
      return { orgId: id };
    },

    inquiries: (status: InquiryStatus | undefined, pageNo: number, pageSize: number) => {
      const p = page(pageNo, pageSize);
      return staff.inquiries(db, status, p.offset, p.limit);
    },

    async updateInquiry(editor: Editor, inquiryId: number, status: InquiryStatus, staffNote: string) {
      await db.transaction(async (tx) => {
        const before = await staff.inquiry(tx, inquiryId);
        if (!before) throw new AppError('ASSET_INQUIRY_NOT_FOUND');
        await staff.updateInquiry(tx, inquiryId, status, staffNote, editor.displayName);
        await recordAudit(tx, editor, {
          entity: 'specialAssetInquiry',
          entityKey: String(inquiryId),
          action: 'update',
          summary: `处理资产意向登记 ${inquiryId}：${before.status} → ${status}`,
          before: { status: before.status, staffNote: before.staffNote },
          after: { status, staffNote },
        });
      });
      return (await staff.inquiry(db, inquiryId))!;
    },
  };
}
