import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Space } from 'antd';
import { assetInquiry, getInquirySmsCode, INQUIRY_LIMITS } from '@portal/contract/calls/special-assets/customer-calls';
import { isMobilePhone } from '@portal/contract/validate/phone';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsCodeButton } from '../../ui/SmsCodeButton/SmsCodeButton.tsx';
import { SPECIAL_TEXTS as T } from './texts.ts';

interface Values {
  name: string;
  company: string;
  phone: string;
  smsCode: string;
  note: string;
}

/** The enquiry form: checked here, checked again by the server; what was typed stays on failure. */
export function InquiryDialog({ assetId, open, onClose, onDone }: { assetId: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const phone = Form.useWatch('phone', form) ?? '';
  const user = useSession().user;

  // A logged-in customer's name and enterprise are filled in, never over what was typed.
  useEffect(() => {
    if (!open || !user) return;
    const known = { name: user.realName ?? '', company: user.enterpriseName ?? '' };
    for (const field of ['name', 'company'] as const) {
      if (known[field] && !form.getFieldValue(field)) form.setFieldValue(field, known[field]);
    }
  }, [open, user, form]);

  async function sendCode() {
    setError('');
    try {
      await callApi(getInquirySmsCode, { phone });
      return true;
    } catch (err) {
      setError(failureText(err, '短信验证码发送失败，请稍后重试'));
      return false;
    }
  }

  async function submit(values: Values) {
    setBusy(true);
    setError('');
    try {
      await callApi(assetInquiry, { assetId, ...values, company: values.company ?? '', note: values.note ?? '' });
      form.resetFields();
      onDone();
    } catch (err) {
      setError(failureText(err, '提交失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={T.inquiryTitle} okText={T.inquirySubmit} onOk={() => form.submit()} confirmLoading={busy} onCancel={onClose} forceRender destroyOnHidden={false}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} onFinishFailed={() => setError('')} onValuesChange={() => setError('')} data-testid="inquiry-form">
        <Form.Item name="name" label={T.inquiryName} rules={[{ required: true, whitespace: true, message: T.nameRequired }]}>
          <Input maxLength={INQUIRY_LIMITS.name} data-testid="inquiry-name" />
        </Form.Item>
        <Form.Item name="company" label={T.inquiryCompany}>
          <Input maxLength={INQUIRY_LIMITS.company} data-testid="inquiry-company" />
        </Form.Item>
        <Form.Item name="phone" label={T.inquiryPhone} required rules={[{ validator: (_r, v: string) => (isMobilePhone(v ?? '') ? Promise.resolve() : Promise.reject(new Error(T.phoneInvalid))) }]}>
          <Input maxLength={11} inputMode="numeric" data-testid="inquiry-phone" />
        </Form.Item>
        <Form.Item label={T.inquiryCode} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="smsCode" noStyle rules={[{ pattern: /^\d{6}$/, required: true, message: T.codeInvalid }]}>
              <Input maxLength={6} inputMode="numeric" data-testid="inquiry-code" />
            </Form.Item>
            <SmsCodeButton onSend={sendCode} disabled={!isMobilePhone(phone)} />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="note" label={T.inquiryNote}>
          <Input.TextArea maxLength={INQUIRY_LIMITS.note} showCount rows={3} data-testid="inquiry-note" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-testid="inquiry-error" />}
      </Form>
    </Modal>
  );
}
