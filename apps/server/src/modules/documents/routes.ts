import type { FastifyInstance } from 'fastify';
import { docFuzzySearch } from '@portal/contract/calls/documents/doc-fuzzy-search';
import { docKeywordSearch } from '@portal/contract/calls/documents/doc-keyword-search';
import { docList } from '@portal/contract/calls/documents/doc-list';
import { guideDetail, guideTopics } from '@portal/contract/calls/documents/guide-calls';
import { operatorDisclaimerList, operatorDisclaimerSave } from '@portal/contract/calls/documents/operator-disclaimers';
import { operatorDocGet, operatorDocList, operatorDocSave, operatorDocSetStatus } from '@portal/contract/calls/documents/operator-documents';
import { operatorGuideList, operatorGuideSave, operatorGuideSetStatus } from '@portal/contract/calls/documents/operator-guides';
import { operatorDocDownload, pdfDownload } from '@portal/contract/calls/documents/pdf-download';
import { registerCall } from '../../plugins/envelope.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { registerBlobCall } from '../../plugins/blob-call.ts';
import { createDisclaimerAdmin, createDocumentService, createGuideService } from './service.ts';

/** Suggestions come while typing: a few per search. */
const FUZZY_RATE = { max: 240, timeWindow: 60_000 };
const SEARCH_RATE = { max: 120, timeWindow: 60_000 };

/** Issue 5 (documents): document centre, guides, security-device assistant and their console. */
export function documentRoutes(app: FastifyInstance): void {
  const docs = createDocumentService(app.database.db);
  const guides = createGuideService(app.database.db);
  const disclaimers = createDisclaimerAdmin(app.database.db);

  registerCall(app, docList, (input) => docs.list(input.categories, input.pageNo, input.pageSize, input.apiCode));
  registerCall(app, docKeywordSearch, (input) => docs.search(input.keyword, input.pageNo, input.pageSize), { rateLimit: SEARCH_RATE });
  registerCall(app, docFuzzySearch, (input) => docs.suggest(input.keyword), { rateLimit: FUZZY_RATE });
  registerBlobCall(app, pdfDownload, (input) => docs.file(input.id, true));
  registerCall(app, guideTopics, (input) => guides.topics(input.column));
  registerCall(app, guideDetail, (input) => guides.detail(input.id));

  // Operators only: agents hold staff sessions too and are refused by operatorEditor.
  registerCall(app, operatorDocList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return docs.adminList({ category: input.category, keyword: input.keyword || undefined }, input.pageNo, input.pageSize);
  });
  registerCall(app, operatorDocGet, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return docs.adminGet(input.id);
  });
  registerUpload(app, operatorDocSave, async (input, files, ctx) => {
    const editor = await operatorEditor(app, ctx);
    const file = files[0];
    return docs.save(input, file && { name: file.name, bytes: file.bytes }, editor);
  });
  registerCall(app, operatorDocSetStatus, async (input, ctx) => docs.setStatus(input.id, input.status, await operatorEditor(app, ctx)));
  registerBlobCall(app, operatorDocDownload, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return docs.file(input.id, false);
  });

  registerCall(app, operatorGuideList, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return guides.adminList(input.column);
  });
  registerCall(app, operatorGuideSave, async (input, ctx) => guides.save(input, await operatorEditor(app, ctx)));
  registerCall(app, operatorGuideSetStatus, async (input, ctx) => guides.setStatus(input.id, input.status, await operatorEditor(app, ctx)));

  registerCall(app, operatorDisclaimerList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return disclaimers.list();
  });
  registerCall(app, operatorDisclaimerSave, async (input, ctx) => disclaimers.save(input, await operatorEditor(app, ctx)));
}
