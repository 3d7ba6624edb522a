import { Button, Form, Input } from 'antd';
import { basisOf } from '@portal/contract/calls/invoice-check/kinds';
import type { InvoiceField, InvoiceFieldMessages, InvoiceFormValues } from './invoice-form.ts';
import { INVOICE_TEXTS as T } from './texts.ts';
import styles from './InvoiceCheck.module.css';

const status = (message: string | undefined) => (message ? { validateStatus: 'error' as const, help: <span data-testid="invoice-field-error">{message}</span> } : {});

/**
 * The number form. What the check asks besides code, number and date follows from what is
 * typed (kinds.ts basisOf): the amount before tax for special and fully-digital invoices, the
 * check code's last six digits for ordinary ones. Typing into a field clears its message.
 */
export function NumberForm(props: {
  values: InvoiceFormValues;
  messages: InvoiceFieldMessages;
  busy: boolean;
  onChange: (field: InvoiceField, value: string) => void;
  onSubmit: () => void;
  onReset: () => void;
}) {
  const { values, messages, busy, onChange } = props;
  const basis = basisOf(values.invoiceCode.trim(), values.invoiceNo.trim());
  const field = (name: InvoiceField, label: string, placeholder: string, maxLength: number, inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <Form.Item label={label} {...status(messages[name])}>
      <Input
        value={values[name]}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        allowClear
        aria-label={label}
        data-testid={`invoice-${name}`}
        onChange={(e) => onChange(name, e.target.value)}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" className={styles.form} onFinish={props.onSubmit} data-testid="invoice-form">
      <div className={styles.grid}>
        {field('invoiceCode', T.invoiceCode, T.invoiceCodePlaceholder, 12)}
        {field('invoiceNo', T.invoiceNo, T.invoiceNoPlaceholder, 20)}
        {field('invoiceDate', T.invoiceDate, T.invoiceDatePlaceholder, 10)}
        {basis === 'amount' ? field('amount', T.amount, T.amountPlaceholder, 16, 'decimal') : field('checkCode', T.checkCode, T.checkCodePlaceholder, 6)}
      </div>
      <p className={styles.hint}>{T.basisHint[basis]}</p>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="invoice-submit">
          {busy ? T.checking : T.submit}
        </Button>
        <Button onClick={props.onReset}>{T.reset}</Button>
      </div>
    </Form>
  );
}
