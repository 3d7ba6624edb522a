import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, HolderOutlined } from '@ant-design/icons';
import type { WorkspaceFunction } from '@portal/contract/calls/workspace/workspace-config';
import { FunctionCard } from './FunctionCard.tsx';
import { moveItem, sameOrder } from './reorder.ts';
import { WORKSPACE_TEXTS as T } from './texts.ts';

interface Props {
  items: readonly WorkspaceFunction[];
  onSort(next: readonly WorkspaceFunction[]): void;
  onRemove(item: WorkspaceFunction): void;
  onOpen(item: WorkspaceFunction): void;
}

/**
 * The user's functions in their order. A function moves by dragging its handle (pointer
 * events, so a finger on a phone drags as a mouse does), by the arrow keys on the focused
 * handle, or by its 上移/下移 buttons; each finished move is handed to `onSort` once. Nothing is
 * disabled while a move is saved (the screen saves moves in order), so the keyboard focus stays.
 */
export function MyFunctions({ items, onSort, onRemove, onOpen }: Props) {
  // While dragging, the order shown follows the pointer; it is handed on when the pointer lets go.
  const [dragOrder, setDragOrder] = useState<readonly WorkspaceFunction[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Moving a list item moves its element, which some browsers take as losing the focus; the moved handle gets it back.
  const refocus = useRef<string | null>(null);
  const shown = dragOrder ?? items;

  useLayoutEffect(() => {
    const code = refocus.current;
    refocus.current = null;
    if (code) listRef.current?.querySelector<HTMLElement>(`[data-function-code="${CSS.escape(code)}"] .workspace-handle`)?.focus();
  }, [items]);

  function move(index: number, to: number) {
    const next = moveItem(items, index, to);
    if (next !== items) onSort(next);
  }

  function startDrag(e: PointerEvent<HTMLButtonElement>, code: string) {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(code);
    setDragOrder(items);
  }

  function followPointer(e: PointerEvent<HTMLButtonElement>) {
    if (!dragging || !dragOrder) return;
    const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-function-code]');
    const overCode = over && listRef.current?.contains(over) ? over.dataset.functionCode : undefined;
    if (!overCode || overCode === dragging) return;
    const from = dragOrder.findIndex((f) => f.code === dragging);
    const to = dragOrder.findIndex((f) => f.code === overCode);
    setDragOrder(moveItem(dragOrder, from, to));
  }

  function endDrag() {
    const finished = dragOrder;
    setDragging(null);
    setDragOrder(null);
    if (finished && !sameOrder(finished, items)) onSort(finished);
  }

  function keyMove(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    refocus.current = items[index]?.code ?? null;
    move(index, e.key === 'ArrowUp' ? index - 1 : index + 1);
  }

  if (items.length === 0) return <p className="workspace-empty">{T.empty}</p>;

  return (
    <ol className="workspace-mine" ref={listRef} data-testid="workspace-mine">
      {shown.map((item, index) => (
        <li key={item.code} className={`workspace-item${dragging === item.code ? ' is-dragging' : ''}`} data-function-code={item.code} data-testid={`workspace-mine-${item.code}`}>
          <button
            type="button"
            className="workspace-handle"
            aria-label={T.dragHandle(item.name)}
            title={T.dragHandle(item.name)}
            onPointerDown={(e) => startDrag(e, item.code)}
            onPointerMove={followPointer}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={(e) => keyMove(e, index)}
            data-testid="workspace-handle"
          >
            <HolderOutlined />
          </button>
          <FunctionCard item={item} onOpen={onOpen} />
          <div className="workspace-item-actions">
            <Button size="small" icon={<ArrowUpOutlined />} aria-label={T.moveUp(item.name)} disabled={index === 0} onClick={() => move(index, index - 1)} />
            <Button size="small" icon={<ArrowDownOutlined />} aria-label={T.moveDown(item.name)} disabled={index === items.length - 1} onClick={() => move(index, index + 1)} />
            <Button size="small" icon={<CloseOutlined />} aria-label={T.remove(item.name)} onClick={() => onRemove(item)} />
          </div>
        </li>
      ))}
    </ol>
  );
}
