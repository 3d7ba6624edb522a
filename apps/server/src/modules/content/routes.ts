import type { FastifyInstance } from 'fastify';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { ZPageCode } from '@portal/contract/page-config';
import { SUCCESS_CODE } from '@portal/contract/errors';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import * as service from './service.ts';

export function contentRoutes(app: FastifyInstance): void {
  registerCall(app, getPageData, ({ pageCode }) => service.getPageData(app.database.db, pageCode));

  // The same document as a static JSON file (§2), never cached by browsers or proxies.
  app.get<{ Params: { file: string } }>('/qjmh/pageCode/:file', async (req, reply) => {
    const match = /^(.+)\.json$/.exec(req.params.file);
    const code = ZPageCode.safeParse(match?.[1]);
    if (!code.success) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
    const page = await service.getPageData(app.database.db, code.data);
    return reply.header('cache-control', 'no-store').send({ code: SUCCESS_CODE, msg: '成功', data: page });
  });
}
