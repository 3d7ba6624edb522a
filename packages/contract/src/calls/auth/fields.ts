import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';

/** A field encrypted with the server's SM2 public key (§4.6): C1C3C2 hex. */
export const ZSm2Field = z.string().check(z.regex(/^[0-9a-f]{192,1200}$/, '加密字段格式不正确'));

/** The value a passed slider check yields; spent by the call that presents it. */
export const ZCaptchaVerification = ZText.check(z.minLength(16), z.maxLength(512));

/** Where to go after login; the server keeps it only when it is one of the portal's own pages. */
export const ZRedirectUrl = z.optional(ZText.check(z.maxLength(2000)));

export const ZSmsCode = z.string().check(z.regex(/^\d{6}$/, '请输入6位短信验证码'));
