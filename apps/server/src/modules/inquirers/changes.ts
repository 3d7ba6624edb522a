import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CallRequest } from '@portal/contract/call';
import type { operationInquirerInformation } from '@portal/contract/calls/inquirers/inquirers';
import type { Db } from '../../db/client.ts';
import { enterpriseInquirers, inquirerChanges } from '../../db/schema/ledger.ts';
import { AppError } from '../../errors.ts';
import type { EnterpriseSeat } from '../enterprise-access/seats.ts';
import * as repo from './repo.ts';
import { parseJson, type Payload, type Previous } from './snapshot.ts';

type Operation = CallRequest<typeof operationInquirerInformation>;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function setRow(db: Db, enterpriseId: string, userId: string, values: { userName?: string; userState?: string }) {
  await db
    .update(enterpriseInquirers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(enterpriseInquirers.enterpriseId, enterpriseId), eq(enterpriseInquirers.userId, userId)));
}

/** A staff user of the enterprise the operation is about, with no change pending on them. */
async function target(db: Db, enterpriseId: string, userId: string): Promise<repo.InquirerRow> {
  const row = await repo.inquirerOf(db, enterpriseId, userId, true);
  if (!row) throw new AppError('INQUIRER_NOT_FOUND', { field: 'queryMemberUserId' });
  if (await repo.pendingChangeOf(db, enterpriseId, userId)) throw new AppError('INQUIRER_PENDING_EXISTS', { field: 'queryMemberUserId' });
  return row;
}

const snapshot = (row: repo.InquirerRow): Previous => ({ exists: true, userName: row.userName, userState: row.userState });

/**
 * A director submits a staff operation (issue 23 maker-checker): it is recorded pending (DS)
 * and only what must show at once changes now (an add shows DX, a delete DS). Returns the change id.
 */
export async function submitChange(db: Db, seat: EnterpriseSeat, op: Operation): Promise<string> {
  const enterpriseId = seat.enterpriseId;
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      let targetUserId: string;
      let payload: Payload = {};
      let previous: Previous;
      let rollbackOf: string | null = null;
      switch (op.operationMark) {
        case 'add': {
          const user = await repo.liveUserByLoginAndPhone(tx, op.userAccount, op.phone);
          if (!user) throw new AppError('INQUIRER_USER_MISMATCH', { field: 'userAccount' });
          if (await repo.isDirectorOrApprover(tx, enterpriseId, user.id)) throw new AppError('INQUIRER_IS_DIRECTOR', { field: 'userAccount' });
          const existing = await repo.inquirerOf(tx, enterpriseId, user.id, true);
          // A deleted (WX) staff user may be added again; anyone else is staff already.
          if (existing && existing.userState !== 'WX') throw new AppError('INQUIRER_ALREADY_STAFF', { field: 'userAccount' });
          if (await repo.pendingChangeOf(tx, enterpriseId, user.id)) throw new AppError('INQUIRER_PENDING_EXISTS', { field: 'userAccount' });
          targetUserId = user.id;
          payload = { userName: op.userName };
          previous = existing ? snapshot(existing) : { exists: false };
          if (existing) await setRow(tx, enterpriseId, user.id, { userName: op.userName, userState: 'DX' });
          else await tx.insert(enterpriseInquirers).values({ enterpriseId, userId: user.id, userName: op.userName, userState: 'DX' });
          break;
        }
        case 'delete': {
          const row = await target(tx, enterpriseId, op.queryMemberUserId);
          if (row.userState !== 'YX') throw new AppError('INQUIRER_WRONG_STATE', { field: 'queryMemberUserId' });
          targetUserId = row.userId;
          previous = snapshot(row);
          await setRow(tx, enterpriseId, row.userId, { userState: 'DS' });
          break;
        }
        case 'modify': {
          const row = await target(tx, enterpriseId, op.queryMemberUserId);
          if (row.userState !== 'YX' && row.userState !== 'WX') throw new AppError('INQUIRER_WRONG_STATE', { field: 'queryMemberUserId' });
          if (op.userName !== undefined && op.userName !== row.userName) payload.userName = op.userName;
          if (op.userState !== undefined && op.userState !== row.userState) payload.userState = op.userState;
          if (payload.userName === undefined && payload.userState === undefined) throw new AppError('INQUIRER_NOTHING_CHANGED', { field: 'userName' });
          targetUserId = row.userId;
          previous = snapshot(row);
          break;
        }
        case 'replace': {
          const row = await target(tx, enterpriseId, op.queryMemberUserId);
          if (row.userState !== 'YX') throw new AppError('INQUIRER_WRONG_STATE', { field: 'queryMemberUserId' });
          const heir = op.replaceUserId === row.userId ? undefined : await repo.inquirerOf(tx, enterpriseId, op.replaceUserId);
          if (!heir || heir.userState !== 'YX') throw new AppError('INQUIRER_REPLACE_TARGET', { field: 'replaceUserId' });
          targetUserId = row.userId;
          payload = { replaceUserId: heir.userId };
          previous = snapshot(row);
          break;
        }
        case 'rollback': {
          const undone = await repo.changeOf(tx, enterpriseId, op.changeId);
          if (!undone) throw new AppError('INQUIRER_CHANGE_NOT_FOUND', { field: 'changeId' });
          const latest = (await repo.latestApprovedIds(tx, enterpriseId, [undone.targetUserId])).get(undone.targetUserId);
          if (undone.status !== 'ST' || undone.operationMark === 'rollback' || latest !== undone.id) {
            throw new AppError('INQUIRER_ROLLBACK_REFUSED', { field: 'changeId' });
          }
          const row = await target(tx, enterpriseId, undone.targetUserId);
          targetUserId = row.userId;
          previous = snapshot(row);
          rollbackOf = undone.id;
          break;
        }
      }
      await tx.insert(inquirerChanges).values({
        id,
        enterpriseId,
        targetUserId,
        operationMark: op.operationMark,
        payload: JSON.stringify(payload),
        previous: JSON.stringify(previous),
        status: 'DS',
        makerId: seat.userId,
        note: op.note ?? '',
        rollbackOf,
      });
    });
  } catch (err) {
    // Two directors submitting at once: the one-pending index lets one through.
    if (isUniqueViolation(err)) throw new AppError('INQUIRER_PENDING_EXISTS', { field: 'queryMemberUserId' });
    throw err;
  }
  return id;
}

/** Undoes what a submission showed at once (a rejected or withdrawn add or delete). */
async function cancelEffects(db: Db, change: repo.ChangeRow): Promise<void> {
  const previous = parseJson<Previous>(change.previous);
  if (change.operationMark === 'add') {
    if (previous.exists) await setRow(db, change.enterpriseId, change.targetUserId, { userName: previous.userName!, userState: previous.userState! });
    else await db.delete(enterpriseInquirers).where(and(eq(enterpriseInquirers.enterpriseId, change.enterpriseId), eq(enterpriseInquirers.userId, change.targetUserId)));
  } else if (change.operationMark === 'delete') {
    await setRow(db, change.enterpriseId, change.targetUserId, { userState: previous.userState! });
  }
}

/** Makes an approved change take effect; returns `previous` completed with the bindings it replaced. */
async function applyChange(db: Db, change: repo.ChangeRow): Promise<Previous> {
  const { enterpriseId, targetUserId: userId } = change;
  const payload = parseJson<Payload>(change.payload);
  const previous: Previous = { ...parseJson<Previous>(change.previous), accounts: await repo.bindingsOf(db, enterpriseId, userId) };
  switch (change.operationMark) {
    case 'add':
      await setRow(db, enterpriseId, userId, { userState: 'YX' });
      break;
    case 'delete':
      await setRow(db, enterpriseId, userId, { userState: 'WX' });
      await repo.setBindings(db, enterpriseId, userId, []);
      break;
    case 'modify':
      await setRow(db, enterpriseId, userId, {
        ...(payload.userName !== undefined ? { userName: payload.userName } : {}),
        ...(payload.userState !== undefined ? { userState: payload.userState } : {}),
      });
      // An invalid staff user queries nothing: their bindings end with their validity.
      if (payload.userState === 'WX') await repo.setBindings(db, enterpriseId, userId, []);
      break;
    case 'replace': {
      const heirId = payload.replaceUserId!;
      const heir = await repo.bindingsOf(db, enterpriseId, heirId);
      previous.replaceAccounts = heir;
      const held = new Set(heir.map((b) => b.accountNo));
      await repo.setBindings(db, enterpriseId, heirId, [...heir, ...previous.accounts!.filter((b) => !held.has(b.accountNo))]);
      await repo.setBindings(db, enterpriseId, userId, []);
      break;
    }
    case 'rollback': {
      const undone = (await repo.changeOf(db, enterpriseId, change.rollbackOf!))!;
      const restore = parseJson<Previous>(undone.previous);
      // Someone who was never staff before the undone add is no longer staff: kept as WX for the record.
      await setRow(db, enterpriseId, userId, restore.exists ? { userName: restore.userName!, userState: restore.userState! } : { userState: 'WX' });
      await repo.setBindings(db, enterpriseId, userId, restore.exists ? (restore.accounts ?? []) : []);
      if (undone.operationMark === 'replace') {
        const heirId = parseJson<Payload>(undone.payload).replaceUserId!;
        previous.replaceAccounts = await repo.bindingsOf(db, enterpriseId, heirId);
        await repo.setBindings(db, enterpriseId, heirId, restore.replaceAccounts ?? []);
      }
      break;
    }
  }
  return previous;
}

async function pendingForUpdate(db: Db, enterpriseId: string, changeId: string): Promise<repo.ChangeRow> {
  const change = await repo.changeOf(db, enterpriseId, changeId, true);
  if (!change) throw new AppError('INQUIRER_CHANGE_NOT_FOUND', { field: 'changeId' });
  return change;
}

/** Another director or an approver approves (ST) or rejects (SJ) a pending change; never the maker. */
export async function decideChange(db: Db, seat: EnterpriseSeat, changeId: string, decision: 'ST' | 'SJ', reason: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await pendingForUpdate(tx, seat.enterpriseId, changeId);
    if (change.makerId === seat.userId) throw new AppError('INQUIRER_MAKER_CANNOT_CHECK', { field: 'changeId' });
    if (change.status !== 'DS') throw new AppError('INQUIRER_CHANGE_NOT_PENDING', { field: 'changeId' });
    const decided = { status: decision, checkerId: seat.userId, checkedAt: new Date() };
    if (decision === 'SJ') {
      await cancelEffects(tx, change);
      const payload = { ...parseJson<Payload>(change.payload), rejectReason: reason ?? '' };
      await tx.update(inquirerChanges).set({ ...decided, payload: JSON.stringify(payload) }).where(eq(inquirerChanges.id, change.id));
    } else {
      const previous = await applyChange(tx, change);
      await tx.update(inquirerChanges).set({ ...decided, previous: JSON.stringify(previous) }).where(eq(inquirerChanges.id, change.id));
    }
  });
}

/** The maker takes back their pending change (YC). */
export async function withdrawChange(db: Db, seat: EnterpriseSeat, changeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await pendingForUpdate(tx, seat.enterpriseId, changeId);
    if (change.makerId !== seat.userId) throw new AppError('INQUIRER_WITHDRAW_NOT_MAKER', { field: 'changeId' });
    if (change.status !== 'DS') throw new AppError('INQUIRER_CHANGE_NOT_PENDING', { field: 'changeId' });
    await cancelEffects(tx, change);
    await tx.update(inquirerChanges).set({ status: 'YC', checkedAt: new Date() }).where(eq(inquirerChanges.id, change.id));
  });
}
