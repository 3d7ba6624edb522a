import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';

/** The account a reset is for: its user name or its phone, as in the login field. */
export const ZResetLoginName = ZText.check(z.trim(), z.minLength(1, '请输入用户名或手机号'), z.maxLength(40));

/** The desktop's secret of a face check: it polls the status and finally spends the check. */
export const ZVerifyToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, '身份验证已失效，请重新验证身份'));

/** Where a face check stands, as the desktop sees it. */
export const FACE_CHECK_STATES = ['waiting', 'scanned', 'verified', 'expired', 'used'] as const;
export const ZFaceCheckState = z.enum(FACE_CHECK_STATES);
export type FaceCheckState = z.infer<typeof ZFaceCheckState>;
