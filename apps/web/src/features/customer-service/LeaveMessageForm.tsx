import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { leaveMessage } from '@portal/contract/calls/customer-service/leave-message';
import { digitsOnly, phoneRules } from '../auth/phone-rules.ts';
import { showCallError } from '../auth/field-errors.ts';
import { CS_TEXTS as T } from './texts.ts';
import styles from './ChatWindow.module.css';

interface LeaveMessageValues {
  name: string;
  phone: string;
  content: string;
}

const FIELDS = ['name', 'phone', 'content'] as const;
const shape = leaveMessage.request.shape;

/** A field rule from the call's own schema, so the form and the server say the same thing. */
const schemaRule = (field: 'name' | 'content'): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    const result = shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** Outside the service hours: leave a name, a phone and a message (§4, issue 4 point 3). */
export function LeaveMessageForm({ sent, onSubmit }: { sent: boolean; onSubmit: (values: LeaveMessageValues) => Promise<void> }) {
  const [form] = Form.useForm<LeaveMessageValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (sent) return <p className={styles.leaveSent}>{T.leaveSent}</p>;

  async function submit(values: LeaveMessageValues) {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: values.name.trim(), phone: values.phone, content: values.content.trim() });
    } catch (err) {
      setError(showCallError(form, err, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      size="small"
      className={styles.leaveForm}
      onFinish={(v) => void submit(v)}
      requiredMark={false}
      aria-label={T.leaveTitle}
      data-testid="cs-leave-message"
    >
      <Form.Item name="name" label={T.leaveName} rules={[schemaRule('name')]} validateTrigger="onBlur">
        <Input placeholder={T.leaveNamePlaceholder} maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={T.leavePhone} rules={phoneRules} validateTrigger="onBlur" getValueFromEvent={digitsOnly}>
        <Input placeholder={T.leavePhonePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="content" label={T.leaveContent} rules={[schemaRule('content')]} validateTrigger="onBlur" className={styles.leaveContent}>
        <Input.TextArea placeholder={T.leaveContentPlaceholder} maxLength={500} showCount rows={3} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className={styles.formAlert} />}
      <Button type="primary" htmlType="submit" loading={busy} block>
        {T.leaveSubmit}
      </Button>
    </Form>
  );
}
