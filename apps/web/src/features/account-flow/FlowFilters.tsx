import type { KeyboardEvent } from 'react';
import dayjs from 'dayjs';
import { Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import type { FlowAccount } from '@portal/contract/calls/account-flow/fields';
import { FLOW_BATCH_MAX_ACCOUNTS } from '@portal/contract/calls/account-flow/filters';
import type { FieldMessages, FlowFormValues } from './flow-form.ts';
import { accountLabel } from './money.ts';
import { BORROW_TAG_OPTIONS, FLOW_TEXTS as T } from './texts.ts';
import styles from './AccountFlow.module.css';

const DAY = 'YYYY-MM-DD';
const dayOf = (text: string) => (text ? dayjs(text, DAY, true) : null);

/** Enter confirms a typed date in its picker; it must not also submit the form half-way through the period. */
const keepEnterInPicker = (e: KeyboardEvent<HTMLElement>) => {
  if (e.key === 'Enter') e.preventDefault();
};

export interface FlowFiltersProps {
  tab: 'single' | 'batch';
  values: FlowFormValues;
  accounts: FlowAccount[];
  messages: FieldMessages;
  onChange: (values: FlowFormValues) => void;
  onSubmit: () => void;
  onReset: () => void;
}

/** A field's message in antd's terms: shown under the field, marked for screen readers. */
const status = (message: string | undefined) => (message ? { validateStatus: 'error' as const, help: <span data-testid="flow-field-error">{message}</span> } : {});

/**
 * The conditions of a query: the account (one, or several on the 多账户 tab), the period (a
 * start and an end date picker, each typed or picked, kept in the order given, so a reversed
 * period gets its message rather than a silent swap), the amount range in yuan,
 * income/expense/all and a counterparty keyword.
 */
export function FlowFilters({ tab, values, accounts, messages, onChange, onSubmit, onReset }: FlowFiltersProps) {
  const set = (patch: Partial<FlowFormValues>) => onChange({ ...values, ...patch });
  const options = accounts.map((a) => ({ value: a.account, label: accountLabel(a) }));
  return (
    <Form
      layout="vertical"
      className={styles.filters}
      onFinish={onSubmit}
      data-testid="flow-filters"
      // The form's own state is not used: the screen keeps the values (bad input included).
      component="form"
    >
      <div className={styles.filterGrid}>
        <Form.Item label={T.account} className={styles.wide} {...status(messages.account)}>
          {tab === 'single' ? (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              value={values.account || undefined}
              placeholder={T.accountPlaceholder}
              options={options}
              onChange={(account: string) => set({ account })}
              aria-label={T.account}
              data-testid="flow-account"
            />
          ) : (
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              value={values.accounts}
              placeholder={T.accountsPlaceholder}
              options={options}
              maxCount={FLOW_BATCH_MAX_ACCOUNTS}
              maxTagCount="responsive"
              maxTagPlaceholder={(omitted) => T.moreAccounts(omitted.length)}
              onChange={(list: string[]) => set({ accounts: list })}
              aria-label={T.account}
              data-testid="flow-accounts"
            />
          )}
        </Form.Item>
        <Form.Item label={T.period} {...status(messages.period)}>
          <div className={styles.rangeRow} data-testid="flow-period">
            <DatePicker
              value={dayOf(values.beginDate)}
              allowClear={false}
              placeholder={T.startDate}
              aria-label={T.startDate}
              onChange={(d) => set({ beginDate: d ? d.format(DAY) : '' })}
              onKeyDown={keepEnterInPicker}
              data-testid="flow-begin-date"
            />
            <span aria-hidden>{T.amountTo}</span>
            <DatePicker
              value={dayOf(values.endDate)}
              allowClear={false}
              placeholder={T.endDate}
              aria-label={T.endDate}
              onChange={(d) => set({ endDate: d ? d.format(DAY) : '' })}
              onKeyDown={keepEnterInPicker}
              data-testid="flow-end-date"
            />
          </div>
        </Form.Item>
        <Form.Item label={T.amount} {...status(messages.amount)}>
          <div className={styles.amountRow}>
            <Input value={values.minAmount} placeholder={T.minAmount} inputMode="decimal" aria-label={T.minAmount} onChange={(e) => set({ minAmount: e.target.value })} data-testid="flow-min-amount" />
            <span aria-hidden>{T.amountTo}</span>
            <Input value={values.maxAmount} placeholder={T.maxAmount} inputMode="decimal" aria-label={T.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} data-testid="flow-max-amount" />
          </div>
        </Form.Item>
        <Form.Item label={T.borrowTag}>
          <Radio.Group
            optionType="button"
            value={values.borrowTag}
            options={BORROW_TAG_OPTIONS.map((o) => ({ ...o }))}
            onChange={(e) => set({ borrowTag: e.target.value as FlowFormValues['borrowTag'] })}
            aria-label={T.borrowTag}
            data-testid="flow-borrow-tag"
          />
        </Form.Item>
        <Form.Item label={T.keyword} {...status(messages.keyword)}>
          <Input value={values.keyword} placeholder={T.keywordPlaceholder} allowClear onChange={(e) => set({ keyword: e.target.value })} aria-label={T.keyword} data-testid="flow-keyword" />
        </Form.Item>
      </div>
      <div className={styles.filterButtons}>
        <Button type="primary" htmlType="submit" data-testid="flow-query">
          {T.query}
        </Button>
        <Button onClick={onReset} data-testid="flow-reset">
          {T.reset}
        </Button>
      </div>
    </Form>
  );
}
