import type { SessionUser } from '@portal/contract/calls/session/session-user';
import { mask } from '@portal/contract/validate/mask';
import { certExpiryMessage } from '../certificates/expiry-message.ts';
import type { UserRow } from './repo.ts';

const DAY_MS = 86_400_000;

/** The user as a session shows it (§3 "User profile"), from the row and its first enterprise. */
export function toSessionUser(
  user: UserRow,
  enterprise: { id: string; name: string } | undefined,
  /** When the user's earliest-ending valid certificate ends (issue 22), if they hold one. */
  certNotAfter: Date | null = null,
): SessionUser {
  return {
    usrNo1: user.userNo,
    loginName: user.loginName,
    userType: user.userType as SessionUser['userType'],
    realName: user.realName,
    phone: mask(user.phone),
    corprtnInnIndNo: enterprise?.id ?? null,
    enterpriseName: enterprise?.name ?? null,
    intervalDays: Math.floor((Date.now() - user.passwordChangedAt.getTime()) / DAY_MS),
    certExpireMsg: certExpiryMessage(certNotAfter),
    careMode: user.careMode,
  };
}
