import * as z from 'zod/mini';

/** `personal` registered as an individual, `enterprise` on behalf of a company. */
export const USER_TYPES = { personal: '个人用户', enterprise: '企业用户' } as const;
export const ZUserType = z.enum(['personal', 'enterprise']);

/**
 * The logged-in customer as the portal shows it (§3 "User profile"): `usrNo1` is the user
 * number, `intervalDays` the days since the password changed, `certExpireMsg` the certificate
 * expiry message shown after login. Never carries secrets or full identity numbers.
 */
export const ZSessionUser = z.object({
  usrNo1: z.string(),
  loginName: z.string(),
  userType: ZUserType,
  realName: z.nullable(z.string()),
  /** The phone with its middle digits masked. */
  phone: z.string(),
  /** The enterprise's internal number (corprtnInnIndNo) of the user's first enterprise. */
  corprtnInnIndNo: z.nullable(z.string()),
  enterpriseName: z.nullable(z.string()),
  intervalDays: z.int(),
  certExpireMsg: z.nullable(z.string()),
  /** 关怀模式 as the customer last chose it (issue 38); null until they choose, when the browser's choice stands. */
  careMode: z.nullable(z.boolean()),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/** Why a session ended; userStatus reports it so the tab can say what happened (§4, §8). */
export const SESSION_END_REASONS = ['LOGOUT', 'TAKEN_OVER', 'IDLE', 'EXPIRED', 'PASSWORD_CHANGED', 'CANCELLED'] as const;
export const ZSessionEndReason = z.enum(SESSION_END_REASONS);
export type SessionEndReason = z.infer<typeof ZSessionEndReason>;

/** What every successful login returns: the anti-CSRF token for `x-token` and the user. */
export const ZLoginReply = z.object({
  token: z.string(),
  userInfo: ZSessionUser,
  /** Where to go next: the caller's `redirectUrl` when it is one of the portal's own, else home. */
  redirectUrl: z.string(),
});
