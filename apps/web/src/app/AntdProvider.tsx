import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { portalTheme } from './theme.ts';

/**
 * Ant Design's locale and theme. Loaded together with the first screen that uses antd, so
 * the home route (plain components) does not pay for antd's runtime before it paints.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={portalTheme}>
      {children}
    </ConfigProvider>
  );
}
