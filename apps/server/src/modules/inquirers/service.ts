import { and, eq } from 'drizzle-orm';
import type { CallRequest } from '@portal/contract/call';
import { staffDisplay } from '@portal/contract/calls/inquirers/fields';
import type { decideInquirerChange, operationInquirerInformation, queryInquirerChanges, queryInquirerInformation, withdrawInquirerChange } from '@portal/contract/calls/inquirers/inquirers';
import type { operationAssociationRelationship, queryAccountAssociationRelationship } from '@portal/contract/calls/inquirers/relations';
import { BIND_STATUS_DEFAULT, type UserStatus } from '@portal/contract/codes';
import { STAFF_PAGE_SIZE } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { inquirerAccounts } from '../../db/schema/ledger.ts';
import { AppError } from '../../errors.ts';
import { seatsOf } from '../enterprise-access/seats.ts';
import { decideChange, submitChange, withdrawChange } from './changes.ts';
import * as repo from './repo.ts';
import { CHECKER_ROLE_MESSAGE, VIEWER_ROLE_MESSAGE, requireApplicant, scopedSeat, scopedSeatAmong, type Scope } from './scope.ts';
import { changeViews } from './views.ts';

const CHANGE_PAGE_SIZE = STAFF_PAGE_SIZE;

function paging(pageNo: number | undefined, pageSize: number | undefined) {
  const size = pageSize && pageSize > 0 ? pageSize : STAFF_PAGE_SIZE;
  const no = pageNo ?? 1;
  return { pageNo: no, pageSize: size, offset: (no - 1) * size, limit: size };
}

/** Staff users (inquirers) with maker-checker, and their account bindings (§7, issue 23). */
export function createInquirerService(db: Db) {
  async function oneChange(enterpriseId: string, callerId: string, changeId: string) {
    const change = (await repo.changeOf(db, enterpriseId, changeId))!;
    const [view] = await changeViews(db, enterpriseId, callerId, true, [change]);
    return view!;
  }

  return {
    /** §7 userInfoVerify. */
    async userInfo(callerId: string, scope: Scope) {
      const seats = await seatsOf(db, callerId);
      if (seats.length === 0) throw new AppError('ENTERPRISE_NO_SEAT');
      const seat = scopedSeatAmong(seats, scope, ['director', 'approver', 'inquirer']);
      return {
        userId: seat.userId,
        groupId: seat.enterpriseId,
        memberCustomerId: seat.enterpriseId,
        memberCustomerName: seat.enterpriseName,
        userAccount: seat.userAccount,
        role: seat.role,
        seats: seats.map((s) => ({ memberCustomerId: s.enterpriseId, memberCustomerName: s.enterpriseName, role: s.role })),
      };
    },

    async listInquirers(callerId: string, input: CallRequest<typeof queryInquirerInformation>) {
      const seat = await scopedSeat(db, callerId, input, ['director', 'approver'], VIEWER_ROLE_MESSAGE);
      const page = paging(input.pageNo, input.pageSize);
      const { total, rows } = await repo.inquirerPage(db, seat.enterpriseId, { userState: input.userState, keyword: input.userAccount || undefined }, page);
      return {
        total,
        count: rows.length,
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        list: {
          records: rows.map((r) => ({ ...r, userState: r.userState as UserStatus, display: staffDisplay(r.userAccount, r.userName), boundAccounts: Number(r.boundAccounts) })),
        },
      };
    },

    async operate(callerId: string, input: CallRequest<typeof operationInquirerInformation>) {
      requireApplicant(callerId, input.applicatUserId);
      const seat = await scopedSeat(db, callerId, input, ['director']);
      const id = await submitChange(db, seat, input);
      return oneChange(seat.enterpriseId, callerId, id);
    },

    async listChanges(callerId: string, input: CallRequest<typeof queryInquirerChanges>) {
      const seat = await scopedSeat(db, callerId, input, ['director', 'approver'], VIEWER_ROLE_MESSAGE);
      const page = paging(input.pageNo, CHANGE_PAGE_SIZE);
      const { total, rows } = await repo.changePage(db, seat.enterpriseId, input.pending, page);
      const records = await changeViews(db, seat.enterpriseId, callerId, seat.role === 'director', rows);
      return { total, pageNo: page.pageNo, pageSize: page.pageSize, list: { records } };
    },

    async decide(callerId: string, input: CallRequest<typeof decideInquirerChange>) {
      requireApplicant(callerId, input.applicatUserId);
      const seat = await scopedSeat(db, callerId, input, ['director', 'approver'], CHECKER_ROLE_MESSAGE);
      await decideChange(db, seat, input.changeId, input.decision, input.reason);
      return oneChange(seat.enterpriseId, callerId, input.changeId);
    },

    async withdraw(callerId: string, input: CallRequest<typeof withdrawInquirerChange>) {
      requireApplicant(callerId, input.applicatUserId);
      const seat = await scopedSeat(db, callerId, input, ['director']);
      await withdrawChange(db, seat, input.changeId);
      return oneChange(seat.enterpriseId, callerId, input.changeId);
    },

    /** One staff user's accounts, bound (YB, the default) or not (WB). */
    async relations(callerId: string, input: CallRequest<typeof queryAccountAssociationRelationship>) {
      const seat = await scopedSeat(db, callerId, input, ['director', 'approver', 'inquirer']);
      const bindStatus = input.bindStatus ?? BIND_STATUS_DEFAULT;
      let userId = input.queryMemberUserId ?? seat.userId;
      if (seat.role === 'inquirer') {
        // A staff user sees their own bindings only.
        if (userId !== seat.userId) throw new AppError('INQUIRER_NOT_FOUND', { field: 'queryMemberUserId' });
      } else if (!(await repo.inquirerOf(db, seat.enterpriseId, userId))) {
        throw new AppError('INQUIRER_NOT_FOUND', { field: 'queryMemberUserId' });
      }
      userId = userId as string;
      const page = paging(input.pageNo, input.pageSize);
      const { total, rows } = await repo.relationPage(db, seat.enterpriseId, userId, bindStatus === 'YB', page);
      return {
        total,
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        bindStatus,
        list: { records: rows.map((r) => ({ ...r, bindStatus, note: r.note ?? '', boundAt: r.boundAt ? r.boundAt.toISOString() : null })) },
      };
    },

    /** Every binding of the enterprise; the enterprise's accounts (group accounts) for a director. */
    async allRelations(callerId: string, scope: Scope) {
      const seat = await scopedSeat(db, callerId, scope, ['director', 'approver'], VIEWER_ROLE_MESSAGE);
      const accountRelationship = await repo.allBindings(db, seat.enterpriseId);
      const groupAccount = seat.role === 'director' ? await repo.enterpriseAccounts(db, seat.enterpriseId) : [];
      return { accountRelationship, groupAccount };
    },

    /** A director binds or unbinds an account of the enterprise to a valid staff user. */
    async operateRelation(callerId: string, input: CallRequest<typeof operationAssociationRelationship>) {
      requireApplicant(callerId, input.applicatUserId);
      const seat = await scopedSeat(db, callerId, input, ['director']);
      const row = await repo.inquirerOf(db, seat.enterpriseId, input.queryMemberUserId);
      if (!row) throw new AppError('INQUIRER_NOT_FOUND', { field: 'queryMemberUserId' });
      if ((await repo.enterpriseAccountNos(db, seat.enterpriseId, [input.account])).length === 0) {
        throw new AppError('ENTERPRISE_ACCOUNT_NOT_FOUND', { field: 'account' });
      }
      const key = and(eq(inquirerAccounts.userId, row.userId), eq(inquirerAccounts.accountNo, input.account), eq(inquirerAccounts.enterpriseId, seat.enterpriseId));
      if (input.operationMark === 'add') {
        if (row.userState !== 'YX' && row.userState !== 'DS') throw new AppError('INQUIRER_NOT_BINDABLE', { field: 'queryMemberUserId' });
        const added = await db
          .insert(inquirerAccounts)
          .values({ enterpriseId: seat.enterpriseId, userId: row.userId, accountNo: input.account, note: input.note ?? '', boundBy: callerId })
          .onConflictDoNothing()
          .returning({ accountNo: inquirerAccounts.accountNo });
        if (added.length === 0) throw new AppError('INQUIRER_ACCOUNT_ALREADY_BOUND', { field: 'account' });
        return { account: input.account, queryMemberUserId: row.userId, bindStatus: 'YB' as const };
      }
      const removed = await db.delete(inquirerAccounts).where(key).returning({ accountNo: inquirerAccounts.accountNo });
      if (removed.length === 0) throw new AppError('INQUIRER_ACCOUNT_NOT_BOUND', { field: 'account' });
      return { account: input.account, queryMemberUserId: row.userId, bindStatus: 'WB' as const };
    },
  };
}
