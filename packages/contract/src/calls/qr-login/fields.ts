import * as z from 'zod/mini';

/**
 * Where a QR login stands. `waiting` for a phone, `scanned` by a logged-in phone, `confirmed`
 * there, `used` once the desktop has its session; `expired` and `cancelled` are final.
 */
export const QR_LOGIN_STATUSES = ['waiting', 'scanned', 'confirmed', 'used', 'expired', 'cancelled'] as const;
export const ZQrLoginStatus = z.enum(QR_LOGIN_STATUSES);
export type QrLoginStatus = z.infer<typeof ZQrLoginStatus>;

/** 32 random bytes, base64url: the desktop's proof that it asked for the code. */
export const ZQrPollKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, '二维码凭证格式不正确'));

/** The code carried by the QR picture (SHA-256 of the poll key, base64url). */
export const ZQrToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, '二维码无效，请重新扫描'));
