import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CallRequest } from '@portal/contract/call';
import { OPEN_API_AGREEMENT } from '@portal/contract/calls/open-platform/apply/agreement';
import type { openApiApplicationList, openApiApply } from '@portal/contract/calls/open-platform/apply/applications';
import { isOpenApiCode, OPEN_API_CODES, OPEN_APIS } from '@portal/contract/open-platform/apis';
import type { Db } from '../../../db/client.ts';
import { enterprises, openApiApplications } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { seatFor, seatWithRole } from '../../enterprise-access/seats.ts';
import { applicationView, findApplication, selectApplications } from './application-view.ts';
import { nextOrderNo } from './order-number.ts';

/** Orders that hold their APIs: waiting for review, or granted. */
const HOLDING = ['submitted', 'approved'];
const DEFAULT_PAGE_SIZE = 10;

const apiName = (code: string) => OPEN_APIS.find((a) => a.code === code)?.name ?? code;
/** A Beijing calendar day's first instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The APIs an enterprise's orders hold, split into granted (sandbox approved) and pending. */
async function heldCodes(db: Db, enterpriseId: string) {
  const rows = await db
    .select({ apiCodes: openApiApplications.apiCodes, status: openApiApplications.status })
    .from(openApiApplications)
    .where(and(eq(openApiApplications.enterpriseId, enterpriseId), inArray(openApiApplications.status, HOLDING)));
  const granted = new Set(rows.filter((r) => r.status === 'approved').flatMap((r) => r.apiCodes));
  const pending = new Set(rows.filter((r) => r.status === 'submitted').flatMap((r) => r.apiCodes));
  return { granted: OPEN_API_CODES.filter((c) => granted.has(c)), pending: OPEN_API_CODES.filter((c) => pending.has(c) && !granted.has(c)) };
}

/** Issue 26 point 2, the enterprise's side: apply, read orders, withdraw, ask for production. */
export function createApplicationService(db: Db) {
  async function view(id: string) {
    return applicationView((await findApplication(db, id))!);
  }

  /** A change that only a given state allows: "not found" outside the enterprise, `refusal` otherwise. */
  async function moveOwn(userId: string, memberCustomerId: string | undefined, id: string, from: SQL, set: Partial<typeof openApiApplications.$inferInsert>, refusal: 'OPEN_API_APPLICATION_NOT_WITHDRAWABLE' | 'OPEN_API_PRODUCTION_NOT_ALLOWED') {
    const seat = await seatWithRole(db, userId, memberCustomerId, ['director']);
    const [moved] = await db
      .update(openApiApplications)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(openApiApplications.id, id), eq(openApiApplications.enterpriseId, seat.enterpriseId), from))
      .returning({ id: openApiApplications.id });
    if (moved) return { application: await view(id) };
    if (!(await findApplication(db, id, seat.enterpriseId))) throw new AppError('OPEN_API_APPLICATION_NOT_FOUND', { field: 'id' });
    throw new AppError(refusal);
  }

  return {
    async options(userId: string, memberCustomerId: string | undefined) {
      const seat = await seatFor(db, userId, memberCustomerId);
      return { memberCustomerId: seat.enterpriseId, memberCustomerName: seat.enterpriseName, isDirector: seat.role === 'director', ...(await heldCodes(db, seat.enterpriseId)) };
    },

    async apply(userId: string, input: CallRequest<typeof openApiApply>) {
      const seat = await seatWithRole(db, userId, input.memberCustomerId, ['director']);
      const codes = [...new Set(input.apiCodes)];
      if (codes.length === 0) throw new AppError('OPEN_API_APPLY_NO_API', { field: 'apiCodes' });
      if (!codes.every(isOpenApiCode)) throw new AppError('OPEN_API_APPLY_UNKNOWN_API', { field: 'apiCodes' });
      if (!input.agreementAccepted) throw new AppError('OPEN_API_APPLY_AGREEMENT', { field: 'agreementAccepted' });
      if (input.agreementVersion !== OPEN_API_AGREEMENT.version) throw new AppError('OPEN_API_AGREEMENT_OUTDATED', { field: 'agreementAccepted' });
      const ordered = OPEN_API_CODES.filter((c) => codes.includes(c));
      const id = await db.transaction(async (tx) => {
        // One application at a time per enterprise, so two submissions cannot both claim an API.
        await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, seat.enterpriseId)).for('update');
        const held = await heldCodes(tx, seat.enterpriseId);
        const taken = ordered.filter((c) => held.granted.includes(c) || held.pending.includes(c));
        if (taken.length > 0) {
          const msg = `所选API已开通或正在审核中，请勿重复申请：${taken.map(apiName).join('、')}`;
          throw new AppError('OPEN_API_APPLY_DUPLICATE', { field: 'apiCodes', message: msg });
        }
        const [row] = await tx
          .insert(openApiApplications)
          .values({
            id: randomUUID(),
            orderNo: await nextOrderNo(tx),
            enterpriseId: seat.enterpriseId,
            applicantUserId: userId,
            apiCodes: ordered,
            agreementVersion: input.agreementVersion,
            purpose: input.purpose,
          })
          .returning({ id: openApiApplications.id });
        return row!.id;
      });
      return { application: await view(id) };
    },

    async list(userId: string, input: CallRequest<typeof openApiApplicationList>) {
      const seat = await seatFor(db, userId, input.memberCustomerId);
      const pageNo = input.pageNo ?? 1;
      const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const orderNo = input.orderNo?.toUpperCase();
      const where = and(
        eq(openApiApplications.enterpriseId, seat.enterpriseId),
        orderNo ? sql`${openApiApplications.orderNo} like ${`${orderNo.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
        input.status ? eq(openApiApplications.status, input.status) : undefined,
        input.apiCode ? sql`${openApiApplications.apiCodes} @> ${JSON.stringify([input.apiCode])}::jsonb` : undefined,
        input.dateFrom ? gte(openApiApplications.createdAt, dayStart(input.dateFrom)) : undefined,
        input.dateTo ? lt(openApiApplications.createdAt, new Date(dayStart(input.dateTo).getTime() + 86_400_000)) : undefined,
      );
      const [{ total }] = (await db.select({ total: count() }).from(openApiApplications).where(where)) as [{ total: number }];
      const rows = await selectApplications(db)
        .where(where)
        .orderBy(desc(openApiApplications.createdAt), desc(openApiApplications.orderNo))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return {
        memberCustomerId: seat.enterpriseId,
        memberCustomerName: seat.enterpriseName,
        isDirector: seat.role === 'director',
        total,
        pageNo,
        pageSize,
        records: rows.map(applicationView),
      };
    },

    async detail(userId: string, memberCustomerId: string | undefined, id: string) {
      const seat = await seatFor(db, userId, memberCustomerId);
      const found = await findApplication(db, id, seat.enterpriseId);
      if (!found) throw new AppError('OPEN_API_APPLICATION_NOT_FOUND', { field: 'id' });
      return { application: applicationView(found) };
    },

    withdraw: (userId: string, memberCustomerId: string | undefined, id: string) =>
      moveOwn(userId, memberCustomerId, id, eq(openApiApplications.status, 'submitted'), { status: 'withdrawn' }, 'OPEN_API_APPLICATION_NOT_WITHDRAWABLE'),

    requestProduction: (userId: string, memberCustomerId: string | undefined, id: string) =>
      moveOwn(
        userId,
        memberCustomerId,
        id,
        and(eq(openApiApplications.status, 'approved'), eq(openApiApplications.productionStatus, 'none'))!,
        { productionStatus: 'requested', productionRequestedAt: new Date() },
        'OPEN_API_PRODUCTION_NOT_ALLOWED',
      ),
  };
}
