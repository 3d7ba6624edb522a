import { asc, eq } from 'drizzle-orm';
import type { CarbonFactorInput, CarbonFactorRow } from '@portal/contract/calls/carbon/factors-console';
import { DIRECT_UNITS, FUEL_SOURCES } from '@portal/contract/calls/carbon/factors-console';
import { CARBON_SOURCE_INFO, type CarbonSource } from '@portal/contract/carbon/sources';
import type { Db } from '../../db/client.ts';
import { carbonFactors } from '../../db/schema/carbon.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { perUnitOf } from './factors.ts';

type Row = typeof carbonFactors.$inferSelect;

/** Electricity is kept in tCO₂/kWh and typed as published in kgCO₂/kWh. */
const KEPT_PER_TYPED: Partial<Record<CarbonSource, number>> = { electricity: 1 / 1000 };
const scale = (code: CarbonSource) => KEPT_PER_TYPED[code] ?? 1;
const round = (n: number) => Number(n.toPrecision(12));

function view(row: Row): CarbonFactorRow {
  const code = row.code as CarbonSource;
  return {
    id: row.id,
    code,
    name: CARBON_SOURCE_INFO[code]?.name ?? row.code,
    year: row.year,
    netCalorificValue: row.netCalorificValue,
    carbonPerHeat: row.carbonPerHeat,
    oxidationRate: row.oxidationRate,
    directValue: row.directFactor === null ? null : round(row.directFactor / scale(code)),
    perUnit: perUnitOf(row),
    unit: row.unit,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

function values(input: CarbonFactorInput) {
  const fuel = FUEL_SOURCES.includes(input.code);
  return {
    code: input.code,
    year: input.year,
    netCalorificValue: fuel ? input.netCalorificValue! : null,
    carbonPerHeat: fuel ? input.carbonPerHeat! : null,
    oxidationRate: fuel ? input.oxidationRate! : null,
    directFactor: fuel ? null : input.directValue! * scale(input.code),
    unit: fuel ? `GJ/${CARBON_SOURCE_INFO[input.code].unit}；tC/GJ；%` : DIRECT_UNITS[input.code]!,
    source: input.source,
  };
}

const audited = (r: Row) => ({ ...view(r), createdAt: undefined });
const label = (r: { code: string; year: number }) => `${CARBON_SOURCE_INFO[r.code as CarbonSource]?.name ?? r.code}（${r.year}年）`;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The operators' carbon factor table (issue 24): list, add a year, correct a row; every change
 * audited as carbonFactor. Months already recorded keep the factor they were computed with.
 */
export function createCarbonFactorConsole(db: Db) {
  return {
    async list() {
      const rows = await db.select().from(carbonFactors).orderBy(asc(carbonFactors.code), asc(carbonFactors.year));
      return { items: rows.map(view) };
    },

    async save(id: string | undefined, input: CarbonFactorInput, editor: Editor) {
      try {
        return await db.transaction(async (tx) => {
          if (id === undefined) {
            const [created] = await tx.insert(carbonFactors).values(values(input)).returning();
            await recordAudit(tx, editor, { entity: 'carbonFactor', entityKey: created!.id, action: 'create', summary: `新增碳排放因子 ${label(created!)}`, after: audited(created!) });
            return { item: view(created!) };
          }
          const [before] = await tx.select().from(carbonFactors).where(eq(carbonFactors.id, id)).for('update');
          if (!before) throw new AppError('CARBON_FACTOR_NOT_FOUND', { field: 'id' });
          const [after] = await tx.update(carbonFactors).set(values(input)).where(eq(carbonFactors.id, id)).returning();
          await recordAudit(tx, editor, { entity: 'carbonFactor', entityKey: id, action: 'update', summary: `修改碳排放因子 ${label(after!)}`, before: audited(before), after: audited(after!) });
          return { item: view(after!) };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CARBON_FACTOR_DUPLICATE', { field: 'factor.year' });
        throw err;
      }
    },
  };
}
