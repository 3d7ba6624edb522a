import type { ThemeConfig } from 'antd';

/** The bank's palette: deep blue with a warm gold accent. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1554ad',
    colorLink: '#1554ad',
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
