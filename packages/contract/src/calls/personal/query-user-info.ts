import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZProcessStatus } from '../../codes.ts';
import { ZUserType } from '../session/session-user.ts';

export const ZUserEnterprise = z.object({
  name: z.string(),
  /** The credit code with its middle masked. */
  creditCode: z.string(),
  role: z.enum(['director', 'operator']),
  authStatus: ZProcessStatus,
});

/** The personal center's profile (§7 `/efip/queryUserInfo`). */
export const queryUserInfo = defineCall({
  method: 'POST',
  path: '/efip/queryUserInfo',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({
    usrNo1: z.string(),
    loginName: z.string(),
    userType: ZUserType,
    realName: z.nullable(z.string()),
    phone: z.string(),
    email: z.nullable(z.string()),
    registeredAt: z.string(),
    passwordChangedAt: z.string(),
    weak: z.boolean(),
    enterprises: z.array(ZUserEnterprise),
  }),
});
