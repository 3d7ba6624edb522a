import { useState } from 'react';
import { Alert, Button, Empty, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { queryInquirerInformation } from '@portal/contract/calls/inquirers/inquirers';
import type { Inquirer } from '@portal/contract/calls/inquirers/fields';
import { USER_STATUS, codesOf, labelOf, type UserStatus } from '@portal/contract/codes';
import { STAFF_PAGE_SIZE } from '@portal/contract/limits';
import { useCall } from '../../api/use-call.ts';
import type { Seat } from './seat.ts';
import { AddStaffDialog, DeleteStaffDialog, ModifyStaffDialog, ReplaceStaffDialog } from './StaffDialogs.tsx';
import { STAFF_TEXTS as T, STATE_COLORS } from './texts.ts';
import styles from './staff.module.css';

type Dialog = { kind: 'add' } | { kind: 'modify' | 'delete' | 'replace'; staff: Inquirer } | null;

/** 员工列表: the staff users, filtered by state and name, STAFF_PAGE_SIZE a page; a director's operations. */
export function StaffList({ seat, tick, onChanged }: { seat: Seat; tick: number; onChanged: () => void }) {
  const [userState, setUserState] = useState<UserStatus | ''>('');
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const request = {
    groupId: seat.groupId,
    memberCustomerId: seat.memberCustomerId,
    pageNo,
    pageSize: STAFF_PAGE_SIZE,
    ...(userState ? { userState } : {}),
    ...(keyword ? { userAccount: keyword } : {}),
  };
  const list = useCall(queryInquirerInformation, request, tick);
  const valid = useCall(queryInquirerInformation, seat.role === 'director' ? { memberCustomerId: seat.memberCustomerId, userState: 'YX', pageSize: 50 } : null, tick);
  const director = seat.role === 'director';
  const done = () => {
    setDialog(null);
    onChanged();
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <Select
          aria-label={T.userState}
          value={userState}
          style={{ width: 140 }}
          onChange={(v) => {
            setUserState(v);
            setPageNo(1);
          }}
          options={[{ value: '', label: T.allStates }, ...codesOf(USER_STATUS).map((c) => ({ value: c, label: USER_STATUS[c] }))]}
          data-testid="staff-state-filter"
        />
        <Input.Search
          className={styles.grow}
          placeholder={T.searchPlaceholder}
          value={typed}
          maxLength={30}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
          enterButton={T.search}
          allowClear
        />
        {director && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })} data-testid="staff-add">
            {T.addStaff}
          </Button>
        )}
      </div>
      {list.state === 'loading' && <Skeleton active />}
      {list.state === 'failed' && <Alert type="error" showIcon title={list.message || T.loadFailed} />}
      {list.state === 'done' && list.data.list.records.length === 0 && <Empty description={T.empty} />}
      {list.state === 'done' && (
        <div data-testid="staff-list">
          {list.data.list.records.map((s) => (
            <div key={s.userId} className={styles.row} data-testid="staff-row">
              <div className={styles.main}>
                <div className={styles.title}>{s.display}</div>
                <div className={styles.meta}>{T.boundCount(s.boundAccounts)}</div>
              </div>
              <Tag color={STATE_COLORS[s.userState]}>{labelOf(USER_STATUS, s.userState)}</Tag>
              {s.pendingChangeId && <Tag color="processing">{T.pendingTag}</Tag>}
              {director && !s.pendingChangeId && (
                <div className={styles.actions}>
                  {(s.userState === 'YX' || s.userState === 'WX') && (
                    <Button size="small" onClick={() => setDialog({ kind: 'modify', staff: s })}>
                      {T.modify}
                    </Button>
                  )}
                  {s.userState === 'YX' && (
                    <Button size="small" onClick={() => setDialog({ kind: 'replace', staff: s })}>
                      {T.replace}
                    </Button>
                  )}
                  {s.userState === 'YX' && (
                    <Button size="small" danger onClick={() => setDialog({ kind: 'delete', staff: s })}>
                      {T.remove}
                    </Button>
                  )}
                </div>
              )}
            </div>
          ))}
          {list.data.total > STAFF_PAGE_SIZE && (
            <div className={styles.pager}>
              <Pagination current={pageNo} pageSize={STAFF_PAGE_SIZE} total={list.data.total} onChange={setPageNo} showSizeChanger={false} size="small" />
            </div>
          )}
        </div>
      )}
      {dialog?.kind === 'add' && <AddStaffDialog seat={seat} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'modify' && <ModifyStaffDialog seat={seat} staff={dialog.staff} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'delete' && <DeleteStaffDialog seat={seat} staff={dialog.staff} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'replace' && (
        <ReplaceStaffDialog
          seat={seat}
          staff={dialog.staff}
          others={valid.state === 'done' ? valid.data.list.records.filter((o) => o.userId !== dialog.staff.userId) : []}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
    </div>
  );
}
