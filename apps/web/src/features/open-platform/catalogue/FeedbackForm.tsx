import type { OpenApiCode } from '@portal/contract/open-platform/apis';
import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Upload } from 'antd';
import type { Rule } from 'antd/es/form';
import type { UploadFile } from 'antd/es/upload';
import { CATALOGUE_LIMITS, FEEDBACK_KIND_LABELS, FEEDBACK_KINDS, type CatalogueFeedbackKind } from '@portal/contract/calls/open-platform/catalogue/fields';
import { catalogueFeedback } from '@portal/contract/calls/open-platform/catalogue/form-calls';
import { callUpload } from '../../../api/client.ts';
import { showCallError } from '../../auth/field-errors.ts';
import styles from './Catalogue.module.css';
import { CATALOGUE_TEXTS as T } from './texts.ts';

interface Values {
  /** Only carries the picker's message; the file itself is held in state. */
  screenshot?: undefined;
  kind: CatalogueFeedbackKind;
  content: string;
  contactName: string;
  contactPhone: string;
}
const FIELDS = ['kind', 'content', 'contactName', 'contactPhone', 'screenshot'] as const;
const shape = catalogueFeedback.request.shape;

/** A field rule from the call's own schema, so the form and the server say the same thing. */
const rule = (field: Exclude<keyof Values, 'screenshot'>): Rule => ({
  validator: async (_r, value: unknown) => {
    const result = shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** The feedback form of an API's page (`/yqzl/product/feedback`, form data with an optional screenshot). */
export function FeedbackForm({ apiCode }: { apiCode: OpenApiCode }) {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  /** A new attempt refused here, or an edit: the answer to the one before goes (issue 37). */
  const settled = () => {
    setSent(false);
    setError(null);
  };

  async function submit(v: Values) {
    setBusy(true);
    setError(null);
    setSent(false);
    try {
      const shot = files[0]?.originFileObj;
      await callUpload(catalogueFeedback, { apiCode, kind: v.kind, content: v.content.trim(), contactName: v.contactName.trim(), contactPhone: v.contactPhone.trim() }, shot ? [shot] : []);
      setSent(true);
      form.resetFields();
      setFiles([]);
    } catch (err) {
      setError(showCallError(form, err, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  function pick(file: File) {
    if (!['image/png', 'image/jpeg'].includes(file.type)) form.setFields([{ name: 'screenshot', errors: [T.screenshotType] }]);
    else if (file.size > CATALOGUE_LIMITS.screenshotMaxBytes) form.setFields([{ name: 'screenshot', errors: [T.screenshotSize] }]);
    else {
      form.setFields([{ name: 'screenshot', errors: [] }]);
      setFiles([{ uid: String(Date.now()), name: file.name, originFileObj: file as UploadFile['originFileObj'] }]);
    }
    return false;
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ kind: 'question' }} onFinish={(v) => void submit(v)} onFinishFailed={settled} onValuesChange={settled} aria-label={T.feedback} data-testid="catalogue-feedback" className={styles.form} style={{ maxWidth: 560 }}>
      <p>{T.feedbackIntro}</p>
      {sent && <Alert type="success" showIcon message={T.submitted} style={{ marginBottom: 12 }} data-testid="catalogue-feedback-sent" />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form.Item name="kind" label={T.feedbackKind} rules={[rule('kind')]}>
        <Select options={FEEDBACK_KINDS.map((k) => ({ value: k, label: FEEDBACK_KIND_LABELS[k] }))} aria-label={T.feedbackKind} />
      </Form.Item>
      <Form.Item name="content" label={T.feedbackContent} rules={[rule('content')]} validateTrigger="onBlur">
        <Input.TextArea rows={4} maxLength={CATALOGUE_LIMITS.feedbackMax} showCount />
      </Form.Item>
      <Form.Item name="contactName" label={T.contactName} rules={[rule('contactName')]} validateTrigger="onBlur">
        <Input maxLength={CATALOGUE_LIMITS.nameMax} autoComplete="name" />
      </Form.Item>
      <Form.Item name="contactPhone" label={T.contactPhone} rules={[rule('contactPhone')]} validateTrigger="onBlur">
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="screenshot" label={T.screenshot}>
        <Upload accept="image/png,image/jpeg" maxCount={1} fileList={files} beforeUpload={pick} onRemove={() => setFiles([])}>
          <Button>{T.pickScreenshot}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {T.submit}
      </Button>
    </Form>
  );
}
