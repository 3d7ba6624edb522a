import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useCareMode } from './care/care-mode.ts';
import { careTheme, portalTheme } from './theme.ts';

/**
 * Ant Design's locale and theme. Loaded together with the first screen that uses antd, so
 * the home route (plain components) does not pay for antd's runtime before it paints. In
 * 关怀模式 the theme's sizes grow (issue 38).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const care = useCareMode();
  return (
    <ConfigProvider locale={zhCN} theme={care ? careTheme : portalTheme}>
      {children}
    </ConfigProvider>
  );
}
