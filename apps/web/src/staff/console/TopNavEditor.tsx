import { Button, Checkbox, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TopNavItem } from '@portal/contract/page-config';
import { move, removeAt, replaceAt, type ProblemAt } from './list-edit.ts';
import { RowTools } from './RowTools.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

/** The header's top-strip navigation: label, link, hide, order. */
export function TopNavEditor({ items, problemAt, onChange }: { items: readonly TopNavItem[]; problemAt: ProblemAt; onChange: (items: TopNavItem[]) => void }) {
  return (
    <div>
      <p className={styles.hint}>{T.topNavHint}</p>
      <ul className={styles.menuLevel}>
        {items.map((item, i) => {
          const set = (patch: Partial<TopNavItem>) => onChange(replaceAt(items, i, { ...item, ...patch }));
          const labelProblem = problemAt(['pageContent', 'headerData', 'headerTopNav', i, 'label']);
          return (
            <li key={i} className={styles.menuItem}>
              <div className={`${styles.row} ${item.hide ? styles.hiddenRow : ''}`}>
                <div className={styles.field}>
                  <Input size="small" value={item.label} maxLength={60} status={labelProblem ? 'error' : undefined} onChange={(e) => set({ label: e.target.value })} aria-label={`${T.label}（${item.label}）`} />
                  {labelProblem && <div className={styles.fieldError}>{labelProblem}</div>}
                </div>
                <div className={styles.fieldWide}>
                  <Input size="small" value={item.url ?? ''} placeholder={T.urlPlaceholder} onChange={(e) => set({ url: e.target.value || undefined })} aria-label={`${T.url}（${item.label}）`} />
                </div>
                <Checkbox checked={item.hide === true} onChange={(e) => set({ hide: e.target.checked || undefined })}>
                  {T.hide}
                </Checkbox>
                <RowTools name={item.label} index={i} count={items.length} onMove={(by) => onChange(move(items, i, by))} onRemove={() => onChange(removeAt(items, i))} />
              </div>
            </li>
          );
        })}
      </ul>
      <Button icon={<PlusOutlined />} onClick={() => onChange([...items, { label: T.newMenu }])}>
        {T.addTopNav}
      </Button>
    </div>
  );
}
