import type { FastifyInstance } from 'fastify';
import { chatRatings } from '@portal/contract/calls/operator/chat-ratings';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { registerCall } from '../../plugins/envelope.ts';
import { staffWithRole } from '../staff/staff-with-role.ts';
import { REASON_NAMES } from './evaluation-options.ts';
import { ratingsPerAgent } from './history-repo.ts';

const OPERATOR = ['operator'] as const;

/** Operators' customer-service settings and the ratings per agent (issue 4). */
export function chatOpsRoutes(app: FastifyInstance): void {
  registerCall(app, getChatSettings, async (_input, ctx) => {
    await staffWithRole(app, ctx.session!.principalId, OPERATOR);
    return app.chatSettings.get();
  });
  registerCall(app, saveChatSettings, async (input, ctx) => {
    const operator = await staffWithRole(app, ctx.session!.principalId, OPERATOR);
    const saved = await app.chatSettings.save(input, operator.id);
    // New hours, limits or idle rule may free or take back assignments at once.
    await app.chat.assign();
    return saved;
  });
  registerCall(app, chatRatings, async (input, ctx) => {
    await staffWithRole(app, ctx.session!.principalId, OPERATOR);
    return { agents: await ratingsPerAgent(app.database.db, input.from, input.to, (uri) => REASON_NAMES.get(uri) ?? uri) };
  });
}
