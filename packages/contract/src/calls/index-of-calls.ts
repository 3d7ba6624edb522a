import type { CallDef } from '../call.ts';
import { trackEvents } from './analytics/track.ts';
import { getTime } from './common/get-time.ts';
import { getPageData } from './content/get-page-data.ts';
import { getDisclaimerInfoByMsgId } from './disclaimer/get-disclaimer-info.ts';
import { checkRiskDevice } from './risk/device.ts';
import { getSystemParam } from './system/param.ts';
import { getSmsVerificationCode } from './sms/get-sms-verification-code.ts';
import { verifySmsVerificationCode } from './sms/verify-sms-verification-code.ts';
import { passwordLogin } from './auth/password-login.ts';
import { phoneLogin } from './auth/phone-login.ts';
import { register } from './auth/register.ts';
import { scanFaceTicket } from './face/scan-ticket.ts';
import { submitFacePhoto } from './face/submit-photo.ts';
import { getResetVerifyQrCode } from './password/get-verify-qr-code.ts';
import { getResetVerifyQrCodeStatus } from './password/get-verify-qr-code-status.ts';
import { getModifyPasswordSmsCode } from './password/modify-password-new-sms.ts';
import { modifyPasswordNew } from './password/modify-password-new.ts';
import { resetPasswordByFace } from './password/modify-pwd.ts';
import { queryResetAccountInfo } from './password/query-account-info.ts';
import { resetPassword } from './password/reset-password.ts';
import { verifyResetIdentity } from './password/verify-reset-identity.ts';
import { verifyResetUserInfo } from './password/verify-user-info.ts';
import { queryLoginHistory } from './personal/login-history.ts';
import { modifyPassword } from './personal/modify-password.ts';
import { queryUserInfo } from './personal/query-user-info.ts';
import { isLogin } from './session/is-login.ts';
import { logout } from './session/logout.ts';
import { getUserStatus } from './session/user-status.ts';
import { checkLogin } from './session/check-login.ts';
import { getQrCode } from './qr-login/get-qr-code.ts';
import { getQrCodeStatus } from './qr-login/get-qr-code-status.ts';
import { scanQrCode } from './qr-login/scan-qr-code.ts';
import { confirmQrCode } from './qr-login/confirm-qr-code.ts';
import { cancelQrCode } from './qr-login/cancel-qr-code.ts';
import { openLogin } from './open-identity/open-login.ts';
import { workspaceGenerateSt, workspaceLogin } from './workspace/workspace-login.ts';
import { cancelUser, checkLoginPassword, modifyPhone, modifyUserInfo } from './personal/account-changes.ts';
import { sendAccountSmsCode, sendNewPhoneSmsCode } from './personal/account-sms.ts';
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
  getDisclaimerInfoByMsgId,
  getSystemParam,
  checkRiskDevice,
  trackEvents,
  getSmsVerificationCode,
  verifySmsVerificationCode,
  passwordLogin,
  phoneLogin,
  register,
  verifyResetIdentity,
  resetPassword,
  queryResetAccountInfo,
  verifyResetUserInfo,
  getResetVerifyQrCode,
  getResetVerifyQrCodeStatus,
  resetPasswordByFace,
  scanFaceTicket,
  submitFacePhoto,
  getModifyPasswordSmsCode,
  modifyPasswordNew,
  getUserStatus,
  checkLogin,
  isLogin,
  logout,
  queryUserInfo,
  queryLoginHistory,
  modifyPassword,
  getQrCode,
  getQrCodeStatus,
  scanQrCode,
  confirmQrCode,
  cancelQrCode,
  openLogin,
  workspaceLogin,
  workspaceGenerateSt,
  sendAccountSmsCode,
  sendNewPhoneSmsCode,
  modifyPhone,
  modifyUserInfo,
  checkLoginPassword,
  cancelUser,
  staffLogin,
  staffStatus,
  staffLogout,
  staffProfile,
};
