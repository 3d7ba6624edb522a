import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { FLOW_BATCH_MAX_ACCOUNTS } from '@portal/contract/calls/account-flow/filters';
import { queryFlowAccounts } from '@portal/contract/calls/account-flow/query';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { BatchAccountPanel } from './BatchAccountPanel.tsx';
import { FlowFilters } from './FlowFilters.tsx';
import { checkForm, defaultForm, slotOf, type FieldMessages, type FlowFormValues, type FormSlot } from './flow-form.ts';
import { SingleAccountPanel, type SingleQuery } from './SingleAccountPanel.tsx';
import { FLOW_TEXTS as T } from './texts.ts';
import styles from './AccountFlow.module.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

type Tab = 'single' | 'batch';

/**
 * #/qywy/flow 账户流水查询 (issue 23): the accounts the user may query (all the enterprise's for
 * a director, the bound ones for staff), one account's rows or several accounts side by side.
 * The form keeps what was typed; it is checked with the contract's rules before any request,
 * and the last good query's results stay until a new one is accepted.
 */
export default function AccountFlowScreen() {
  const accounts = useLoaded(() => callApi(queryFlowAccounts, {}), 'accounts');
  const [tab, setTab] = useState<Tab>('single');
  const [values, setValues] = useState<FlowFormValues>(() => defaultForm());
  const [messages, setMessages] = useState<FieldMessages>({});
  const [queries, setQueries] = useState<Partial<Record<Tab, SingleQuery>>>({});

  // The first account (and, for 多账户, the first twenty) are chosen, and its last 30 days shown at once.
  const list = accounts.data?.accounts;
  const started = useRef(false);
  useEffect(() => {
    if (!list?.length || started.current) return;
    started.current = true;
    const first = { ...defaultForm(), account: list[0]!.account, accounts: list.slice(0, FLOW_BATCH_MAX_ACCOUNTS).map((a) => a.account) };
    setValues(first);
    setQueries({ single: { values: first, pageNo: 1 } });
  }, [list]);

  const onFieldError = useCallback((slot: FormSlot, message: string) => setMessages((m) => ({ ...m, [slot]: message })), []);

  function submit() {
    const found = checkForm(tab, values);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    // Every 查询 is a new attempt, asked again even with the same conditions: a refusal the
    // server gave to the same conditions before is said again at its field (issue 37).
    setQueries((q) => ({ ...q, [tab]: { values: { ...values }, pageNo: 1, attempt: (q[tab]?.attempt ?? 0) + 1 } }));
  }

  /** An edit takes away the message of the condition edited (issue 37); what was typed stays. */
  function change(next: FlowFormValues) {
    const edited = (Object.keys(next) as (keyof FlowFormValues)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(values[k]));
    setValues(next);
    if (edited.length > 0) {
      setMessages((m) => {
        const left = { ...m };
        for (const k of edited) delete left[slotOf(k)];
        return left;
      });
    }
  }

  function reset() {
    const fresh = { ...defaultForm(), account: values.account, accounts: values.accounts };
    setValues(fresh);
    setMessages({});
  }

  function changeTab(next: Tab) {
    setTab(next);
    setMessages({});
    if (next === 'batch' && !queries.batch && checkForm('batch', values).account === undefined) {
      setQueries((q) => ({ ...q, batch: { values: { ...values }, pageNo: 1 } }));
    }
  }

  const openSingle = (account: string) => {
    const next = { ...(queries.batch?.values ?? values), account };
    setValues(next);
    setMessages({});
    setTab('single');
    setQueries((q) => ({ ...q, single: { values: next, pageNo: 1 } }));
    window.scrollTo({ top: 0 });
  };

  const page = (which: Tab) => (pageNo: number) => setQueries((q) => (q[which] ? { ...q, [which]: { ...q[which], pageNo } } : q));

  const body = () => {
    // No seat in any authenticated enterprise: nothing to retry, say so as the staff screens do.
    if (accounts.failed && accounts.error instanceof CallError && accounts.error.code === ERRORS.ENTERPRISE_NO_SEAT.code) {
      return <Alert type="warning" showIcon title={accounts.error.message} data-testid="flow-no-seat" />;
    }
    if (accounts.failed) {
      return (
        <Alert
          type="error"
          showIcon
          title={failureText(accounts.error, T.accountsFailed)}
          data-testid="flow-accounts-error"
          action={
            <Button size="small" onClick={accounts.reload}>
              {T.retry}
            </Button>
          }
        />
      );
    }
    if (!accounts.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (accounts.data.accounts.length === 0) return <Empty description={<span data-testid="flow-no-accounts">{T.noAccounts}</span>} />;
    const filters = (
      <FlowFilters
        tab={tab}
        values={values}
        accounts={accounts.data.accounts}
        messages={messages}
        onChange={change}
        onSubmit={submit}
        onReset={reset}
      />
    );
    return (
      <>
        <p className={styles.enterprise}>{accounts.data.memberCustomerName}</p>
        <WrappingTabs
          className={styles.tabs}
          activeKey={tab}
          onChange={(k) => changeTab(k as Tab)}
          items={[
            { key: 'single', label: T.single },
            { key: 'batch', label: T.batch },
          ]}
        />
        {filters}
        {tab === 'single' && queries.single && <SingleAccountPanel query={queries.single} onPage={page('single')} onFieldError={onFieldError} />}
        {tab === 'batch' && queries.batch && <BatchAccountPanel query={queries.batch} onPage={page('batch')} onOpen={openSingle} onFieldError={onFieldError} />}
      </>
    );
  };

  return (
    <PageBand title={T.title} intro={T.intro} crumbs={[{ label: T.title }]}>
      <div className={styles.screen} data-testid="flow-screen">
        {body()}
      </div>
    </PageBand>
  );
}
