import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { verifyResetIdentity } from '@portal/contract/calls/password/verify-reset-identity';
import { callApi } from '../../api/client.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { digitsOnly, phoneRules, smsCodeRules } from '../auth/phone-rules.ts';
import { useCaptchaStep } from '../auth/useCaptchaStep.tsx';
import { smsSender } from '../auth/code-senders.ts';
import { showCallError } from '../auth/field-errors.ts';
import { RESET_TEXTS as T } from './texts.ts';

export interface SmsIdentity {
  loginName: string;
  phone: string;
  smsCode: string;
}

/**
 * Step 1 of the SMS reset: the account, its phone and the code sent there behind the slider
 * check. The code is only checked here; the reset spends it.
 */
export function SmsIdentityStep({ initial, onVerified }: { initial: SmsIdentity | null; onVerified: (identity: SmsIdentity) => void }) {
  const [form] = Form.useForm<SmsIdentity>();
  const captcha = useCaptchaStep();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: SmsIdentity) {
    setBusy(true);
    setError(null);
    const identity = { loginName: values.loginName.trim(), phone: values.phone, smsCode: values.smsCode };
    try {
      await callApi(verifyResetIdentity, identity);
      onVerified(identity);
    } catch (err) {
      setError(showCallError(form, err, ['loginName', 'phone', 'smsCode']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={initial ? { loginName: initial.loginName, phone: initial.phone } : undefined}
      className="reset-form"
      data-testid="reset-identity-form"
    >
      {error && <Alert type="error" showIcon title={error} className="reset-alert" data-testid="reset-error" />}
      <Form.Item label={T.loginName} name="loginName" rules={[{ required: true, whitespace: true, message: T.required('用户名或手机号') }]}>
        <Input prefix={<UserOutlined />} placeholder={T.loginNamePlaceholder} autoComplete="username" maxLength={40} size="large" />
      </Form.Item>
      <Form.Item label={T.phone} name="phone" rules={phoneRules} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
        <Input prefix={<MobileOutlined />} placeholder={T.phonePlaceholder} maxLength={11} inputMode="numeric" size="large" />
      </Form.Item>
      <Form.Item label={T.smsCode} required>
        <div className="auth-code-row">
          <Form.Item name="smsCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
            <Input aria-label={T.smsCode} prefix={<SafetyOutlined />} placeholder={T.smsCodePlaceholder} maxLength={6} inputMode="numeric" size="large" />
          </Form.Item>
          <SmsCodeButton onSend={smsSender(form, 'reset_password', captcha.request, setError)} className="reset-code-button" />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-next">
        {busy ? T.checking : T.next}
      </Button>
      {captcha.modal}
    </Form>
  );
}
