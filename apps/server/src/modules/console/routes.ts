import type { FastifyInstance } from 'fastify';
import { consoleAuditGet, consoleAuditList } from '@portal/contract/calls/console/audit-list';
import { consoleImageUpload } from '@portal/contract/calls/console/image-upload';
import { consolePageDiscardDraft } from '@portal/contract/calls/console/page-discard-draft';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePageList } from '@portal/contract/calls/console/page-list';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageRollback } from '@portal/contract/calls/console/page-rollback';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import { pageEbankSelect, pageSelect } from '@portal/contract/calls/console/page-select';
import { consolePageVersionGet, consolePageVersions } from '@portal/contract/calls/console/page-versions';
import { consoleSystemParamUpdate, consoleSystemParams } from '@portal/contract/calls/console/system-params';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { getAudit, listAudit } from './audit-log.ts';
import { createContentImages } from './images.ts';
import { createPageConsole } from './pages-service.ts';
import { listParams, updateParam } from './system-params.ts';

/** Uploads one operator may make per minute (each is decoded and re-encoded). */
const UPLOAD_RATE = { max: 30, timeWindow: 60_000 };

/**
 * Issue 5 (console): page configuration drafts, publishing, history and rollback; content
 * images; the audit log; system parameters; and the public page lists of §7 Content.
 */
export function consoleRoutes(app: FastifyInstance): void {
  const pages = createPageConsole(app);
  const images = createContentImages(app);
  const db = app.database.db;

  registerCall(app, pageSelect, async ({ pageChannel }) => ({ items: await pages.select(pageChannel) }));
  registerCall(app, pageEbankSelect, async () => ({
    items: (await pages.select('qjmh')).map((p) => ({ ...p, address: `#/index?pageCode=${encodeURIComponent(p.pageCode)}` })),
  }));

  registerCall(app, consolePageList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return { items: await pages.list() };
  });
  registerCall(app, consolePageGet, async ({ pageCode }, ctx) => {
    await operatorEditor(app, ctx);
    return pages.get(pageCode);
  });
  registerCall(app, consolePageSaveDraft, async (input, ctx) => ({ summary: await pages.saveDraft(input, await operatorEditor(app, ctx)) }));
  registerCall(app, consolePageDiscardDraft, async ({ pageCode }, ctx) => ({
    summary: await pages.discardDraft(pageCode, await operatorEditor(app, ctx)),
  }));
  registerCall(app, consolePagePublish, async ({ pageCode, note }, ctx) => ({
    summary: await pages.publish(pageCode, note, await operatorEditor(app, ctx)),
  }));
  registerCall(app, consolePageVersions, async ({ pageCode, pageNo, pageSize }, ctx) => {
    await operatorEditor(app, ctx);
    return pages.versions(pageCode, pageNo, pageSize);
  });
  registerCall(app, consolePageVersionGet, async ({ pageCode, version }, ctx) => {
    await operatorEditor(app, ctx);
    return pages.version(pageCode, version);
  });
  registerCall(app, consolePageRollback, async ({ pageCode, version }, ctx) => ({
    summary: await pages.rollback(pageCode, version, await operatorEditor(app, ctx)),
  }));

  registerUpload(
    app,
    consoleImageUpload,
    async ({ purpose }, files, ctx) => {
      const editor = await operatorEditor(app, ctx);
      const [file] = files;
      if (!file) throw new AppError('UPLOAD_FILE_MISSING', { field: 'file' });
      return images.upload(file, purpose, editor);
    },
    { rateLimit: UPLOAD_RATE },
  );
  images.registerServing();

  registerCall(app, consoleAuditList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return listAudit(db, input);
  });
  registerCall(app, consoleAuditGet, async ({ id }, ctx) => {
    await operatorEditor(app, ctx);
    return getAudit(db, id);
  });

  registerCall(app, consoleSystemParams, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return { items: await listParams(db) };
  });
  registerCall(app, consoleSystemParamUpdate, async ({ key, value }, ctx) => {
    const item = await updateParam(db, key, value, await operatorEditor(app, ctx));
    app.systemParams.invalidate(key);
    return { item };
  });
}
