import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { BATCH_FLOW_PAGE_SIZE, LIST_PAGE_SIZE } from '../../limits.ts';
import { ZFlowAccount, ZFlowMonth, ZFlowRow, ZFlowTotals } from './fields.ts';
import { FLOW_BATCH_MAX_ACCOUNTS, FLOW_MESSAGES, ZAccountNo, ZFlowFilterFields, flowFilterChecks } from './filters.ts';

/**
 * Account flow (§7 Account flow and staff, issue 23). A director sees every account of the
 * enterprise, an approver or staff user (inquirer) only the accounts bound to them; any other
 * account is "not found" (ENTERPRISE_ACCOUNT_NOT_FOUND).
 */

/** The accounts the caller may query, for the account pickers. */
export const queryFlowAccounts = defineCall({
  method: 'POST',
  path: '/xingCubic/queryFlowAccounts',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZFlowFilterFields.memberCustomerId }),
  response: z.object({ memberCustomerId: z.string(), memberCustomerName: z.string(), accounts: z.array(ZFlowAccount) }),
});

const ZPageNo = z.optional(z.int().check(z.gte(1), z.lte(100_000)));

/** One account: paged rows (LIST_PAGE_SIZE), the period's totals and its months. */
export const querySingleAccountFlow = defineCall({
  method: 'POST',
  path: '/xingCubic/querySingleAccountFlow',
  sealed: true,
  access: 'user',
  request: z
    .object({
      account: ZAccountNo,
      ...ZFlowFilterFields,
      pageNo: ZPageNo,
      pageSize: z.optional(z.int().check(z.gte(0), z.lte(LIST_PAGE_SIZE))),
    })
    .check(...flowFilterChecks),
  response: z.object({
    /** §3 accountListNumber: the account queried. */
    accountListNumber: z.string(),
    account: ZFlowAccount,
    ...ZFlowTotals.shape,
    months: z.array(ZFlowMonth),
    pageNo: z.int(),
    pageSize: z.int(),
    data: z.array(ZFlowRow),
  }),
});

/** Several accounts at once: BATCH_FLOW_PAGE_SIZE accounts a page, each with its totals and first rows. */
export const queryBatchAccountFlow = defineCall({
  method: 'POST',
  path: '/xingCubic/queryBatchAccountFlow',
  sealed: true,
  access: 'user',
  request: z
    .object({
      accounts: z.array(ZAccountNo).check(z.minLength(1, FLOW_MESSAGES.accounts), z.maxLength(FLOW_BATCH_MAX_ACCOUNTS, FLOW_MESSAGES.accounts)),
      ...ZFlowFilterFields,
      pageNo: ZPageNo,
    })
    .check(...flowFilterChecks),
  response: z.object({
    /** §3: the number of accounts queried, and the matching rows over all of them. */
    accountListNumber: z.int(),
    accountRecordTotalNumber: z.int(),
    pageNo: z.int(),
    pageSize: z.literal(BATCH_FLOW_PAGE_SIZE),
    list: z.object({
      records: z.array(z.object({ account: ZFlowAccount, ...ZFlowTotals.shape, data: z.array(ZFlowRow) })),
    }),
  }),
});

export const ZFlowOperationMark = z.enum(['export', 'print']);
export const ZFlowFileType = z.enum(['xlsx', 'pdf']);

/**
 * Blob downloads (§7 singlePrintAndExport / batchPrintAndExport; file name in
 * content-disposition). `export` gives an XLSX or PDF statement, `print` the PDF statement for the
 * browser's print view. At most DOWNLOAD_PAGE_SIZE rows a file: a period holding more is refused
 * with FLOW_TOO_MANY_ROWS, whose message says how many and to shorten the period.
 */
export const singlePrintAndExport = defineCall({
  method: 'POST',
  path: '/xingCubic/singlePrintAndExport',
  sealed: true,
  access: 'user',
  request: z
    .object({ account: ZAccountNo, ...ZFlowFilterFields, operationMark: ZFlowOperationMark, fileType: z.optional(ZFlowFileType) })
    .check(...flowFilterChecks),
  response: z.object({ fileName: z.string(), size: z.int() }),
});

export const batchPrintAndExport = defineCall({
  method: 'POST',
  path: '/xingCubic/batchPrintAndExport',
  sealed: true,
  access: 'user',
  request: z
    .object({
      accounts: z.array(ZAccountNo).check(z.minLength(1, FLOW_MESSAGES.accounts), z.maxLength(FLOW_BATCH_MAX_ACCOUNTS, FLOW_MESSAGES.accounts)),
      ...ZFlowFilterFields,
      operationMark: ZFlowOperationMark,
      fileType: z.optional(ZFlowFileType),
    })
    .check(...flowFilterChecks),
  response: z.object({ fileName: z.string(), size: z.int() }),
});
