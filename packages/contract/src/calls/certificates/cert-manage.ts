import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { isMobilePhone } from '../../validate/phone.ts';
import { ZSmsCode } from '../auth/fields.ts';
import { ZCertificateView, ZCertSerial, ZCsr, ZIssuedCertificate, ZKeySerial, ZProviderName, ZSignature, ZTargetUserNo } from './fields.ts';

/**
 * Certificate management (§7 Certificates, issue 22). A director of an authenticated enterprise
 * sees the certificates of every user of that enterprise and manages (downloads, renews,
 * revokes) their own and those of users who direct no enterprise; another director's are that
 * director's own business (issue 35 point 6, 403654). A user without that role sees, checks,
 * renews and revokes their own certificates only. Download: validateTel -> sendMessage ->
 * verifyTel -> (key makes a CSR) -> getCert.
 */

/** The phone the director was told matches the user's phone on record. */
export const certValidateTel = defineCall({
  method: 'POST',
  path: '/certManage/validateTel',
  sealed: true,
  access: 'user',
  request: z.object({ userNo: ZTargetUserNo, phone: z.string().check(z.refine(isMobilePhone, VALIDATION_MESSAGES.phone)) }),
  response: z.object({ valid: z.literal(true) }),
});

/** An SMS code to the user's phone on record (purpose `cert_manage`). */
export const certSendMessage = defineCall({
  method: 'POST',
  path: '/certManage/sendMessage',
  sealed: true,
  access: 'user',
  request: z.object({ userNo: ZTargetUserNo }),
  response: z.object({ phone: z.string(), resendAfter: z.int(), expiresIn: z.int() }),
});

/** Spends the code; opens one certificate download for the user for CERT_ENROLMENT_MINUTES. */
export const certVerifyTel = defineCall({
  method: 'POST',
  path: '/certManage/verifyTel',
  sealed: true,
  access: 'user',
  request: z.object({ userNo: ZTargetUserNo, smsCode: ZSmsCode }),
  response: z.object({ enrolmentId: z.string(), expiresIn: z.int() }),
});

/** The CSR made on the key in, the certificate out (to be written back onto the key). */
export const certGetCert = defineCall({
  method: 'POST',
  path: '/certManage/getCert',
  sealed: true,
  access: 'user',
  request: z.object({ enrolmentId: ZText.check(z.maxLength(64)), csr: ZCsr, keySerial: ZKeySerial, providerName: ZProviderName }),
  response: ZIssuedCertificate,
});

/** Renewal within CERT_EXPIRY_WARN_DAYS of expiry: a new certificate for the same key; the old one is superseded. */
export const certExtend = defineCall({
  method: 'POST',
  path: '/certManage/extend',
  sealed: true,
  access: 'user',
  request: z.object({ serialNumber: ZCertSerial, csr: ZCsr, keySerial: z.optional(ZKeySerial) }),
  response: ZIssuedCertificate,
});

/** Checks a signature made with a certificate (after a download, that the key signs with it). */
export const certCheckSignData = defineCall({
  method: 'POST',
  path: '/certManage/checkSignData',
  sealed: true,
  access: 'user',
  request: z.object({ serialNumber: ZCertSerial, plainText: ZMultilineText.check(z.minLength(1), z.maxLength(2_000)), signature: ZSignature }),
  response: z.object({ valid: z.literal(true) }),
});

/** The caller's certificates, or as director those of every user of their enterprises, with the users. */
export const certList = defineCall({
  method: 'POST',
  path: '/certManage/list',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({
    director: z.boolean(),
    users: z.array(
      z.object({
        userNo: z.string(),
        loginName: z.string(),
        realName: z.nullable(z.string()),
        phone: z.string(),
        role: z.string(),
        enterpriseName: z.string(),
        /** The caller may download a certificate for this user (not for another director). */
        manageable: z.boolean(),
      }),
    ),
    /** `manageable`: the caller may renew and revoke it (their own, or a user's who directs no enterprise). */
    certificates: z.array(z.extend(ZCertificateView, { manageable: z.boolean() })),
  }),
});

export const certRevoke = defineCall({
  method: 'POST',
  path: '/certManage/revoke',
  sealed: true,
  access: 'user',
  request: z.object({ serialNumber: ZCertSerial, reason: z.optional(ZText.check(z.maxLength(200))) }),
  response: z.object({ revoked: z.literal(true) }),
});
