import type { FastifyInstance } from 'fastify';
import { getSystemParam } from '@portal/contract/calls/system/param';
import { registerCall } from '../../plugins/envelope.ts';
import * as repo from './repo.ts';

export function systemRoutes(app: FastifyInstance): void {
  registerCall(app, getSystemParam, async ({ key }) => ({
    key,
    value: (await repo.findParam(app.database.db, key)) ?? null,
  }));
}
