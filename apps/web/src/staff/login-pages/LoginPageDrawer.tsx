import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Space, Switch } from 'antd';
import { LOGIN_PAGE_LIMITS, ZLoginPageInput, type LoginPage, type LoginPageInput } from '@portal/contract/calls/login-pages/fields';
import { saveLoginPage } from '@portal/contract/calls/login-pages/operator-login-pages';
import { callApi } from '../../api/client.ts';
import { LOGIN_PAGES_TEXTS as T } from './texts.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';

type FieldName = keyof LoginPageInput;

/** The contract's own rule for one field, so the drawer says exactly what the server would. */
function contractRule(name: FieldName) {
  return {
    validator: (_: unknown, value: unknown) => {
      const result = ZLoginPageInput.shape[name].safeParse(value ?? '');
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? ''));
    },
  };
}

const EMPTY: LoginPageInput = { code: '', name: '', redirectPrefix: '', title: '', subtitle: '', backgroundUrl: '', showCustomer: true, enabled: true };

/** Creates or edits one login page; server refusals land at the field they name. */
export function LoginPageDrawer({ page, onClose, onSaved }: { page: LoginPage | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<LoginPageInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isNew = page === null;

  async function save(values: LoginPageInput) {
    setSaving(true);
    setError(null);
    try {
      await callApi(saveLoginPage, { page: { ...values, backgroundUrl: values.backgroundUrl || null }, isNew });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => topLevelIn(Object.keys(EMPTY))(field.replace(/^page\./, ''))));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      size={520}
      title={isNew ? T.drawerNew : T.drawerEdit}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="login-page-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<LoginPageInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={page ? { ...page, backgroundUrl: page.backgroundUrl ?? '' } : EMPTY}
        onFinish={(v) => void save(v)}
        data-testid="login-page-form"
      >
        <Form.Item name="code" label={T.fields.code} extra={T.fields.codeHint} rules={[contractRule('code')]}>
          <Input disabled={!isNew} maxLength={LOGIN_PAGE_LIMITS.codeMax} />
        </Form.Item>
        <Form.Item name="name" label={T.fields.name} rules={[contractRule('name')]}>
          <Input maxLength={LOGIN_PAGE_LIMITS.nameMax} showCount />
        </Form.Item>
        <Form.Item name="redirectPrefix" label={T.fields.redirectPrefix} extra={T.fields.redirectPrefixHint} rules={[contractRule('redirectPrefix')]}>
          <Input placeholder="/yqzl" maxLength={LOGIN_PAGE_LIMITS.prefixMax} />
        </Form.Item>
        <Form.Item name="title" label={T.fields.title} rules={[contractRule('title')]}>
          <Input maxLength={LOGIN_PAGE_LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item name="subtitle" label={T.fields.subtitle} rules={[contractRule('subtitle')]}>
          <Input maxLength={LOGIN_PAGE_LIMITS.subtitleMax} showCount />
        </Form.Item>
        <Form.Item name="backgroundUrl" label={T.fields.backgroundUrl} extra={T.fields.backgroundUrlHint} rules={[contractRule('backgroundUrl')]}>
          <Input maxLength={LOGIN_PAGE_LIMITS.urlMax} />
        </Form.Item>
        <Form.Item name="showCustomer" label={T.fields.showCustomer} extra={T.fields.showCustomerHint} valuePropName="checked">
          <Switch data-testid="login-page-show-customer" />
        </Form.Item>
        <Form.Item name="enabled" label={T.fields.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
