import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select, Spin } from 'antd';
import { deskAgents } from '@portal/contract/calls/desk/desk-agents';
import { AGENT_STATUS_LABELS } from '@portal/contract/calls/desk/fields';
import { callApi } from '../../api/client.ts';
import { showCallError } from '../../features/auth/field-errors.ts';
import { transferTargets, type DeskAgent } from './desk-logic.ts';
import { DESK_TEXTS as T } from './texts.ts';

interface TransferForm {
  toLoginName: string;
  note: string;
}

/**
 * 转接: choose a colleague who is online and below their maximum, add a note, hand over. With
 * nobody free the dialog says so and nothing can be sent.
 */
export function TransferModal({
  customerName,
  onTransfer,
  onClose,
}: {
  customerName: string;
  onTransfer: (toLoginName: string, displayName: string, note: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TransferForm>();
  const [agents, setAgents] = useState<DeskAgent[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi(deskAgents, {}).then(
      (r) => setAgents(r.agents),
      () => setLoadError(T.transferAgentsFailed),
    );
  }, []);

  const targets = agents ? transferTargets(agents) : [];
  const colleagues = agents?.filter((a) => !a.isMe) ?? [];

  async function submit(values: TransferForm) {
    const target = targets.find((a) => a.loginName === values.toLoginName);
    setBusy(true);
    setSubmitError(null);
    try {
      await onTransfer(values.toLoginName, target?.displayName ?? values.toLoginName, values.note ?? '');
    } catch (err) {
      setSubmitError(showCallError(form, err, ['toLoginName', 'note']));
      // The list may have moved on (the colleague went away or filled up).
      callApi(deskAgents, {}).then((r) => setAgents(r.agents), () => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={`${T.transferTitle} · ${customerName}`}
      okText={T.transferOk}
      cancelText={T.cancel}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: targets.length === 0, loading: busy, 'data-testid': 'desk-transfer-ok' }}
      destroyOnHidden
      data-testid="desk-transfer"
    >
      {!agents && !loadError && <Spin />}
      {loadError && <Alert type="error" showIcon title={loadError} />}
      {agents && targets.length === 0 && <Alert type="info" showIcon title={T.transferNone} data-testid="desk-transfer-none" />}
      {submitError && <Alert type="error" showIcon title={submitError} style={{ marginBottom: 12 }} data-testid="desk-transfer-error" />}
      {agents && targets.length > 0 && (
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item name="toLoginName" label={T.transferTo} rules={[{ required: true, message: T.transferToRequired }]}>
            <Select
              placeholder={T.transferToPlaceholder}
              options={colleagues.map((a) => ({
                value: a.loginName,
                disabled: !targets.includes(a),
                label: `${a.displayName}（${T.agentOption(AGENT_STATUS_LABELS[a.status], a.active, a.maxConcurrent)}）`,
              }))}
            />
          </Form.Item>
          <Form.Item name="note" label={T.transferNoteLabel} initialValue="">
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={T.transferNotePlaceholder} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
