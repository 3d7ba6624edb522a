import { Link } from 'react-router-dom';
import { Tag } from 'antd';
import { CustomerServiceOutlined, LayoutOutlined } from '@ant-design/icons';
import type { StaffRole } from '@portal/contract/calls/staff/staff-member';
import { STAFF_TEXTS as T, type StaffEntry } from './texts.ts';
import styles from './StaffHomeScreen.module.css';

const ICONS = { agent: <CustomerServiceOutlined />, operator: <LayoutOutlined /> } as const;

function EntryBody({ role, entry }: { role: StaffRole; entry: StaffEntry }) {
  return (
    <>
      <span className={styles.entryIcon} aria-hidden>
        {ICONS[role]}
      </span>
      <div className={styles.entryText}>
        <div className={styles.entryTitle}>
          {entry.title}
          {!entry.to && <Tag className={styles.entryTag}>{T.comingSoon}</Tag>}
        </div>
        <p>{entry.description}</p>
      </div>
    </>
  );
}

/** The consoles of this role: links to those that are built, disabled cards for the rest. */
export function RoleEntries({ role }: { role: StaffRole }) {
  return (
    <section className={styles.entries} aria-label={T.entriesTitle}>
      <h2 className={styles.sectionTitle}>{T.entriesTitle}</h2>
      <div className={styles.entryGrid}>
        {T.entries[role].map((entry) =>
          entry.to ? (
            <Link key={entry.key} to={entry.to} className={`${styles.entry} ${styles.entryLink}`} data-testid={`staff-entry-${entry.key}`}>
              <EntryBody role={role} entry={entry} />
            </Link>
          ) : (
            <div key={entry.key} className={styles.entry} aria-disabled="true" data-testid={`staff-entry-${entry.key}`}>
              <EntryBody role={role} entry={entry} />
            </div>
          ),
        )}
      </div>
    </section>
  );
}
