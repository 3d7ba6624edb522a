import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { operatorRightUse } from '@portal/contract/calls/rights/rights-console';
import { callApi } from '../../api/client.ts';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';
import { RIGHTS_CONSOLE_TEXTS as T } from './texts.ts';

/** Records a use of a right the portal cannot see (at the counter); the server keeps it within the quantity. */
export function UseRightModal({ right, onClose, onSaved }: { right: { id: string; title: string; remaining: number }; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ quantity: number; note?: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save(values: { quantity: number; note?: string }) {
    setSaving(true);
    setError(null);
    try {
      await callApi(operatorRightUse, { id: right.id, quantity: values.quantity, note: values.note ?? '' });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, topLevelIn(['quantity', 'note'])));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title={T.useTitle(right.title)} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} okText={T.save} cancelText={T.cancel}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="right-use-error" />}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ quantity: 1 }} onFinish={(v) => void save(v)}>
        <Form.Item name="quantity" label={T.useQuantity} extra={`剩余 ${right.remaining}`}>
          <InputNumber precision={0} min={1} style={{ width: '100%' }} data-testid="right-use-quantity" />
        </Form.Item>
        <Form.Item name="note" label={T.useNote}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
