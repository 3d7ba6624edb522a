import type { FastifyInstance } from 'fastify';
import { faceResetRoutes } from './face-reset-routes.ts';
import { modifyPasswordNewRoutes } from './modify-password-new-routes.ts';
import { smsResetRoutes } from './sms-reset-routes.ts';

/** §7 Password (SM2): reset by SMS or face check, and change by SMS code. */
export function passwordRoutes(app: FastifyInstance): void {
  smsResetRoutes(app);
  faceResetRoutes(app);
  modifyPasswordNewRoutes(app);
}
