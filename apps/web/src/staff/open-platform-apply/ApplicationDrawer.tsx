import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, Skeleton, Space } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { operatorOpenApiApplication, operatorOpenApiReview, type ReviewStage } from '@portal/contract/calls/open-platform/apply/review-console';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OrderTimeline } from '../../features/open-platform/apply/OrderTimeline.tsx';
import { ApplicationState } from './ApplicationState.tsx';
import { apiNameOf } from '../../features/open-platform/apply/texts.ts';
import { showRefusedSave } from '../refused-save.ts';
import { APPLY_CONSOLE_TEXTS as T } from './texts.ts';

type Application = CallResponse<typeof operatorOpenApiApplication>['application'];

/** The stage waiting for a decision, or why none is. */
function pendingStage(a: Application): ReviewStage | 'same-operator' | 'none' {
  if (a.status === 'submitted') return 'sandbox';
  if (a.productionStatus === 'requested') return a.sandboxDecidedByMe ? 'same-operator' : 'production';
  return 'none';
}

/** One order for review: its content and history, and the decision of the stage waiting for one. */
export function ApplicationDrawer({ id, onClose, onDecided }: { id: string; onClose: () => void; onDecided: () => void }) {
  const { data, reload } = useLoaded(() => callApi(operatorOpenApiApplication, { id }), id);
  const [rejecting, setRejecting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const a = data?.application;

  async function decide(stage: ReviewStage, decision: 'approve' | 'reject', reason?: string) {
    setSaving(true);
    setError(null);
    try {
      await callApi(operatorOpenApiReview, { id, stage, decision, ...(reason !== undefined ? { reason } : {}) });
      setRejecting(false);
      reload();
      onDecided();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, (f) => (f === 'reason' ? 'reason' : null)));
    } finally {
      setSaving(false);
    }
  }

  const stage = a ? pendingStage(a) : 'none';
  return (
    <Drawer open onClose={onClose} size={560} title={a ? T.detailTitle(a.orderNo) : ''} data-testid="application-drawer">
      {!a ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={T.columns.enterprise}>{a.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label={T.applicant}>{a.applicant}</Descriptions.Item>
            <Descriptions.Item label={T.apis}>{a.apiCodes.map((c) => `${apiNameOf(c)}（${c}）`).join('、')}</Descriptions.Item>
            <Descriptions.Item label={T.purpose}>{a.purpose}</Descriptions.Item>
            <Descriptions.Item label={T.agreement}>{a.agreementVersion}</Descriptions.Item>
            <Descriptions.Item label={T.columns.createdAt}>{formatDateTime(a.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={T.columns.status}>
              <ApplicationState status={a.status} productionStatus={a.productionStatus} />
            </Descriptions.Item>
          </Descriptions>
          <h3 style={{ margin: '16px 0 8px' }}>{T.timeline}</h3>
          <OrderTimeline steps={a.timeline} />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="review-error" />}
          {stage === 'same-operator' && <Alert type="warning" showIcon title={T.sameOperator} data-testid="review-same-operator" />}
          {stage === 'none' && <Alert type="info" showIcon title={a.status === 'approved' && a.productionStatus === 'none' ? T.waitingProduction : T.nothingToDo} />}
          {(stage === 'sandbox' || stage === 'production') && (
            <section data-testid={`review-stage-${stage}`}>
              <h3 style={{ margin: '8px 0' }}>{stage === 'sandbox' ? T.sandboxStage : T.productionStage}</h3>
              {rejecting ? (
                <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void decide(stage, 'reject', v.reason)}>
                  <Form.Item name="reason" label={T.reason} rules={[{ required: true, whitespace: true, message: '请填写拒绝原因' }, { max: 200, message: '拒绝原因不能超过200个字' }]}>
                    <Input.TextArea rows={3} maxLength={200} showCount placeholder={T.reasonPlaceholder} data-testid="review-reason" />
                  </Form.Item>
                  <Space>
                    <Button danger type="primary" htmlType="submit" loading={saving} data-testid="review-reject-confirm">
                      {T.confirmReject}
                    </Button>
                    <Button onClick={() => setRejecting(false)}>{T.cancel}</Button>
                  </Space>
                </Form>
              ) : (
                <Space>
                  <Button type="primary" loading={saving} onClick={() => void decide(stage, 'approve')} data-testid="review-approve">
                    {T.approve}
                  </Button>
                  <Button danger onClick={() => setRejecting(true)} data-testid="review-reject">
                    {T.reject}
                  </Button>
                </Space>
              )}
            </section>
          )}
        </>
      )}
    </Drawer>
  );
}
