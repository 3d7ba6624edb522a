import type { ThemeConfig } from 'antd';

/** The bank's palette: deep blue with a warm gold accent. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1554ad',
    colorLink: '#1554ad',
    // antd's greys for secondary text (0.45 black: 3.4:1) and placeholders read at 4.5:1 or more (issue 38).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 4,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};

/**
 * 关怀模式 (issue 38): no antd text under 18 px, headings larger, controls 44 px high and the
 * large ones (a screen's main actions) 60 px, looser lines.
 */
export const careTheme: ThemeConfig = {
  token: {
    ...portalTheme.token,
    fontSize: 18,
    fontSizeSM: 18,
    fontSizeLG: 20,
    fontSizeXL: 22,
    fontSizeHeading1: 36,
    fontSizeHeading2: 30,
    fontSizeHeading3: 26,
    fontSizeHeading4: 22,
    fontSizeHeading5: 21,
    lineHeight: 1.6,
    controlHeight: 44,
    controlHeightSM: 44,
    controlHeightLG: 60,
  },
};

/** The 无障碍工具条's high contrast (issue 38 point 2): black text, dark-blue links, black frames (a11y/a11y.css does the rest). */
const contrastTokens: ThemeConfig['token'] = {
  colorText: '#000',
  colorTextSecondary: '#000',
  colorTextTertiary: '#1a1a1a',
  colorTextQuaternary: '#333',
  colorTextPlaceholder: '#4d4d4d',
  colorTextDisabled: '#333',
  colorTextDescription: '#1a1a1a',
  colorPrimary: '#0b2f63',
  colorLink: '#0033aa',
  colorBorder: '#000',
  colorBorderSecondary: '#333',
  colorBgMask: 'rgba(0, 0, 0, 0.8)',
  lineWidthFocus: 3,
};

/** antd's sizes that grow with the toolbar's text size (heights too, or larger text would be cut off). */
const SCALED_TOKENS = [
  'fontSize',
  'fontSizeSM',
  'fontSizeLG',
  'fontSizeXL',
  'fontSizeHeading1',
  'fontSizeHeading2',
  'fontSizeHeading3',
  'fontSizeHeading4',
  'fontSizeHeading5',
  'controlHeight',
  'controlHeightSM',
  'controlHeightLG',
] as const;

/**
 * The theme for this page: 关怀模式 or the standard one, then the toolbar's high contrast and text
 * size. antd writes its sizes in CSS-in-JS, out of reach of the build's font-size rewrite, so
 * they are multiplied here (antd derives the sizes not set from fontSize and controlHeight).
 */
export function pageTheme({ care, contrast, textScale }: { care: boolean; contrast: boolean; textScale: number }): ThemeConfig {
  const token: NonNullable<ThemeConfig['token']> = { fontSize: 14, controlHeight: 32, ...(care ? careTheme : portalTheme).token, ...(contrast ? contrastTokens : {}) };
  const factor = textScale / 100;
  for (const key of SCALED_TOKENS) {
    const value = token[key];
    if (typeof value === 'number') token[key] = Math.round(value * factor);
  }
  return { token };
}
