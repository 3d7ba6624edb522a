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
