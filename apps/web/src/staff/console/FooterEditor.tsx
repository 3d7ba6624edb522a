import { Button, Card, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FooterConfig, FooterItem } from '@portal/contract/page-config';
import { move, removeAt, replaceAt, type ProblemAt } from './list-edit.ts';
import { RowTools } from './RowTools.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

type Column = NonNullable<FooterConfig['fMenu']>[number];

/** Footer columns with their links, and the copyright block. */
export function FooterEditor({ footer, problemAt, onChange }: { footer: FooterConfig; problemAt: ProblemAt; onChange: (footer: FooterConfig) => void }) {
  const columns = footer.fMenu ?? [];
  const setColumns = (fMenu: Column[]) => onChange({ ...footer, fMenu });
  return (
    <div>
      <h3 className={styles.subTitle}>{T.footerColumns}</h3>
      {columns.map((column, i) => {
        const setColumn = (patch: Partial<Column>) => setColumns(replaceAt(columns, i, { ...column, ...patch }));
        const links = column.list ?? [];
        const setLinks = (list: FooterItem[]) => setColumn({ list });
        const nameProblem = problemAt(['pageContent', 'footerData', 'fMenu', i, 'name']);
        return (
          <Card
            key={i}
            size="small"
            className={styles.bannerCard}
            title={
              <div className={styles.field}>
                <Input size="small" value={column.name} maxLength={60} status={nameProblem ? 'error' : undefined} onChange={(e) => setColumn({ name: e.target.value })} aria-label={`${T.columnName} ${i + 1}`} />
                {nameProblem && <div className={styles.fieldError}>{nameProblem}</div>}
              </div>
            }
            extra={<RowTools name={column.name} index={i} count={columns.length} onMove={(by) => setColumns(move(columns, i, by))} onRemove={() => setColumns(removeAt(columns, i))} />}
          >
            <ul className={styles.menuLevel}>
              {links.map((link, j) => (
                <li key={j} className={styles.menuItem}>
                  <div className={styles.row}>
                    <div className={styles.field}>
                      <Input size="small" value={link.name} maxLength={60} onChange={(e) => setLinks(replaceAt(links, j, { ...link, name: e.target.value }))} aria-label={`${T.label}（${link.name}）`} />
                      {problemAt(['pageContent', 'footerData', 'fMenu', i, 'list', j, 'name']) && (
                        <div className={styles.fieldError}>{problemAt(['pageContent', 'footerData', 'fMenu', i, 'list', j, 'name'])}</div>
                      )}
                    </div>
                    <div className={styles.fieldWide}>
                      <Input size="small" value={link.linkurl ?? ''} placeholder={T.urlPlaceholder} onChange={(e) => setLinks(replaceAt(links, j, { ...link, linkurl: e.target.value || undefined }))} aria-label={`${T.url}（${link.name}）`} />
                    </div>
                    <RowTools name={link.name} index={j} count={links.length} onMove={(by) => setLinks(move(links, j, by))} onRemove={() => setLinks(removeAt(links, j))} />
                  </div>
                </li>
              ))}
            </ul>
            <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setLinks([...links, { name: T.newLink }])}>
              {T.addLink}
            </Button>
          </Card>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={() => setColumns([...columns, { name: T.newColumn, list: [] }])} disabled={columns.length >= 10}>
        {T.addColumn}
      </Button>
      <h3 className={styles.subTitle}>{T.copyright}</h3>
      <Input.TextArea
        value={footer.description ?? ''}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={4000}
        onChange={(e) => onChange({ ...footer, description: e.target.value || undefined })}
        aria-label={T.copyright}
      />
    </div>
  );
}
