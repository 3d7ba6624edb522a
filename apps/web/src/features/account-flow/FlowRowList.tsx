import type { FlowRow } from '@portal/contract/calls/account-flow/fields';
import { formatFen } from './money.ts';
import { FLOW_TEXTS as T } from './texts.ts';
import styles from './AccountFlow.module.css';

/**
 * The rows on a phone: one block per booking with what a person looks for first (date,
 * counterparty, signed amount, balance after), the rest in a second line, instead of a table
 * wider than the screen.
 */
export function FlowRowList({ rows }: { rows: FlowRow[] }) {
  return (
    <ul className={styles.rowList} data-testid="flow-row-list">
      {rows.map((r) => (
        <li key={r.serialNo} className={styles.rowItem} data-testid="flow-row-item">
          <div className={styles.rowLine}>
            <span className={styles.rowParty}>{r.counterpartyName || r.summary || '—'}</span>
            <span className={r.borrowTag === '1' ? styles.income : styles.expense}>
              {r.borrowTag === '1' ? '+' : '-'}
              {formatFen(r.amount)}
            </span>
          </div>
          <div className={styles.rowLine}>
            <span className={styles.rowMeta}>
              {r.bookingDate} · {r.summary} · {r.channel}
            </span>
            <span className={styles.rowMeta}>
              {T.columns.balance} {formatFen(r.balance)}
            </span>
          </div>
          <div className={styles.rowMeta}>
            {r.counterpartyAccount && <span>{r.counterpartyAccount} · </span>}
            <code className={styles.serial}>{r.serialNo}</code>
          </div>
        </li>
      ))}
    </ul>
  );
}
