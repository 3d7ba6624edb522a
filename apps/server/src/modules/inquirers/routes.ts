import type { FastifyInstance } from 'fastify';
import { DICTIONARIES, DICTIONARY_TYPES, queryDictionaryCode } from '@portal/contract/calls/inquirers/dictionary';
import {
  decideInquirerChange,
  operationInquirerInformation,
  queryInquirerChanges,
  queryInquirerInformation,
  withdrawInquirerChange,
} from '@portal/contract/calls/inquirers/inquirers';
import { operationAssociationRelationship, queryAccountAssociationRelationship, queryAllAccountAssociationRelationship } from '@portal/contract/calls/inquirers/relations';
import { userInfoVerify } from '@portal/contract/calls/inquirers/user-info';
import { registerCall, type CallContext } from '../../plugins/envelope.ts';
import { createInquirerService } from './service.ts';

/** Per address and minute: a director binding a list of accounts one by one stays well inside. */
const CHANGE_RATE = { max: 120, timeWindow: 60_000 };
const customerOf = (ctx: Pick<CallContext, 'session'>) => ctx.session!.principalId;

/** Staff users and account relationships (§7 Account flow and staff under /xingCubic, issue 23). */
export function inquirerRoutes(app: FastifyInstance): void {
  const service = createInquirerService(app.database.db);
  registerCall(app, userInfoVerify, (input, ctx) => service.userInfo(customerOf(ctx), input));
  registerCall(app, queryInquirerInformation, (input, ctx) => service.listInquirers(customerOf(ctx), input));
  registerCall(app, operationInquirerInformation, (input, ctx) => service.operate(customerOf(ctx), input), { rateLimit: CHANGE_RATE });
  registerCall(app, queryInquirerChanges, (input, ctx) => service.listChanges(customerOf(ctx), input));
  registerCall(app, decideInquirerChange, (input, ctx) => service.decide(customerOf(ctx), input), { rateLimit: CHANGE_RATE });
  registerCall(app, withdrawInquirerChange, (input, ctx) => service.withdraw(customerOf(ctx), input), { rateLimit: CHANGE_RATE });
  registerCall(app, queryAccountAssociationRelationship, (input, ctx) => service.relations(customerOf(ctx), input));
  registerCall(app, queryAllAccountAssociationRelationship, (input, ctx) => service.allRelations(customerOf(ctx), input));
  registerCall(app, operationAssociationRelationship, (input, ctx) => service.operateRelation(customerOf(ctx), input), { rateLimit: CHANGE_RATE });
  registerCall(app, queryDictionaryCode, async ({ dictTypes }) => {
    const types = dictTypes && dictTypes.length > 0 ? dictTypes : DICTIONARY_TYPES;
    return Object.fromEntries(types.map((t) => [t, Object.entries(DICTIONARIES[t]).map(([code, label]) => ({ code, label }))]));
  });
}
