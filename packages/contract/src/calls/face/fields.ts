import * as z from 'zod/mini';
import { FACE_IMAGE_MAX_BYTES } from '../../limits.ts';

/** The QR code's ticket: the phone page's only authority (no login on the phone). */
export const ZFaceTicket = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, '二维码无效，请在电脑上刷新二维码后重新扫描'));

/** What a face check is for; the phone page says it to the person holding the phone. */
export const FACE_PURPOSES = {
  reset_password: '重置登录密码',
  real_name: '实名认证',
  enterprise_auth: '企业认证（法定代表人人脸识别）',
} as const;
export const ZFacePurpose = z.enum(['reset_password', 'real_name', 'enterprise_auth']);
export type FacePurpose = z.infer<typeof ZFacePurpose>;

export const FACE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Base64 of at most FACE_IMAGE_MAX_BYTES bytes. */
export const ZFaceImage = z.string().check(
  z.minLength(1, '请先拍摄照片'),
  z.maxLength(Math.ceil(FACE_IMAGE_MAX_BYTES / 3) * 4, '照片过大，请重新拍摄'),
  z.regex(/^[A-Za-z0-9+/]+={0,2}$/, '照片格式不正确，请重新拍摄'),
);
