import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { IdcardOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import type { CallResponse } from '@portal/contract/call';
import { queryResetAccountInfo } from '@portal/contract/calls/password/query-account-info';
import { verifyResetUserInfo } from '@portal/contract/calls/password/verify-user-info';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { digitsOnly, phoneRules } from '../auth/phone-rules.ts';
import { showCallError } from '../auth/field-errors.ts';
import { RESET_TEXTS as T } from './texts.ts';

interface Values {
  loginName: string;
  realName: string;
  phone: string;
}

type AccountInfo = CallResponse<typeof queryResetAccountInfo>;

/**
 * Step 1 of the face-verified reset: the account (its masked name and phone are shown as a
 * hint once found), the real name and the full phone on record, both sent SM2-encrypted.
 */
export function FaceIdentityStep({ onVerified }: { onVerified: (verifyToken: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [account, setAccount] = useState<AccountInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function lookUp() {
    const loginName = (form.getFieldValue('loginName') as string | undefined)?.trim();
    setAccount(null);
    if (!loginName) return;
    try {
      setAccount(await callApi(queryResetAccountInfo, { loginName }));
    } catch (err) {
      setError(showCallError(form, err, ['loginName']));
    }
  }

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const reply = await callApi(verifyResetUserInfo, {
        loginName: values.loginName.trim(),
        realName: await encryptSecret(values.realName.trim()),
        phone: await encryptSecret(values.phone),
      });
      onVerified(reply.verifyToken);
    } catch (err) {
      setError(showCallError(form, err, ['loginName', 'realName', 'phone']));
    } finally {
      setBusy(false);
    }
  }

  // An account without a verified identity has no face to compare with: the SMS route is offered instead.
  const hint =
    account &&
    (account.faceAvailable ? (
      T.accountHint(account.maskedRealName, account.maskedPhone)
    ) : (
      <>
        {T.faceUnavailable}
        <a href="#/resetPassword" data-testid="reset-use-sms">
          {T.useSmsReset}
        </a>
      </>
    ));
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className="reset-form" data-testid="face-identity-form">
      {error && <Alert type="error" showIcon title={error} className="reset-alert" data-testid="reset-error" />}
      <Form.Item
        label={T.loginName}
        name="loginName"
        extra={hint && <span data-testid="account-hint">{hint}</span>}
        rules={[{ required: true, whitespace: true, message: T.required('用户名或手机号') }]}
      >
        <Input prefix={<UserOutlined />} placeholder={T.loginNamePlaceholder} autoComplete="username" maxLength={40} size="large" onBlur={() => void lookUp()} />
      </Form.Item>
      <Form.Item
        label={T.realName}
        name="realName"
        rules={[
          { required: true, whitespace: true, message: T.required('真实姓名') },
          { min: 2, max: 30, message: VALIDATION_MESSAGES.realName },
        ]}
      >
        <Input prefix={<IdcardOutlined />} placeholder={T.realNamePlaceholder} autoComplete="name" maxLength={30} size="large" />
      </Form.Item>
      <Form.Item label={T.phone} name="phone" rules={phoneRules} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
        <Input prefix={<MobileOutlined />} placeholder={T.phonePlaceholder} maxLength={11} inputMode="numeric" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={account?.faceAvailable === false} data-testid="reset-next">
        {busy ? T.checking : T.next}
      </Button>
    </Form>
  );
}
