import type { FlowTotals } from '@portal/contract/calls/account-flow/fields';
import { formatFen } from './money.ts';
import { FLOW_TEXTS as T } from './texts.ts';
import styles from './AccountFlow.module.css';

/** The period's figures in a strip: count, income and expense totals, opening and closing balance (yuan). */
export function FlowSummary({ totals, compact = false }: { totals: FlowTotals; compact?: boolean }) {
  const items = [
    { key: 'count', label: T.count, value: String(totals.runWaterTotal), note: T.countOf(totals.incomeCount, totals.expenseCount) },
    { key: 'income', label: T.incomeTotal, value: formatFen(totals.incomeTotal), tone: styles.income },
    { key: 'expense', label: T.expenseTotal, value: formatFen(totals.expenseTotal), tone: styles.expense },
    { key: 'opening', label: T.openingBalance, value: formatFen(totals.openingBalance) },
    { key: 'closing', label: T.closingBalance, value: formatFen(totals.closingBalance) },
  ];
  return (
    <dl className={compact ? `${styles.summary} ${styles.summaryCompact}` : styles.summary} aria-label={T.summary} data-testid="flow-summary">
      {items.map((item) => (
        <div key={item.key} className={styles.summaryItem} data-testid={`flow-summary-${item.key}`}>
          <dt>{item.label}</dt>
          <dd className={item.tone}>{item.value}</dd>
          {!compact && item.note && <dd className={styles.summaryNote}>{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
