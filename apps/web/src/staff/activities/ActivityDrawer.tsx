import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { operatorActivitySave } from '@portal/contract/calls/activities/activities-console';
import { ACTIVITY_ELIGIBILITY, ELIGIBILITY_NAMES, ZActivityInput, type ActivityInput, type ConsoleActivity } from '@portal/contract/calls/activities/fields';
import { callApi } from '../../api/client.ts';
import { chinaLocalToIso, isoToChinaLocal } from '../../ui/china-time.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { ACTIVITY_CONSOLE_TEXTS as T } from './texts.ts';

type FieldName = keyof ActivityInput;
const FIELDS: FieldName[] = ['title', 'description', 'startsAt', 'endsAt', 'quota', 'eligibility'];

/**
 * The form's times are China time whatever the operator's browser zone (issue 37): lists and the
 * customers' page show Beijing time, so an 08:00 start must mean 08:00 there.
 */
const toLocalInput = isoToChinaLocal;
const toInstant = (local: string | undefined) => chinaLocalToIso(local) ?? (local ?? '');

function contractRule(name: FieldName) {
  return {
    validator: (_: unknown, value: unknown) => {
      const v = name === 'startsAt' || name === 'endsAt' ? toInstant(value as string | undefined) : value;
      const result = ZActivityInput.shape[name].safeParse(v);
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message ?? ''));
    },
  };
}

/** Creates a campaign (`row` null, as a draft) or edits one; a refusal lands at its field. */
export function ActivityDrawer({ row, onClose, onSaved }: { row: ConsoleActivity | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<ActivityInput>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: ActivityInput) {
    setSaving(true);
    setError(null);
    try {
      const activity = { ...values, startsAt: toInstant(values.startsAt), endsAt: toInstant(values.endsAt) };
      await callApi(operatorActivitySave, { ...(row ? { id: row.id } : {}), activity });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (field) => topLevelIn(FIELDS)(field.replace(/^activity\./, ''))));
    } finally {
      setSaving(false);
    }
  }

  const [now] = useState(() => Date.now());
  const initial: Partial<ActivityInput> = row
    ? { title: row.title, description: row.description, startsAt: toLocalInput(row.startsAt), endsAt: toLocalInput(row.endsAt), quota: row.quota, eligibility: row.eligibility }
    : { startsAt: toLocalInput(new Date(now).toISOString()), endsAt: toLocalInput(new Date(now + 30 * 86_400_000).toISOString()), quota: 100, eligibility: 'enterprise' };
  return (
    <Drawer
      open
      size={520}
      title={row ? T.drawerEdit(row.title) : T.drawerAdd}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="activity-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<ActivityInput> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item name="title" label={T.fields.title} rules={[contractRule('title')]}>
          <Input maxLength={40} data-testid="activity-title" />
        </Form.Item>
        <Form.Item name="description" label={T.fields.description} rules={[contractRule('description')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount data-testid="activity-description" />
        </Form.Item>
        <Form.Item name="startsAt" label={T.fields.startsAt} rules={[contractRule('startsAt')]}>
          <Input type="datetime-local" data-testid="activity-starts" />
        </Form.Item>
        <Form.Item name="endsAt" label={T.fields.endsAt} rules={[contractRule('endsAt')]}>
          <Input type="datetime-local" data-testid="activity-ends" />
        </Form.Item>
        <Form.Item name="quota" label={T.fields.quota} rules={[contractRule('quota')]}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="activity-quota" />
        </Form.Item>
        <Form.Item name="eligibility" label={T.fields.eligibility} rules={[contractRule('eligibility')]}>
          <Select options={ACTIVITY_ELIGIBILITY.map((e) => ({ value: e, label: ELIGIBILITY_NAMES[e] }))} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
