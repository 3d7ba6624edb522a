/**
 * Reply codes of the blockPuzzle captcha protocol (the AJ-Captcha `RepCodeEnum`), with the
 * protocol's own Chinese messages, so existing clients that show `repMsg` read what they expect.
 * The field-error messages fill in a Chinese field label instead of the protocol's `{0}`.
 */
export const CAPTCHA_REP = {
  SUCCESS: { repCode: '0000', repMsg: '成功' },
  ERROR: { repCode: '0001', repMsg: '操作失败' },
  EXCEPTION: { repCode: '9999', repMsg: '服务器内部异常' },
  NULL_ERROR: { repCode: '0011', repMsg: '{0}不能为空' },
  PARAM_FORMAT_ERROR: { repCode: '0016', repMsg: '{0}格式错误' },
  /** Token unknown, used or expired. */
  API_CAPTCHA_INVALID: { repCode: '6110', repMsg: '验证码已失效，请重新获取' },
  /** Wrong position. */
  API_CAPTCHA_COORDINATE_ERROR: { repCode: '6111', repMsg: '验证失败' },
  API_CAPTCHA_ERROR: { repCode: '6112', repMsg: '获取验证码失败,请联系管理员' },
  API_CAPTCHA_BASEMAP_NULL: { repCode: '6113', repMsg: '底图未初始化成功，请检查路径' },
  /** Too many challenges requested in a minute. */
  API_REQ_LIMIT_GET_ERROR: { repCode: '6201', repMsg: 'get接口请求次数超限，请稍后再试!' },
  /** Too many failed checks: locked for a while. */
  API_REQ_LOCK_GET_ERROR: { repCode: '6202', repMsg: '接口验证失败数过多，请稍后再试' },
  API_REQ_LIMIT_CHECK_ERROR: { repCode: '6204', repMsg: 'check接口请求次数超限，请稍后再试!' },
  API_REQ_LIMIT_VERIFY_ERROR: { repCode: '6205', repMsg: 'verify请求次数超限!' },
  /** Malformed request, e.g. a timestamp far from the server clock. */
  API_REQ_INVALID: { repCode: '6206', repMsg: '无效请求，请重新获取验证码' },
} as const satisfies Record<string, { repCode: string; repMsg: string }>;

export type CaptchaRepName = keyof typeof CAPTCHA_REP;

/** Chinese labels of the request fields, for the `{0}不能为空` / `{0}格式错误` messages. */
export const CAPTCHA_FIELD_LABELS: Record<string, string> = {
  captchaType: '验证码类型',
  clientUid: '客户端标识',
  ts: '时间戳',
  token: '验证码令牌',
  pointJson: '坐标',
};
