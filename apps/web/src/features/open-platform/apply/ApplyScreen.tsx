import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Result, Skeleton, Tag } from 'antd';
import { OPEN_API_AGREEMENT } from '@portal/contract/calls/open-platform/apply/agreement';
import { openApiApply, openApiApplyOptions } from '@portal/contract/calls/open-platform/apply/applications';
import { APPLY_MESSAGES, PURPOSE_MAX, PURPOSE_MIN } from '@portal/contract/calls/open-platform/apply/fields';
import { ERRORS } from '@portal/contract/errors';
import { OPEN_API_TYPES, OPEN_APIS } from '@portal/contract/open-platform/apis';
import { callApi } from '../../../api/client.ts';
import { useCall } from '../../../api/use-call.ts';
import { showRefusedSave, topLevelIn } from '../../../staff/refused-save.ts';
import { OpenPlatformFrame, openPlatformStyles as frame } from '../frame/OpenPlatformFrame.tsx';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { LoadFailure } from './LoadFailure.tsx';
import styles from './apply.module.css';
import { APPLY_TEXTS as T } from './texts.ts';

interface ApplyForm {
  apiCodes: string[];
  purpose: string;
  agreementAccepted: boolean;
}

/**
 * #/yqzl/apiApply (issue 26 point 2): the director chooses APIs by type, states the purpose,
 * reads and accepts the service agreement and submits an order. APIs already granted or under
 * review are shown but cannot be chosen; the server refuses them too.
 */
export default function ApplyScreen() {
  const { memberCustomerId } = useChosenEnterprise();
  const [tick, setTick] = useState(0);
  const options = useCall(openApiApplyOptions, { memberCustomerId }, tick);
  const [form] = Form.useForm<ApplyForm>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [orderNo, setOrderNo] = useState<string | null>(null);

  async function submit(values: ApplyForm) {
    setSaving(true);
    setError(null);
    try {
      const { application } = await callApi(openApiApply, {
        memberCustomerId,
        apiCodes: values.apiCodes,
        purpose: values.purpose,
        agreementAccepted: values.agreementAccepted,
        agreementVersion: OPEN_API_AGREEMENT.version,
      });
      setOrderNo(application.orderNo);
    } catch (err) {
      setError(showRefusedSave(form, err, T.actionFailed, topLevelIn(['apiCodes', 'purpose', 'agreementAccepted'])));
    } finally {
      setSaving(false);
    }
  }

  let body;
  if (options.state === 'loading') body = <Skeleton active />;
  else if (options.state === 'failed') body = <LoadFailure code={options.code} message={options.message} onRetry={() => setTick((t) => t + 1)} />;
  else if (orderNo) {
    body = (
      <Result
        status="success"
        title={T.submitted}
        subTitle={T.submittedHint(orderNo)}
        data-testid="apply-done"
        extra={[
          <Button type="primary" key="status" href="#/yqzl/statusSet">
            {T.viewStatus}
          </Button>,
          <Button
            key="again"
            onClick={() => {
              setOrderNo(null);
              form.resetFields();
              setTick((t) => t + 1);
            }}
          >
            {T.applyAgain}
          </Button>,
        ]}
      />
    );
  } else if (!options.data.isDirector) {
    body = <Alert type="warning" showIcon title={ERRORS.ENTERPRISE_ROLE_REQUIRED.msg} description={T.directorOnlyApply} data-testid="apply-director-only" />;
  } else {
    const { granted, pending } = options.data;
    body = (
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} onFinishFailed={() => setError(null)} onValuesChange={() => setError(null)} initialValues={{ apiCodes: [], agreementAccepted: false }} data-testid="apply-form">
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item name="apiCodes" label={T.chooseApis} rules={[{ validator: (_, v: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error(ERRORS.OPEN_API_APPLY_NO_API.msg))) }]}>
          <Checkbox.Group className={styles.apiGroups}>
            {OPEN_API_TYPES.map((type) => (
              <fieldset key={type.code} className={styles.apiType}>
                <legend>{type.name}</legend>
                {OPEN_APIS.filter((a) => a.type === type.code).map((api) => {
                  const held = granted.includes(api.code) ? T.granted : pending.includes(api.code) ? T.pending : null;
                  return (
                    <Checkbox key={api.code} value={api.code} disabled={held !== null} className={styles.api} data-testid={`apply-api-${api.code}`}>
                      <span className={styles.apiName}>
                        {api.name} <code>{api.code}</code> {held && <Tag>{held}</Tag>}
                      </span>
                      <span className={styles.apiSummary}>{api.summary}</span>
                    </Checkbox>
                  );
                })}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="purpose" label={T.purpose} rules={[{ required: true, whitespace: true, min: PURPOSE_MIN, max: PURPOSE_MAX, message: APPLY_MESSAGES.purpose }]}>
          <Input.TextArea rows={3} maxLength={PURPOSE_MAX} showCount placeholder={T.purposePlaceholder} data-testid="apply-purpose" />
        </Form.Item>
        <section className={styles.agreement} aria-label={OPEN_API_AGREEMENT.title} tabIndex={0} data-testid="apply-agreement">
          <h3>
            《{OPEN_API_AGREEMENT.title}》 <small>{T.agreementVersion(OPEN_API_AGREEMENT.version)}</small>
          </h3>
          {OPEN_API_AGREEMENT.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <Form.Item
          name="agreementAccepted"
          valuePropName="checked"
          rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(ERRORS.OPEN_API_APPLY_AGREEMENT.msg))) }]}
        >
          <Checkbox data-testid="apply-accept">{T.accept(OPEN_API_AGREEMENT.title)}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="apply-submit">
          {T.submit}
        </Button>
      </Form>
    );
  }

  return (
    <OpenPlatformFrame title={T.applyTitle} testId="yqzl-apply" forEnterprise>
      <section className={frame.section}>
        {options.state === 'done' && <p className={styles.enterprise}>{T.enterprise(options.data.memberCustomerName)}</p>}
        {body}
      </section>
    </OpenPlatformFrame>
  );
}
