import { SESSION_MESSAGES, TRANSPORT_MESSAGES } from './messages.ts';

/**
 * The entries of the error catalogue (errors.ts, which includes them) that the envelope client
 * and the portal's shell need before any screen loads. They live apart so that the first paint
 * does not carry the whole catalogue (issue 36: 25 KB of the home page's JavaScript); screens
 * import `ERRORS` from errors.ts as before.
 */
export const CORE_ERRORS = {
  MALFORMED_ENVELOPE: { code: 400001, status: 400, msg: '请求格式不正确' },
  UNKNOWN_KEY: { code: 401001, status: 401, msg: '安全会话已失效，请刷新页面后重试' },
  INTERNAL: { code: 500000, status: 500, msg: TRANSPORT_MESSAGES.serverBusy },
  SESSION_TIMEOUT_DIRECT: { code: 201701, status: 200, msg: TRANSPORT_MESSAGES.sessionTimeout },
  NOT_LOGGED_IN: { code: 401100, status: 401, msg: SESSION_MESSAGES.loginExpired },
  ENTERPRISE_NO_SEAT: { code: 403660, status: 403, msg: '您不是已认证企业的主管或查询员，无法办理企业业务' },
} as const satisfies Record<string, { code: number; status: number; msg: string }>;

export const SUCCESS_CODE = 200;
export const SUCCESS_MSG = '成功';

/**
 * What the envelope client shows for a failed reply: the server's own message (every error reply
 * carries one, naming the exact rule), else a general one. errors.ts's `messageForReply` also
 * knows every code's catalogue message, for screens that show a code's meaning.
 */
export function replyMessage(serverMsg: string | undefined): string {
  return serverMsg?.trim() || CORE_ERRORS.INTERNAL.msg;
}
