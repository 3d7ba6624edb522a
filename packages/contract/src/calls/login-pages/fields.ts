import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';

export const LOGIN_PAGE_LIMITS = { codeMax: 32, nameMax: 40, prefixMax: 200, titleMax: 30, subtitleMax: 80, urlMax: 500 } as const;

export const ZLoginPageCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, '请输入登录页编号'),
    z.maxLength(LOGIN_PAGE_LIMITS.codeMax, `登录页编号不能超过${LOGIN_PAGE_LIMITS.codeMax}个字符`),
    z.regex(/^[A-Za-z0-9_-]+$/, '登录页编号只能包含字母、数字、下划线和连字符'),
  );

/**
 * Which return addresses a login page serves: a portal route prefix such as `/yqzl` or
 * `/qywy/rights`, or empty for the default page.
 */
export const ZRedirectPrefix = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LOGIN_PAGE_LIMITS.prefixMax, `适用地址前缀不能超过${LOGIN_PAGE_LIMITS.prefixMax}个字符`),
    z.regex(/^(|\/[A-Za-z0-9/_\-.~%?&=+:@,;!*'()]*)$/, '适用地址前缀须为门户内的路由，以 / 开头（如 /yqzl），留空表示默认登录页'),
  );

/** Background images are site-relative or http(s) addresses; nothing else reaches a style. */
export const ZBackgroundUrl = z.optional(
  z.nullable(
    ZText.check(
      z.trim(),
      z.maxLength(LOGIN_PAGE_LIMITS.urlMax, `背景图片地址不能超过${LOGIN_PAGE_LIMITS.urlMax}个字符`),
      z.regex(/^(https?:\/\/[^\s"'()<>]+|\/[^\s"'()<>]*)?$/, '背景图片地址须为 http(s) 地址或以 / 开头的站内地址'),
    ),
  ),
);

/** What the login screen shows for one return address (§7 /loginPage/selectPage). */
export const ZLoginPageView = z.object({
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  backgroundUrl: z.nullable(z.string()),
  showCustomer: z.boolean(),
});
export type LoginPageView = z.infer<typeof ZLoginPageView>;

/** A login page as operators edit it. */
export const ZLoginPageInput = z.object({
  code: ZLoginPageCode,
  name: ZText.check(z.trim(), z.minLength(1, '请输入登录页名称'), z.maxLength(LOGIN_PAGE_LIMITS.nameMax, `登录页名称不能超过${LOGIN_PAGE_LIMITS.nameMax}个字`)),
  redirectPrefix: ZRedirectPrefix,
  title: ZText.check(z.trim(), z.minLength(1, '请输入登录页标题'), z.maxLength(LOGIN_PAGE_LIMITS.titleMax, `标题不能超过${LOGIN_PAGE_LIMITS.titleMax}个字`)),
  subtitle: ZText.check(z.trim(), z.maxLength(LOGIN_PAGE_LIMITS.subtitleMax, `副标题不能超过${LOGIN_PAGE_LIMITS.subtitleMax}个字`)),
  backgroundUrl: ZBackgroundUrl,
  showCustomer: z.boolean(),
  enabled: z.boolean(),
});
export type LoginPageInput = z.infer<typeof ZLoginPageInput>;

export const ZLoginPage = z.object({
  ...ZLoginPageInput.shape,
  backgroundUrl: z.nullable(z.string()),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type LoginPage = z.infer<typeof ZLoginPage>;
