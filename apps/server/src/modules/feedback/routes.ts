import type { FastifyInstance } from 'fastify';
import { submitFeedback } from '@portal/contract/calls/feedback/submit-feedback';
import { FEEDBACK_IMAGE_PATH, feedbackDetail } from '@portal/contract/calls/operator/feedback-detail';
import { feedbackList } from '@portal/contract/calls/operator/feedback-list';
import { feedbackUpdate } from '@portal/contract/calls/operator/feedback-update';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { AppError } from '../../errors.ts';
import { registerCall, type CallContext } from '../../plugins/envelope.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { readSessionCookie } from '../session/cookie.ts';
import { loggedInCustomerId } from '../session/logged-in-customer.ts';
import { staffWithRole } from '../staff/staff-with-role.ts';
import { sendImage } from '../../lib/send-image.ts';

/** Submissions one address may make per ten minutes (each also needs a fresh SMS code). */
const SUBMIT_RATE = { max: 10, timeWindow: 10 * 60_000 };
const IMAGE_ID_RE = /^[0-9a-f-]{36}$/;

/** The feedback form (§7 Feedback) and the operators' feedback inbox. */
export function feedbackRoutes(app: FastifyInstance): void {
  /** The customer behind a public call, when the tab is logged in (its token must match). */
  /** Only operators work the inbox; agents are refused like customers are. */
  const operator = (principalId: string) => staffWithRole(app, principalId, ['operator']);
  const operatorOf = (ctx: CallContext) => operator(ctx.session!.principalId);

  registerUpload(
    app,
    submitFeedback,
    async (input, files, { request }) =>
      app.feedback.submit({
        input,
        files,
        userId: await loggedInCustomerId(app, request),
        ip: request.ip,
      }),
    { rateLimit: SUBMIT_RATE },
  );

  registerCall(app, feedbackList, async (input, ctx) => {
    await operatorOf(ctx);
    return app.feedback.list({ status: input.status, page: input.page });
  });

  registerCall(app, feedbackDetail, async (input, ctx) => {
    await operatorOf(ctx);
    return app.feedback.detail(input.id);
  });

  registerCall(app, feedbackUpdate, async (input, ctx) => {
    const staff = await operatorOf(ctx);
    return app.feedback.update(input.id, { status: input.status, reply: input.reply }, staff.id);
  });

  /**
   * A screenshot's bytes for `<img src>`: an image request cannot carry the envelope headers,
   * so the staff session cookie (SameSite=Strict) and the operator role decide (decisions.md).
   */
  app.get<{ Params: { id: string } }>(`${API_PREFIX}${FEEDBACK_IMAGE_PATH}/:id`, async (request, reply) => {
    const state = await app.sessions.state(readSessionCookie(request));
    if (!state.live || state.session.kind !== 'staff') throw new AppError('NOT_LOGGED_IN');
    await operator(state.session.principalId);
    const id = request.params.id;
    const image = IMAGE_ID_RE.test(id) ? await app.feedback.image(id) : undefined;
    if (!image) throw new AppError('FEEDBACK_NOT_FOUND');
    return sendImage(reply, image, 'private, no-store');
  });
}
