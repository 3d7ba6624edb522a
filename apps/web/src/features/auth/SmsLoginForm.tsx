import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { callApi } from '../../api/client.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { showCallError } from './field-errors.ts';
import { finishLogin } from './finish-login.ts';
import { digitsOnly, phoneRules, smsCodeRules } from './phone-rules.ts';
import { AUTH_TEXTS as T } from './texts.ts';
import { useCaptchaStep } from './useCaptchaStep.tsx';
import { smsSender } from './code-senders.ts';

interface Values {
  phone: string;
  smsCode: string;
}

/** SMS login (`phoneLoginCheck`): the code is sent behind the slider check. */
export function SmsLoginForm({ redirectUrl }: { redirectUrl: string | undefined }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptchaStep();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: Values) {
    setError(null);
    setBusy(true);
    try {
      finishLogin(await callApi(phoneLogin, { phone: values.phone, smsCode: values.smsCode, redirectUrl }), 'sms');
    } catch (err) {
      setError(showCallError(form, err, ['phone', 'smsCode']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="sms-login-form">
      {error && <Alert type="error" showIcon title={error} className="auth-form-alert" data-testid="login-error" />}
      <Form.Item label={T.phone} name="phone" rules={phoneRules} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
        <Input prefix={<MobileOutlined />} placeholder={T.phonePlaceholder} maxLength={11} inputMode="numeric" size="large" />
      </Form.Item>
      <Form.Item label={T.smsCode} required>
        <div className="auth-code-row">
          <Form.Item name="smsCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
            <Input aria-label={T.smsCode} prefix={<SafetyOutlined />} placeholder={T.smsCodePlaceholder} maxLength={6} inputMode="numeric" size="large" />
          </Form.Item>
          <SmsCodeButton onSend={smsSender(form, 'login', captcha.request, setError)} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
        {busy ? T.loggingIn : T.login}
      </Button>
      {captcha.modal}
    </Form>
  );
}
