import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** Disclaimer ids are short identifiers, as page configurations name them in `disclaimersID`. */
export const ZDisclaimerId = z
  .string()
  .check(z.trim(), z.minLength(1, '缺少协议编号'), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, '协议编号格式不正确'));

/**
 * The agreement a page with enableGrant shows first (§4 Page access, §7). `content` is HTML
 * already sanitised on the server; the browser sanitises again when it renders.
 */
export const getDisclaimerInfoByMsgId = defineCall({
  method: 'POST',
  path: '/disclaimer/getDisclaimerInfoByMsgId',
  sealed: true,
  request: z.object({ msgId: ZDisclaimerId }),
  response: z.object({
    msgId: z.string(),
    title: z.string(),
    content: z.string(),
    /** When the text last changed (ISO time), shown as the agreement's version date. */
    updatedAt: z.string(),
  }),
});
