import { Table, type TableProps } from 'antd';
import { useShellWidth } from '../../app/shell/useShellWidth.ts';
import { CardList, type CardListProps } from './CardList.tsx';

export interface ResponsiveListProps<T> extends CardListProps<T> {
  /** How the table lays itself out off a phone: its size, its scroll, its expanded rows (what `more` is on a card). */
  table?: Pick<TableProps<T>, 'size' | 'scroll' | 'expandable'>;
}

/**
 * A list that is cards on a phone and an antd table elsewhere (issue 37): on a phone a wide table
 * would hide its state and buttons off to the side. The lists make that choice here, in one place,
 * and both forms get the same rows, columns, empty text, row attributes and test id.
 */
export function ResponsiveList<T extends object>({ table, ...list }: ResponsiveListProps<T>) {
  const phone = useShellWidth() === 'phone';
  if (phone) return <CardList {...list} />;
  const { items, rowKey, columns, empty, itemAttributes } = list;
  return (
    <Table<T>
      rowKey={rowKey}
      pagination={false}
      dataSource={items}
      columns={[...columns]}
      data-testid={list['data-testid']}
      {...table}
      {...(empty !== undefined && { locale: { emptyText: empty } })}
      {...(itemAttributes && { onRow: itemAttributes })}
    />
  );
}
