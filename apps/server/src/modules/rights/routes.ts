import type { FastifyInstance } from 'fastify';
import { myRights, rightUsageRecords } from '@portal/contract/calls/rights/rights';
import { operatorRightGrant, operatorRightRevoke, operatorRightsList, operatorRightUsages, operatorRightUse } from '@portal/contract/calls/rights/rights-console';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createRightsService } from './service.ts';

/** Issue 25 point 3: the rights centre (/qywy/rights) and the operators' rights console. */
export function rightsRoutes(app: FastifyInstance): void {
  const rights = createRightsService(app.database.db);
  registerCall(app, myRights, ({ memberCustomerId }, ctx) => rights.mine(ctx.session!.principalId, memberCustomerId));
  registerCall(app, rightUsageRecords, ({ memberCustomerId, rightId }, ctx) => rights.usages(ctx.session!.principalId, memberCustomerId, rightId));

  registerCall(app, operatorRightsList, async ({ enterpriseId }, ctx) => {
    await operatorEditor(app, ctx);
    return rights.consoleList(enterpriseId);
  });
  registerCall(app, operatorRightGrant, async (input, ctx) => rights.grant(input, await operatorEditor(app, ctx)));
  registerCall(app, operatorRightRevoke, async ({ id }, ctx) => rights.revoke(id, await operatorEditor(app, ctx)));
  registerCall(app, operatorRightUse, async ({ id, quantity, note }, ctx) => rights.recordUse(id, quantity, note, await operatorEditor(app, ctx)));
  registerCall(app, operatorRightUsages, async ({ id }, ctx) => {
    await operatorEditor(app, ctx);
    return rights.consoleUsages(id);
  });
}
