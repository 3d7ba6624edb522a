import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { modifyPasswordNew } from '@portal/contract/calls/password/modify-password-new';
import { getModifyPasswordSmsCode } from '@portal/contract/calls/password/modify-password-new-sms';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { digitsOnly, smsCodeRules } from '../auth/phone-rules.ts';
import { showCallError } from '../auth/field-errors.ts';
import { confirmRules, newPasswordRules } from '../password/password-rules.ts';
import { SMS_PASSWORD_TEXTS as T } from './texts.ts';
import '../auth/auth-forms.css';
import './sms-password-card.css';

interface Values {
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * `modifyPasswordNew`: a code to the phone on record (no slider check, the user is logged in)
 * and a new password under rule 3, checked here and again by the server.
 */
export function ChangePasswordBySmsCard() {
  const [form] = Form.useForm<Values>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function sendCode(): Promise<boolean> {
    setError(null);
    try {
      setSentTo((await callApi(getModifyPasswordSmsCode, {})).phone);
      return true;
    } catch (err) {
      setError(err instanceof CallError ? err.message : null);
      return false;
    }
  }

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await callApi(modifyPasswordNew, { smsCode: values.smsCode, newPassword: await encryptSecret(values.newPassword) });
      form.resetFields();
      setSentTo(null);
      setDone(true);
    } catch (err) {
      form.setFieldValue('confirmPassword', '');
      setError(showCallError(form, err, ['smsCode', 'newPassword']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={T.title} size="small" className="sms-password-card" data-testid="sms-password-card">
      <p className="center-card-intro">{T.intro}</p>
      {done && <Alert type="success" showIcon title={T.changed} className="center-alert" data-testid="sms-password-changed" />}
      {error && <Alert type="error" showIcon title={error} className="center-alert" />}
      <Form form={form} name="smsPassword" layout="vertical" requiredMark={false} onFinish={submit} data-testid="sms-password-form">
        <Form.Item label={T.smsCode} required extra={sentTo && T.sentTo(sentTo)}>
          <div className="auth-code-row">
            <Form.Item name="smsCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
              <Input aria-label={T.smsCode} prefix={<SafetyOutlined />} placeholder={T.smsCodePlaceholder} maxLength={6} inputMode="numeric" />
            </Form.Item>
            <SmsCodeButton onSend={sendCode} />
          </div>
        </Form.Item>
        <Form.Item label={T.newPassword} name="newPassword" extra={T.newPasswordHint} validateTrigger="onBlur" rules={newPasswordRules('rule3', T.required('新登录密码'))}>
          <Input.Password maxLength={15} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={T.confirmPassword} name="confirmPassword" dependencies={['newPassword']} rules={confirmRules('newPassword', '请再次输入新登录密码')}>
          <Input.Password maxLength={15} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="sms-password-submit">
          {T.submit}
        </Button>
      </Form>
    </Card>
  );
}
