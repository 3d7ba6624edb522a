import type { FastifyInstance } from 'fastify';
import type { CallContext } from '../../plugins/envelope.ts';
import type { Editor } from '../audit/record.ts';
import { staffWithRole } from './staff-with-role.ts';

/** The operator behind a console call; refuses staff of any other role (agents hold staff sessions too). */
export async function operatorEditor(app: FastifyInstance, ctx: CallContext): Promise<Editor> {
  const staff = await staffWithRole(app, ctx.session!.principalId, ['operator']);
  return { staffId: staff.id, displayName: staff.displayName };
}
