import type { FastifyInstance } from 'fastify';
import { getTime } from '@portal/contract/calls/common/get-time';
import { registerCall } from '../../plugins/envelope.ts';

export function commonRoutes(app: FastifyInstance): void {
  registerCall(app, getTime, async () => Date.now());
}
