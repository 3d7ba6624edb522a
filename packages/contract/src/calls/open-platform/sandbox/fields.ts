import * as z from 'zod/mini';
import { OPEN_API_ENVIRONMENTS } from '../../../open-platform/apis.ts';
import { ZText } from '../../../validate/field-types.ts';

/** Credentials and usage of the open platform (issue 26 points 3 and 5), as /yqzl/myApi shows them. */
export const CREDENTIAL_MESSAGES = {
  appId: '请选择密钥',
  publicKey: 'SM2 公钥须为 04 开头的 130 位十六进制（未压缩点）',
  ipAllowList: '每行一个 IPv4/IPv6 地址或网段（如 203.0.113.0/24），最多 20 条',
  days: '统计天数须为 1 至 90',
} as const;

export const ZEnvironment = z.enum(OPEN_API_ENVIRONMENTS);
export const ZAppId = z.string().check(z.regex(/^(SBX|PRD)[0-9A-F]{16}$/, CREDENTIAL_MESSAGES.appId));
export const ZSm2PublicKey = z.string().check(z.regex(/^04[0-9a-fA-F]{128}$/, CREDENTIAL_MESSAGES.publicKey));
/** One allow-list entry: an address or a CIDR network (checked for real on the server). */
export const ZIpEntry = z.string().check(z.regex(/^[0-9A-Fa-f:.]{2,45}(\/\d{1,3})?$/, CREDENTIAL_MESSAGES.ipAllowList));
export const ZIpAllowList = z.array(ZIpEntry).check(z.maxLength(20, CREDENTIAL_MESSAGES.ipAllowList));
export const ZMemberCustomerId = z.optional(ZText.check(z.minLength(1), z.maxLength(64)));

export const ZCredential = z.object({
  appId: z.string(),
  environment: ZEnvironment,
  status: z.enum(['active', 'revoked']),
  publicKey: z.nullable(z.string()),
  ipAllowList: z.array(z.string()),
  rateLimitPerMinute: z.number(),
  createdAt: z.string(),
  secretRotatedAt: z.string(),
  revokedAt: z.nullable(z.string()),
  /** End of validity (credential-validity.ts): a year after issue or the latest rotation. */
  expiresAt: z.string(),
});
export type CredentialView = z.output<typeof ZCredential>;

/** What can happen to a key, as the enterprise's key record lists it. */
export const CREDENTIAL_EVENTS = ['issued', 'rotated', 'revoked', 'publicKey', 'ipAllowList'] as const;
export type CredentialEvent = (typeof CREDENTIAL_EVENTS)[number];
export const ZCredentialEvent = z.object({ at: z.string(), appId: z.string(), action: z.enum(CREDENTIAL_EVENTS), actor: z.string() });
export type CredentialEventView = z.output<typeof ZCredentialEvent>;

export const ZTestAccount = z.object({ accountNo: z.string(), accountName: z.string(), currency: z.string(), balance: z.string() });

/** The usage charts' figures (issue 26 point 5): calls per API per day, error rate, latency. */
export const ZUsage = z.object({
  days: z.number(),
  /** The last day of the figures (Beijing), `yyyy-mm-dd`. */
  today: z.string(),
  perDay: z.array(z.object({ day: z.string(), apiCode: z.string(), calls: z.number(), errors: z.number() })),
  byApi: z.array(z.object({ apiCode: z.string(), calls: z.number(), errors: z.number(), p50Ms: z.number(), p95Ms: z.number() })),
  recent: z.array(
    z.object({ calledAt: z.string(), appId: z.string(), apiCode: z.string(), httpStatus: z.number(), errorCode: z.nullable(z.number()), latencyMs: z.number(), enterpriseId: z.string() }),
  ),
});
export type UsageView = z.output<typeof ZUsage>;
export const ZDays = z.optional(z.number().check(z.int(), z.gte(1, CREDENTIAL_MESSAGES.days), z.lte(90, CREDENTIAL_MESSAGES.days)));
