import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * 网银扫码确认 (#/qywy/wyQrqm, issue 25): the enterprise web bank (a separate bank system) asks
 * the portal to have a high-risk operation, such as releasing a payment, confirmed by the
 * enterprise's director. It shows a QR code of the portal page with a one-time `token`; the
 * director, logged in to the portal, opens it, reads the operation and confirms or rejects it
 * once, before it expires. The web bank's own calls are in docs/decisions.md (issue 25).
 */

/** The code in the QR (SHA-256 of the web bank's poll key, base64url), as QR login uses. */
export const ZWyQrqmToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, '确认码无效，请在企业网银重新生成二维码'));

export const WY_QRQM_STATUSES = ['waiting', 'confirmed', 'rejected', 'expired'] as const;
export const ZWyQrqmStatus = z.enum(WY_QRQM_STATUSES);
export type WyQrqmStatus = z.infer<typeof ZWyQrqmStatus>;

/** A line of the operation as the web bank describes it (收款人, 金额 …). */
export const ZWyQrqmDetail = z.object({ label: z.string(), value: z.string() });

export const ZWyQrqmOperation = z.object({
  title: z.string(),
  enterpriseName: z.string(),
  details: z.array(ZWyQrqmDetail),
  /** Amount in fen, when the operation moves money. */
  amountFen: z.nullable(z.number()),
  requestRef: z.string(),
  status: ZWyQrqmStatus,
  requestedAt: z.number(),
  expiresAt: z.number(),
  /** Who decided and when (epoch ms), once decided. */
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.number()),
});
export type WyQrqmOperation = z.infer<typeof ZWyQrqmOperation>;

/** The operation behind a QR, for the enterprise's director only. */
export const wyQrqmDetail = defineCall({
  method: 'POST',
  path: '/qywy/wyQrqm/detail',
  sealed: true,
  access: 'user',
  request: z.object({ token: ZWyQrqmToken }),
  response: ZWyQrqmOperation,
});

/** The director's answer; a second answer, or one after expiry, is refused. */
export const wyQrqmDecide = defineCall({
  method: 'POST',
  path: '/qywy/wyQrqm/decide',
  sealed: true,
  access: 'user',
  request: z.object({ token: ZWyQrqmToken, decision: z.enum(['confirm', 'reject'], '请选择确认或拒绝') }),
  response: ZWyQrqmOperation,
});

/** How long a confirmation QR stays valid: long enough to find the phone, short enough to matter. */
export const WY_QRQM_SECONDS = 180;

/**
 * What the enterprise web bank sends to open a confirmation (plain JSON, signed with the web
 * bank's key, `POST /qjmh/webbank/wyQrqm/create`; docs/decisions.md issue 25).
 */
export const ZWebBankConfirmRequest = z.object({
  /** The enterprise's unified social credit code; it must be authenticated in the portal. */
  creditCode: z.string().check(z.regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '统一社会信用代码不正确')),
  title: z.string().check(z.minLength(1), z.maxLength(40)),
  details: z.array(z.object({ label: z.string().check(z.minLength(1), z.maxLength(20)), value: z.string().check(z.maxLength(200)) })).check(z.maxLength(12)),
  amountFen: z.optional(z.nullable(z.int().check(z.minimum(0)))),
  requestRef: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type WebBankConfirmRequest = z.infer<typeof ZWebBankConfirmRequest>;

/** The web bank's poll of its confirmation (`POST /qjmh/webbank/wyQrqm/status`, signed). */
export const ZWebBankStatusRequest = z.object({ pollKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
