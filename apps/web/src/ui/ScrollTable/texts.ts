/** The names a scrolling table's box is read with (issue 38). */
export const SCROLL_TABLE_TEXTS = {
  region: (label: string) => `${label}（可滚动查看）`,
};
