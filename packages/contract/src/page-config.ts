import { z } from 'zod';

/**
 * Page configuration of spec §3 (Page, Header, Footer config and Home data). Field names are
 * the spec's, so configurations exported from the bank's existing portal load unchanged.
 * Operators edit these documents; the server validates them with these schemas on save.
 */

const url = z.string().max(2048);
const label = z.string().min(1).max(60);
/** Images are site paths (`/assets/...`) or data/http(s) URLs. */
const image = z.string().max(4096);
const trackId = z.string().max(64);

export const ZMenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    label,
    url: url.optional(),
    newPage: z.boolean().optional(),
    hide: z.boolean().optional(),
    show: z.boolean().optional(),
    /** Lay the children out as a third-level panel (groups with their own children). */
    threeNav: z.boolean().optional(),
    trackId: trackId.optional(),
    children: z.array(ZMenuItem).max(40).optional(),
  }),
);
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

export const ZLink = z.object({ label, url: url.optional(), newPage: z.boolean().optional() });
export type Link = z.infer<typeof ZLink>;

export const ZTopNavItem = z.object({
  label,
  url: url.optional(),
  newPage: z.boolean().optional(),
  hide: z.boolean().optional(),
  iconsrc: image.optional(),
  hovericonsrc: image.optional(),
  isLocal: z.boolean().optional(),
  /** A QR or promotional image shown in the item's hover panel. */
  imgsrc: image.optional(),
  isImgLocal: z.boolean().optional(),
  detailDesc: z.string().max(200).optional(),
  children: z.array(ZLink).max(20).optional(),
});
export type TopNavItem = z.infer<typeof ZTopNavItem>;

export const ZHeaderConfig = z.object({
  hideLinkArea: z.boolean().optional(),
  loginarea: z
    .object({
      showBtnLogin: z.boolean().optional(),
      showLogo: z.boolean().optional(),
      logoImg: image.optional(),
      showLogin: z.boolean().optional(),
      showSignin: z.boolean().optional(),
      registerUrl: url.optional(),
      hoverBlue: z.boolean().optional(),
    })
    .optional(),
  leftLink: z.array(ZLink).max(20).optional(),
  headerTopNav: z.array(ZTopNavItem).max(20).optional(),
  newNav: z.boolean().optional(),
  logosrc: image.optional(),
  showLogo: z.boolean().optional(),
  logoNavSpace: z.number().int().min(0).max(400).optional(),
  navitemSpace: z.number().int().min(0).max(200).optional(),
  navitemLastSpace: z.number().int().min(0).max(200).optional(),
  blodNav: z.boolean().optional(),
  showSearch: z.boolean().optional(),
  menulist: z.array(ZMenuItem).max(20).optional(),
});
export type HeaderConfig = z.infer<typeof ZHeaderConfig>;

export const ZFooterItem = z.object({
  name: label,
  linkurl: url.optional(),
  newPage: z.boolean().optional(),
  imgsrc: image.optional(),
  width: z.number().int().min(0).max(1199).optional(),
});
export type FooterItem = z.infer<typeof ZFooterItem>;

export const ZFooterConfig = z.object({
  fMenu: z
    .array(ZFooterItem.extend({ list: z.array(ZFooterItem).max(20).optional() }))
    .max(10)
    .optional(),
  showImg: z.boolean().optional(),
  /** 120x120 images such as app QR codes. */
  imgMenu: z.array(ZFooterItem).max(8).optional(),
  /** Copyright block: HTML, always rendered through the rich-text sanitiser. */
  description: z.string().max(4000).optional(),
  backgroundImg: image.optional(),
  newFooter: z.boolean().optional(),
});
export type FooterConfig = z.infer<typeof ZFooterConfig>;

export const ZBanner = z.object({
  bannerId: z.string().max(64),
  title: z.string().max(60),
  subtitle: z.string().max(120).optional(),
  imgsrc: image,
  url: url.optional(),
  newPage: z.boolean().optional(),
  trackId,
});
export type Banner = z.infer<typeof ZBanner>;

export const ZHomeItem = z.object({
  itemId: z.string().max(64),
  title: z.string().max(60),
  desc: z.string().max(200).optional(),
  imgsrc: image.optional(),
  iconsrc: image.optional(),
  /** A short tag such as a rate or a date shown beside the title. */
  tag: z.string().max(40).optional(),
  url: url.optional(),
  newPage: z.boolean().optional(),
  trackId,
  children: z.array(ZLink).max(12).optional(),
});
export type HomeItem = z.infer<typeof ZHomeItem>;

export const HOME_MODULE_TYPES = ['quickEntry', 'productCards', 'noticeList', 'serviceGrid', 'imageCards'] as const;

export const ZHomeModule = z.object({
  moduleId: z.string().max(64),
  type: z.enum(HOME_MODULE_TYPES),
  title: z.string().max(40),
  subtitle: z.string().max(120).optional(),
  moreUrl: url.optional(),
  trackId,
  itemList: z.array(ZHomeItem).max(24),
});
export type HomeModule = z.infer<typeof ZHomeModule>;

export const ZPageInfo = z.object({
  pageCode: z.string().max(64),
  pageName: z.string().max(60),
  /** Ask the user to accept a disclaimer once per session before showing the page. */
  enableGrant: z.boolean(),
  /** 'Y' means the page needs a logged-in user. */
  enableAccess: z.enum(['Y', 'N']),
  disclaimersID: z.string().max(64).nullable(),
  pageChannel: z.enum(['qjmh', 'yqzl']),
});
export type PageInfo = z.infer<typeof ZPageInfo>;

export const ZPageContent = z.object({
  headerData: ZHeaderConfig,
  footerData: ZFooterConfig,
  bannerList: z.array(ZBanner).max(10).default([]),
  moduleList: z.array(ZHomeModule).max(12).default([]),
});
export type PageContent = z.infer<typeof ZPageContent>;

export const ZPageData = z.object({ pageInfo: ZPageInfo, pageContent: ZPageContent });
export type PageData = z.infer<typeof ZPageData>;

/** Page codes are short identifiers; anything else is rejected before reaching the database. */
export const ZPageCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, '页面编码只能包含字母、数字、下划线和连字符');
