import type { HTMLAttributes, Key, ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import styles from './CardList.module.css';

/** A column of the table a card list stands in for; `key` (or `dataIndex`) names it. */
export type CardColumn<T> = TableColumnType<T>;

export interface CardListProps<T> {
  items: readonly T[];
  /** The field that tells the items apart; each card carries it as `data-row-key`, as the table's rows do. */
  rowKey: keyof T & string;
  /** The very columns of the table: every one is shown on the card, under its title. */
  columns: readonly CardColumn<T>[];
  /** The column shown as the card's heading (the name, the serial number). */
  titleColumn: string;
  /** The column shown first under the heading (the state). */
  statusColumn?: string;
  /** The column of buttons, beside the state. */
  actionsColumn?: string;
  /** More below the fields (the table's expanded row), when there is more. */
  more?: (item: T) => ReactNode;
  /** In place of the cards when there are no items. */
  empty?: ReactNode;
  /** Further attributes of an item's card (`data-status`). */
  itemAttributes?: (item: T) => HTMLAttributes<HTMLElement> & Record<`data-${string}`, string>;
  'data-testid'?: string;
}

const idOf = <T,>(column: CardColumn<T>): string => String(column.key ?? column.dataIndex ?? '');

/** What a column shows for an item: its render, else the item's value, as a table cell would. */
function cellOf<T>(column: CardColumn<T>, item: T, index: number): ReactNode {
  const value = typeof column.dataIndex === 'string' ? (item as Record<string, unknown>)[column.dataIndex] : undefined;
  if (column.render) return column.render(value, item, index) as ReactNode;
  return value as ReactNode;
}

/** Nothing to show: a column's empty cell takes no line on a card. */
const blank = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

/**
 * A table's rows as cards, for a phone (issue 37): a wide table would scroll sideways inside its
 * box and hide its last columns (the state, the buttons). Each card leads with what matters (the
 * heading, the state, the buttons) and lists every other column under the column's title, so
 * nothing the table shows is lost.
 */
export function CardList<T>({ items, rowKey, columns, titleColumn, statusColumn, actionsColumn, more, empty, itemAttributes, ...rest }: CardListProps<T>) {
  if (items.length === 0 && empty) return <div data-testid={rest['data-testid']}>{empty}</div>;
  const column = (id: string | undefined) => (id === undefined ? undefined : columns.find((c) => idOf(c) === id));
  const lead = new Set([titleColumn, statusColumn, actionsColumn]);
  const fields = columns.filter((c) => !lead.has(idOf(c)));
  const [title, status, actions] = [column(titleColumn), column(statusColumn), column(actionsColumn)];
  return (
    <ul className={styles.list} data-testid={rest['data-testid']}>
      {items.map((item, index) => {
        const key = String(item[rowKey] as Key);
        const shownStatus = status && cellOf(status, item, index);
        const shownActions = actions && cellOf(actions, item, index);
        const shownMore = more?.(item);
        return (
          <li key={key} className={styles.card} data-row-key={key} {...itemAttributes?.(item)}>
            <div className={styles.title}>{title && cellOf(title, item, index)}</div>
            {/* State and buttons at the start of the line: the floating panel keeps to the window's right edge. */}
            {(!blank(shownStatus) || !blank(shownActions)) && (
              <div className={styles.lead}>
                {!blank(shownStatus) && <div className={styles.status}>{shownStatus}</div>}
                {!blank(shownActions) && (
                  <div className={styles.actions} role="group" aria-label={typeof actions?.title === 'string' ? actions.title : undefined}>
                    {shownActions}
                  </div>
                )}
              </div>
            )}
            <dl className={styles.fields}>
              {fields.map((field) => {
                const shown = cellOf(field, item, index);
                if (blank(shown)) return null;
                return (
                  <div key={idOf(field)} className={styles.field}>
                    <dt>{typeof field.title === 'function' ? null : field.title}</dt>
                    <dd>{shown}</dd>
                  </div>
                );
              })}
            </dl>
            {!blank(shownMore) && <div className={styles.more}>{shownMore}</div>}
          </li>
        );
      })}
    </ul>
  );
}
