import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import {
  carbonSourceName,
  DIRECT_UNITS,
  FUEL_SOURCES,
  operatorCarbonFactorSave,
  ZCarbonFactorInput,
  type CarbonFactorInput,
  type CarbonFactorRow,
} from '@portal/contract/calls/carbon/factors-console';
import { CARBON_SOURCES } from '@portal/contract/carbon/sources';
import { callApi } from '../../api/client.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { CARBON_FACTOR_TEXTS as T } from './texts.ts';

type FieldName = keyof CarbonFactorInput;
const FIELDS: FieldName[] = ['code', 'year', 'netCalorificValue', 'carbonPerHeat', 'oxidationRate', 'directValue', 'source'];

/** The contract's rule for the whole input, reported at one field, so the drawer refuses exactly what the server would. */
function contractRule(name: FieldName, all: () => Partial<CarbonFactorInput>) {
  return {
    validator: () => {
      const result = ZCarbonFactorInput.safeParse(all());
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === name);
      return issue ? Promise.reject(new Error(issue.message)) : Promise.resolve();
    },
  };
}

/** Adds a year's factor of a source (`row` null) or corrects one; a refusal lands at its field. */
export function CarbonFactorDrawer({ row, onClose, onSaved }: { row: CarbonFactorRow | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<CarbonFactorInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const code = (Form.useWatch('code', form) ?? row?.code) as CarbonFactorInput['code'] | undefined;
  const fuel = code !== undefined && FUEL_SOURCES.includes(code);
  const values = () => form.getFieldsValue(true) as Partial<CarbonFactorInput>;

  async function save(input: CarbonFactorInput) {
    setSaving(true);
    setError(null);
    const factor = fuel ? { ...input, directValue: undefined } : { ...input, netCalorificValue: undefined, carbonPerHeat: undefined, oxidationRate: undefined };
    try {
      await callApi(operatorCarbonFactorSave, { ...(row ? { id: row.id } : {}), factor });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => topLevelIn(FIELDS)(field.replace(/^factor\./, ''))));
    } finally {
      setSaving(false);
    }
  }

  const initial: Partial<CarbonFactorInput> = row
    ? {
        code: row.code,
        year: row.year,
        source: row.source,
        ...(row.directValue === null ? { netCalorificValue: row.netCalorificValue!, carbonPerHeat: row.carbonPerHeat!, oxidationRate: row.oxidationRate! } : { directValue: row.directValue }),
      }
    : { year: new Date().getFullYear() - 1 };
  const rules = (name: FieldName) => [contractRule(name, values)];
  return (
    <Drawer
      open
      size={520}
      title={row ? T.drawerEdit(row.name, row.year) : T.drawerAdd}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="carbon-factor-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<CarbonFactorInput> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item name="code" label={T.fields.code} rules={rules('code')}>
          <Select options={CARBON_SOURCES.map((c) => ({ value: c, label: carbonSourceName(c) }))} disabled={row !== null} data-testid="carbon-factor-code" />
        </Form.Item>
        <Form.Item name="year" label={T.fields.year} rules={rules('year')}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="carbon-factor-year" />
        </Form.Item>
        {fuel && (
          <>
            <Form.Item name="netCalorificValue" label={T.fields.netCalorificValue} rules={rules('netCalorificValue')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="carbonPerHeat" label={T.fields.carbonPerHeat} rules={rules('carbonPerHeat')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="oxidationRate" label={T.fields.oxidationRate} rules={rules('oxidationRate')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {code && !fuel && (
          <Form.Item name="directValue" label={T.fields.directValue(DIRECT_UNITS[code] ?? '')} rules={rules('directValue')}>
            <InputNumber style={{ width: '100%' }} data-testid="carbon-factor-direct" />
          </Form.Item>
        )}
        <Form.Item name="source" label={T.fields.source} extra={T.fields.sourceHint} rules={rules('source')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount data-testid="carbon-factor-source" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
