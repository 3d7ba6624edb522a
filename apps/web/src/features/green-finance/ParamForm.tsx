import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Switch } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { envBenefitCal, envBenefitCalForLoan, type envParam } from '@portal/contract/calls/green-finance/env-calls';
import { checkLoanShare, ENV_NATIONAL, type EnvRegion } from '@portal/contract/calls/green-finance/env-fields';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { exampleTexts, paramProblem, type ParamTexts } from './measure-values.ts';
import type { MeasureOutcome } from './ResultPanel.tsx';
import { MEASURE_TEXTS as T } from './texts.ts';
import styles from './Measure.module.css';

type ModelParams = CallResponse<typeof envParam>;

interface FormValues {
  params: ParamTexts;
  year?: number;
  region?: EnvRegion;
  loan: boolean;
  loanBalance?: string;
  totalInvestment?: string;
}

/**
 * The parameters of one model, checked as typed with the contract's rules (the server's), then
 * the calculation; a refusal from the server lands at the field it names, nothing typed is lost.
 */
export function ParamForm({ spec, onResult }: { spec: ModelParams; onResult: (outcome: MeasureOutcome | null) => void }) {
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loan = Form.useWatch('loan', form);
  const defaultYear = spec.years[0] ?? new Date().getFullYear();
  const initial: FormValues = { params: exampleTexts(spec.params), year: defaultYear, region: ENV_NATIONAL, loan: false };

  const paramRule = (key: string) => ({
    validator: (_: unknown) => {
      const problem = paramProblem(key, spec.params, spec.checks, (form.getFieldValue('params') ?? {}) as ParamTexts);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  const loanRule = (field: 'loanBalance' | 'totalInvestment') => ({
    validator: () => {
      const problem = checkLoanShare(form.getFieldValue('loanBalance'), form.getFieldValue('totalInvestment'));
      return problem?.field === field ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  });

  /** An edit: the result and the failure belong to the values before it (issue 37). */
  function edited() {
    setError(null);
    onResult(null);
  }

  async function calculate(values: FormValues) {
    setBusy(true);
    setError(null);
    // A result stays only while it is the result of what the form shows.
    onResult(null);
    // A model without a regional factor has no region field (its values leave it out): national.
    // A model without factors has no year field either: the newest year, which it does not read.
    const request = { modelCode: spec.model.code, year: values.year ?? defaultYear, region: values.region ?? ENV_NATIONAL, params: Object.fromEntries(spec.params.map((p) => [p.key, values.params[p.key]?.trim() ?? ''])) };
    try {
      const reply = values.loan
        ? await callApi(envBenefitCalForLoan, { ...request, loanBalance: values.loanBalance?.trim() ?? '', totalInvestment: values.totalInvestment?.trim() ?? '' })
        : await callApi(envBenefitCal, request);
      onResult({ ...reply, request });
    } catch (err) {
      const name = err instanceof CallError && err.field ? err.field.split('.') : null;
      if (name && err instanceof CallError && form.getFieldInstance(name as never) !== undefined) form.setFields([{ name: name as never, errors: [err.message] }]);
      else setError(failureText(err, T.calcFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.block} aria-labelledby="measure-params-title">
      <h2 id="measure-params-title" className={styles.blockTitle}>
        {T.paramsTitle} · {spec.model.name}
      </h2>
      <Form<FormValues> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(v) => void calculate(v)} onFinishFailed={edited} onValuesChange={edited} className={styles.form}>
        <div className={styles.fields}>
          {spec.params.map((p) => (
            <Form.Item
              key={p.key}
              name={['params', p.key]}
              label={`${p.label}（${p.unit}）`}
              extra={`${p.help}；${T.range(p.min, p.max, p.unit)}`}
              rules={[paramRule(p.key)]}
              dependencies={spec.checks.filter((c) => c.field === p.key).map((c) => ['params', c.other])}
            >
              <Input inputMode="decimal" autoComplete="off" placeholder={String(p.example)} data-testid={`measure-param-${p.key}`} />
            </Form.Item>
          ))}
          {spec.yearly && (
            <Form.Item name="year" label={T.year} extra={T.yearHelp}>
              <Select options={spec.years.map((y) => ({ value: y, label: `${y}年` }))} data-testid="measure-year" />
            </Form.Item>
          )}
          {spec.regional && (
            <Form.Item name="region" label={T.region} extra={T.regionHelp}>
              <Select options={spec.regions.map((r) => ({ value: r, label: r }))} data-testid="measure-region" />
            </Form.Item>
          )}
        </div>
        <Form.Item name="loan" label={T.loanSwitch} valuePropName="checked">
          <Switch data-testid="measure-loan" />
        </Form.Item>
        {loan && (
          <div className={styles.fields}>
            <Form.Item name="loanBalance" label={`${T.loanBalance}（${T.wan}）`} rules={[loanRule('loanBalance')]} dependencies={['totalInvestment']}>
              <Input inputMode="decimal" autoComplete="off" data-testid="measure-loan-balance" />
            </Form.Item>
            <Form.Item name="totalInvestment" label={`${T.totalInvestment}（${T.wan}）`} rules={[loanRule('totalInvestment')]}>
              <Input inputMode="decimal" autoComplete="off" data-testid="measure-total-investment" />
            </Form.Item>
          </div>
        )}
        {error && <Alert type="error" showIcon title={error} className={styles.formError} />}
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="measure-calculate">
            {T.calculate}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              edited();
            }}
          >{T.reset}</Button>
        </div>
      </Form>
    </section>
  );
}
