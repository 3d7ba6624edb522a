import type { Plugin as PostcssPlugin } from 'postcss';

/** A plain length or percentage: what CSS `max()` accepts (not `inherit`, `small`, `var(…)` …). */
const LENGTH = /^-?\d*\.?\d+(px|r?em|%)$/;

/**
 * 关怀模式 (issue 38) in every customer stylesheet at once: each `font-size: 13px` becomes
 * `max(13px, var(--care-min-font, 0px))`. Outside care mode the variable is unset and nothing
 * changes; `html.portal-care` sets it to 18px (global.css), so no text is smaller while larger
 * text (headings) keeps its size. The staff console is outside care mode and is left alone.
 */
export function careMinFont(): PostcssPlugin {
  return {
    postcssPlugin: 'care-min-font',
    Declaration: {
      'font-size': (decl) => {
        const file = decl.source?.input.file ?? '';
        if (file.includes('/src/staff/') || !LENGTH.test(decl.value.trim())) return;
        decl.value = `max(${decl.value.trim()}, var(--care-min-font, 0px))`;
      },
    },
  };
}
