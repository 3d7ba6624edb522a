import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CallRequest, CallResponse } from '@portal/contract/call';
import type { envEstimate, saveEnvEstimate, saveEstimateReduction } from '@portal/contract/calls/carbon/estimates';
import type { Db } from '../../db/client.ts';
import { carbonReductions } from '../../db/schema/carbon.ts';
import { envEstimates } from '../../db/schema/env-estimates.ts';
import { AppError } from '../../errors.ts';
import { seatFor, seatWithRole } from '../enterprise-access/seats.ts';
import { createFactorCache } from '../green-finance/factor-cache.ts';
import { createEnvBenefitService } from '../green-finance/service.ts';
import { plainDecimal } from './decimal.ts';

type EstimateRow = typeof envEstimates.$inferSelect;

/** Directors keep the account (as the carbon account's own reductions). */
const RECORDERS = ['director'] as const;

/** The estimate's CO2e to three decimals (kilograms), as the reduction's numeric column keeps it. */
const co2eOf = (results: Array<{ key: string; value: number }>) => (results.find((r) => r.key === 'co2e')?.value ?? 0).toFixed(3);

function view(row: EstimateRow, reductionId: string | null): CallResponse<typeof envEstimate> {
  return {
    id: row.id,
    memberCustomerId: row.enterpriseId,
    modelCode: row.modelCode,
    modelName: row.modelName,
    year: row.year,
    region: row.region,
    params: row.params,
    results: row.results as CallResponse<typeof envEstimate>['results'],
    factors: row.factors as CallResponse<typeof envEstimate>['factors'],
    co2eTonnes: plainDecimal(row.co2eTonnes),
    savedAt: row.savedAt.toISOString(),
    reductionId,
  };
}

/**
 * Saved estimates and their link to the carbon account (issue 24). The estimate is computed
 * again on the server from the inputs, so a saved figure is always the model's own. Every read
 * and link is scoped to the caller's enterprise: another enterprise's estimate is "not found".
 */
export function createEstimateService(db: Db) {
  const estimates = createEnvBenefitService(createFactorCache(db));

  async function ownEstimate(enterpriseId: string, id: string): Promise<EstimateRow> {
    const [row] = await db
      .select()
      .from(envEstimates)
      .where(and(eq(envEstimates.id, id), eq(envEstimates.enterpriseId, enterpriseId)));
    if (!row) throw new AppError('CARBON_ESTIMATE_NOT_FOUND', { field: 'id' });
    return row;
  }

  async function reductionOf(estimateId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: carbonReductions.id })
      .from(carbonReductions)
      .where(and(eq(carbonReductions.estimateId, estimateId), isNull(carbonReductions.deletedAt)));
    return row?.id ?? null;
  }

  return {
    async save(userId: string, input: CallRequest<typeof saveEnvEstimate>): Promise<CallResponse<typeof saveEnvEstimate>> {
      const { memberCustomerId, ...calc } = input;
      const seat = await seatFor(db, userId, memberCustomerId);
      const result = await estimates.calculate(calc);
      const [row] = await db
        .insert(envEstimates)
        .values({
          enterpriseId: seat.enterpriseId,
          modelCode: result.modelCode,
          modelName: result.modelName,
          year: result.year,
          region: result.region,
          params: calc.params,
          results: result.results,
          factors: result.factors,
          co2eTonnes: co2eOf(result.results),
          savedBy: userId,
        })
        .returning();
      return view(row!, null);
    },

    async read(userId: string, input: CallRequest<typeof envEstimate>): Promise<CallResponse<typeof envEstimate>> {
      const seat = await seatFor(db, userId, input.memberCustomerId);
      const row = await ownEstimate(seat.enterpriseId, input.id);
      return view(row, await reductionOf(row.id));
    },

    async link(userId: string, input: CallRequest<typeof saveEstimateReduction>): Promise<{ id: string }> {
      const seat = await seatWithRole(db, userId, input.memberCustomerId, RECORDERS);
      const estimate = await ownEstimate(seat.enterpriseId, input.estimateId).catch((err: unknown) => {
        throw err instanceof AppError ? new AppError('CARBON_ESTIMATE_NOT_FOUND', { field: 'estimateId' }) : err;
      });
      if (!(Number(estimate.co2eTonnes) > 0)) throw new AppError('CARBON_ESTIMATE_NO_REDUCTION', { field: 'estimateId' });
      if (await reductionOf(estimate.id)) throw new AppError('CARBON_ESTIMATE_ALREADY_LINKED', { field: 'estimateId' });
      const [row] = await db
        .insert(carbonReductions)
        .values({
          enterpriseId: seat.enterpriseId,
          projectName: input.projectName,
          projectType: input.projectType,
          annualTonnes: estimate.co2eTonnes,
          startMonth: input.startMonth,
          estimateId: estimate.id,
          recordedBy: userId,
        })
        .returning({ id: carbonReductions.id });
      return { id: row!.id };
    },

    /** What each linked estimate was, for the reductions list (only the enterprise's own). */
    async summaries(enterpriseId: string, ids: Array<string | null>) {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      if (wanted.length === 0) return new Map<string, { modelName: string; year: number; region: string; savedAt: string }>();
      const rows = await db
        .select()
        .from(envEstimates)
        .where(and(eq(envEstimates.enterpriseId, enterpriseId), inArray(envEstimates.id, wanted)));
      return new Map(rows.map((r) => [r.id, { modelName: r.modelName, year: r.year, region: r.region, savedAt: r.savedAt.toISOString() }]));
    },
  };
}
