import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, Modal, Pagination, Popconfirm, Segmented, Select, Skeleton, Tag, message as antdMessage, type ButtonProps } from 'antd';
import { queryInquirerInformation } from '@portal/contract/calls/inquirers/inquirers';
import { operationAssociationRelationship, queryAccountAssociationRelationship, queryAllAccountAssociationRelationship } from '@portal/contract/calls/inquirers/relations';
import type { RelationAccount } from '@portal/contract/calls/inquirers/fields';
import { ACCOUNT_TYPES, labelOf, type BindStatus } from '@portal/contract/codes';
import { STAFF_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useCall } from '../../api/use-call.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { showCallError } from './field-errors.ts';
import { STAFF_RULES } from './rules.ts';
import { SeatGate } from './SeatGate.tsx';
import type { Seat } from './seat.ts';
import { STAFF_TEXTS as T } from './texts.ts';
import styles from './staff.module.css';

/** 关联: the note the director gives a binding. */
function BindDialog({ seat, userId, account, onClose, onDone }: { seat: Seat; userId: string; account: RelationAccount; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ note?: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const { note } = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      await callApi(operationAssociationRelationship, {
        memberCustomerId: seat.memberCustomerId,
        queryMemberUserId: userId,
        account: account.account,
        applicatUserId: seat.userId,
        operationMark: 'add',
        ...(note ? { note: note.trim() } : {}),
      });
      void antdMessage.success(T.bindDone);
      onDone();
    } catch (err) {
      setError(showCallError(form, err, ['note'], T.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={T.bindTitle(account.account)} okText={T.bind} cancelText={T.cancel} confirmLoading={busy} okButtonProps={{ 'data-testid': 'bind-submit' } as ButtonProps} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <p>{account.accountName}</p>
      <Form form={form} layout="vertical" requiredMark={false} data-testid="bind-form">
        <Form.Item name="note" label={T.note} rules={STAFF_RULES.note}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One staff user's accounts, bound (YB) or not (WB), with bind and unbind. */
function StaffAccounts({ seat, userId, onChanged }: { seat: Seat; userId: string; onChanged: () => void }) {
  const [bindStatus, setBindStatus] = useState<BindStatus>('YB');
  const [pageNo, setPageNo] = useState(1);
  const [tick, setTick] = useState(0);
  const [binding, setBinding] = useState<RelationAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useCall(queryAccountAssociationRelationship, { memberCustomerId: seat.memberCustomerId, queryMemberUserId: userId, bindStatus, pageNo, pageSize: STAFF_PAGE_SIZE }, tick);
  const unbind = async (a: RelationAccount) => {
    setError(null);
    try {
      await callApi(operationAssociationRelationship, { memberCustomerId: seat.memberCustomerId, queryMemberUserId: userId, account: a.account, applicatUserId: seat.userId, operationMark: 'delete' });
      void antdMessage.success(T.unbindDone);
      setTick((t) => t + 1);
      onChanged();
    } catch (err) {
      setError(failureText(err, T.loadFailed));
    }
  };
  return (
    <div>
      <Segmented
        value={bindStatus}
        onChange={(v) => {
          setBindStatus(v as BindStatus);
          setPageNo(1);
        }}
        options={[
          { value: 'YB', label: T.bound },
          { value: 'WB', label: T.unbound },
        ]}
        data-testid="relations-bind-status"
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} role="alert" closable onClose={() => setError(null)} />}
      <div style={{ marginTop: 12 }} data-testid="relations-accounts">
        {list.state === 'loading' && <Skeleton active />}
        {list.state === 'failed' && <Alert type="error" showIcon title={list.message || T.loadFailed} />}
        {list.state === 'done' && list.data.list.records.length === 0 && <Empty description={T.emptyAccounts} />}
        {list.state === 'done' &&
          list.data.list.records.map((a) => (
            <div key={a.account} className={styles.row} data-testid="relation-row">
              <div className={styles.main}>
                <div className={styles.title}>{a.account}</div>
                <div className={styles.meta}>
                  {a.accountName} · {labelOf(ACCOUNT_TYPES, a.accountType)} · {a.currency}
                  {a.note && ` · ${T.note}：${a.note}`}
                </div>
              </div>
              <Tag color={a.bindStatus === 'YB' ? 'green' : 'default'}>{a.bindStatus === 'YB' ? T.bound : T.unbound}</Tag>
              {a.bindStatus === 'YB' ? (
                <Popconfirm title={T.confirmUnbind(a.account)} okText={T.unbind} cancelText={T.cancel} onConfirm={() => unbind(a)}>
                  <Button size="small" danger data-testid="relation-unbind">
                    {T.unbind}
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" type="primary" onClick={() => setBinding(a)} data-testid="relation-bind">
                  {T.bind}
                </Button>
              )}
            </div>
          ))}
        {list.state === 'done' && list.data.total > STAFF_PAGE_SIZE && (
          <div className={styles.pager}>
            <Pagination current={pageNo} pageSize={STAFF_PAGE_SIZE} total={list.data.total} onChange={setPageNo} showSizeChanger={false} size="small" />
          </div>
        )}
      </div>
      {binding && (
        <BindDialog
          seat={seat}
          userId={userId}
          account={binding}
          onClose={() => setBinding(null)}
          onDone={() => {
            setBinding(null);
            setTick((t) => t + 1);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

/** 集团账户: every account of the enterprise and who it is bound to (the director's view). */
function GroupAccounts({ seat, tick }: { seat: Seat; tick: number }) {
  const all = useCall(queryAllAccountAssociationRelationship, { memberCustomerId: seat.memberCustomerId }, tick);
  if (all.state !== 'done') return all.state === 'failed' ? <Alert type="error" showIcon title={all.message || T.loadFailed} /> : <Skeleton active />;
  return (
    <div data-testid="group-accounts">
      {all.data.groupAccount.length === 0 && <Empty description={T.emptyAccounts} />}
      {all.data.groupAccount.map((g) => {
        const users = all.data.accountRelationship.filter((r) => r.account === g.account);
        return (
          <div key={g.account} className={styles.row}>
            <div className={styles.main}>
              <div className={styles.title}>
                {g.account} · {g.accountName}
              </div>
              <div className={styles.meta}>{users.length > 0 ? users.map((u) => `${u.userAccount} (${u.userName})`).join('、') : T.nobodyBound}</div>
            </div>
            <Tag>{labelOf(ACCOUNT_TYPES, g.accountType)}</Tag>
          </div>
        );
      })}
    </div>
  );
}

function Relations({ seat }: { seat: Seat }) {
  const [userId, setUserId] = useState<string | undefined>();
  // A bind or unbind shows in the group accounts below as well.
  const [tick, setTick] = useState(0);
  const yx = useCall(queryInquirerInformation, { memberCustomerId: seat.memberCustomerId, userState: 'YX', pageSize: 50 });
  const ds = useCall(queryInquirerInformation, { memberCustomerId: seat.memberCustomerId, userState: 'DS', pageSize: 50 });
  const staff = yx.state === 'done' && ds.state === 'done' ? [...yx.data.list.records, ...ds.data.list.records] : null;
  return (
    <div>
      <div className={styles.toolbar}>
        <label htmlFor="relations-staff">{T.pickStaff}</label>
        <Select
          id="relations-staff"
          className={styles.grow}
          style={{ maxWidth: 420 }}
          value={userId}
          onChange={setUserId}
          loading={staff === null}
          placeholder={T.pickStaffPlaceholder}
          options={(staff ?? []).map((s) => ({ value: s.userId, label: s.display }))}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="relations-staff"
        />
      </div>
      {(yx.state === 'failed' || ds.state === 'failed') && <Alert type="error" showIcon title={T.loadFailed} />}
      {staff && staff.length === 0 && <Alert type="info" showIcon title={T.noStaff} />}
      {userId && <StaffAccounts key={userId} seat={seat} userId={userId} onChanged={() => setTick((t) => t + 1)} />}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{T.groupAccounts}</h2>
        <p className={styles.meta}>{T.groupIntro}</p>
        <GroupAccounts seat={seat} tick={tick} />
      </section>
    </div>
  );
}

/** #/qywy/relations (账户关联, issue 23): a director binds the enterprise's accounts to its staff users. */
export default function RelationsScreen() {
  return (
    <PageBand title={T.relationsTitle} intro={T.relationsIntro} crumbs={[{ label: T.relationsTitle }]}>
      <SeatGate roles={['director']} deniedText={T.notDirector}>
        {(seat) => <Relations seat={seat} />}
      </SeatGate>
    </PageBand>
  );
}
