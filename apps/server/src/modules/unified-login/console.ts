import type { UnifiedSystemInput, UnifiedSystemRow } from '@portal/contract/calls/unified-login/unified-login';
import type { Db } from '../../db/client.ts';
import type { unifiedLoginSystems } from '../../db/schema/unified-login.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import * as repo from './repo.ts';

type SystemRecord = typeof unifiedLoginSystems.$inferSelect;

function rowOf(s: SystemRecord): UnifiedSystemRow {
  return {
    code: s.code,
    name: s.name,
    description: s.description,
    icon: s.icon,
    url: s.url,
    userTypes: s.userTypes.filter((t): t is 'personal' | 'enterprise' => t === 'personal' || t === 'enterprise'),
    enabled: s.enabled,
    sort: s.sort,
    updatedAt: s.updatedAt.toISOString(),
  };
}

const snapshot = ({ updatedAt: _updatedAt, ...rest }: UnifiedSystemRow) => rest;

/** The operators' side of unified login: the systems as they are, and audited changes. */
export function createUnifiedLoginConsole(db: Db) {
  return {
    async list() {
      return { items: (await repo.allSystems(db)).map(rowOf) };
    },

    async update(code: string, input: UnifiedSystemInput, editor: Editor) {
      const saved = await db.transaction(async (tx) => {
        const before = await repo.findSystem(tx, code);
        if (!before) throw new AppError('UNIFIED_SYSTEM_UNAVAILABLE', { field: 'code' });
        const after = await repo.updateSystem(tx, code, { ...input, userTypes: [...new Set(input.userTypes)], updatedAt: new Date() });
        await recordAudit(tx, editor, {
          entity: 'unifiedSystem',
          entityKey: code,
          action: 'update',
          summary: `修改统一登录业务系统 ${after.name}`,
          before: snapshot(rowOf(before)),
          after: snapshot(rowOf(after)),
        });
        return after;
      });
      return { item: rowOf(saved) };
    },
  };
}
