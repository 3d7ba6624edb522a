import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/console.ts';

/** The operator behind a change, as every console call knows them. */
export interface Editor {
  staffId: string;
  displayName: string;
}

export interface AuditEntry {
  /** What kind of record: page, article, product, fund, document, forex, disclaimer, knowledge, loginPage, image … */
  entity: string;
  entityKey: string;
  /** create | update | delete | publish | rollback | import | upload … */
  action: string;
  /** One Chinese line for the log's list, e.g. 发布页面 index 第 3 版. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the operators' audit log. Call it inside the same transaction as the
 * change (pass the transaction as `db`), so a change is never kept without its record.
 * Never pass secrets or file bytes in `before`/`after`.
 */
export async function recordAudit(db: Db, editor: Editor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: editor.staffId,
    staffName: editor.displayName,
    entity: entry.entity,
    entityKey: entry.entityKey,
    action: entry.action,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
