import { Tag } from 'antd';
import { CustomerServiceOutlined, LayoutOutlined } from '@ant-design/icons';
import type { StaffRole } from '@portal/contract/calls/staff/staff-member';
import { STAFF_TEXTS as T } from './texts.ts';
import styles from './StaffHomeScreen.module.css';

const ICONS = { agent: <CustomerServiceOutlined />, operator: <LayoutOutlined /> } as const;

/**
 * The consoles this role will own. They are not built yet, so they show as disabled cards
 * with no link: nothing here pretends to open.
 */
export function RoleEntries({ role }: { role: StaffRole }) {
  return (
    <section className={styles.entries} aria-label={T.entriesTitle}>
      <h2 className={styles.sectionTitle}>{T.entriesTitle}</h2>
      <div className={styles.entryGrid}>
        {T.entries[role].map((entry) => (
          <div key={entry.key} className={styles.entry} aria-disabled="true" data-testid={`staff-entry-${entry.key}`}>
            <span className={styles.entryIcon} aria-hidden>
              {ICONS[role]}
            </span>
            <div className={styles.entryText}>
              <div className={styles.entryTitle}>
                {entry.title}
                <Tag className={styles.entryTag}>{T.comingSoon}</Tag>
              </div>
              <p>{entry.description}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
