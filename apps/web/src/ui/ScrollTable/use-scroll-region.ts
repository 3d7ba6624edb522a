import { useEffect, type RefObject } from 'react';
import type { TableRef } from 'antd';
import { SCROLL_TABLE_TEXTS as T } from './texts.ts';

/** antd's boxes that scroll: sideways (`scroll.x`) and, with a fixed header, downwards (`scroll.y`). */
const BOXES = '.ant-table-content, .ant-table-body';

/**
 * Makes each of the table's boxes that does scroll a named, focusable region, and only while it
 * scrolls: a box that fits is no extra stop for the Tab key. Sizes change with the window and
 * with the rows, so a ResizeObserver checks again.
 */
export function useScrollRegion(ref: RefObject<TableRef | null>, label: string, rows: unknown): void {
  useEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    const mark = () => {
      for (const box of Array.from(root.querySelectorAll<HTMLElement>(BOXES))) {
        const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
        if (scrolls) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', T.region(label));
        } else if (box.hasAttribute('role')) {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    for (const table of Array.from(root.querySelectorAll('table'))) observer.observe(table);
    return () => observer.disconnect();
  }, [ref, label, rows]);
}
