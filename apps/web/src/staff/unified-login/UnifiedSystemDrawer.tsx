import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Form, Input, InputNumber, Space, Switch } from 'antd';
import { USER_TYPES } from '@portal/contract/calls/session/session-user';
import {
  ZUnifiedSystemInput,
  operatorUnifiedSystemUpdate,
  type UnifiedSystemInput,
  type UnifiedSystemRow,
} from '@portal/contract/calls/unified-login/unified-login';
import { callApi } from '../../api/client.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { UNIFIED_CONSOLE_TEXTS as T } from './texts.ts';

type FieldName = keyof UnifiedSystemInput;
const FIELDS: FieldName[] = ['name', 'description', 'icon', 'url', 'userTypes', 'enabled', 'sort'];

/** The contract's own rule for one field, so the drawer says exactly what the server would. */
function contractRule(name: FieldName) {
  return {
    validator: (_: unknown, value: unknown) => {
      const result = ZUnifiedSystemInput.shape[name].safeParse(value ?? '');
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? ''));
    },
  };
}

const USER_TYPE_OPTIONS = Object.entries(USER_TYPES).map(([value, label]) => ({ value, label }));

/** Edits one bank system of unified login; server refusals land at the field they name. */
export function UnifiedSystemDrawer({ system, onClose, onSaved }: { system: UnifiedSystemRow; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<UnifiedSystemInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: UnifiedSystemInput) {
    setSaving(true);
    setError(null);
    try {
      await callApi(operatorUnifiedSystemUpdate, { code: system.code, system: values });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => topLevelIn(FIELDS)(field.replace(/^system\./, ''))));
    } finally {
      setSaving(false);
    }
  }

  const { code: _code, updatedAt: _updatedAt, ...initial } = system;
  return (
    <Drawer
      open
      size={520}
      title={T.drawerTitle(system.name)}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="unified-system-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<UnifiedSystemInput> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item name="name" label={T.fields.name} rules={[contractRule('name')]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="description" label={T.fields.description} rules={[contractRule('description')]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="icon" label={T.fields.icon} extra={T.fields.iconHint} rules={[contractRule('icon')]}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="url" label={T.fields.url} extra={T.fields.urlHint} rules={[contractRule('url')]}>
          <Input maxLength={500} data-testid="unified-system-url" />
        </Form.Item>
        <Form.Item name="userTypes" label={T.fields.userTypes} rules={[contractRule('userTypes')]}>
          <Checkbox.Group options={USER_TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item name="sort" label={T.fields.sort} rules={[contractRule('sort')]}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={T.fields.enabled} valuePropName="checked">
          <Switch data-testid="unified-system-enabled" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
