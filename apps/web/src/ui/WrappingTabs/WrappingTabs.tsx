import { Tabs, type TabsProps } from 'antd';
import type { CSSProperties } from 'react';
import styles from './WrappingTabs.module.css';

/**
 * antd's Tabs whose tabs wrap onto a second line when they do not fit (a phone, 关怀模式's larger
 * text), issue 38. antd would hide them behind a "…" button that it puts inside the tablist,
 * which may hold tabs only (axe: aria-required-children), and a tab out of sight is one an older
 * customer may never find. Every customer screen's tabs are these.
 */
export function WrappingTabs({ className, style, tabBarGutter, ...props }: TabsProps) {
  // The gap between tabs is the list's column gap, so a wrapped line starts at the edge.
  const gutter = tabBarGutter === undefined ? undefined : ({ '--wrapping-tabs-gutter': `${tabBarGutter}px` } as CSSProperties);
  return <Tabs {...props} className={className ? `${styles.tabs} ${className}` : styles.tabs} style={gutter ? { ...gutter, ...style } : style} />;
}
