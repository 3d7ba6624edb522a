import type { FastifyInstance } from 'fastify';
import { activityEnrol, activityList, activityWithdraw, myEnrolments } from '@portal/contract/calls/activities/activities';
import { operatorActivityEnrolments, operatorActivityList, operatorActivityPublish, operatorActivitySave } from '@portal/contract/calls/activities/activities-console';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createActivityService } from './service.ts';

/** Enrolment is a write a script could hammer: per address, what a person clicks, not a loop. */
const ENROL_RATE = { max: 30, timeWindow: 60_000 };

/** Issue 25 point 3: the activity centre (/qywy/operation) and the operators' campaign console. */
export function activityRoutes(app: FastifyInstance): void {
  const service = createActivityService(app.database.db);
  registerCall(app, activityList, (_input, ctx) => service.current(ctx.session!.principalId));
  registerCall(app, activityEnrol, ({ activityId }, ctx) => service.enrol(ctx.session!.principalId, activityId), { rateLimit: ENROL_RATE });
  registerCall(app, activityWithdraw, ({ activityId }, ctx) => service.withdraw(ctx.session!.principalId, activityId), { rateLimit: ENROL_RATE });
  registerCall(app, myEnrolments, (_input, ctx) => service.enrolmentsOf(ctx.session!.principalId));

  registerCall(app, operatorActivityList, async (_input, ctx) => {
    await operatorEditor(app, ctx);
    return service.consoleList();
  });
  registerCall(app, operatorActivitySave, async ({ id, activity }, ctx) => service.save(id, activity, await operatorEditor(app, ctx)));
  registerCall(app, operatorActivityPublish, async ({ id, published }, ctx) => service.publish(id, published, await operatorEditor(app, ctx)));
  registerCall(app, operatorActivityEnrolments, async ({ id }, ctx) => {
    await operatorEditor(app, ctx);
    return service.consoleEnrolments(id);
  });
}
