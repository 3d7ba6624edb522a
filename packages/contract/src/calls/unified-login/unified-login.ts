import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * Unified login (§7 /auth/unifyLogin/*, /auth/efip/webAuthGenerateSt, getOldLoginAddress): the
 * bank systems a logged-in customer enters from the portal without logging in again. The portal
 * issues a one-time ticket (`st`) for one system and opens the system's address with it; the
 * system spends the ticket once, like the portal's own login check spends one (§4).
 */

export const ZSystemCode = z.string().check(z.regex(/^[a-z][a-z0-9_-]{0,31}$/, '系统代码不正确'));

/** What a customer sees of a system: name, icon and a line of description. */
export const ZUnifiedSystemInfo = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
});
export type UnifiedSystemInfo = z.infer<typeof ZUnifiedSystemInfo>;

/** A system the customer can enter now, with when they last did (null: never). */
export const ZUnifiedEntry = z.object({
  ...ZUnifiedSystemInfo.shape,
  lastEnteredAt: z.nullable(z.string()),
});
export type UnifiedEntry = z.infer<typeof ZUnifiedEntry>;

/** The systems this customer's type may see, in the bank's order (for menus and overviews). */
export const unifyLoginInfoList = defineCall({
  method: 'POST',
  path: '/auth/unifyLogin/info/list',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ items: z.array(ZUnifiedSystemInfo) }),
});

/** The same systems as entries to open, the customer's most recently entered first. */
export const unifyLoginEntryList = defineCall({
  method: 'POST',
  path: '/auth/unifyLogin/entry/list',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ items: z.array(ZUnifiedEntry) }),
});

/**
 * A fresh one-time ticket for entering one system; `entryUrl` is the system's address with the
 * ticket added as `st`. A system the customer may not see is refused like an unknown one.
 */
export const webAuthGenerateSt = defineCall({
  method: 'POST',
  path: '/auth/efip/webAuthGenerateSt',
  sealed: true,
  access: 'user',
  request: z.object({ systemCode: ZSystemCode }),
  response: z.object({ st: z.string(), entryUrl: z.string(), expiresIn: z.int() }),
});

/** The old portal's login address (system parameter `old_login_address`); null when unset. */
export const getOldLoginAddress = defineCall({
  method: 'POST',
  path: '/auth/efip/getOldLoginAddress',
  sealed: true,
  request: z.object({}),
  response: z.object({ address: z.nullable(z.string()) }),
});
