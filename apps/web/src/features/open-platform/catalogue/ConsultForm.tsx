import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { CATALOGUE_LIMITS, CONSULT_CATEGORIES, CONSULT_CATEGORY_LABELS, type ConsultCategory } from '@portal/contract/calls/open-platform/catalogue/fields';
import { categoryConsult } from '@portal/contract/calls/open-platform/catalogue/form-calls';
import { callUpload } from '../../../api/client.ts';
import { showCallError } from '../../auth/field-errors.ts';
import styles from './Catalogue.module.css';

interface Values {
  category: ConsultCategory;
  companyName: string;
  contactName: string;
  contactPhone: string;
  content: string;
}
const FIELDS = ['category', 'companyName', 'contactName', 'contactPhone', 'content'] as const;
const shape = categoryConsult.request.shape;
const rule = (field: keyof Values): Rule => ({
  validator: async (_r, value: unknown) => {
    const result = shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

export const CONSULT_TEXTS = {
  title: '预约咨询',
  intro: '留下联系方式，银企直联客户经理将在 1 个工作日内与您联系。',
  category: '咨询服务',
  company: '企业名称',
  name: '联系人',
  phone: '手机号码',
  content: '咨询内容',
  submit: '提交咨询',
  sent: '咨询已提交，客户经理将尽快与您联系。',
} as const;

/** A consultation request (`/ygkj/category/consult`, form data) from a promotion page. */
export function ConsultForm({ source, category = 'saas' }: { source: string; category?: ConsultCategory }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const T = CONSULT_TEXTS;

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
      await callUpload(categoryConsult, { ...v, companyName: v.companyName.trim(), contactName: v.contactName.trim(), content: v.content.trim(), source }, []);
      setSent(true);
      form.resetFields();
    } catch (err) {
      setError(showCallError(form, err, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ category }} onFinish={(v) => void submit(v)} onFinishFailed={settled} onValuesChange={settled} aria-label={T.title} data-testid="consult-form" className={styles.form} style={{ maxWidth: 560 }}>
      <p>{T.intro}</p>
      {sent && <Alert type="success" showIcon message={T.sent} style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form.Item name="category" label={T.category} rules={[rule('category')]}>
        <Select options={CONSULT_CATEGORIES.map((c) => ({ value: c, label: CONSULT_CATEGORY_LABELS[c] }))} aria-label={T.category} />
      </Form.Item>
      <Form.Item name="companyName" label={T.company} rules={[rule('companyName')]} validateTrigger="onBlur">
        <Input maxLength={CATALOGUE_LIMITS.companyMax} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="contactName" label={T.name} rules={[rule('contactName')]} validateTrigger="onBlur">
        <Input maxLength={CATALOGUE_LIMITS.nameMax} autoComplete="name" />
      </Form.Item>
      <Form.Item name="contactPhone" label={T.phone} rules={[rule('contactPhone')]} validateTrigger="onBlur">
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="content" label={T.content} rules={[rule('content')]} validateTrigger="onBlur">
        <Input.TextArea rows={3} maxLength={CATALOGUE_LIMITS.consultMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {T.submit}
      </Button>
    </Form>
  );
}
