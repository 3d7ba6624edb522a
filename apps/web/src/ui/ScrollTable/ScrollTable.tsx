import { Table, type TableProps, type TableRef } from 'antd';
import { useRef } from 'react';
import { useScrollRegion } from './use-scroll-region.ts';
import styles from './ScrollTable.module.css';

export interface ScrollTableProps<T> extends TableProps<T> {
  /** What the table lists ("登录记录"): the name of its box when the box scrolls sideways. */
  label: string;
}

/**
 * antd's Table for a table that may scroll sideways (its `scroll.x`), issue 38: on a phone its
 * box scrolls, and a box that scrolls must take the keyboard's focus, so that arrow keys move it,
 * and say what it holds (axe: scrollable-region-focusable).
 */
export function ScrollTable<T extends object>({ label, rootClassName, ...props }: ScrollTableProps<T>) {
  const ref = useRef<TableRef>(null);
  useScrollRegion(ref, label, props.dataSource);
  return <Table<T> ref={ref} rootClassName={rootClassName ? `${styles.table} ${rootClassName}` : styles.table} {...props} />;
}
