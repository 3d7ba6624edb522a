import type { FastifyInstance } from 'fastify';
import { assetDetailQuery, assetListQuery, homePage, homePageAsset, orgQuery, thinkLike } from '@portal/contract/calls/special-assets/public-queries';
import { assetInquiry, cancelFavoriteAsset, favoriteAsset, getInquirySmsCode, queryFavoriteAsset } from '@portal/contract/calls/special-assets/customer-calls';
import { ASSET_PICTURE_PATH } from '@portal/contract/calls/special-assets/fields';
import {
  staffAssetGet,
  staffAssetImport,
  staffAssetImportTemplate,
  staffAssetList,
  staffAssetPictureDelete,
  staffAssetPictureUpload,
  staffAssetSave,
  staffInquiryList,
  staffInquiryUpdate,
  staffOrgList,
  staffOrgSave,
} from '@portal/contract/calls/special-assets/staff-calls';
import { isMobilePhone } from '@portal/contract/validate/phone';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { tabClient } from '../sms/clients.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createSpecialAssetImport } from './import-service.ts';
import { registerPlainReplyCall } from './plain-reply.ts';
import { pictureJpeg } from './repo.ts';
import { createSpecialAssetService } from './service.ts';
import { createSpecialAssetStaffService } from './staff-service.ts';
import { createSuggestions } from './suggestions.ts';

const UPLOAD_RATE = { max: 30, timeWindow: 60_000 };
const INQUIRY_RATE = { max: 20, timeWindow: 60_000 };

/**
 * Issue 25, the special-asset marketplace (§7 Special assets): the public queries answer plain
 * JSON (plain-reply.ts), favourites and enquiries belong to the session's user, and the
 * operators' console manages assets, pictures, organisations and the enquiry inbox.
 */
export function specialAssetRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const suggestions = createSuggestions(db);
  // Built when the server starts (in slices, between calls), not by the first visitor who types:
  // that visitor waited 4.2 s on 50,000 assets (issue 37).
  app.addHook('onReady', () => {
    void suggestions.current().catch((err: unknown) => app.log.warn({ err }, 'special-asset index not built at start; the first call builds it'));
  });
  const assets = createSpecialAssetService(db, suggestions, app.sms);
  const console = createSpecialAssetStaffService(db, suggestions.refresh);
  const imports = createSpecialAssetImport(db, suggestions.refresh);
  const userOf = (session: { principalId: string } | undefined) => session!.principalId;

  registerPlainReplyCall(app, homePage, () => assets.homePage());
  registerPlainReplyCall(app, homePageAsset, (input) => assets.homePageAsset(input.type, input.size));
  registerPlainReplyCall(app, assetListQuery, (input) => assets.list(input));
  registerPlainReplyCall(app, assetDetailQuery, (input) => assets.detail(input.assetId));
  registerPlainReplyCall(app, thinkLike, (input) => assets.thinkLike(input.keyword));
  registerPlainReplyCall(app, orgQuery, () => assets.orgs());

  registerCall(app, favoriteAsset, (input, ctx) => assets.favourite(userOf(ctx.session), input.assetId));
  registerCall(app, cancelFavoriteAsset, (input, ctx) => assets.unfavourite(userOf(ctx.session), input.assetId));
  registerCall(app, queryFavoriteAsset, (input, ctx) => assets.favourites(userOf(ctx.session), input));
  registerCall(app, assetInquiry, (input, ctx) => assets.inquire(userOf(ctx.session), input), { rateLimit: INQUIRY_RATE });
  registerCall(app, getInquirySmsCode, (input, { request }) => {
    if (!isMobilePhone(input.phone)) throw new AppError('ASSET_INQUIRY_PHONE_INVALID', { field: 'phone' });
    return app.sms.send({ phone: input.phone, purpose: 'asset_inquiry', ip: request.ip, client: tabClient(request) });
  });

  registerCall(app, staffAssetList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return console.list(input);
  });
  registerCall(app, staffAssetGet, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return console.get(input.assetId);
  });
  registerCall(app, staffAssetSave, async (input, ctx) => console.save(await operatorEditor(app, ctx), input.assetId, input.asset));
  registerUpload(
    app,
    staffAssetPictureUpload,
    async (input, files, ctx) => {
      const editor = await operatorEditor(app, ctx);
      if (files.length === 0) throw new AppError('UPLOAD_FILE_MISSING');
      return console.addPictures(editor, input.assetId, files.map((f) => ({ name: f.name, bytes: f.bytes })));
    },
    { rateLimit: UPLOAD_RATE },
  );
  registerCall(app, staffAssetPictureDelete, async (input, ctx) => console.removePicture(await operatorEditor(app, ctx), input.assetId, input.pictureId));
  registerCall(app, staffAssetImportTemplate, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return imports.template(input.format);
  });
  registerUpload(
    app,
    staffAssetImport,
    async (_input, files, ctx) => {
      const editor = await operatorEditor(app, ctx);
      const [file] = files;
      if (!file) throw new AppError('UPLOAD_FILE_MISSING');
      return imports.run(editor, { name: file.name, bytes: file.bytes });
    },
    { rateLimit: UPLOAD_RATE },
  );
  registerCall(app, staffOrgList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return assets.orgs();
  });
  registerCall(app, staffOrgSave, async (input, ctx) => console.saveOrg(await operatorEditor(app, ctx), input.orgId, input.org));
  registerCall(app, staffInquiryList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return console.inquiries(input.status, input.pageNo, input.pageSize);
  });
  registerCall(app, staffInquiryUpdate, async (input, ctx) => console.updateInquiry(await operatorEditor(app, ctx), input.inquiryId, input.status, input.staffNote));

  // Pictures are public like the catalogue; ids are never reused, so a picture may be cached for long.
  app.get<{ Params: { file: string } }>(`${ASSET_PICTURE_PATH}:file`, async (req, reply) => {
    const match = /^(\d{1,9})\.jpg$/.exec(req.params.file);
    const jpeg = match ? await pictureJpeg(db, Number(match[1])) : undefined;
    if (!jpeg) return reply.code(404).type('application/json').send({ code: 404831, msg: '未找到该图片' });
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400, immutable').send(jpeg);
  });
}
