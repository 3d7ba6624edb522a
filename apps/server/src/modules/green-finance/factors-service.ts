import { eq } from 'drizzle-orm';
import type { EnvFactorInput } from '@portal/contract/calls/green-finance/env-factors-console';
import { ENV_FACTOR_CODES, type EnvFactorRow } from '@portal/contract/calls/green-finance/env-fields';
import type { Db } from '../../db/client.ts';
import { envFactors } from '../../db/schema/green-finance.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { allFactors, findFactor, type EnvFactorRecord } from './factors-repo.ts';
import { factorRow } from './views.ts';

/** What the audit log keeps of a row: everything an operator set. */
const audited = (r: EnvFactorRecord | EnvFactorRow) => ({ code: r.code, region: r.region, year: r.year, value: String(r.value), source: r.source, note: r.note });

const label = (f: { code: string; region: string; year: number }) =>
  `${ENV_FACTOR_CODES[f.code as keyof typeof ENV_FACTOR_CODES]?.name ?? f.code}（${f.region} ${f.year}年）`;

/** Postgres' unique_violation, as pg and PGlite report it (the cause of drizzle's wrapper). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The operators' factor table (issue 24): list, create or change, delete; every change audited as envFactor. */
export function createEnvFactorService(db: Db, onChange: () => void = () => {}) {
  return {
    list: async () => ({ items: (await allFactors(db)).map(factorRow) }),

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
    const values = { ...input, value: String(input.value), updatedAt: new Date(), updatedBy: editor.displayName };
    try {
      return await db.transaction(async (tx) => {
        if (id === undefined) {
          const [created] = await tx.insert(envFactors).values(values).returning();
          await recordAudit(tx, editor, { entity: 'envFactor', entityKey: String(created!.id), action: 'create', summary: `新增排放因子 ${label(input)}：${input.value}`, after: audited(created!) });
          return { item: factorRow(created!) };
        }
        const before = await findFactor(tx, id, true);
        if (!before) throw new AppError('ENV_FACTOR_NOT_FOUND');
        const [after] = await tx.update(envFactors).set(values).where(eq(envFactors.id, id)).returning();
        await recordAudit(tx, editor, {
          entity: 'envFactor',
          entityKey: String(id),
          action: 'update',
          summary: `修改排放因子 ${label(input)}：${Number(before.value)} → ${input.value}`,
          before: audited(before),
          after: audited(after!),
        });
        return { item: factorRow(after!) };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('ENV_FACTOR_DUPLICATE', { field: 'factor.year' });
      throw err;
    }
  }

  async function removeRow(id: number, editor: Editor) {
    await db.transaction(async (tx) => {
      const before = await findFactor(tx, id, true);
      if (!before) throw new AppError('ENV_FACTOR_NOT_FOUND');
      await tx.delete(envFactors).where(eq(envFactors.id, id));
      await recordAudit(tx, editor, { entity: 'envFactor', entityKey: String(id), action: 'delete', summary: `删除排放因子 ${label(before)}`, before: audited(before) });
    });
  }
}
