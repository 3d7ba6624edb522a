import type { FastifyInstance } from 'fastify';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { ZPageCode } from '@portal/contract/page-config';
import { SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import type { JsonDocument } from '../../plugins/json-document.ts';
import { precompress, sendPrecompressed, type Precompressed } from '../../plugins/precompressed.ts';
import { createPageService } from './service.ts';

export function contentRoutes(app: FastifyInstance): void {
  const pages = createPageService(app.database);
  app.decorate('pages', pages);
  // The cache keeps documents only while it hears every publish (NOTIFY), so listen before serving.
  app.addHook('onReady', () => pages.start());
  app.addHook('onClose', () => pages.stop());

  registerCall(app, getPageData, async ({ pageCode }) => (await pages.get(pageCode)).document);

  // The same document as a static JSON file (§2); like every /qjmh/ reply it is sent no-store.
  // The home page asks for it before the portal's modules run (issue 36), so it goes compressed,
  // once per published document.
  const files = new WeakMap<JsonDocument, Precompressed>();
  app.get<{ Params: { file: string } }>('/qjmh/pageCode/:file', async (req, reply) => {
    const match = /^(.+)\.json$/.exec(req.params.file);
    const code = ZPageCode.safeParse(match?.[1]);
    if (!code.success) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
    const { document } = await pages.get(code.data);
    let file = files.get(document);
    if (!file) files.set(document, (file = precompress(`{"code":${SUCCESS_CODE},"msg":"${SUCCESS_MSG}","data":${document.text}}`)));
    return sendPrecompressed(req, reply.type('application/json'), file);
  });
}
