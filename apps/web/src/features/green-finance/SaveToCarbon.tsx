import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { PROJECT_TYPE_OF_MODEL, saveEnvEstimate, saveEstimateReduction } from '@portal/contract/calls/carbon/estimates';
import { ZCarbonMonth, ZProjectName } from '@portal/contract/calls/carbon/fields';
import { chinaMonth, REDUCTION_PROJECT_TYPES, type ReductionProjectType } from '@portal/contract/carbon/sources';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useSession } from '../../session/session-store.ts';
import type { MeasureOutcome } from './ResultPanel.tsx';
import { MEASURE_TEXTS as T } from './texts.ts';
import styles from './Measure.module.css';

interface Values {
  projectName: string;
  projectType: ReductionProjectType;
  startMonth: string;
}

/** A field rule from the contract's own schema (the server checks the same). */
const rule = (schema: typeof ZProjectName) => ({
  validator: (_: unknown, value: unknown) => {
    const parsed = schema.safeParse(value ?? '');
    return parsed.success ? Promise.resolve() : Promise.reject(new Error(parsed.error.issues[0]?.message));
  },
});

/**
 * "计入碳账户" under a result, for a user of an enterprise: the estimate is saved to the
 * enterprise (the server computes it again from the inputs) and recorded as a reduction project
 * linked to it. A refusal lands at its field or above the form; nothing typed is lost.
 */
export function SaveToCarbon({ outcome }: { outcome: MeasureOutcome }) {
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (session.status !== 'user' || !session.user?.corprtnInnIndNo) return null;
  const co2e = outcome.results.find((r) => r.key === 'co2e');

  async function save(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const estimate = await callApi(saveEnvEstimate, outcome.request);
      await callApi(saveEstimateReduction, { memberCustomerId: estimate.memberCustomerId, estimateId: estimate.id, ...values });
      setDone(T.toCarbonDone(estimate.co2eTonnes));
      setOpen(false);
    } catch (err) {
      const field = err instanceof CallError ? err.field : undefined;
      if (field && ['projectName', 'projectType', 'startMonth'].includes(field)) form.setFields([{ name: field as keyof Values, errors: [err instanceof Error ? err.message : ''] }]);
      else setError(failureText(err, T.toCarbonFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.note} data-testid="measure-to-carbon">
      {done ? (
        <Alert type="success" showIcon title={done} action={<a href="#/carbonAccount">{T.toCarbonOpen}</a>} data-testid="measure-to-carbon-done" />
      ) : co2e && co2e.value > 0 ? (
        <>
          <p>{T.toCarbonHint}</p>
          <Button
            onClick={() => {
              setError(null);
              setOpen(true);
            }}
            data-testid="measure-to-carbon-open"
          >
            {T.toCarbon}
          </Button>
        </>
      ) : null}
      <Modal
        open={open}
        title={T.toCarbonTitle}
        okText={T.toCarbonOk}
        cancelText={T.toCarbonCancel}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'measure-to-carbon-save' } as never}
        destroyOnHidden={false}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="measure-to-carbon-error" />}
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ projectName: `${outcome.modelName}项目`, projectType: PROJECT_TYPE_OF_MODEL[outcome.modelCode] ?? 'other', startMonth: chinaMonth() }}
          onFinish={(v) => void save(v)}
          onFinishFailed={() => setError(null)}
          onValuesChange={() => setError(null)}
        >
          <Form.Item name="projectName" label={T.projectName} rules={[rule(ZProjectName)]}>
            <Input maxLength={60} data-testid="measure-to-carbon-name" />
          </Form.Item>
          <Form.Item name="projectType" label={T.projectType}>
            <Select options={Object.entries(REDUCTION_PROJECT_TYPES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="startMonth" label={T.startMonth} extra={T.startMonthHelp} rules={[rule(ZCarbonMonth)]}>
            <Input maxLength={7} data-testid="measure-to-carbon-month" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
