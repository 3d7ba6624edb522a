import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZText } from '../../validate/field-types.ts';
import { ZUserType } from '../session/session-user.ts';

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

/** An address a customer's browser may be sent to: a path on the bank's domain or an https page. */
const ZEntryAddress = ZText.check(
  z.trim(),
  z.maxLength(500, '地址不能超过500个字'),
  z.regex(/^(\/(?!\/)|https:\/\/)\S*$/, '请输入以 / 开头的本行路径或 https:// 开头的地址'),
);

/** What operators edit of a system (console, issue 22). */
export const ZUnifiedSystemInput = z.object({
  name: ZText.check(z.trim(), z.minLength(1, '请输入系统名称'), z.maxLength(20, '系统名称不能超过20个字')),
  description: ZText.check(z.trim(), z.maxLength(60, '简介不能超过60个字')),
  icon: ZEntryAddress,
  url: ZEntryAddress,
  userTypes: z.array(ZUserType).check(z.minLength(1, '请至少选择一种用户类型'), z.maxLength(2)),
  enabled: z.boolean(),
  sort: z.int().check(z.minimum(0), z.maximum(9999)),
});
export type UnifiedSystemInput = z.infer<typeof ZUnifiedSystemInput>;

export const ZUnifiedSystemRow = z.object({
  code: z.string(),
  ...ZUnifiedSystemInput.shape,
  updatedAt: z.string(),
});
export type UnifiedSystemRow = z.infer<typeof ZUnifiedSystemRow>;

/** Console: every system, enabled or not, in the bank's order. */
export const operatorUnifiedSystemList = defineCall({
  method: 'POST',
  path: '/operator/unifiedLogin/systems/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZUnifiedSystemRow) }),
});

/** Console: changes one system (audited); customers' lists show it at once. */
export const operatorUnifiedSystemUpdate = defineCall({
  method: 'POST',
  path: '/operator/unifiedLogin/systems/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ code: ZSystemCode, system: ZUnifiedSystemInput }),
  response: z.object({ item: ZUnifiedSystemRow }),
});
