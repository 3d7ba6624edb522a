import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio } from 'antd';
import { register } from '@portal/contract/calls/auth/register';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { isCreditCode } from '@portal/contract/validate/credit-code';
import { isLoginName } from '@portal/contract/validate/login-name';
import { isPasswordRule1 } from '@portal/contract/validate/password';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { showCallError } from './field-errors.ts';
import { finishLogin } from './finish-login.ts';
import { digitsOnly, phoneRules, smsCodeRules } from './phone-rules.ts';
import { AUTH_TEXTS as T } from './texts.ts';
import { useCaptchaStep } from './useCaptchaStep.tsx';
import { smsSender } from './code-senders.ts';

interface Values {
  userType: 'personal' | 'enterprise';
  enterpriseName?: string;
  creditCode?: string;
  loginName: string;
  realName: string;
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

const FIELDS = ['enterpriseName', 'creditCode', 'loginName', 'realName', 'phone', 'smsCode', 'password'] as const;

const check = (ok: (v: string) => boolean, message: string) => ({
  validator: (_r: unknown, value: string) => (!value || ok(value) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/** Registration as an individual or for an enterprise; the new user is logged in at once. */
export function RegisterForm() {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptchaStep();
  const userType = Form.useWatch('userType', form) ?? 'personal';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: Values) {
    setError(null);
    setBusy(true);
    try {
      const enterprise = values.userType === 'enterprise';
      const reply = await callApi(register, {
        appId: REGISTER_APP_ID,
        userType: values.userType,
        loginName: values.loginName,
        realName: values.realName.trim(),
        phone: values.phone,
        smsCode: values.smsCode,
        password: await encryptSecret(values.password),
        ...(enterprise ? { enterpriseName: values.enterpriseName?.trim(), creditCode: values.creditCode?.toUpperCase() } : {}),
      });
      finishLogin(reply, 'register');
    } catch (err) {
      setError(showCallError(form, err, FIELDS));
      form.setFieldsValue({ password: '', confirmPassword: '' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ userType: 'personal', agree: false }}
      onFinish={submit}
      data-testid="register-form"
      className="auth-register-form"
    >
      {error && <Alert type="error" showIcon title={error} className="auth-form-alert" data-testid="register-error" />}
      <Form.Item name="userType" label={T.userType}>
        <Radio.Group optionType="button" buttonStyle="solid" options={[{ value: 'personal', label: T.personal }, { value: 'enterprise', label: T.enterprise }]} />
      </Form.Item>
      {userType === 'enterprise' && (
        <>
          <Form.Item name="enterpriseName" label={T.enterpriseName} rules={[{ required: true, whitespace: true, message: T.required(T.enterpriseName) }, { min: 2, max: 60, message: VALIDATION_MESSAGES.enterpriseName }]}>
            <Input placeholder={T.enterpriseNamePlaceholder} maxLength={60} />
          </Form.Item>
          <Form.Item name="creditCode" label={T.creditCode} validateTrigger="onBlur" rules={[{ required: true, message: T.required(T.creditCode) }, check((v) => isCreditCode(v.toUpperCase()), VALIDATION_MESSAGES.creditCode)]}>
            <Input placeholder={T.creditCodePlaceholder} maxLength={18} />
          </Form.Item>
        </>
      )}
      <Form.Item name="loginName" label={T.newLoginName} validateTrigger="onBlur" rules={[{ required: true, message: T.required(T.newLoginName) }, check(isLoginName, VALIDATION_MESSAGES.loginName)]}>
        <Input placeholder={T.newLoginNamePlaceholder} maxLength={20} autoComplete="username" />
      </Form.Item>
      <Form.Item name="realName" label={userType === 'enterprise' ? T.contactName : T.realName} rules={[{ required: true, whitespace: true, message: T.required('姓名') }, { min: 2, max: 30, message: VALIDATION_MESSAGES.realName }]}>
        <Input placeholder={T.realNamePlaceholder} maxLength={30} />
      </Form.Item>
      <Form.Item name="phone" label={T.phone} rules={phoneRules} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
        <Input placeholder={T.phonePlaceholder} maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={T.smsCode} required>
        <div className="auth-code-row">
          <Form.Item name="smsCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
            <Input aria-label={T.smsCode} placeholder={T.smsCodePlaceholder} maxLength={6} inputMode="numeric" />
          </Form.Item>
          <SmsCodeButton onSend={smsSender(form, 'register', captcha.request, setError)} />
        </div>
      </Form.Item>
      <Form.Item name="password" label={T.newPassword} validateTrigger="onBlur" rules={[{ required: true, message: T.required('登录密码') }, check(isPasswordRule1, VALIDATION_MESSAGES.passwordRule1)]}>
        <Input.Password placeholder={T.newPasswordPlaceholder} maxLength={16} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={T.confirmPassword}
        dependencies={['password']}
        rules={[
          { required: true, message: T.required('确认密码') },
          ({ getFieldValue }) => ({
            validator: (_r, value: string) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(VALIDATION_MESSAGES.passwordConfirm)),
          }),
        ]}
      >
        <Input.Password placeholder={T.confirmPasswordPlaceholder} maxLength={16} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[{ validator: (_r, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(T.agreeRequired))) }]}
      >
        <Checkbox>
          {T.agree}
          <a href="#/privacyClause" target="_blank" rel="noreferrer">
            {T.privacy}
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="register-submit">
        {busy ? T.registering : T.submitRegister}
      </Button>
      {captcha.modal}
    </Form>
  );
}
