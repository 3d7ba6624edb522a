import type { HeaderConfig, MenuItem } from '@portal/contract/page-config';
import { isShown } from './menu-visibility.ts';

/** One entry of the menu drawer: a link, a group that opens, or a QR image (top navigation). */
export interface DrawerNode {
  label: string;
  url?: string | undefined;
  newPage?: boolean | undefined;
  trackId?: string | undefined;
  children?: DrawerNode[] | undefined;
  image?: { src: string; alt: string; description?: string | undefined } | undefined;
}

/** The main menu as the drawer lists it: hidden items left out at every level. */
export function menuNodes(items: MenuItem[]): DrawerNode[] {
  return items.filter(isShown).map((item) => ({
    label: item.label,
    url: item.url,
    newPage: item.newPage,
    trackId: item.trackId,
    children: item.children ? menuNodes(item.children) : undefined,
  }));
}

/** The top strip's left links. */
export function leftLinkNodes(config: HeaderConfig): DrawerNode[] {
  return (config.leftLink ?? []).map((link) => ({ label: link.label, url: link.url, newPage: link.newPage }));
}

/** The top strip's navigation: links, groups of links, and QR panels (手机银行, 微信银行). */
export function topNavNodes(config: HeaderConfig): DrawerNode[] {
  return (config.headerTopNav ?? []).filter(isShown).map((item) => ({
    label: item.label,
    url: item.url,
    newPage: item.newPage,
    children: item.children?.map((child) => ({ label: child.label, url: child.url, newPage: child.newPage })),
    image:
      !item.children?.length && item.imgsrc
        ? { src: item.imgsrc, alt: item.detailDesc ?? item.label, description: item.detailDesc }
        : undefined,
  }));
}
