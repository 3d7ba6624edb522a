import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { operatorEnvFactorSave, ZEnvFactorInput, type EnvFactorInput } from '@portal/contract/calls/green-finance/env-factors-console';
import { ENV_FACTOR_CODES, ENV_REGIONS, type EnvFactorRow } from '@portal/contract/calls/green-finance/env-fields';
import { callApi } from '../../api/client.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { ENV_FACTOR_TEXTS as T } from './texts.ts';

type FieldName = keyof EnvFactorInput;
const FIELDS: FieldName[] = ['code', 'region', 'year', 'value', 'source', 'note'];

/** The contract's rule for one field, so the drawer refuses exactly what the server would. */
function contractRule(name: FieldName) {
  return {
    validator: (_: unknown, value: unknown) => {
      const result = ZEnvFactorInput.shape[name].safeParse(value ?? (name === 'note' ? '' : undefined));
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? ''));
    },
  };
}

const CODE_OPTIONS = Object.entries(ENV_FACTOR_CODES).map(([value, f]) => ({ value, label: `${f.name}（${f.unit}）` }));

/** Adds a factor row (`row` null) or changes one; a refusal lands at its field. */
export function EnvFactorDrawer({ row, onClose, onSaved }: { row: EnvFactorRow | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<EnvFactorInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: EnvFactorInput) {
    setSaving(true);
    setError(null);
    try {
      await callApi(operatorEnvFactorSave, { ...(row ? { id: row.id } : {}), factor: { ...values, note: values.note ?? '' } });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => topLevelIn(FIELDS)(field.replace(/^factor\./, ''))));
    } finally {
      setSaving(false);
    }
  }

  const initial: Partial<EnvFactorInput> = row
    ? { code: row.code as EnvFactorInput['code'], region: row.region as EnvFactorInput['region'], year: row.year, value: row.value, source: row.source, note: row.note }
    : { region: '全国', year: new Date().getFullYear() - 1, note: '' };
  return (
    <Drawer
      open
      size={520}
      title={row ? T.drawerEdit(row.name) : T.drawerAdd}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="env-factor-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<EnvFactorInput> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item name="code" label={T.fields.code} rules={[contractRule('code')]}>
          <Select options={CODE_OPTIONS} disabled={row !== null} data-testid="env-factor-code" />
        </Form.Item>
        <Form.Item name="region" label={T.fields.region} rules={[contractRule('region')]}>
          <Select options={ENV_REGIONS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item name="year" label={T.fields.year} rules={[contractRule('year')]}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="env-factor-year" />
        </Form.Item>
        <Form.Item name="value" label={T.fields.value} rules={[contractRule('value')]}>
          <InputNumber style={{ width: '100%' }} stringMode={false} data-testid="env-factor-value" />
        </Form.Item>
        <Form.Item name="source" label={T.fields.source} extra={T.fields.sourceHint} rules={[contractRule('source')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount data-testid="env-factor-source" />
        </Form.Item>
        <Form.Item name="note" label={T.fields.note} rules={[contractRule('note')]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
