import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { modifyPhone } from '@portal/contract/calls/personal/account-changes';
import { sendAccountSmsCode, sendNewPhoneSmsCode } from '@portal/contract/calls/personal/account-sms';
import { callApi } from '../../api/client.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { showCallError } from '../auth/field-errors.ts';
import { codeSender } from '../auth/code-senders.ts';
import { digitsOnly, phoneRules, smsCodeRules } from '../auth/phone-rules.ts';
import { ACCOUNT_TEXTS as T } from './account-texts.ts';

interface Values {
  oldPhoneCode: string;
  newPhone: string;
  newPhoneCode: string;
}

/** Phone change (§7 `/efip/modifyPhone`): a code from the phone on record and one from the new phone. */
export function PhoneChangeCard({ phone, onChanged }: { phone: string; onChanged: (phone: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const sendOld = codeSender(form, () => callApi(sendAccountSmsCode, { type: 'modify_phone' }), setError);
  const sendToNewPhone = codeSender(form, () => callApi(sendNewPhoneSmsCode, { phone: form.getFieldValue('newPhone') as string }), setError, ['newPhone']);
  const sendNew = async () => {
    try {
      await form.validateFields(['newPhone']);
    } catch {
      return false;
    }
    return sendToNewPhone();
  };

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const reply = await callApi(modifyPhone, values);
      form.resetFields();
      setDone(reply.phone);
      onChanged(reply.phone);
    } catch (err) {
      setError(showCallError(form, err, ['oldPhoneCode', 'newPhone', 'newPhoneCode']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={T.phoneCard} extra={T.currentPhone(phone)} size="small" data-testid="phone-change-card">
      {done && <Alert type="success" showIcon title={T.phoneChanged(done)} className="center-alert" data-testid="phone-changed" />}
      {error && <Alert type="error" showIcon title={error} className="center-alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label={T.oldPhoneCode} required>
          <div className="auth-code-row">
            <Form.Item name="oldPhoneCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
              <Input aria-label={T.oldPhoneCode} maxLength={6} inputMode="numeric" />
            </Form.Item>
            <SmsCodeButton onSend={sendOld} />
          </div>
        </Form.Item>
        <Form.Item name="newPhone" label={T.newPhone} rules={phoneRules} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item label={T.newPhoneCode} required>
          <div className="auth-code-row">
            <Form.Item name="newPhoneCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
              <Input aria-label={T.newPhoneCode} maxLength={6} inputMode="numeric" />
            </Form.Item>
            <SmsCodeButton onSend={sendNew} />
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="phone-submit">
          {T.submitPhone}
        </Button>
      </Form>
    </Card>
  );
}
