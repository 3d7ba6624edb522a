import type { MenuItem } from '@portal/contract/page-config';

/** Items configured with `hide: true` (or `show: false`) are not rendered. */
export function isShown(item: { hide?: boolean | undefined; show?: boolean | undefined }): boolean {
  return item.hide !== true && item.show !== false;
}

export function visibleChildren(item: MenuItem): MenuItem[] {
  return (item.children ?? []).filter(isShown);
}
