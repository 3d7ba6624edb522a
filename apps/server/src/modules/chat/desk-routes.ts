import type { FastifyInstance } from 'fastify';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskAgents } from '@portal/contract/calls/desk/desk-agents';
import { deskCannedReplies } from '@portal/contract/calls/desk/desk-canned-replies';
import { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import { deskEnd } from '@portal/contract/calls/desk/desk-end';
import { deskHistory } from '@portal/contract/calls/desk/desk-history';
import { deskLeftMessages } from '@portal/contract/calls/desk/desk-left-messages';
import { deskOverview } from '@portal/contract/calls/desk/desk-overview';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { deskTransfer } from '@portal/contract/calls/desk/desk-transfer';
import type { CallContext } from '../../plugins/envelope.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { staffWithRole } from '../staff/staff-with-role.ts';

const AGENT = ['agent'] as const;
const AGENT_OR_OPERATOR = ['agent', 'operator'] as const;

/** The agent desk's calls (issue 4). Operators may read conversations and history, not act in them. */
export function deskRoutes(app: FastifyInstance): void {
  const agent = (ctx: CallContext) => staffWithRole(app, ctx.session!.principalId, AGENT);
  const reader = (ctx: CallContext) => staffWithRole(app, ctx.session!.principalId, AGENT_OR_OPERATOR);

  registerCall(app, deskOverview, async (_input, ctx) => app.desk.overview(await agent(ctx)));
  registerCall(app, deskSetStatus, async (input, ctx) => app.desk.setStatus(await agent(ctx), input.status));
  registerCall(app, deskAccept, async (input, ctx) => app.desk.accept(await agent(ctx), input.uuid));
  registerCall(app, deskConversation, async (input, ctx) => app.desk.conversation(await reader(ctx), input.uuid, input.after));
  registerCall(app, deskSend, async (input, ctx) => app.desk.send(await agent(ctx), input.uuid, input.text));
  registerCall(app, deskEnd, async (input, ctx) => app.desk.end(await agent(ctx), input.uuid));
  registerCall(app, deskTransfer, async (input, ctx) => app.desk.transfer(await agent(ctx), input.uuid, input.toLoginName, input.note));
  registerCall(app, deskAgents, async (_input, ctx) => app.desk.agents(await agent(ctx)));
  registerCall(app, deskCannedReplies, async (_input, ctx) => {
    await agent(ctx);
    return app.desk.cannedReplies();
  });
  registerCall(app, deskHistory, async (input, ctx) => app.desk.history(await reader(ctx), input));
  registerCall(app, deskLeftMessages, async (input, ctx) => app.desk.leftMessages(await agent(ctx), input.handleId));
}
