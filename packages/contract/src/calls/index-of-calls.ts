import type { CallDef } from '../call.ts';
import { trackEvents } from './analytics/track.ts';
import { getTime } from './common/get-time.ts';
import { getPageData } from './content/get-page-data.ts';
import { checkRiskDevice } from './risk/device.ts';
import { getSystemParam } from './system/param.ts';
import { getSmsVerificationCode } from './sms/get-sms-verification-code.ts';
import { verifySmsVerificationCode } from './sms/verify-sms-verification-code.ts';

/**
 * Every call with its name, for generated documentation and coverage checks. Screens and
 * routes import the call files directly, never this list.
 */
export const ALL_CALLS: Record<string, CallDef> = {
  getTime,
  getPageData,
  getSystemParam,
  checkRiskDevice,
  trackEvents,
  getSmsVerificationCode,
  verifySmsVerificationCode,
};
