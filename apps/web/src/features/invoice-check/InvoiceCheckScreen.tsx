import { useState } from 'react';
import { Alert } from 'antd';
import { MISMATCH_MESSAGES, type InvoiceCheckResult, type InvoiceFromPicture } from '@portal/contract/calls/invoice-check/fields';
import { invNoAuth, invoiceCheckHistory } from '@portal/contract/calls/invoice-check/invoice-auth';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { HistoryList } from './HistoryList.tsx';
import { checkInvoiceForm, emptyInvoiceForm, type InvoiceField, type InvoiceFieldMessages, type InvoiceFormValues } from './invoice-form.ts';
import { NumberForm } from './NumberForm.tsx';
import { PicturePanel } from './PicturePanel.tsx';
import { ResultCard } from './ResultCard.tsx';
import { INVOICE_TEXTS as T } from './texts.ts';
import styles from './InvoiceCheck.module.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

type Tab = 'number' | 'picture';
const FIELDS: InvoiceField[] = ['invoiceCode', 'invoiceNo', 'invoiceDate', 'amount', 'checkCode'];
const NOT_FOUND_AT_NUMBER = '未找到该发票，请核对发票代码和发票号码';

/**
 * #/verification 发票查验 (issue 24): by number, or by a picture whose QR code fills the number
 * form for the user to check. The form keeps what was typed through every refusal; a mismatch
 * marks the fields that differ; genuine checks join the history below.
 */
export default function InvoiceCheckScreen() {
  const history = useLoaded(() => callApi(invoiceCheckHistory, {}), 'history');
  const [tab, setTab] = useState<Tab>('number');
  const [values, setValues] = useState<InvoiceFormValues>(emptyInvoiceForm);
  const [messages, setMessages] = useState<InvoiceFieldMessages>({});
  const [source, setSource] = useState<'number' | 'picture'>('number');
  const [filled, setFilled] = useState<string | null>(null);
  const [result, setResult] = useState<InvoiceCheckResult | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /**
   * A verdict belongs to the values that produced it (issue 37): an edit takes the verdict away,
   * and a typed value makes the check a typed one, whatever a picture filled in before.
   */
  function change(field: InvoiceField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setMessages((m) => ({ ...m, [field]: undefined }));
    setResult(null);
    setFailed(null);
    setSource('number');
    setFilled(null);
  }

  function read(form: InvoiceFromPicture) {
    setValues(Object.fromEntries(FIELDS.map((f) => [f, form[f]])) as InvoiceFormValues);
    setSource('picture');
    setFilled(T.filledFromPicture(form.typeName));
    setMessages({});
    setResult(null);
    setTab('number');
  }

  async function submit() {
    const checked = checkInvoiceForm(values);
    setMessages(checked.messages);
    setFailed(null);
    setResult(null);
    if (!checked.query) return;
    setBusy(true);
    try {
      const reply = await callApi(invNoAuth, { ...checked.query, source });
      setResult(reply);
      if (reply.outcome === 'mismatch') setMessages(Object.fromEntries(reply.mismatched.map((f) => [f, MISMATCH_MESSAGES[f]])));
      if (reply.outcome === 'notFound') setMessages({ invoiceNo: NOT_FOUND_AT_NUMBER });
      if (reply.outcome === 'genuine') history.reload();
    } catch (err) {
      setResult(null);
      if (err instanceof CallError && err.field && (FIELDS as string[]).includes(err.field)) setMessages({ [err.field]: err.message });
      else setFailed(failureText(err, T.checkFailed));
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setValues(emptyInvoiceForm());
    setMessages({});
    setSource('number');
    setFilled(null);
    setResult(null);
    setFailed(null);
  }

  return (
    <PageBand title={T.title} intro={T.intro} crumbs={[{ label: T.title }]}>
      <div className={styles.screen} data-testid="invoice-screen">
        <WrappingTabs
          activeKey={tab}
          onChange={(k) => setTab(k as Tab)}
          items={[
            {
              key: 'number',
              label: T.byNumber,
              children: (
                <>
                  {filled && <Alert className={styles.filled} type="info" showIcon title={filled} data-testid="invoice-filled" />}
                  <NumberForm values={values} messages={messages} busy={busy} onChange={change} onSubmit={() => void submit()} onReset={reset} />
                </>
              ),
            },
            { key: 'picture', label: T.byPicture, children: <PicturePanel onRead={read} /> },
          ]}
          data-testid="invoice-tabs"
        />
        {failed && <Alert type="error" showIcon title={failed} data-testid="invoice-failed" />}
        {result && <ResultCard result={result} />}
        <HistoryList items={history.data?.items} error={history.error} onRetry={history.reload} />
      </div>
    </PageBand>
  );
}
