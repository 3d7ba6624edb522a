import { useState } from 'react';
import { Alert, AutoComplete, Button, Checkbox, Drawer, Form, Input, InputNumber, Space } from 'antd';
import {
  BRANCH_LIMITS,
  BRANCH_SERVICES,
  ZBranchFields,
  hasCoordinatePair,
  BRANCH_FIELD_MESSAGES,
  type BranchInput,
  type BranchRow,
  type RegionOptions,
} from '@portal/contract/calls/branches/fields';
import { operatorBranchCreate, operatorBranchUpdate } from '@portal/contract/calls/branches/operator-branches';
import { callApi } from '../../api/client.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { BRANCHES_CONSOLE_TEXTS as T } from './texts.ts';

type FieldName = keyof BranchInput;
const F = T.fields;

/** The contract's own rule for one field, so the drawer says exactly what the server would. */
function contractRule(name: FieldName) {
  return {
    validator: (_: unknown, value: unknown) => {
      const result = ZBranchFields.shape[name].safeParse(value === undefined ? (name === 'latitude' || name === 'longitude' ? null : '') : value);
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? ''));
    },
  };
}

const EMPTY: BranchInput = {
  name: '',
  province: '',
  city: '',
  district: '',
  address: '',
  phone: '',
  weekdayHours: '09:00-17:00',
  weekendHours: '休息',
  services: ['corporateAccount', 'cash'],
  latitude: null,
  longitude: null,
};

const inputOf = (b: BranchRow): BranchInput => ({
  name: b.name,
  province: b.province,
  city: b.city,
  district: b.district,
  address: b.address,
  phone: b.phone,
  weekdayHours: b.weekdayHours,
  weekendHours: b.weekendHours,
  services: b.services as BranchInput['services'],
  latitude: b.latitude,
  longitude: b.longitude,
});

/** Creates or edits one branch; server refusals land at the field they name. */
export function BranchDrawer({
  branch,
  provinces,
  onClose,
  onSaved,
}: {
  branch: BranchRow | null;
  /** Provinces already in use, offered as the operator types. */
  provinces: RegionOptions['provinces'];
  onClose: () => void;
  onSaved: (saved: BranchRow) => void;
}) {
  const [form] = Form.useForm<BranchInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: BranchInput) {
    setSaving(true);
    setError(null);
    const input = { ...values, latitude: values.latitude ?? null, longitude: values.longitude ?? null };
    try {
      const reply = branch ? await callApi(operatorBranchUpdate, { id: branch.id, branch: input }) : await callApi(operatorBranchCreate, { branch: input });
      onSaved(reply.branch);
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => topLevelIn(Object.keys(EMPTY))(field.replace(/^branch\./, ''))));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      size="min(560px, 100vw)"
      title={branch ? T.drawerEdit : T.drawerNew}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="branch-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<BranchInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={branch ? inputOf(branch) : EMPTY}
        onFinish={(v) => void save(v)}
        data-testid="branch-form"
      >
        <Form.Item name="name" label={F.name} rules={[contractRule('name')]}>
          <Input maxLength={BRANCH_LIMITS.nameMax} showCount placeholder={F.namePlaceholder} />
        </Form.Item>
        <Form.Item name="province" label={F.province} rules={[contractRule('province')]}>
          <AutoComplete options={provinces.map((p) => ({ value: p }))} maxLength={BRANCH_LIMITS.regionMax} />
        </Form.Item>
        <Form.Item name="city" label={F.city} rules={[contractRule('city')]}>
          <Input maxLength={BRANCH_LIMITS.regionMax} />
        </Form.Item>
        <Form.Item name="district" label={F.district} rules={[contractRule('district')]}>
          <Input maxLength={BRANCH_LIMITS.regionMax} />
        </Form.Item>
        <Form.Item name="address" label={F.address} rules={[contractRule('address')]}>
          <Input maxLength={BRANCH_LIMITS.addressMax} showCount placeholder={F.addressPlaceholder} />
        </Form.Item>
        <Form.Item name="phone" label={F.phone} rules={[contractRule('phone')]}>
          <Input maxLength={20} placeholder={F.phonePlaceholder} inputMode="tel" />
        </Form.Item>
        <Form.Item name="weekdayHours" label={F.weekdayHours} rules={[contractRule('weekdayHours')]}>
          <Input maxLength={BRANCH_LIMITS.hoursMax} />
        </Form.Item>
        <Form.Item name="weekendHours" label={F.weekendHours} extra={F.weekendHint} rules={[contractRule('weekendHours')]}>
          <Input maxLength={BRANCH_LIMITS.hoursMax} />
        </Form.Item>
        <Form.Item name="services" label={F.services} rules={[contractRule('services')]}>
          <Checkbox.Group options={BRANCH_SERVICES.map((s) => ({ value: s.code, label: s.name }))} />
        </Form.Item>
        <Form.Item name="latitude" label={F.latitude} extra={F.coordinatesHint} rules={[contractRule('latitude')]}>
          <InputNumber style={{ width: '100%' }} min={-90} max={90} step={0.000001} />
        </Form.Item>
        <Form.Item
          name="longitude"
          label={F.longitude}
          dependencies={['latitude']}
          rules={[
            contractRule('longitude'),
            ({ getFieldValue }) => ({
              validator: (_: unknown, value: number | null | undefined) =>
                hasCoordinatePair({ latitude: getFieldValue('latitude') ?? null, longitude: value ?? null })
                  ? Promise.resolve()
                  : Promise.reject(new Error(BRANCH_FIELD_MESSAGES.coordinatesPair)),
            }),
          ]}
        >
          <InputNumber style={{ width: '100%' }} min={-180} max={180} step={0.000001} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
