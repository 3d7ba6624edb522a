import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { RIGHT_TYPE_NAMES, RIGHT_TYPES } from '@portal/contract/calls/rights/fields';
import { operatorRightGrant, ZRightGrant, type RightGrantInput } from '@portal/contract/calls/rights/rights-console';
import { callApi } from '../../api/client.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { RIGHTS_CONSOLE_TEXTS as T } from './texts.ts';

type FieldName = keyof RightGrantInput;
const FIELDS: FieldName[] = ['enterpriseId', 'rightType', 'title', 'quantity', 'validFrom', 'validTo', 'note'];

/** The contract's rule for one field, so the drawer refuses exactly what the server would. */
function contractRule(name: FieldName) {
  return {
    validator: (_: unknown, value: unknown) => {
      const result = ZRightGrant.shape[name].safeParse(value ?? (name === 'note' ? '' : undefined));
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? ''));
    },
  };
}

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Grants a right to an enterprise; a refusal lands at its field, nothing typed is lost. */
export function GrantDrawer({ enterprises, enterpriseId, onClose, onSaved }: { enterprises: { id: string; name: string }[]; enterpriseId?: string; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<RightGrantInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: RightGrantInput) {
    setSaving(true);
    setError(null);
    try {
      await callApi(operatorRightGrant, { ...values, note: values.note ?? '' });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, topLevelIn(FIELDS)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      size={520}
      title={T.grant}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="right-grant-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="right-grant-error" />}
      <Form<RightGrantInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ enterpriseId, rightType: 'fee_waiver', quantity: 10, validFrom: today(), note: '' }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="enterpriseId" label={T.fields.enterpriseId} rules={[contractRule('enterpriseId')]}>
          <Select showSearch optionFilterProp="label" options={enterprises.map((e) => ({ value: e.id, label: e.name }))} data-testid="right-grant-enterprise" />
        </Form.Item>
        <Form.Item name="rightType" label={T.fields.rightType} rules={[contractRule('rightType')]}>
          <Select options={RIGHT_TYPES.map((t) => ({ value: t, label: RIGHT_TYPE_NAMES[t] }))} />
        </Form.Item>
        <Form.Item name="title" label={T.fields.title} rules={[contractRule('title')]}>
          <Input maxLength={40} data-testid="right-grant-title" />
        </Form.Item>
        <Form.Item name="quantity" label={T.fields.quantity} rules={[contractRule('quantity')]}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="right-grant-quantity" />
        </Form.Item>
        <Form.Item name="validFrom" label={T.fields.validFrom} rules={[contractRule('validFrom')]}>
          <Input type="date" data-testid="right-grant-from" />
        </Form.Item>
        <Form.Item name="validTo" label={T.fields.validTo} rules={[contractRule('validTo')]}>
          <Input type="date" data-testid="right-grant-to" />
        </Form.Item>
        <Form.Item name="note" label={T.fields.note} rules={[contractRule('note')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
