import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { FLOW_MESSAGES, ZAccountNo, ZFlowDate } from './filters.ts';
import { isDashedDate } from '../../validate/date.ts';

/** The most rows the operators' bulk export writes into one file (FLOW_BULK_TOO_MANY_ROWS beyond). */
export const FLOW_BULK_MAX_ROWS = 200_000;

/**
 * The operators' bulk export (issue 23, "an admin bulk export path of the same code"): the XLSX
 * statement of one account over any period, streamed, without the customers' 1,500-row limit
 * (up to FLOW_BULK_MAX_ROWS). Omitted dates mean the whole history. Every export is audited.
 */
export const operatorExportAccountFlow = defineCall({
  method: 'POST',
  path: '/operator/ledger/exportAccountFlow',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z
    .object({ account: ZAccountNo, beginDate: z.optional(ZFlowDate), endDate: z.optional(ZFlowDate) })
    .check(
      z.refine((v) => !v.beginDate || !v.endDate || !isDashedDate(v.beginDate) || !isDashedDate(v.endDate) || v.beginDate <= v.endDate, {
        message: FLOW_MESSAGES.dateReversed,
        path: ['endDate'],
      }),
    ),
  response: z.object({ fileName: z.string(), size: z.int() }),
});
