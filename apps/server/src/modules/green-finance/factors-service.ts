import { eq } from 'drizzle-orm';
import { CARBON_SOURCE_FACTOR } from '@portal/contract/carbon/sources';
import type { EnvFactorConsoleRow, EnvFactorInput } from '@portal/contract/calls/green-finance/env-factors-console';
import { ENV_FACTOR_CODES, ENV_NATIONAL, fuelFactorValue, type EnvFactorCode } from '@portal/contract/calls/green-finance/env-fields';
import type { Db } from '../../db/client.ts';
import { emissionFactors } from '../../db/schema/emission-factors.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { allFactors, factorRowsOf, findFactor, type EnvFactorRecord } from './factors-repo.ts';
import { ENV_MODELS } from './models/index.ts';
import { factorConsoleRow } from './views.ts';

/** What the audit log keeps of a row: everything an operator set. */
const audited = (r: EnvFactorRecord) => ({
  code: r.code,
  region: r.region,
  year: r.year,
  value: r.value,
  netCalorificValue: r.netCalorificValue,
  carbonPerHeat: r.carbonPerHeat,
  oxidationRate: r.oxidationRate,
  source: r.source,
  note: r.note,
});

const label = (f: { code: string; region: string; year: number }) => `${ENV_FACTOR_CODES[f.code as EnvFactorCode]?.name ?? f.code}（${f.region} ${f.year}年）`;

/** Whether `err` is Postgres' error `code`, as pg and PGlite report it (or the cause of drizzle's wrapper). */
function isPgError(err: unknown, code: string): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e?.code === code || e?.cause?.code === code;
}

/** The codes a model of the estimate reads, and those the carbon account computes its sources with. */
export const ESTIMATE_CODES = new Set<string>(ENV_MODELS.flatMap((m) => m.factors.map((f) => f.code)));
const CARBON_CODES = new Set<string>(Object.values(CARBON_SOURCE_FACTOR));

/** Who reads a row: the estimate reads every region of its codes; the carbon account the national rows of its. */
export function factorUsers(r: { code: string; region: string }): EnvFactorConsoleRow['usedBy'] {
  return [...(ESTIMATE_CODES.has(r.code) ? (['estimate'] as const) : []), ...(CARBON_CODES.has(r.code) && r.region === ENV_NATIONAL ? (['carbon'] as const) : [])];
}

/** One factor's national rows, oldest year first: what the carbon account computes a month with. */
export const nationalFactorRows = (db: Db, code: EnvFactorCode) => factorRowsOf(db, code, ENV_NATIONAL);

/** What a saved row holds: the value typed, or the fuel's parameters and the value computed from them. */
function stored(input: EnvFactorInput) {
  const fuel =
    input.netCalorificValue !== undefined && input.carbonPerHeat !== undefined && input.oxidationRate !== undefined
      ? { netCalorificValue: input.netCalorificValue, carbonPerHeat: input.carbonPerHeat, oxidationRate: input.oxidationRate }
      : null;
  return {
    code: input.code,
    region: input.region,
    year: input.year,
    value: String(fuel ? fuelFactorValue(input.code, fuel) : input.value!),
    netCalorificValue: fuel?.netCalorificValue ?? null,
    carbonPerHeat: fuel?.carbonPerHeat ?? null,
    oxidationRate: fuel?.oxidationRate ?? null,
    source: input.source,
    note: input.note,
  };
}

/**
 * The operators' one table of published emission factors (issue 24; the carbon account's too
 * since issue 36): list, create or change, delete; every change audited as envFactor. A row a
 * recorded month of a carbon account was computed with is not deleted (ENV_FACTOR_IN_USE).
 */
export function createEnvFactorService(db: Db, onChange: () => void = () => {}) {
  const view = (r: EnvFactorRecord) => factorConsoleRow(r, factorUsers(r));
  return {
    list: async () => ({ items: (await allFactors(db)).map(view) }),

    async save(id: number | undefined, input: EnvFactorInput, editor: Editor) {
      try {
        return await saveRow(id, input, editor);
      } finally {
        onChange();
      }
    },

    async remove(id: number, editor: Editor) {
      try {
        await removeRow(id, editor);
      } finally {
        onChange();
      }
      return {};
    },
  };

  async function saveRow(id: number | undefined, input: EnvFactorInput, editor: Editor) {
    const values = { ...stored(input), updatedAt: new Date(), updatedBy: editor.displayName };
    try {
      return await db.transaction(async (tx) => {
        if (id === undefined) {
          const [created] = await tx.insert(emissionFactors).values(values).returning();
          await recordAudit(tx, editor, { entity: 'envFactor', entityKey: String(created!.id), action: 'create', summary: `新增排放因子 ${label(input)}：${created!.value}`, after: audited(created!) });
          return { item: view(created!) };
        }
        const before = await findFactor(tx, id, true);
        if (!before) throw new AppError('ENV_FACTOR_NOT_FOUND');
        const [after] = await tx.update(emissionFactors).set(values).where(eq(emissionFactors.id, id)).returning();
        await recordAudit(tx, editor, {
          entity: 'envFactor',
          entityKey: String(id),
          action: 'update',
          summary: `修改排放因子 ${label(input)}：${Number(before.value)} → ${Number(after!.value)}`,
          before: audited(before),
          after: audited(after!),
        });
        return { item: view(after!) };
      });
    } catch (err) {
      if (isPgError(err, '23505')) throw new AppError('ENV_FACTOR_DUPLICATE', { field: 'factor.year' });
      throw err;
    }
  }

  async function removeRow(id: number, editor: Editor) {
    try {
      await db.transaction(async (tx) => {
        const before = await findFactor(tx, id, true);
        if (!before) throw new AppError('ENV_FACTOR_NOT_FOUND');
        await tx.delete(emissionFactors).where(eq(emissionFactors.id, id));
        await recordAudit(tx, editor, { entity: 'envFactor', entityKey: String(id), action: 'delete', summary: `删除排放因子 ${label(before)}`, before: audited(before) });
      });
    } catch (err) {
      // foreign_key_violation: a recorded month names the row (carbon_activities.factor_id).
      if (isPgError(err, '23503')) throw new AppError('ENV_FACTOR_IN_USE');
      throw err;
    }
  }
}
