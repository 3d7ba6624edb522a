import type { FastifyInstance } from 'fastify';
import { disconnect } from '@portal/contract/calls/customer-service/disconnect';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { getCustomerSetting } from '@portal/contract/calls/customer-service/get-customer-setting';
import { leaveMessage } from '@portal/contract/calls/customer-service/leave-message';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { searchEvaluateList } from '@portal/contract/calls/customer-service/search-evaluate-list';
import { staffResponse } from '@portal/contract/calls/customer-service/staff-response';
import { submitEvaluate } from '@portal/contract/calls/customer-service/submit-evaluate';
import { registerCall } from '../../plugins/envelope.ts';
import { registerPollCall } from '../../plugins/poll-lane.ts';
import { chatCaller, chatCustomer, pollCaller } from './customer.ts';

/** Per-address limits on the calls that create rows; the 3-second poll has none (it only counts). */
const CONNECT_RATE = { max: 20, timeWindow: 60_000 };
const MESSAGE_RATE = { max: 60, timeWindow: 60_000 };
const LEAVE_MESSAGE_RATE = { max: 5, timeWindow: 600_000 };

/** The customer's side of human customer service (§7 /customerService/...). */
export function chatRoutes(app: FastifyInstance): void {
  registerCall(app, getCustomerSetting, () => app.chat.customerSetting());

  registerCall(
    app,
    establishConnection,
    async (input, ctx) => app.chat.establish(await chatCustomer(app, ctx, input.clientUid), input),
    { rateLimit: CONNECT_RATE },
  );

  registerCall(app, staffResponse, (input, ctx) => app.chat.post(input.uuid, input.question, chatCaller(app, ctx)), { rateLimit: MESSAGE_RATE });

  registerPollCall(app, searchAnswer, (input, ctx) => app.chat.poll(input.uuid, input.after, pollCaller(app, ctx)));

  registerCall(app, disconnect, (input, ctx) => app.chat.disconnect(input.uuid, chatCaller(app, ctx)));

  registerCall(
    app,
    leaveMessage,
    async (input, ctx) => app.chat.leaveMessage(await chatCustomer(app, ctx, input.clientUid), input),
    { rateLimit: LEAVE_MESSAGE_RATE },
  );

  registerCall(app, searchEvaluateList, (input, ctx) => app.chat.evaluationOptions(input.uuid, chatCaller(app, ctx)));

  registerCall(app, submitEvaluate, (input, ctx) => app.chat.evaluate(input.uuid, input, chatCaller(app, ctx)), { rateLimit: MESSAGE_RATE });
}
