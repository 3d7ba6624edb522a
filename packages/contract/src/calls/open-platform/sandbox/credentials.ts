import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZAppId, ZCredential, ZCredentialEvent, ZDays, ZEnvironment, ZIpAllowList, ZMemberCustomerId, ZSm2PublicKey, ZTestAccount, ZUsage } from './fields.ts';

/**
 * /yqzl/myApi (issue 26 point 3): the enterprise's API credentials. Only its director or a
 * named API administrator (openApiManagerSeat) reads or changes them; another enterprise's are
 * "not found". The app secret is in a reply exactly once: when issued or rotated.
 */
export const openApiCredentials = defineCall({
  method: 'POST',
  path: '/yqzl/myApi/credentials',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId }),
  response: z.object({
    enterpriseId: z.string(),
    enterpriseName: z.string(),
    sandboxApis: z.array(z.string()),
    productionApis: z.array(z.string()),
    credentials: z.array(ZCredential),
    testAccounts: z.array(ZTestAccount),
    /** The latest key changes, newest first. */
    events: z.array(ZCredentialEvent),
  }),
});

const issued = z.object({ credential: ZCredential, appSecret: z.string() });

export const openApiIssueCredential = defineCall({
  method: 'POST',
  path: '/yqzl/myApi/issue',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, environment: ZEnvironment }),
  response: issued,
});

export const openApiRotateSecret = defineCall({
  method: 'POST',
  path: '/yqzl/myApi/rotateSecret',
  sealed: true,
  access: 'user',
  request: z.object({ appId: ZAppId }),
  response: issued,
});

export const openApiRevokeCredential = defineCall({
  method: 'POST',
  path: '/yqzl/myApi/revoke',
  sealed: true,
  access: 'user',
  request: z.object({ appId: ZAppId }),
  response: z.object({ credential: ZCredential }),
});

export const openApiSetPublicKey = defineCall({
  method: 'POST',
  path: '/yqzl/myApi/publicKey',
  sealed: true,
  access: 'user',
  request: z.object({ appId: ZAppId, publicKey: ZSm2PublicKey }),
  response: z.object({ credential: ZCredential }),
});

export const openApiSetIpAllowList = defineCall({
  method: 'POST',
  path: '/yqzl/myApi/ipAllowList',
  sealed: true,
  access: 'user',
  request: z.object({ appId: ZAppId, ipAllowList: ZIpAllowList }),
  response: z.object({ credential: ZCredential }),
});

/** The enterprise's own sandbox usage (issue 26 point 5). */
export const openApiUsage = defineCall({
  method: 'POST',
  path: '/yqzl/myApi/usage',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, days: ZDays }),
  response: ZUsage,
});
