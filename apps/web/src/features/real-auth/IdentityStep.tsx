import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { IdcardOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { RealNameSummary } from '@portal/contract/calls/real-name/fields';
import { beforeRealNameAuth } from '@portal/contract/calls/real-name/before-auth';
import { realNamePhoneAuth } from '@portal/contract/calls/real-name/phone-auth';
import { sendRealNamePhoneCode } from '@portal/contract/calls/real-name/send-phone-code';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '@portal/contract/codes';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { validateRealNameDocument } from '@portal/contract/validate/real-name-document';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { codeSender } from '../auth/code-senders.ts';
import { showCallError } from '../auth/field-errors.ts';
import { digitsOnly, phoneRules, smsCodeRules } from '../auth/phone-rules.ts';
import '../auth/auth-forms.css';
import { REAL_AUTH_TEXTS as T } from './texts.ts';

interface Values {
  realName: string;
  docType: IdDocumentType;
  docNumber: string;
  phone: string;
  smsCode?: string;
}

const FIELDS = ['realName', 'docNumber', 'phone', 'smsCode'] as const;
const DOC_TYPE_OPTIONS = Object.entries(ID_DOCUMENT_TYPES).map(([value, label]) => ({ value, label }));

/**
 * Step 1: name, document and phone, checked with the §5 validators here and again on the server
 * (beforeAuth), then the phone three-element check (phoneAuth). A phone other than the account's
 * own must be proven with a code sent to it (issue 35): beforeAuth says so, and the code field
 * appears. Every secret travels SM2-encrypted; a refusal lands at its field and the form keeps
 * what was typed.
 */
export function IdentityStep({ onPassed, notice }: { onPassed: (open: RealNameSummary) => void; notice: string | null }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The phone typed is not the account's own: its code is asked for. */
  const [codeNeeded, setCodeNeeded] = useState(false);

  async function sendCode(): Promise<boolean> {
    try {
      await form.validateFields(['phone']);
    } catch {
      return false; // the phone field says why
    }
    const phone = await encryptSecret(form.getFieldValue('phone') as string);
    return codeSender(form, () => callApi(sendRealNamePhoneCode, { phone }), setError, FIELDS)();
  }

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const input = {
        realName: await encryptSecret(values.realName.trim()),
        docType: values.docType,
        docNumber: await encryptSecret(values.docNumber.trim()),
        phone: await encryptSecret(values.phone),
      };
      const { phoneCodeRequired } = await callApi(beforeRealNameAuth, input);
      if (phoneCodeRequired && !values.smsCode) {
        setCodeNeeded(true);
        return;
      }
      onPassed(await callApi(realNamePhoneAuth, phoneCodeRequired ? { ...input, smsCode: values.smsCode } : input));
    } catch (err) {
      setError(showCallError(form, err, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  /** Another phone is another proof: its code field goes until the next 下一步 asks again. */
  function changed(values: Partial<Values>) {
    // A refusal belongs to what was sent (issue 37): an edit takes it away, and the edited field's message.
    setError(null);
    form.setFields(Object.keys(values).map((name) => ({ name: name as keyof Values, errors: [] })));
    if ('phone' in values && codeNeeded) {
      setCodeNeeded(false);
      form.setFieldValue('smsCode', undefined);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={changed}
      onFinishFailed={() => setError(null)}
      initialValues={{ docType: '0' }}
      className="reset-form"
      data-testid="real-auth-form"
    >
      {notice && <Alert type="info" showIcon title={notice} className="reset-alert" />}
      {error && <Alert type="error" showIcon title={error} className="reset-alert" data-testid="real-auth-error" />}
      <Form.Item
        label={T.realName}
        name="realName"
        rules={[
          { required: true, whitespace: true, message: T.required(T.realName) },
          { min: 2, max: 30, message: VALIDATION_MESSAGES.realName },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder={T.realNamePlaceholder} autoComplete="name" maxLength={30} size="large" />
      </Form.Item>
      <Form.Item label={T.docType} name="docType">
        <Select options={DOC_TYPE_OPTIONS} size="large" onChange={() => void form.validateFields(['docNumber']).catch(() => undefined)} />
      </Form.Item>
      <Form.Item
        label={T.docNumber}
        name="docNumber"
        dependencies={['docType']}
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: T.required(T.docNumber) },
          {
            validator: (_r, value: string | undefined) => {
              if (!value?.trim()) return Promise.resolve();
              const result = validateRealNameDocument(form.getFieldValue('docType') as string, value);
              return result.ok ? Promise.resolve() : Promise.reject(new Error(result.message));
            },
          },
        ]}
      >
        <Input prefix={<IdcardOutlined />} placeholder={T.docNumberPlaceholder} maxLength={30} size="large" autoComplete="off" />
      </Form.Item>
      <Form.Item label={T.phone} name="phone" rules={phoneRules} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
        <Input prefix={<MobileOutlined />} placeholder={T.phonePlaceholder} maxLength={11} inputMode="numeric" size="large" autoComplete="tel" />
      </Form.Item>
      {codeNeeded && (
        <>
          <Alert type="info" showIcon title={T.phoneCodeNeeded} className="reset-alert" data-testid="real-auth-code-needed" />
          <Form.Item label={T.smsCode} required>
            <div className="auth-code-row">
              <Form.Item name="smsCode" rules={smsCodeRules} getValueFromEvent={digitsOnly} noStyle>
                <Input prefix={<SafetyOutlined />} aria-label={T.smsCode} placeholder={T.smsCodePlaceholder} maxLength={6} inputMode="numeric" size="large" autoComplete="one-time-code" />
              </Form.Item>
              <SmsCodeButton onSend={sendCode} />
            </div>
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="real-auth-next">
        {busy ? T.checking : T.next}
      </Button>
    </Form>
  );
}
