import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Tag } from 'antd';
import { queryLoginHistory } from '@portal/contract/calls/personal/login-history';
import { modifyPassword } from '@portal/contract/calls/personal/modify-password';
import type { CallResponse } from '@portal/contract/call';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { isPasswordRule1 } from '@portal/contract/validate/password';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { showCallError } from '../auth/field-errors.ts';
import { ChangePasswordBySmsCard } from './ChangePasswordBySmsCard.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { PhoneChangeCard } from './PhoneChangeCard.tsx';
import { CENTER_TEXTS as T, LOGIN_METHOD_LABELS } from './texts.ts';
import { ScrollTable } from '../../ui/ScrollTable/ScrollTable.tsx';

type History = CallResponse<typeof queryLoginHistory>['list'];

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change (rule 1) and the recent logins with time, address and device. */
export function SecurityPanel({
  passwordChangedAt,
  phone,
  onPhoneChanged,
}: {
  passwordChangedAt: string;
  phone: string;
  onPhoneChanged: (phone: string) => void;
}) {
  const [form] = Form.useForm<PasswordValues>();
  const [history, setHistory] = useState<History>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    callApi(queryLoginHistory, {}).then(
      (r) => setHistory(r.list),
      () => setHistory([]),
    );
  }, [done]);

  async function submit(values: PasswordValues) {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await callApi(modifyPassword, {
        oldPassword: await encryptSecret(values.oldPassword),
        newPassword: await encryptSecret(values.newPassword),
      });
      form.resetFields();
      setDone(true);
    } catch (err) {
      setError(showCallError(form, err, ['oldPassword', 'newPassword']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="center-security">
      <div className="center-security-column">
        <Card title={T.changePassword} extra={T.passwordChangedAt(formatDateTime(passwordChangedAt))} size="small">
          {done && <Alert type="success" showIcon title={T.passwordChanged} className="center-alert" data-testid="password-changed" />}
          {error && <Alert type="error" showIcon title={error} className="center-alert" />}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className="center-password-form" data-testid="password-form">
            <Form.Item name="oldPassword" label={T.oldPassword} rules={[{ required: true, message: '请输入原登录密码' }]}>
              <Input.Password maxLength={16} autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              name="newPassword"
              label={T.newPassword}
              validateTrigger="onBlur"
              rules={[
                { required: true, message: '请输入新登录密码' },
                { validator: (_r, v: string) => (!v || isPasswordRule1(v) ? Promise.resolve() : Promise.reject(new Error(VALIDATION_MESSAGES.passwordRule1))) },
              ]}
            >
              <Input.Password maxLength={16} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={T.confirmPassword}
              dependencies={['newPassword']}
              rules={[
                { required: true, message: '请再次输入新登录密码' },
                ({ getFieldValue }) => ({
                  validator: (_r, v: string) =>
                    !v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(VALIDATION_MESSAGES.passwordConfirm)),
                }),
              ]}
            >
              <Input.Password maxLength={16} autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="password-submit">
              {T.submitPassword}
            </Button>
          </Form>
        </Card>
        <ChangePasswordBySmsCard />
        <PhoneChangeCard phone={phone} onChanged={onPhoneChanged} />
      </div>
      <Card title={T.loginHistory} size="small">
        <ScrollTable
          label={T.loginHistory}
          rowKey={(r) => `${r.at}-${r.ip}-${r.method}`}
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={history}
          data-testid="login-history"
          columns={[
            { title: T.at, dataIndex: 'at', render: (at: string) => formatDateTime(at) },
            { title: T.method, dataIndex: 'method', render: (m: string) => LOGIN_METHOD_LABELS[m] ?? m },
            { title: T.result, dataIndex: 'success', render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{ok ? T.success : T.failed}</Tag> },
            { title: T.ip, dataIndex: 'ip' },
            { title: T.device, dataIndex: 'device' },
          ]}
        />
      </Card>
    </div>
  );
}
