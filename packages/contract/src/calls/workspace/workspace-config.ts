import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * The workspace (#/workspace, §7 `/auth/workspace/config/*`): the functions a user keeps on it,
 * in their own order, and the channel the workspace login opens. A function is one of the
 * portal's own screens (`kind: 'screen'`, opened at `route`) or a bank system of unified login
 * (`kind: 'system'`, code `sys.<systemCode>`, entered with a one-time ticket).
 */

/** Most functions one workspace holds: a grid a person can still scan at a glance. */
export const WORKSPACE_MAX_FUNCTIONS = 24;

export const ZWorkspaceFunctionCode = z.string().check(z.regex(/^(sys\.)?[a-z][a-zA-Z0-9_-]{0,31}$/, '功能代码不正确'));

export const ZWorkspaceFunction = z.object({
  code: z.string(),
  kind: z.enum(['screen', 'system']),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  /** The portal route a screen opens (hash path); null for a bank system. */
  route: z.nullable(z.string()),
  /** A bank system's code for `webAuthGenerateSt`; null for a screen. */
  systemCode: z.nullable(z.string()),
});
export type WorkspaceFunction = z.infer<typeof ZWorkspaceFunction>;

/** Where the workspace login lands when the address names no `redirectUrl`. */
export const LOGIN_CHANNELS = ['workspace', 'portal'] as const;
export const ZLoginChannel = z.enum(LOGIN_CHANNELS, '请选择默认登录渠道');
export type LoginChannel = z.infer<typeof ZLoginChannel>;
export const LOGIN_CHANNEL_LABELS: Record<LoginChannel, string> = { workspace: '企业金融工作台', portal: '门户首页' };

const ZFunctions = z.object({ items: z.array(ZWorkspaceFunction) });

/** Everything the workspace screen needs at once: what may be added, what is on it, the channel. */
export const workspaceConfigAll = defineCall({
  method: 'POST',
  path: '/auth/workspace/config/all',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({
    catalogue: z.array(ZWorkspaceFunction),
    mine: z.array(ZWorkspaceFunction),
    defaultLoginChannel: ZLoginChannel,
  }),
});

/** The user's functions in their order (a user who never chose sees the bank's starter set). */
export const workspaceFunctionList = defineCall({
  method: 'POST',
  path: '/auth/workspace/config/userFunction/list',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: ZFunctions,
});

/**
 * The user's functions in a new order: exactly the functions now on the workspace, each once.
 * A code the user does not have changes nothing (WORKSPACE_FUNCTION_NOT_MINE).
 */
export const workspaceFunctionSort = defineCall({
  method: 'POST',
  path: '/auth/workspace/config/userFunction/sort',
  sealed: true,
  access: 'user',
  request: z.object({ codes: z.array(ZWorkspaceFunctionCode).check(z.maxLength(WORKSPACE_MAX_FUNCTIONS, `工作台最多${WORKSPACE_MAX_FUNCTIONS}个功能`)) }),
  response: ZFunctions,
});

/** Puts one function of the catalogue at the end of the user's workspace. */
export const workspaceFunctionAdd = defineCall({
  method: 'POST',
  path: '/auth/workspace/config/userFunction/add',
  sealed: true,
  access: 'user',
  request: z.object({ code: ZWorkspaceFunctionCode }),
  response: ZFunctions,
});

/** Takes one function off the user's workspace (it stays in the catalogue). */
export const workspaceFunctionRemove = defineCall({
  method: 'POST',
  path: '/auth/workspace/config/userFunction/remove',
  sealed: true,
  access: 'user',
  request: z.object({ code: ZWorkspaceFunctionCode }),
  response: ZFunctions,
});

export const workspaceDefaultLoginChannel = defineCall({
  method: 'POST',
  path: '/auth/workspace/config/default/loginChannel',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ channel: ZLoginChannel }),
});

export const workspaceDefaultLoginChannelUpdate = defineCall({
  method: 'POST',
  path: '/auth/workspace/config/default/loginChannel/update',
  sealed: true,
  access: 'user',
  request: z.object({ channel: ZLoginChannel }),
  response: z.object({ channel: ZLoginChannel }),
});
