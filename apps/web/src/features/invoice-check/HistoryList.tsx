import { Alert, Button, Empty, Skeleton } from 'antd';
import type { InvoiceHistoryEntry } from '@portal/contract/calls/invoice-check/invoice-auth';
import { failureText } from '../../api/failure-text.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { formatFen } from '../account-flow/money.ts';
import { StatusTag } from './ResultCard.tsx';
import { INVOICE_TEXTS as T } from './texts.ts';
import styles from './InvoiceCheck.module.css';

/** The user's genuine checks, newest first: one card a check, readable on a phone. */
export function HistoryList(props: { items: InvoiceHistoryEntry[] | undefined; error: unknown; onRetry: () => void }) {
  const body = () => {
    if (props.error && !props.items) {
      return (
        <Alert
          type="error"
          showIcon
          title={failureText(props.error, T.historyFailed)}
          action={
            <Button size="small" onClick={props.onRetry}>
              {T.retry}
            </Button>
          }
        />
      );
    }
    if (!props.items) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (props.items.length === 0) return <Empty description={T.historyEmpty} />;
    return (
      <ul className={styles.history} data-testid="invoice-history">
        {props.items.map((h) => (
          <li key={h.id} className={styles.entry} data-testid="invoice-history-entry">
            <div className={styles.entryHead}>
              <span className={styles.entrySeller}>{h.invoice.sellerName}</span>
              <StatusTag status={h.invoice.status} />
            </div>
            <div className={styles.entryLine}>
              {h.invoice.typeName} · {h.invoice.invoiceCode ? `${h.invoice.invoiceCode} / ` : ''}
              {h.invoice.invoiceNo}
            </div>
            <div className={styles.entryLine}>
              <span>
                {T.details.total} ¥{formatFen(h.invoice.totalFen)}
              </span>
              <span className={styles.muted}>
                {formatDateTime(h.checkedAt)} · {h.source === 'picture' ? T.fromPicture : T.fromNumber}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section className={styles.historyBlock} aria-label={T.historyTitle}>
      <h2 className={styles.heading}>{T.historyTitle}</h2>
      {body()}
    </section>
  );
}
