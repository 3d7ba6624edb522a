import type { Plugin as PostcssPlugin } from 'postcss';

/** A plain length or percentage: what CSS `max()` accepts (not `inherit`, `small`, `var(…)` …). */
const LENGTH = /^-?\d*\.?\d+(px|r?em|%)$/;
/** Sizes that do not follow the root's size by themselves, so the toolbar's text size multiplies them. */
const ABSOLUTE = /px$/;

/**
 * 关怀模式 and the 无障碍工具条's text size (issue 38) in every customer stylesheet at once: each
 * `font-size: 13px` becomes `max(calc(13px * var(--text-scale, 1)), var(--care-min-font, 0px))`.
 * Outside care mode the minimum is unset, and with the standard text size the scale is 1, so
 * nothing changes; `html.portal-care` sets the minimum to 18px (global.css), so no text is
 * smaller while larger text (headings) keeps its size. rem, em and % are not multiplied: they
 * follow the root's or the parent's size, which already grew (a11y/a11y.css). The staff console
 * is outside both and is left alone.
 */
export function careMinFont(): PostcssPlugin {
  return {
    postcssPlugin: 'care-min-font',
    Declaration: {
      'font-size': (decl) => {
        const file = decl.source?.input.file ?? '';
        const size = decl.value.trim();
        if (file.includes('/src/staff/') || !LENGTH.test(size)) return;
        const scaled = ABSOLUTE.test(size) ? `calc(${size} * var(--text-scale, 1))` : size;
        decl.value = `max(${scaled}, var(--care-min-font, 0px))`;
      },
    },
  };
}
