import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { showCallError } from '../auth/field-errors.ts';
import { confirmRules, newPasswordRules, PASSWORD_RULES, type PasswordRuleName } from './password-rules.ts';
import { RESET_TEXTS as T } from './texts.ts';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

interface NewPasswordStepProps {
  rule: PasswordRuleName;
  hint: string;
  /** Sends the new password; rejects with the call's error. */
  onSubmit: (password: string) => Promise<void>;
  /** Errors after which only a new identity check helps (spent code, expired check). */
  needsRestart: (err: unknown) => boolean;
  onRestart: () => void;
}

/** The new password twice, under the rule of the flow (§5), checked here and again by the server. */
export function NewPasswordStep({ rule, hint, onSubmit, needsRestart, onRestart }: NewPasswordStepProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [restart, setRestart] = useState(false);
  const maxLength = PASSWORD_RULES[rule].maxLength;

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values.newPassword);
    } catch (err) {
      setRestart(needsRestart(err));
      setError(showCallError(form, err, ['newPassword']));
      form.setFieldValue('confirmPassword', '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className="reset-form" data-testid="new-password-form">
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          className="reset-alert"
          data-testid="reset-error"
          action={restart ? <Button size="small" onClick={onRestart}>{T.restart}</Button> : undefined}
        />
      )}
      <Form.Item label={T.newPassword} name="newPassword" extra={hint} validateTrigger="onBlur" rules={newPasswordRules(rule, T.required('新登录密码'))}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={maxLength} size="large" placeholder={hint} />
      </Form.Item>
      <Form.Item label={T.confirmPassword} name="confirmPassword" dependencies={['newPassword']} rules={confirmRules('newPassword', T.confirmPlaceholder)}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={maxLength} size="large" placeholder={T.confirmPlaceholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-submit">
        {busy ? T.submitting : T.submit}
      </Button>
    </Form>
  );
}
