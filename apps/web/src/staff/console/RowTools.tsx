import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { CONSOLE_TEXTS as T } from './texts.ts';

/** Up, down and delete for one row of a configuration list. */
export function RowTools({ name, index, count, onMove, onRemove }: { name: string; index: number; count: number; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <Space size={0}>
      <Tooltip title={T.moveUp}>
        <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(-1)} aria-label={`${T.moveUp} ${name}`} />
      </Tooltip>
      <Tooltip title={T.moveDown}>
        <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`${T.moveDown} ${name}`} />
      </Tooltip>
      <Popconfirm title={`${T.remove}“${name}”？`} okText={T.ok} cancelText={T.cancel} onConfirm={onRemove}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${T.remove} ${name}`} />
      </Popconfirm>
    </Space>
  );
}
