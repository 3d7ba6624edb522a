import { Button, Checkbox, Input, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MENU_MAX_DEPTH } from '@portal/contract/calls/console/page-check';
import type { MenuItem } from '@portal/contract/page-config';
import { move, removeAt, replaceAt, type ProblemAt } from './list-edit.ts';
import { RowTools } from './RowTools.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

type Path = Array<string | number>;

interface RowsProps {
  items: readonly MenuItem[];
  depth: number;
  path: Path;
  problemAt: ProblemAt;
  onChange: (items: MenuItem[]) => void;
}

/** One level of the menu tree; each item carries its children's rows below it. */
function MenuRows({ items, depth, path, problemAt, onChange }: RowsProps) {
  return (
    <ul className={styles.menuLevel} data-depth={depth}>
      {items.map((item, i) => {
        const here = [...path, i];
        const set = (patch: Partial<MenuItem>) => onChange(replaceAt(items, i, { ...item, ...patch }));
        const labelProblem = problemAt([...here, 'label']);
        const urlProblem = problemAt([...here, 'url']);
        const rowProblem = problemAt(here);
        return (
          <li key={i} className={styles.menuItem} data-testid={`menu-row-${here.filter((k) => typeof k === 'number').join('-')}`}>
            <div className={`${styles.row} ${item.hide ? styles.hiddenRow : ''}`}>
              <Tag className={styles.levelTag}>{T.levelTag(depth)}</Tag>
              <div className={styles.field}>
                <Input
                  size="small"
                  value={item.label}
                  status={labelProblem ? 'error' : undefined}
                  onChange={(e) => set({ label: e.target.value })}
                  aria-label={`${T.label}（${item.label || T.newMenu}）`}
                  maxLength={60}
                />
                {labelProblem && <div className={styles.fieldError}>{labelProblem}</div>}
              </div>
              <div className={styles.fieldWide}>
                <Input
                  size="small"
                  value={item.url ?? ''}
                  placeholder={T.urlPlaceholder}
                  status={urlProblem ? 'error' : undefined}
                  onChange={(e) => set({ url: e.target.value || undefined })}
                  aria-label={`${T.url}（${item.label}）`}
                />
                {urlProblem && <div className={styles.fieldError}>{urlProblem}</div>}
              </div>
              <Checkbox checked={item.hide === true} onChange={(e) => set({ hide: e.target.checked || undefined })}>
                {T.hide}
              </Checkbox>
              <Checkbox checked={item.newPage === true} onChange={(e) => set({ newPage: e.target.checked || undefined })}>
                {T.newPage}
              </Checkbox>
              <RowTools name={item.label} index={i} count={items.length} onMove={(by) => onChange(move(items, i, by))} onRemove={() => onChange(removeAt(items, i))} />
              {depth < MENU_MAX_DEPTH && (
                <Button
                  size="small"
                  type="link"
                  icon={<PlusOutlined />}
                  onClick={() => set({ children: [...(item.children ?? []), { label: T.newMenu }] })}
                >
                  {T.addChild}
                </Button>
              )}
            </div>
            {rowProblem && <div className={styles.fieldError}>{rowProblem}</div>}
            {item.children && item.children.length > 0 && (
              <MenuRows
                items={item.children}
                depth={depth + 1}
                path={[...here, 'children']}
                problemAt={problemAt}
                onChange={(children) => set({ children: children.length > 0 ? children : undefined })}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Main menu: up to three levels, add, rename, re-link, hide, reorder. */
export function MenuEditor({ items, problemAt, onChange }: { items: readonly MenuItem[]; problemAt: ProblemAt; onChange: (items: MenuItem[]) => void }) {
  return (
    <div>
      <p className={styles.hint}>{T.menuHint}</p>
      <MenuRows items={items} depth={1} path={['pageContent', 'headerData', 'menulist']} problemAt={problemAt} onChange={onChange} />
      <Button icon={<PlusOutlined />} onClick={() => onChange([...items, { label: T.newMenu }])}>
        {T.addTop}
      </Button>
    </div>
  );
}
