import { Alert, Descriptions, Tag } from 'antd';
import type { InvoiceCheckResult, InvoiceDetails } from '@portal/contract/calls/invoice-check/fields';
import { INVOICE_STATUS } from '@portal/contract/calls/invoice-check/kinds';
import { formatFen } from '../account-flow/money.ts';
import { INVOICE_TEXTS as T } from './texts.ts';
import styles from './InvoiceCheck.module.css';

const STATUS_COLOR = { normal: 'green', void: 'red', red: 'orange' } as const;

export function StatusTag({ status }: { status: InvoiceDetails['status'] }) {
  return <Tag color={STATUS_COLOR[status]}>{INVOICE_STATUS[status]}</Tag>;
}

/** The verdict, and for a genuine invoice its details as the registry holds them. */
export function ResultCard({ result }: { result: InvoiceCheckResult }) {
  const type = result.outcome === 'genuine' ? (result.invoice?.status === 'normal' ? 'success' : 'warning') : result.outcome === 'mismatch' ? 'warning' : 'error';
  const i = result.invoice;
  return (
    <section className={styles.result} aria-label={T.resultTitle} data-testid="invoice-result">
      <Alert type={type} showIcon title={<span data-testid="invoice-verdict">{result.message}</span>} />
      {i && (
        <Descriptions className={styles.details} size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} data-testid="invoice-details">
          <Descriptions.Item label={T.details.type}>{i.typeName}</Descriptions.Item>
          <Descriptions.Item label={T.details.status}>
            <StatusTag status={i.status} />
          </Descriptions.Item>
          <Descriptions.Item label={T.details.code}>{i.invoiceCode || T.noCode}</Descriptions.Item>
          <Descriptions.Item label={T.details.number}>{i.invoiceNo}</Descriptions.Item>
          <Descriptions.Item label={T.details.date}>{i.invoiceDate}</Descriptions.Item>
          <Descriptions.Item label={T.details.total}>¥{formatFen(i.totalFen)}</Descriptions.Item>
          <Descriptions.Item label={T.details.seller}>
            {i.sellerName}
            <div className={styles.taxId}>{i.sellerTaxId}</div>
          </Descriptions.Item>
          <Descriptions.Item label={T.details.buyer}>
            {i.buyerName}
            <div className={styles.taxId}>{i.buyerTaxId}</div>
          </Descriptions.Item>
          <Descriptions.Item label={T.details.amount}>¥{formatFen(i.amountFen)}</Descriptions.Item>
          <Descriptions.Item label={T.details.tax}>¥{formatFen(i.taxFen)}</Descriptions.Item>
          <Descriptions.Item label={T.details.items} span={{ xs: 1, sm: 1, md: 2 }}>
            {i.itemsSummary}
          </Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
