import { USER_STATUS, labelOf } from '@portal/contract/codes';
import { staffDisplay, type InquirerChange, type StaffOperationMark } from '@portal/contract/calls/inquirers/fields';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import { parseJson, type Payload } from './snapshot.ts';

const MARK_LABELS: Record<StaffOperationMark, string> = { add: '新增', delete: '删除', modify: '修改', replace: '移交账户关联', rollback: '回退' };

type Names = Awaited<ReturnType<typeof repo.namesOf>>;

function displayOf(names: Names, userId: string, fallbackName?: string): string {
  const n = names.get(userId);
  return n ? staffDisplay(n.loginName, fallbackName ?? n.userName ?? '') : userId;
}

/** What a change sets, in the words the review list shows. */
function detailOf(change: repo.ChangeRow, names: Names, undone: Map<string, repo.ChangeRow>): string {
  const payload = parseJson<Payload>(change.payload);
  switch (change.operationMark as StaffOperationMark) {
    case 'add':
      return `新增查询员，姓名：${payload.userName ?? ''}`;
    case 'delete':
      return '删除查询员（审核通过后失效，账户关联解除）';
    case 'modify':
      return [
        payload.userName !== undefined ? `姓名改为：${payload.userName}` : '',
        payload.userState !== undefined ? `状态改为：${labelOf(USER_STATUS, payload.userState)}` : '',
      ]
        .filter(Boolean)
        .join('；');
    case 'replace':
      return `账户关联移交给：${displayOf(names, payload.replaceUserId ?? '')}`;
    case 'rollback': {
      const u = change.rollbackOf ? undone.get(change.rollbackOf) : undefined;
      return `回退${u ? `“${MARK_LABELS[u.operationMark as StaffOperationMark]}”` : ''}变更，恢复变更前的状态`;
    }
  }
}

/** The changes as the review and history lists show them. */
export async function changeViews(
  db: Db,
  enterpriseId: string,
  callerId: string,
  callerMayRollback: boolean,
  changes: repo.ChangeRow[],
): Promise<InquirerChange[]> {
  const ids = new Set<string>();
  for (const c of changes) {
    ids.add(c.targetUserId);
    ids.add(c.makerId);
    if (c.checkerId) ids.add(c.checkerId);
    const heir = parseJson<Payload>(c.payload).replaceUserId;
    if (heir) ids.add(heir);
  }
  const names = await repo.namesOf(db, enterpriseId, [...ids]);
  const targets = [...new Set(changes.map((c) => c.targetUserId))];
  const latest = await repo.latestApprovedIds(db, enterpriseId, targets);
  const pending = new Set<string>();
  for (const t of targets) if (await repo.pendingChangeOf(db, enterpriseId, t)) pending.add(t);
  const undone = new Map<string, repo.ChangeRow>();
  for (const c of changes) {
    if (c.rollbackOf && !undone.has(c.rollbackOf)) {
      const u = await repo.changeOf(db, enterpriseId, c.rollbackOf);
      if (u) undone.set(u.id, u);
    }
  }
  return changes.map((c) => {
    const payload = parseJson<Payload>(c.payload);
    return {
      changeId: c.id,
      operationMark: c.operationMark as StaffOperationMark,
      status: c.status as InquirerChange['status'],
      targetUserId: c.targetUserId,
      targetDisplay: displayOf(names, c.targetUserId, c.operationMark === 'add' ? payload.userName : undefined),
      detail: detailOf(c, names, undone),
      makerId: c.makerId,
      makerAccount: names.get(c.makerId)?.loginName ?? '',
      checkerAccount: c.checkerId ? (names.get(c.checkerId)?.loginName ?? '') : null,
      note: c.note,
      rejectReason: payload.rejectReason ?? '',
      madeAt: c.madeAt.toISOString(),
      checkedAt: c.checkedAt ? c.checkedAt.toISOString() : null,
      mine: c.makerId === callerId,
      canRollback:
        callerMayRollback && c.status === 'ST' && c.operationMark !== 'rollback' && latest.get(c.targetUserId) === c.id && !pending.has(c.targetUserId),
    };
  });
}
