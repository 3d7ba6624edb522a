import type { FastifyInstance } from 'fastify';
import { openApiAdminGrant, openApiAdminList, openApiAdminRevoke } from '@portal/contract/calls/open-platform/apply/admins';
import {
  openApiApplicationDetail,
  openApiApplicationList,
  openApiApplicationWithdraw,
  openApiApply,
  openApiApplyOptions,
  openApiProductionRequest,
} from '@portal/contract/calls/open-platform/apply/applications';
import { operatorOpenApiApplication, operatorOpenApiApplications, operatorOpenApiReview } from '@portal/contract/calls/open-platform/apply/review-console';
import { openApiEnterprises } from '@portal/contract/calls/open-platform/apply/enterprises';
import { openApiServiceSetting, openApiServiceSettingSave } from '@portal/contract/calls/open-platform/apply/service-setting';
import { everyWhileOpen } from '../../../plugins/background-job.ts';
import { registerCall } from '../../../plugins/envelope.ts';
import { operatorEditor } from '../../staff/operator-editor.ts';
import { createAdminService } from './admins.ts';
import { createApplicationService } from './applications.ts';
import { createCallbackSender } from './callback-sender.ts';
import { openApiEnterprisesOf } from './enterprises.ts';
import { createReviewService } from './review.ts';
import { createServiceSettingService } from './service-setting.ts';

/**
 * Issue 26 points 2 and 5: applying for APIs, the operators' two-stage review, admins, service
 * setting, and posting the enterprises' notifications to their callback URLs.
 */
export function openPlatformApplyRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const applications = createApplicationService(db);
  const review = createReviewService(db);
  const admins = createAdminService(db);
  const production = app.config.NODE_ENV === 'production';
  const callbacks = createCallbackSender(db, production);
  const settings = createServiceSettingService(db, production, callbacks);
  everyWhileOpen(app, app.config.OPEN_API_CALLBACK_POLL_MS, 'open platform callback delivery', () => callbacks.deliverDue());
  const caller = (ctx: { session?: { principalId: string } | undefined }) => ctx.session!.principalId;

  registerCall(app, openApiEnterprises, (_input, ctx) => openApiEnterprisesOf(db, caller(ctx)));
  registerCall(app, openApiApplyOptions, ({ memberCustomerId }, ctx) => applications.options(caller(ctx), memberCustomerId));
  registerCall(app, openApiApply, (input, ctx) => applications.apply(caller(ctx), input));
  registerCall(app, openApiApplicationList, (input, ctx) => applications.list(caller(ctx), input));
  registerCall(app, openApiApplicationDetail, ({ memberCustomerId, id }, ctx) => applications.detail(caller(ctx), memberCustomerId, id));
  registerCall(app, openApiApplicationWithdraw, ({ memberCustomerId, id }, ctx) => applications.withdraw(caller(ctx), memberCustomerId, id));
  registerCall(app, openApiProductionRequest, ({ memberCustomerId, id }, ctx) => applications.requestProduction(caller(ctx), memberCustomerId, id));

  registerCall(app, openApiAdminList, ({ memberCustomerId }, ctx) => admins.list(caller(ctx), memberCustomerId));
  registerCall(app, openApiAdminGrant, ({ memberCustomerId, userId }, ctx) => admins.grant(caller(ctx), memberCustomerId, userId));
  registerCall(app, openApiAdminRevoke, ({ memberCustomerId, userId }, ctx) => admins.revoke(caller(ctx), memberCustomerId, userId));

  registerCall(app, openApiServiceSetting, ({ memberCustomerId }, ctx) => settings.get(caller(ctx), memberCustomerId));
  registerCall(app, openApiServiceSettingSave, (input, ctx) => settings.save(caller(ctx), input));

  registerCall(app, operatorOpenApiApplications, async (input, ctx) => {
    await operatorEditor(app, ctx);
    return review.list(input);
  });
  registerCall(app, operatorOpenApiApplication, async ({ id }, ctx) => review.detail(id, await operatorEditor(app, ctx)));
  registerCall(app, operatorOpenApiReview, async (input, ctx) => review.review(input, await operatorEditor(app, ctx)));
}
