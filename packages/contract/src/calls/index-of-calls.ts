import type { CallDef } from '../call.ts';
import { trackEvents } from './analytics/track.ts';
import { getTime } from './common/get-time.ts';
import { getPageData } from './content/get-page-data.ts';
import { checkRiskDevice } from './risk/device.ts';
import { getSystemParam } from './system/param.ts';
import { getSmsVerificationCode } from './sms/get-sms-verification-code.ts';
import { verifySmsVerificationCode } from './sms/verify-sms-verification-code.ts';
import { passwordLogin } from './auth/password-login.ts';
import { phoneLogin } from './auth/phone-login.ts';
import { register } from './auth/register.ts';
import { queryLoginHistory } from './personal/login-history.ts';
import { modifyPassword } from './personal/modify-password.ts';
import { queryUserInfo } from './personal/query-user-info.ts';
import { isLogin } from './session/is-login.ts';
import { logout } from './session/logout.ts';
import { getUserStatus } from './session/user-status.ts';
import { openLogin } from './open-identity/open-login.ts';
import { staffLogin } from './staff/staff-login.ts';
import { staffLogout } from './staff/staff-logout.ts';
import { staffProfile } from './staff/staff-profile.ts';
import { staffStatus } from './staff/staff-status.ts';

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
  passwordLogin,
  phoneLogin,
  register,
  getUserStatus,
  isLogin,
  logout,
  queryUserInfo,
  queryLoginHistory,
  modifyPassword,
  openLogin,
  staffLogin,
  staffStatus,
  staffLogout,
  staffProfile,
};
