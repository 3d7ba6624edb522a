import * as z from 'zod/mini';
import { ZDay, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

export const AUDIT_LIMITS = { keywordMax: 50, pageSizeMax: 50, periodMaxDays: 366 } as const;

const ZAuditDay = ZDay();

export const ZAuditRow = z.object({
  id: z.int(),
  at: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  entity: z.string(),
  entityKey: z.string(),
  action: z.string(),
  summary: z.string(),
});
export type AuditRow = z.infer<typeof ZAuditRow>;

/** The operators' audit log: newest first, filtered by period (inclusive days), entity, operator and words. */
export const consoleAuditList = defineCall({
  method: 'POST',
  path: '/operator/audit/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    from: z.optional(ZAuditDay),
    to: z.optional(ZAuditDay),
    entity: z.optional(ZText.check(z.maxLength(40))),
    staffId: z.optional(ZText.check(z.maxLength(64))),
    keyword: z.optional(ZText.check(z.trim(), z.maxLength(AUDIT_LIMITS.keywordMax, `关键字不能超过${AUDIT_LIMITS.keywordMax}个字`))),
    pageNo: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1), z.maximum(AUDIT_LIMITS.pageSizeMax)),
  }),
  response: z.object({
    total: z.int(),
    items: z.array(ZAuditRow),
    /** Every entity and operator in the log, for the filters. */
    entities: z.array(z.string()),
    operators: z.array(z.object({ staffId: z.string(), staffName: z.string() })),
  }),
});

/** One line of the log with the record before and after the change. */
export const consoleAuditGet = defineCall({
  method: 'POST',
  path: '/operator/audit/get',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: z.int().check(z.minimum(1)) }),
  response: z.object({ row: ZAuditRow, before: z.unknown(), after: z.unknown() }),
});
