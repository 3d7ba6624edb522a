import { Card, Input, Tag } from 'antd';
import type { HomeModule } from '@portal/contract/page-config';
import { move, removeAt, replaceAt, type ProblemAt } from './list-edit.ts';
import { RowTools } from './RowTools.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

/** Home modules: title, subtitle, "more" link and order (items live in the JSON tab). */
export function ModuleEditor({ modules, problemAt, onChange }: { modules: readonly HomeModule[]; problemAt: ProblemAt; onChange: (modules: HomeModule[]) => void }) {
  return (
    <div>
      {modules.map((module, i) => {
        const at = (field: string) => problemAt(['pageContent', 'moduleList', i, field]);
        const set = (patch: Partial<HomeModule>) => onChange(replaceAt(modules, i, { ...module, ...patch }));
        const name = module.title || (T.moduleTypes[module.type] ?? T.untitledModule);
        return (
          <Card
            key={module.moduleId + i}
            size="small"
            className={styles.bannerCard}
            title={
              <span>
                {i + 1}. {name} <Tag>{T.moduleTypes[module.type] ?? module.type}</Tag>
              </span>
            }
            extra={<RowTools name={name} index={i} count={modules.length} onMove={(by) => onChange(move(modules, i, by))} onRemove={() => onChange(removeAt(modules, i))} />}
          >
            <div className={styles.formGrid}>
              <label className={styles.formLabel}>{T.moduleTitle}</label>
              <div>
                <Input size="small" value={module.title} maxLength={40} status={at('title') ? 'error' : undefined} onChange={(e) => set({ title: e.target.value })} aria-label={`${T.moduleTitle} ${i + 1}`} />
                {at('title') && <div className={styles.fieldError}>{at('title')}</div>}
              </div>
              <label className={styles.formLabel}>{T.moduleSubtitle}</label>
              <Input size="small" value={module.subtitle ?? ''} maxLength={120} onChange={(e) => set({ subtitle: e.target.value || undefined })} aria-label={`${T.moduleSubtitle} ${i + 1}`} />
              <label className={styles.formLabel}>{T.moduleMore}</label>
              <Input size="small" value={module.moreUrl ?? ''} placeholder={T.urlPlaceholder} onChange={(e) => set({ moreUrl: e.target.value || undefined })} aria-label={`${T.moduleMore} ${i + 1}`} />
              <span />
              <span className={styles.hint}>{T.moduleItems(module.itemList.length)}</span>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
