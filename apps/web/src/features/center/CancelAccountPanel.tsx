import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { cancelUser } from '@portal/contract/calls/personal/account-changes';
import { sendAccountSmsCode } from '@portal/contract/calls/personal/account-sms';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { showSessionNotice } from '../../session/session-notice.ts';
import { sessionStore } from '../../session/session-store.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { showCallError } from '../auth/field-errors.ts';
import { codeSender } from '../auth/code-senders.ts';
import { digitsOnly, smsCodeRules } from '../auth/phone-rules.ts';
import { ACCOUNT_TEXTS as T } from './account-texts.ts';
import type { Profile } from './ProfilePanel.tsx';

interface Values {
  password: string;
  smsCode: string;
  acknowledge: boolean;
}

/** Account cancellation (§7 `/efip/cancelUser`): consequences first, then password, code and a last confirmation. */
export function CancelAccountPanel({ enterprises }: { enterprises: Profile['enterprises'] }) {
  const [form] = Form.useForm<Values>();
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = codeSender(form, () => callApi(sendAccountSmsCode, { type: 'cancel_user' }), setError);

  async function cancelNow(values: Values) {
    setBusy(true);
    setError(null);
    try {
      await callApi(cancelUser, { password: await encryptSecret(values.password), smsCode: values.smsCode, confirm: true });
      sessionStore.loggedOut();
      // A router navigation, not a hash change: a hash change reloads the page (§2) and the notice with it.
      navigate('/');
      showSessionNotice({ message: T.cancelled });
    } catch (err) {
      form.setFieldValue('password', '');
      setError(showCallError(form, err, ['password', 'smsCode']));
    } finally {
      setBusy(false);
    }
  }

  async function submit(values: Values) {
    const confirmed = await modal.confirm({
      title: T.confirmTitle,
      content: T.confirmBody,
      okText: T.confirmOk,
      okButtonProps: { danger: true },
      cancelText: T.confirmCancel,
    });
    if (confirmed) await cancelNow(values);
  }

  return (
    <div className="center-cancel" data-testid="cancel-account">
      <Alert
        type="warning"
        showIcon
        title={T.cancelIntro}
        description={
          <ul className="center-cancel-list">
            {T.cancelConsequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        }
      />
      <p className="center-cancel-enterprises">
        {enterprises.length === 0 ? T.noLinkedEnterprises : enterprises.map((e) => e.name).join('、')}
      </p>
      {error && <Alert type="error" showIcon title={error} className="center-alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className="center-cancel-form">
        <Form.Item name="password" label={T.cancelPassword} rules={[{ required: true, message: '请输入登录密码' }]}>
          <Input.Password maxLength={16} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={T.cancelCode} required>
          <div className="auth-code-row">
            <Form.Item name="smsCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
              <Input aria-label={T.cancelCode} maxLength={6} inputMode="numeric" />
            </Form.Item>
            <SmsCodeButton onSend={sendCode} />
          </div>
        </Form.Item>
        <Form.Item
          name="acknowledge"
          valuePropName="checked"
          rules={[{ validator: (_r, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(T.acknowledgeRequired))) }]}
        >
          <Checkbox>{T.cancelAcknowledge}</Checkbox>
        </Form.Item>
        <Button danger type="primary" htmlType="submit" loading={busy} data-testid="cancel-submit">
          {T.submitCancel}
        </Button>
      </Form>
      {modalHolder}
    </div>
  );
}
