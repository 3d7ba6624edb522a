import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { IdcardOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import type { RealNameSummary } from '@portal/contract/calls/real-name/fields';
import { beforeRealNameAuth } from '@portal/contract/calls/real-name/before-auth';
import { realNamePhoneAuth } from '@portal/contract/calls/real-name/phone-auth';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '@portal/contract/codes';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { validateRealNameDocument } from '@portal/contract/validate/real-name-document';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { showCallError } from '../auth/field-errors.ts';
import { digitsOnly, phoneRules } from '../auth/phone-rules.ts';
import { REAL_AUTH_TEXTS as T } from './texts.ts';

interface Values {
  realName: string;
  docType: IdDocumentType;
  docNumber: string;
  phone: string;
}

const FIELDS = ['realName', 'docNumber', 'phone'] as const;
const DOC_TYPE_OPTIONS = Object.entries(ID_DOCUMENT_TYPES).map(([value, label]) => ({ value, label }));

/**
 * Step 1: name, document and phone, checked with the §5 validators here and again on the server
 * (beforeAuth), then the phone three-element check (phoneAuth). Every secret travels SM2-encrypted;
 * a refusal lands at its field and the form keeps what was typed.
 */
export function IdentityStep({ onPassed, notice }: { onPassed: (open: RealNameSummary) => void; notice: string | null }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      await callApi(beforeRealNameAuth, input);
      onPassed(await callApi(realNamePhoneAuth, input));
    } catch (err) {
      setError(showCallError(form, err, FIELDS));
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
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="real-auth-next">
        {busy ? T.checking : T.next}
      </Button>
    </Form>
  );
}
