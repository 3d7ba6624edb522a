import type { FastifyInstance } from 'fastify';
import { askQuestion } from '@portal/contract/calls/customer-service/ask-question';
import { evaluateAndFeedback } from '@portal/contract/calls/customer-service/evaluate-and-feedback';
import { findAll } from '@portal/contract/calls/customer-service/find-all';
import { knowledgeCreate } from '@portal/contract/calls/operator/knowledge-create';
import { knowledgeDelete } from '@portal/contract/calls/operator/knowledge-delete';
import { knowledgeGet } from '@portal/contract/calls/operator/knowledge-get';
import { knowledgeList } from '@portal/contract/calls/operator/knowledge-list';
import { knowledgeSetEnabled } from '@portal/contract/calls/operator/knowledge-set-enabled';
import { knowledgeStats } from '@portal/contract/calls/operator/knowledge-stats';
import { knowledgeUpdate } from '@portal/contract/calls/operator/knowledge-update';
import { registerCall, type CallContext } from '../../plugins/envelope.ts';
import { staffWithRole } from '../staff/staff-with-role.ts';
import type { Editor } from './service.ts';

/**
 * Questions one address may ask per minute. Generous: suggestions while typing (associate)
 * go through the same call, a few per question.
 */
const ASK_RATE = { max: 120, timeWindow: 60_000 };
const FEEDBACK_RATE = { max: 60, timeWindow: 60_000 };

/** The assistant's calls (§7 customerService) and the operators' knowledge-base console. */
export function assistantRoutes(app: FastifyInstance): void {
  registerCall(app, askQuestion, (input) => app.assistant.ask(input), { rateLimit: ASK_RATE });
  registerCall(app, evaluateAndFeedback, (input) => app.assistant.feedback(input), { rateLimit: FEEDBACK_RATE });
  registerCall(app, findAll, () => app.assistant.hotList());

  /** Knowledge-base calls are for operators only; agents hold staff sessions too. */
  async function operator(ctx: CallContext): Promise<Editor> {
    const staff = await staffWithRole(app, ctx.session!.principalId, ['operator']);
    return { staffId: staff.id, displayName: staff.displayName };
  }

  registerCall(app, knowledgeList, async (input, ctx) => {
    await operator(ctx);
    return app.assistant.list(input);
  });
  registerCall(app, knowledgeGet, async (input, ctx) => {
    await operator(ctx);
    return { entry: await app.assistant.get(input.id) };
  });
  registerCall(app, knowledgeCreate, async (input, ctx) => {
    const editor = await operator(ctx);
    return { entry: await app.assistant.create(input, editor) };
  });
  registerCall(app, knowledgeUpdate, async (input, ctx) => {
    const editor = await operator(ctx);
    const { id, ...content } = input;
    return { entry: await app.assistant.update(id, content, editor) };
  });
  registerCall(app, knowledgeSetEnabled, async (input, ctx) => {
    const editor = await operator(ctx);
    return { entry: await app.assistant.setEnabled(input.id, input.enabled, editor) };
  });
  registerCall(app, knowledgeDelete, async (input, ctx) => {
    const editor = await operator(ctx);
    return { outcome: await app.assistant.remove(input.id, editor) };
  });
  registerCall(app, knowledgeStats, async (_input, ctx) => {
    await operator(ctx);
    return app.assistant.stats();
  });
}
