import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { saveCarbideEmission } from '@portal/contract/calls/carbon/calls';
import { CARBON_SOURCES, CARBON_SOURCE_INFO, isCarbonSource } from '@portal/contract/carbon/sources';
import { CallError } from '@portal/contract/envelope/client';
import type { ActivityRecord } from '@portal/contract/calls/carbon/fields';
import { callApi } from '../../api/client.ts';
import { checkEntry, entryFieldOf, entryRequest, type EntryMessages, type EntryValues } from './entry-form.ts';
import { formatTonnes } from './format.ts';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

export interface EntryFormProps {
  memberCustomerId: string;
  /** The month typed at first (this month). */
  defaultMonth: string;
  /** A record chosen for correction fills the form. */
  correcting: ActivityRecord | null;
  onCancelCorrect: () => void;
  onSaved: (text: string) => void;
}

/**
 * 填报月度数据: month, source and quantity, checked with the contract's rules before sending and
 * by the server again; each message sits at its field and what was typed stays.
 */
export function EntryForm({ memberCustomerId, defaultMonth, correcting, onCancelCorrect, onSaved }: EntryFormProps) {
  const [values, setValues] = useState<EntryValues>({ month: defaultMonth, source: 'electricity', quantity: '', note: '' });
  const [messages, setMessages] = useState<EntryMessages>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A record chosen for correction fills the form once (state adjusted while rendering, not in an effect).
  const [filledFrom, setFilledFrom] = useState<ActivityRecord | null>(null);
  if (correcting !== filledFrom) {
    setFilledFrom(correcting);
    if (correcting) {
      setValues({ month: correcting.month, source: correcting.source, quantity: correcting.quantity, note: '' });
      setMessages({});
      setFailed(null);
    }
  }

  const set = (field: keyof EntryValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMessages((m) => ({ ...m, [field]: undefined }));
    // A failure belongs to the values that were sent (issue 37).
    setFailed(null);
  };

  async function submit() {
    setFailed(null);
    const found = checkEntry(values);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { record, corrected } = await callApi(saveCarbideEmission, { memberCustomerId, ...entryRequest(values) });
      const name = CARBON_SOURCE_INFO[record.source].name;
      onSaved((corrected ? T.corrected : T.saved)(record.month, name, formatTonnes(record.tonnes)));
      setValues((v) => ({ ...v, quantity: '', note: '' }));
    } catch (err) {
      const field = err instanceof CallError ? entryFieldOf(err.field) : null;
      const text = err instanceof CallError && err.message ? err.message : T.saveFailed;
      if (field) setMessages({ [field]: text });
      else setFailed(text);
    } finally {
      setBusy(false);
    }
  }

  const unit = isCarbonSource(values.source) ? CARBON_SOURCE_INFO[values.source].unit : '';
  const item = (field: keyof EntryMessages) => ({ validateStatus: messages[field] ? ('error' as const) : undefined, help: messages[field] });

  return (
    <section className={styles.panel} aria-labelledby="carbon-entry-title" data-testid="carbon-entry">
      <h2 id="carbon-entry-title" className={styles.panelTitle}>
        {T.entryTitle}
      </h2>
      {correcting && (
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title={T.correcting(correcting.month, CARBON_SOURCE_INFO[correcting.source].name)}
          action={
            <Button size="small" onClick={onCancelCorrect}>
              {T.cancelCorrect}
            </Button>
          }
        />
      )}
      <Form layout="vertical" onFinish={() => void submit()} className={styles.entryGrid} requiredMark={false}>
        <Form.Item label={T.month} htmlFor="carbon-month" {...item('month')} data-testid="carbon-month-item">
          <Input id="carbon-month" value={values.month} placeholder={T.monthPlaceholder} maxLength={7} inputMode="numeric" onChange={(e) => set('month')(e.target.value)} data-testid="carbon-month" />
        </Form.Item>
        <Form.Item label={T.source} htmlFor="carbon-source" {...item('source')}>
          <Select
            id="carbon-source"
            value={values.source}
            onChange={set('source')}
            options={CARBON_SOURCES.map((s) => ({ value: s, label: `${CARBON_SOURCE_INFO[s].name}（${CARBON_SOURCE_INFO[s].unit}，范围${CARBON_SOURCE_INFO[s].scope === 1 ? '一' : '二'}）` }))}
            data-testid="carbon-source"
          />
        </Form.Item>
        <Form.Item label={T.quantity} htmlFor="carbon-quantity" {...item('quantity')} data-testid="carbon-quantity-item">
          <Input id="carbon-quantity" value={values.quantity} suffix={unit} inputMode="decimal" maxLength={20} onChange={(e) => set('quantity')(e.target.value)} data-testid="carbon-quantity" />
        </Form.Item>
        <Form.Item label={T.note} htmlFor="carbon-note" {...item('note')}>
          <Input id="carbon-note" value={values.note} maxLength={100} onChange={(e) => set('note')(e.target.value)} />
        </Form.Item>
        <div className={styles.formButtons}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="carbon-save">
            {T.save}
          </Button>
        </div>
      </Form>
      {failed && <Alert type="error" showIcon title={failed} closable onClose={() => setFailed(null)} />}
    </section>
  );
}
