import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useA11y } from './a11y/a11y-settings.ts';
import { useDialogTabWrap } from './a11y/dialog-tab-wrap.ts';
import { useCareMode } from './care/care-mode.ts';
import { pageTheme } from './theme.ts';

/**
 * Ant Design's locale and theme. Loaded together with the first screen that uses antd, so
 * the home route (plain components) does not pay for antd's runtime before it paints. In
 * 关怀模式 the theme's sizes grow (issue 38), and they follow the 无障碍工具条's text size and
 * high contrast.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const care = useCareMode();
  const { contrast, textScale } = useA11y();
  const theme = useMemo(() => pageTheme({ care, contrast, textScale }), [care, contrast, textScale]);
  useDialogTabWrap();
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
