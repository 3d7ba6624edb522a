import type { FastifyInstance } from 'fastify';
import { queryBatchAccountFlow, queryFlowAccounts, querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import { registerCall, type CallContext } from '../../plugins/envelope.ts';
import { createAccountFlowService } from './service.ts';

/** The customer of a `user` call (the envelope has already refused anyone else). */
const customerOf = (ctx: Pick<CallContext, 'session'>) => ctx.session!.principalId;

/**
 * Account-flow queries (§7 Account flow and staff, issue 23). Read-only and indexed, so no
 * per-address limit: its database counter would cost a write on every page turn.
 */
export function accountFlowRoutes(app: FastifyInstance): void {
  const service = createAccountFlowService(app.database.db);
  registerCall(app, queryFlowAccounts, ({ memberCustomerId }, ctx) => service.accounts(customerOf(ctx), memberCustomerId));
  registerCall(app, querySingleAccountFlow, (input, ctx) => service.single(customerOf(ctx), input));
  registerCall(app, queryBatchAccountFlow, (input, ctx) => service.batch(customerOf(ctx), input));
}
