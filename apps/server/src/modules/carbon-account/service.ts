import { and, desc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type {
  carbideAsset,
  carbideEmission,
  carbideEmissionHistory,
  carbideEmissionReduction,
  deleteCarbideEmission,
  saveCarbideAsset,
  saveCarbideEmission,
  saveCarbideEmissionReduction,
} from '@portal/contract/calls/carbon/calls';
import { chinaMonth, type CarbonSource } from '@portal/contract/carbon/sources';
import type { Db } from '../../db/client.ts';
import { carbonActivities, carbonAssets, carbonReductions } from '../../db/schema/carbon.ts';
import { users } from '../../db/schema/identity.ts';
import { AppError } from '../../errors.ts';
import { seatFor, seatWithRole } from '../enterprise-access/seats.ts';
import { createEstimateService } from './estimates.ts';
import { currentRecords, netOf, reductionsInYear, totalsOf } from './account.ts';
import { plainDecimal } from './decimal.ts';
import { factorFor, type ChosenFactor } from './factors.ts';
import { activityVersionsOfYear, assetsOf, currentActivity, reductionsOf } from './repo.ts';

type In<C extends { request: z.ZodMiniType }> = z.output<C['request']>;
type Out<C extends { response: z.ZodMiniType }> = z.input<C['response']>;

/** Directors keep the account; every other seat of the enterprise reads it. */
const RECORDERS = ['director'] as const;

const thisYear = () => Number(chinaMonth().slice(0, 4));

/**
 * tCO2 of a quantity (docs/carbon-methods.md §2–§3): activity data × the factor in tCO2 per
 * unit. For electricity that is kWh × kgCO2/kWh ÷ 1000, for heat GJ × tCO2/GJ, for a fuel
 * t (or m³) × EF, EF = NCV × CC × OF × 44/12 as the factor row keeps it.
 */
export function tonnesOf(quantity: number, factor: ChosenFactor): number {
  return quantity * factor.perUnit;
}

/**
 * The enterprise carbon account (issue 24, point 7). Every call starts from the caller's seat:
 * another enterprise's account is "not found" (seatFor), and only its rows are ever read.
 */
export function createCarbonAccountService(db: Db) {
  const estimates = createEstimateService(db);
  async function account(userId: string, input: In<typeof carbideEmission>) {
    const seat = await seatFor(db, userId, input.memberCustomerId);
    const year = input.year ?? thisYear();
    const records = currentRecords(await activityVersionsOfYear(db, seat.enterpriseId, year));
    const totals = totalsOf(year, records);
    const reductions = reductionsInYear(await reductionsOf(db, seat.enterpriseId), year);
    return { seat, year, records, totals, reductions };
  }

  return {
    async emission(userId: string, input: In<typeof carbideEmission>): Promise<Out<typeof carbideEmission>> {
      const { seat, year, records, totals, reductions } = await account(userId, input);
      return {
        memberCustomerId: seat.enterpriseId,
        memberCustomerName: seat.enterpriseName,
        canRecord: seat.role === 'director',
        year,
        ...totals,
        reduction: reductions.total,
        net: netOf(totals.total, reductions.total),
        records,
      };
    },

    /** The whole account of a year, for the export. */
    account,

    async save(userId: string, input: In<typeof saveCarbideEmission>): Promise<Out<typeof saveCarbideEmission>> {
      const seat = await seatWithRole(db, userId, input.memberCustomerId, RECORDERS);
      const source = input.source as CarbonSource;
      const factor = await factorFor(db, source, input.month);
      const quantity = input.quantity.trim();
      const tonnes = tonnesOf(Number(quantity), factor);
      const corrected = await db.transaction(async (tx) => {
        const current = await currentActivity(tx as unknown as Db, seat.enterpriseId, input.month, source);
        if (current && Number(current.quantity) === Number(quantity)) throw new AppError('CARBON_SAME_QUANTITY', { field: 'quantity' });
        const now = new Date();
        if (current) await tx.update(carbonActivities).set({ supersededAt: now }).where(eq(carbonActivities.id, current.id));
        await tx.insert(carbonActivities).values({
          enterpriseId: seat.enterpriseId,
          month: input.month,
          source,
          quantity,
          factorId: factor.id,
          factor: factor.perUnit,
          tonnes,
          note: input.note ?? '',
          recordedBy: userId,
          recordedAt: now,
        });
        return !!current;
      });
      const versions = await activityVersionsOfYear(db, seat.enterpriseId, Number(input.month.slice(0, 4)));
      const record = currentRecords(versions).find((r) => r.month === input.month && r.source === source)!;
      return { record, corrected };
    },

    async remove(userId: string, input: In<typeof deleteCarbideEmission>): Promise<Out<typeof deleteCarbideEmission>> {
      const seat = await seatWithRole(db, userId, input.memberCustomerId, RECORDERS);
      await db.transaction(async (tx) => {
        const current = await currentActivity(tx as unknown as Db, seat.enterpriseId, input.month, input.source);
        if (!current) throw new AppError('CARBON_RECORD_NOT_FOUND', { field: 'month' });
        await tx.update(carbonActivities).set({ deletedAt: new Date(), deletedBy: userId }).where(eq(carbonActivities.id, current.id));
      });
      return { deleted: true };
    },

    async history(userId: string, input: In<typeof carbideEmissionHistory>): Promise<Out<typeof carbideEmissionHistory>> {
      const seat = await seatFor(db, userId, input.memberCustomerId);
      const rows = await db
        .select({ a: carbonActivities, recordedBy: users.loginName })
        .from(carbonActivities)
        .innerJoin(users, eq(users.id, carbonActivities.recordedBy))
        .where(and(eq(carbonActivities.enterpriseId, seat.enterpriseId), eq(carbonActivities.month, input.month), eq(carbonActivities.source, input.source)))
        .orderBy(desc(carbonActivities.recordedAt));
      return {
        versions: rows.map(({ a, recordedBy }) => ({
          quantity: plainDecimal(a.quantity),
          tonnes: a.tonnes,
          note: a.note,
          recordedBy,
          recordedAt: a.recordedAt.toISOString(),
          state: a.deletedAt ? ('deleted' as const) : a.supersededAt ? ('corrected' as const) : ('current' as const),
        })),
      };
    },

    async reductions(userId: string, input: In<typeof carbideEmissionReduction>): Promise<Out<typeof carbideEmissionReduction>> {
      const seat = await seatFor(db, userId, input.memberCustomerId);
      const year = input.year ?? thisYear();
      const { list, total } = reductionsInYear(await reductionsOf(db, seat.enterpriseId), year);
      const sources = await estimates.summaries(seat.enterpriseId, list.map(({ row }) => row.estimateId));
      return {
        year,
        total,
        list: list.map(({ row, tonnesInYear }) => ({
          id: row.id,
          projectName: row.projectName,
          projectType: row.projectType as never,
          annualTonnes: plainDecimal(row.annualTonnes),
          startMonth: row.startMonth,
          tonnesInYear,
          estimateId: row.estimateId,
          estimate: (row.estimateId && sources.get(row.estimateId)) || null,
          recordedAt: row.recordedAt.toISOString(),
        })),
      };
    },

    async saveReduction(userId: string, input: In<typeof saveCarbideEmissionReduction>): Promise<{ id: string }> {
      const seat = await seatWithRole(db, userId, input.memberCustomerId, RECORDERS);
      const [row] = await db
        .insert(carbonReductions)
        .values({ enterpriseId: seat.enterpriseId, projectName: input.projectName, projectType: input.projectType, annualTonnes: input.annualTonnes, startMonth: input.startMonth, recordedBy: userId })
        .returning({ id: carbonReductions.id });
      return { id: row!.id };
    },

    async deleteReduction(userId: string, input: { memberCustomerId?: string | undefined; id: string }): Promise<{ deleted: boolean }> {
      const seat = await seatWithRole(db, userId, input.memberCustomerId, RECORDERS);
      const rows = await db
        .update(carbonReductions)
        .set({ deletedAt: new Date() })
        .where(and(eq(carbonReductions.id, input.id), eq(carbonReductions.enterpriseId, seat.enterpriseId)))
        .returning({ id: carbonReductions.id });
      if (rows.length === 0) throw new AppError('CARBON_REDUCTION_NOT_FOUND', { field: 'id' });
      return { deleted: true };
    },

    async assets(userId: string, input: In<typeof carbideAsset>): Promise<Out<typeof carbideAsset>> {
      const seat = await seatFor(db, userId, input.memberCustomerId);
      const rows = await assetsOf(db, seat.enterpriseId);
      return {
        held: rows.filter((r) => r.status === 'held').reduce((n, r) => n + Number(r.quantity), 0),
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind as never,
          vintage: r.vintage,
          projectName: r.projectName,
          quantity: plainDecimal(r.quantity),
          acquisition: r.acquisition as never,
          acquiredOn: r.acquiredOn,
          status: r.status as never,
          recordedAt: r.recordedAt.toISOString(),
        })),
      };
    },

    async saveAsset(userId: string, input: In<typeof saveCarbideAsset>): Promise<{ id: string }> {
      const seat = await seatWithRole(db, userId, input.memberCustomerId, RECORDERS);
      const values = {
        kind: input.kind,
        vintage: input.vintage,
        projectName: input.projectName?.trim() ?? '',
        quantity: input.quantity,
        acquisition: input.acquisition,
        acquiredOn: input.acquiredOn,
        status: input.status,
      };
      if (!input.id) {
        const [row] = await db.insert(carbonAssets).values({ ...values, enterpriseId: seat.enterpriseId, recordedBy: userId }).returning({ id: carbonAssets.id });
        return { id: row!.id };
      }
      return db.transaction(async (tx) => {
        const [kept] = await tx
          .select()
          .from(carbonAssets)
          .where(and(eq(carbonAssets.id, input.id!), eq(carbonAssets.enterpriseId, seat.enterpriseId)))
          .for('update');
        if (!kept) throw new AppError('CARBON_ASSET_NOT_FOUND', { field: 'id' });
        if (kept.status !== 'held') throw new AppError('CARBON_ASSET_FINAL', { field: 'status' });
        await tx.update(carbonAssets).set({ ...values, updatedAt: new Date() }).where(eq(carbonAssets.id, kept.id));
        return { id: kept.id };
      });
    },
  };
}

export type CarbonAccountService = ReturnType<typeof createCarbonAccountService>;
