import { asc, eq } from 'drizzle-orm';
import { SWITCH_PARAMS, type SystemParamRow } from '@portal/contract/calls/console/system-params';
import type { Db } from '../../db/client.ts';
import { systemParams } from '../../db/schema/system.ts';
import { AppError } from '../../errors.ts';
import { isoTime } from '../../lib/iso-time.ts';
import { recordAudit, type Editor } from '../audit/record.ts';

const rowOf = (r: { key: string; value: string | null; description: string; updatedAt: Date | string }): SystemParamRow => ({
  ...r,
  updatedAt: isoTime(r.updatedAt),
});

export async function listParams(db: Db): Promise<SystemParamRow[]> {
  return (await db.select().from(systemParams).orderBy(asc(systemParams.key))).map(rowOf);
}

/**
 * Changes one parameter (audited as systemParam). The instance that made the change serves
 * it at once (the caller drops it from `app.systemParams`); others within their 5-second cache.
 */
export async function updateParam(db: Db, key: string, value: string, editor: Editor): Promise<SystemParamRow> {
  if ((SWITCH_PARAMS as readonly string[]).includes(key) && value !== '0' && value !== '1') {
    throw new AppError('SYSTEM_PARAM_INVALID', { field: 'value', message: '该开关只能取 0 或 1' });
  }
  // Addresses (e.g. site_search_url) are opened by browsers: only web addresses or site paths.
  if (key.endsWith('_url') && value !== '' && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value)) {
    throw new AppError('SYSTEM_PARAM_INVALID', { field: 'value', message: '请输入以 http://、https:// 或 / 开头的地址' });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(systemParams).where(eq(systemParams.key, key)).for('update');
    if (!before) throw new AppError('SYSTEM_PARAM_NOT_FOUND', { field: 'key' });
    const [after] = await tx.update(systemParams).set({ value, updatedAt: new Date() }).where(eq(systemParams.key, key)).returning();
    await recordAudit(tx, editor, {
      entity: 'systemParam',
      entityKey: key,
      action: 'update',
      summary: `修改系统参数 ${key}：${before.value ?? '（空）'} → ${value}`,
      before: { key, value: before.value },
      after: { key, value },
    });
    return rowOf(after!);
  });
}
