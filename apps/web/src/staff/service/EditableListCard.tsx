import type { ReactNode } from 'react';
import { Button, Card, Form, Space, Tooltip } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SERVICE_TEXTS as T } from './texts.ts';
import styles from './Service.module.css';

/** Up, down and delete of one row of an editable list. */
function RowTools({ field, index, count, move, remove }: { field: FormListFieldData; index: number; count: number } & Pick<FormListOperation, 'move' | 'remove'>) {
  return (
    <Space size={0} className={styles.rowTools}>
      <Tooltip title={T.moveUp}>
        <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={T.moveUp} />
      </Tooltip>
      <Tooltip title={T.moveDown}>
        <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={T.moveDown} />
      </Tooltip>
      <Tooltip title={T.remove}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={T.remove} />
      </Tooltip>
    </Space>
  );
}

export interface EditableListCardProps {
  /** The settings field holding the list. */
  name: string;
  title: string;
  hint: string;
  max: number;
  addLabel: string;
  /** What 添加 appends. */
  newItem: unknown;
  /** Test ids are `service-<testId>` (the card) and `service-add-<testId>` (its add button). */
  testId: string;
  /** The grid class the head and every row share. */
  rowClass: string | undefined;
  /** Column titles, when the list has columns ('' over a column without one). */
  head?: string[];
  /** The fields of one row; the move and delete tools follow them. */
  renderRow(field: FormListFieldData, index: number): ReactNode;
}

/** One editable, ordered list of the settings form, up to `max` rows. */
export function EditableListCard({ name, title, hint, max, addLabel, newItem, testId, rowClass, head, renderRow }: EditableListCardProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <Card
          size="small"
          className={styles.block}
          title={
            <span>
              {title} <span className={styles.cardHint}>{hint}</span>
            </span>
          }
          extra={
            <Button size="small" icon={<PlusOutlined />} disabled={fields.length >= max} onClick={() => add(newItem)} data-testid={`service-add-${testId}`}>
              {fields.length >= max ? T.limitReached(max) : addLabel}
            </Button>
          }
          data-testid={`service-${testId}`}
        >
          {head && (
            <div className={`${styles.listHead} ${rowClass}`}>
              {head.map((cell, i) => (
                <span key={i}>{cell}</span>
              ))}
              <span />
            </div>
          )}
          {fields.map((field, index) => (
            <div key={field.key} className={`${styles.listRow} ${rowClass}`}>
              {renderRow(field, index)}
              <RowTools field={field} index={index} count={fields.length} move={move} remove={remove} />
            </div>
          ))}
        </Card>
      )}
    </Form.List>
  );
}
