import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, Modal, Pagination, Popconfirm, Skeleton, Tag, message as antdMessage } from 'antd';
import { decideInquirerChange, operationInquirerInformation, queryInquirerChanges, withdrawInquirerChange } from '@portal/contract/calls/inquirers/inquirers';
import type { InquirerChange } from '@portal/contract/calls/inquirers/fields';
import { PROCESS_STATUS, labelOf } from '@portal/contract/codes';
import { STAFF_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { showCallError } from './field-errors.ts';
import { STAFF_RULES } from './rules.ts';
import type { Seat } from './seat.ts';
import { MARK_LABELS, PROCESS_COLORS, STAFF_TEXTS as T } from './texts.ts';
import styles from './staff.module.css';

/** 审核: approve, or reject with a reason; never offered on the caller's own change. */
function ReviewDialog({ seat, change, onClose, onDone }: { seat: Seat; change: InquirerChange; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState<'ST' | 'SJ' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'ST' | 'SJ') => {
    const values = decision === 'SJ' ? await form.validateFields() : {};
    setBusy(decision);
    setError(null);
    try {
      await callApi(decideInquirerChange, {
        memberCustomerId: seat.memberCustomerId,
        changeId: change.changeId,
        applicatUserId: seat.userId,
        decision,
        ...(values.reason ? { reason: values.reason.trim() } : {}),
      });
      void antdMessage.success(decision === 'ST' ? T.approved : T.rejected);
      onDone();
    } catch (err) {
      setError(showCallError(form, err, ['reason'], T.loadFailed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      open
      title={`${T.review}：${MARK_LABELS[change.operationMark]} ${change.targetDisplay}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="reject" danger loading={busy === 'SJ'} onClick={() => void decide('SJ')} data-testid="review-reject">
          {T.reject}
        </Button>,
        <Button key="approve" type="primary" loading={busy === 'ST'} onClick={() => void decide('ST')} data-testid="review-approve">
          {T.approve}
        </Button>,
      ]}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <p>{change.detail}</p>
      <p className={styles.meta}>
        {T.maker}：{change.makerAccount} · {T.madeAt}：{formatDateTime(change.madeAt)}
        {change.note && ` · ${T.note}：${change.note}`}
      </p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={T.reason} rules={STAFF_RULES.reason}>
          <Input.TextArea maxLength={100} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 待审核 (pending) or 审核记录 (decided and withdrawn) changes, newest first. */
export function ChangeList({ seat, pending, tick, onChanged }: { seat: Seat; pending: boolean; tick: number; onChanged: () => void }) {
  const [pageNo, setPageNo] = useState(1);
  const [reviewing, setReviewing] = useState<InquirerChange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useCall(queryInquirerChanges, { memberCustomerId: seat.memberCustomerId, pending, pageNo }, tick);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await run();
      void antdMessage.success(done);
      onChanged();
    } catch (err) {
      setError(failureText(err, T.loadFailed));
    }
  };
  const withdraw = (c: InquirerChange) =>
    act(() => callApi(withdrawInquirerChange, { memberCustomerId: seat.memberCustomerId, changeId: c.changeId, applicatUserId: seat.userId }), T.withdrawn);
  const rollback = (c: InquirerChange) =>
    act(
      () => callApi(operationInquirerInformation, { operationMark: 'rollback', memberCustomerId: seat.memberCustomerId, applicatUserId: seat.userId, changeId: c.changeId }),
      T.submitted,
    );

  return (
    <div data-testid={pending ? 'changes-pending' : 'changes-history'}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" closable onClose={() => setError(null)} />}
      {list.state === 'loading' && <Skeleton active />}
      {list.state === 'failed' && <Alert type="error" showIcon title={list.message || T.loadFailed} />}
      {list.state === 'done' && list.data.list.records.length === 0 && <Empty description={pending ? T.emptyPending : T.emptyHistory} />}
      {list.state === 'done' &&
        list.data.list.records.map((c) => (
          <div key={c.changeId} className={styles.row} data-testid="change-row">
            <div className={styles.main}>
              <div className={styles.title}>
                {MARK_LABELS[c.operationMark]} · {c.targetDisplay}
              </div>
              <div className={styles.meta}>{c.detail}</div>
              <div className={styles.meta}>
                {T.maker}：{c.makerAccount} · {formatDateTime(c.madeAt)}
                {c.checkerAccount && ` · ${T.checker}：${c.checkerAccount}`}
                {c.checkedAt && !pending && ` · ${formatDateTime(c.checkedAt)}`}
                {c.note && ` · ${T.note}：${c.note}`}
                {c.rejectReason && ` · ${T.reason}：${c.rejectReason}`}
              </div>
            </div>
            <Tag color={PROCESS_COLORS[c.status]}>{labelOf(PROCESS_STATUS, c.status)}</Tag>
            <div className={styles.actions}>
              {pending && c.mine && seat.role === 'director' && (
                <Popconfirm title={`${T.withdraw}？`} okText={T.withdraw} cancelText={T.cancel} onConfirm={() => withdraw(c)}>
                  <Button size="small" data-testid="change-withdraw">
                    {T.withdraw}
                  </Button>
                </Popconfirm>
              )}
              {pending && c.mine && <span className={styles.meta}>{T.ownChange}</span>}
              {pending && !c.mine && (
                <Button size="small" type="primary" onClick={() => setReviewing(c)} data-testid="change-review">
                  {T.review}
                </Button>
              )}
              {!pending && c.canRollback && (
                <Popconfirm title={T.confirmRollback} okText={T.rollback} cancelText={T.cancel} onConfirm={() => rollback(c)}>
                  <Button size="small" data-testid="change-rollback">
                    {T.rollback}
                  </Button>
                </Popconfirm>
              )}
            </div>
          </div>
        ))}
      {list.state === 'done' && list.data.total > STAFF_PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination current={pageNo} pageSize={STAFF_PAGE_SIZE} total={list.data.total} onChange={setPageNo} showSizeChanger={false} size="small" />
        </div>
      )}
      {reviewing && (
        <ReviewDialog
          seat={seat}
          change={reviewing}
          onClose={() => setReviewing(null)}
          onDone={() => {
            setReviewing(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
