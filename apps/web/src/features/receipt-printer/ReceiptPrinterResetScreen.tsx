import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Select, Skeleton } from 'antd';
import { PRINTER_PASSWORD_MESSAGES, printerPasswordProblem } from '@portal/contract/calls/receipt-printer/password-rule';
import { printerAccounts, printerResetPassword, printerSendCode } from '@portal/contract/calls/receipt-printer/receipt-printer';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { PRINTER_TEXTS as T } from './texts.ts';
import styles from './ReceiptPrinter.module.css';

interface Values {
  account?: string;
  smsCode?: string;
  password?: string;
  confirm?: string;
}

/** Server errors that belong to one field of the form (the rest show above the button). */
const FIELD_OF: Record<number, keyof Values> = {
  [ERRORS.PRINTER_PASSWORD_WEAK.code]: 'password',
  [ERRORS.PRINTER_PASSWORD_FORMAT.code]: 'password',
  [ERRORS.PRINTER_ACCOUNT_NOT_FOUND.code]: 'account',
  [ERRORS.SMS_CODE_WRONG.code]: 'smsCode',
  [ERRORS.SMS_CODE_EXPIRED.code]: 'smsCode',
  [ERRORS.SMS_CODE_TOO_MANY_ATTEMPTS.code]: 'smsCode',
};

const passwordRule = {
  validator: (_: unknown, value?: string) => {
    const problem = printerPasswordProblem(value ?? '');
    return problem ? Promise.reject(new Error(PRINTER_PASSWORD_MESSAGES[problem])) : Promise.resolve();
  },
};

/**
 * #/receiptPrinterPwdReset (§2 main-area screen; issue 25 point 3): a director resets an
 * account's receipt-printer password after an SMS check; the password travels SM2-encrypted.
 */
export default function ReceiptPrinterResetScreen() {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState<{ account: string; changedAt: string } | null>(null);
  const [tick, setTick] = useState(0);
  const accounts = useCall(printerAccounts, {}, tick);

  const fieldError = (err: unknown): boolean => {
    const field = err instanceof CallError ? FIELD_OF[err.code] : undefined;
    if (!field) return false;
    form.setFields([{ name: field, errors: [(err as CallError).message] }]);
    return true;
  };

  async function sendCode(): Promise<boolean> {
    setError(null);
    try {
      const { account } = await form.validateFields(['account']);
      const sent = await callApi(printerSendCode, { memberCustomerId: accounts.state === 'done' ? accounts.data.memberCustomerId : undefined, account: account! });
      setSentTo(sent.phone);
      return true;
    } catch (err) {
      if (err instanceof CallError && !fieldError(err)) setError(failureText(err, T.failed));
      return false;
    }
  }

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const reply = await callApi(printerResetPassword, {
        memberCustomerId: accounts.state === 'done' ? accounts.data.memberCustomerId : undefined,
        account: values.account!,
        smsCode: values.smsCode!,
        password: await encryptSecret(values.password!),
      });
      setDone(reply);
      setTick((t) => t + 1);
    } catch (err) {
      if (!fieldError(err)) setError(failureText(err, T.failed));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (done) {
    body = (
      <Result
        status="success"
        title={T.done}
        subTitle={T.doneDetail(done.account, formatDateTime(done.changedAt))}
        data-testid="printer-reset-done"
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setSentTo(null);
              setDone(null);
            }}
          >
            {T.again}
          </Button>
        }
      />
    );
  } else if (accounts.state === 'failed') {
    body = <Alert type={accounts.code === undefined ? 'error' : 'warning'} showIcon title={accounts.message || T.loadFailed} data-testid="printer-refused" />;
  } else if (accounts.state === 'loading') {
    body = <Skeleton active />;
  } else if (accounts.data.accounts.length === 0) {
    body = <Alert type="info" showIcon title={T.noAccounts} />;
  } else {
    const a = accounts.data;
    body = (
      <Form<Values>
        form={form}
        layout="vertical"
        className={styles.form}
        onFinish={(v) => void submit(v)}
        onFinishFailed={() => setError(null)}
        onValuesChange={(changed: Partial<Values>) => {
          // A refusal belongs to what was sent (issue 37): an edit takes it away, and the edited field's message.
          setError(null);
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })));
        }}
        data-testid="printer-reset-form"
        requiredMark={false}
      >
        <p className={styles.enterprise}>{a.memberCustomerName}</p>
        <Form.Item name="account" label={T.account} rules={[{ required: true, message: T.accountRequired }]}>
          <Select
            placeholder={T.accountPlaceholder}
            data-testid="printer-account"
            options={a.accounts.map((x) => ({
              value: x.account,
              label: `${x.account}（${x.accountName}）`,
              title: x.passwordChangedAt ? T.changedAt(formatDateTime(x.passwordChangedAt)) : T.neverChanged,
            }))}
          />
        </Form.Item>
        <Form.Item label={T.phone}>
          <span data-testid="printer-phone">{a.phone}</span>
        </Form.Item>
        <Form.Item label={T.smsCode} required extra={sentTo ? T.smsSent(sentTo) : undefined}>
          <div className={styles.codeRow}>
            <Form.Item name="smsCode" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: T.smsCodeRequired }]}>
              <Input placeholder={T.smsCodePlaceholder} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="printer-sms-code" />
            </Form.Item>
            <SmsCodeButton onSend={sendCode} />
          </div>
        </Form.Item>
        <Form.Item name="password" label={T.password} rules={[passwordRule]}>
          <Input.Password placeholder={T.passwordPlaceholder} maxLength={6} inputMode="numeric" autoComplete="new-password" data-testid="printer-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={T.confirm}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_: unknown, value?: string) => (value && value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(PRINTER_PASSWORD_MESSAGES.mismatch))),
            }),
          ]}
        >
          <Input.Password placeholder={T.confirmPlaceholder} maxLength={6} inputMode="numeric" autoComplete="new-password" data-testid="printer-confirm" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} className={styles.error} data-testid="printer-error" />}
        <Button type="primary" htmlType="submit" loading={busy} block data-testid="printer-submit">
          {T.submit}
        </Button>
      </Form>
    );
  }

  return (
    <PageBand title={T.title} intro={T.intro} crumbs={[{ label: T.title }]}>
      <div className={styles.sheet}>{body}</div>
    </PageBand>
  );
}
