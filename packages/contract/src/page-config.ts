import * as z from 'zod/mini';

/**
 * Page configuration of spec §3 (Page, Header, Footer config and Home data). Field names are
 * the spec's, so configurations exported from the bank's existing portal load unchanged.
 * Operators edit these documents; the server validates them with these schemas on save.
 */

const text = (max: number, min = 0) =>
  min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max));
const int = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));
const url = text(2048);
const label = text(60, 1);
/** Images are site paths (`/static/...`) or data/http(s) URLs. */
const image = text(4096);
const trackId = text(64);
const flag = z.optional(z.boolean());
const list = <T extends z.core.SomeType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

export const ZMenuItem: z.ZodMiniType<MenuItem> = z.object({
  label,
  url: z.optional(url),
  newPage: flag,
  hide: flag,
  show: flag,
  /** Lay the children out as a third-level panel (groups with their own children). */
  threeNav: flag,
  trackId: z.optional(trackId),
  get children() {
    return z.optional(list(ZMenuItem, 40));
  },
});
export interface MenuItem {
  label: string;
  url?: string | undefined;
  newPage?: boolean | undefined;
  hide?: boolean | undefined;
  show?: boolean | undefined;
  threeNav?: boolean | undefined;
  trackId?: string | undefined;
  children?: MenuItem[] | undefined;
}

export const ZLink = z.object({ label, url: z.optional(url), newPage: flag });
export type Link = z.infer<typeof ZLink>;

export const ZTopNavItem = z.object({
  label,
  url: z.optional(url),
  newPage: flag,
  hide: flag,
  iconsrc: z.optional(image),
  hovericonsrc: z.optional(image),
  isLocal: flag,
  /** A QR or promotional image shown in the item's hover panel. */
  imgsrc: z.optional(image),
  isImgLocal: flag,
  detailDesc: z.optional(text(200)),
  children: z.optional(list(ZLink, 20)),
});
export type TopNavItem = z.infer<typeof ZTopNavItem>;

export const ZHeaderConfig = z.object({
  hideLinkArea: flag,
  loginarea: z.optional(
    z.object({
      showBtnLogin: flag,
      showLogo: flag,
      logoImg: z.optional(image),
      showLogin: flag,
      showSignin: flag,
      registerUrl: z.optional(url),
      hoverBlue: flag,
    }),
  ),
  leftLink: z.optional(list(ZLink, 20)),
  headerTopNav: z.optional(list(ZTopNavItem, 20)),
  newNav: flag,
  logosrc: z.optional(image),
  showLogo: flag,
  logoNavSpace: z.optional(int(0, 400)),
  navitemSpace: z.optional(int(0, 200)),
  navitemLastSpace: z.optional(int(0, 200)),
  blodNav: flag,
  showSearch: flag,
  menulist: z.optional(list(ZMenuItem, 20)),
});
export type HeaderConfig = z.infer<typeof ZHeaderConfig>;

export const ZFooterItem = z.object({
  name: label,
  linkurl: z.optional(url),
  newPage: flag,
  imgsrc: z.optional(image),
  width: z.optional(int(0, 1199)),
});
export type FooterItem = z.infer<typeof ZFooterItem>;

export const ZFooterConfig = z.object({
  fMenu: z.optional(list(z.extend(ZFooterItem, { list: z.optional(list(ZFooterItem, 20)) }), 10)),
  showImg: flag,
  /** 120x120 images such as app QR codes. */
  imgMenu: z.optional(list(ZFooterItem, 8)),
  /** Copyright block: HTML, always rendered through the rich-text sanitiser. */
  description: z.optional(text(4000)),
  backgroundImg: z.optional(image),
  newFooter: flag,
});
export type FooterConfig = z.infer<typeof ZFooterConfig>;

export const ZBanner = z.object({
  bannerId: text(64),
  title: text(60),
  subtitle: z.optional(text(120)),
  imgsrc: image,
  url: z.optional(url),
  newPage: flag,
  /** Switched off by an operator: kept in the configuration, not shown. */
  hide: flag,
  trackId,
});
export type Banner = z.infer<typeof ZBanner>;

export const ZHomeItem = z.object({
  itemId: text(64),
  title: text(60),
  desc: z.optional(text(200)),
  imgsrc: z.optional(image),
  iconsrc: z.optional(image),
  /** A short tag such as a rate or a date shown beside the title. */
  tag: z.optional(text(40)),
  url: z.optional(url),
  newPage: flag,
  trackId,
  children: z.optional(list(ZLink, 12)),
});
export type HomeItem = z.infer<typeof ZHomeItem>;

export const HOME_MODULE_TYPES = ['quickEntry', 'productCards', 'noticeList', 'serviceGrid', 'imageCards'] as const;

export const ZHomeModule = z.object({
  moduleId: text(64),
  type: z.enum(HOME_MODULE_TYPES),
  title: text(40),
  subtitle: z.optional(text(120)),
  moreUrl: z.optional(url),
  trackId,
  itemList: list(ZHomeItem, 24),
});
export type HomeModule = z.infer<typeof ZHomeModule>;

export const ZPageInfo = z.object({
  pageCode: text(64),
  pageName: text(60),
  /** Ask the user to accept a disclaimer once per session before showing the page. */
  enableGrant: z.boolean(),
  /** 'Y' means the page needs a logged-in user. */
  enableAccess: z.enum(['Y', 'N']),
  disclaimersID: z.nullable(text(64)),
  pageChannel: z.enum(['qjmh', 'yqzl']),
  /**
   * The app configuration's `customer` flag of §2: '1' lets the page show the online
   * customer-service entry (if the `customer_display` switch is on too), '0' hides it.
   * Absent means '1'.
   */
  customer: z.optional(z.enum(['0', '1'])),
});
export type PageInfo = z.infer<typeof ZPageInfo>;

export const ZPageContent = z.object({
  headerData: ZHeaderConfig,
  footerData: ZFooterConfig,
  bannerList: z._default(list(ZBanner, 10), []),
  moduleList: z._default(list(ZHomeModule, 12), []),
});
export type PageContent = z.infer<typeof ZPageContent>;

export const ZPageData = z.object({ pageInfo: ZPageInfo, pageContent: ZPageContent });
export type PageData = z.infer<typeof ZPageData>;

/** Page codes are short identifiers; anything else is rejected before reaching the database. */
export const ZPageCode = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_-]+$/, '页面编码只能包含字母、数字、下划线和连字符'),
  );
