import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { operatorEnvFactorSave, ZEnvFactorInput, type EnvFactorConsoleRow, type EnvFactorInput } from '@portal/contract/calls/green-finance/env-factors-console';
import { ENV_FACTOR_CODES, ENV_REGIONS, fuelFactorValue, type EnvFactorCode } from '@portal/contract/calls/green-finance/env-fields';
import { callApi } from '../../api/client.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { ENV_FACTOR_TEXTS as T } from './texts.ts';

type FieldName = keyof EnvFactorInput;
const FIELDS: FieldName[] = ['code', 'region', 'year', 'value', 'netCalorificValue', 'carbonPerHeat', 'oxidationRate', 'source', 'note'];

/** A fuel's CO₂ factor is typed as its value or as the guide's three parameters. */
type Basis = 'value' | 'fuel';
type FormValues = Partial<EnvFactorInput> & { basis?: Basis };

const isFuel = (code: EnvFactorCode | undefined) => code !== undefined && ENV_FACTOR_CODES[code]?.fuel === true;

/** What the form sends: the value, or (a fuel's, when chosen) the three parameters. */
function inputOf({ basis, ...values }: FormValues): Partial<EnvFactorInput> {
  const base = { ...values, note: values.note ?? '' };
  return isFuel(values.code) && basis === 'fuel'
    ? { ...base, value: undefined }
    : { ...base, netCalorificValue: undefined, carbonPerHeat: undefined, oxidationRate: undefined };
}

/** The contract's rule for the whole input, reported at one field, so the drawer refuses exactly what the server would. */
function contractRule(name: FieldName, all: () => FormValues) {
  return {
    validator: () => {
      const result = ZEnvFactorInput.safeParse(inputOf(all()));
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === name);
      return issue ? Promise.reject(new Error(issue.message)) : Promise.resolve();
    },
  };
}

const CODE_OPTIONS = Object.entries(ENV_FACTOR_CODES).map(([value, f]) => ({ value, label: `${f.name}（${f.unit}）` }));

/** Adds a factor row (`row` null) or changes one; a refusal lands at its field. */
export function EnvFactorDrawer({ row, onClose, onSaved }: { row: EnvFactorConsoleRow | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const code = (Form.useWatch('code', form) ?? row?.code) as EnvFactorCode | undefined;
  const basis = (Form.useWatch('basis', form) ?? 'value') as Basis;
  const [ncv, cc, of] = [Form.useWatch('netCalorificValue', form), Form.useWatch('carbonPerHeat', form), Form.useWatch('oxidationRate', form)];
  const fuel = isFuel(code) && basis === 'fuel';
  const values = () => form.getFieldsValue(true) as FormValues;
  const computed = fuel && code && ncv && cc && of ? fuelFactorValue(code, { netCalorificValue: ncv, carbonPerHeat: cc, oxidationRate: of }) : null;

  async function save(v: FormValues) {
    setSaving(true);
    setError(null);
    try {
      await callApi(operatorEnvFactorSave, { ...(row ? { id: row.id } : {}), factor: inputOf(v) as EnvFactorInput });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => topLevelIn(FIELDS)(field.replace(/^factor\./, ''))));
    } finally {
      setSaving(false);
    }
  }

  const initial: FormValues = row
    ? {
        code: row.code as EnvFactorCode,
        region: row.region as EnvFactorInput['region'],
        year: row.year,
        source: row.source,
        note: row.note,
        ...(row.netCalorificValue !== null && row.carbonPerHeat !== null && row.oxidationRate !== null
          ? { basis: 'fuel', netCalorificValue: row.netCalorificValue, carbonPerHeat: row.carbonPerHeat, oxidationRate: row.oxidationRate }
          : { basis: 'value', value: row.value }),
      }
    : { region: '全国', year: new Date().getFullYear() - 1, note: '', basis: 'value' };
  const rules = (name: FieldName) => [contractRule(name, values)];
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
      <Form<FormValues> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={() => void save(values())}>
        <Form.Item name="code" label={T.fields.code} rules={rules('code')}>
          <Select options={CODE_OPTIONS} disabled={row !== null} data-testid="env-factor-code" />
        </Form.Item>
        <Form.Item name="region" label={T.fields.region} rules={rules('region')}>
          <Select options={ENV_REGIONS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item name="year" label={T.fields.year} rules={rules('year')}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="env-factor-year" />
        </Form.Item>
        {isFuel(code) && (
          <Form.Item name="basis" label={T.fields.basis}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'value', label: T.fields.basisValue },
                { value: 'fuel', label: T.fields.basisFuel },
              ]}
              data-testid="env-factor-basis"
            />
          </Form.Item>
        )}
        {fuel ? (
          <>
            <Form.Item name="netCalorificValue" label={T.fields.netCalorificValue} rules={rules('netCalorificValue')}>
              <InputNumber style={{ width: '100%' }} data-testid="env-factor-ncv" />
            </Form.Item>
            <Form.Item name="carbonPerHeat" label={T.fields.carbonPerHeat} rules={rules('carbonPerHeat')}>
              <InputNumber style={{ width: '100%' }} data-testid="env-factor-cc" />
            </Form.Item>
            <Form.Item
              name="oxidationRate"
              label={T.fields.oxidationRate}
              rules={rules('oxidationRate')}
              extra={computed !== null && code ? T.fields.computed(`${computed} ${ENV_FACTOR_CODES[code].unit}`) : undefined}
            >
              <InputNumber style={{ width: '100%' }} data-testid="env-factor-of" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="value" label={T.fields.value(code ? ENV_FACTOR_CODES[code].unit : '')} rules={rules('value')}>
            <InputNumber style={{ width: '100%' }} stringMode={false} data-testid="env-factor-value" />
          </Form.Item>
        )}
        <Form.Item name="source" label={T.fields.source} extra={T.fields.sourceHint} rules={rules('source')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount data-testid="env-factor-source" />
        </Form.Item>
        <Form.Item name="note" label={T.fields.note} rules={rules('note')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
