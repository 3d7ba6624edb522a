import dayjs from 'dayjs';
import type { CallRequest } from '@portal/contract/call';
import { batchPrintAndExport, queryBatchAccountFlow, querySingleAccountFlow, singlePrintAndExport } from '@portal/contract/calls/account-flow/query';

/** What the user has entered, exactly as typed (bad input stays in the form). */
export interface FlowFormValues {
  account: string;
  accounts: string[];
  beginDate: string;
  endDate: string;
  minAmount: string;
  maxAmount: string;
  borrowTag: '0' | '1' | '2';
  keyword: string;
}

/** Where on the form a request field's message is shown. */
export type FormSlot = 'account' | 'period' | 'amount' | 'keyword' | 'other';
export type FieldMessages = Partial<Record<FormSlot, string>>;

const DAY = 'YYYY-MM-DD';

/** The last 30 days up to today (both ends included), every other condition open. */
export function defaultForm(today = dayjs()): FlowFormValues {
  return {
    account: '',
    accounts: [],
    beginDate: today.subtract(29, 'day').format(DAY),
    endDate: today.format(DAY),
    minAmount: '',
    maxAmount: '',
    borrowTag: '2',
    keyword: '',
  };
}

/** The filters every flow call shares; blank inputs are left out ("any"). */
function filtersOf(v: FlowFormValues) {
  return {
    beginDate: v.beginDate,
    endDate: v.endDate,
    ...(v.minAmount.trim() ? { minAmount: v.minAmount.trim() } : {}),
    ...(v.maxAmount.trim() ? { maxAmount: v.maxAmount.trim() } : {}),
    borrowTag: v.borrowTag,
    ...(v.keyword.trim() ? { keyword: v.keyword.trim() } : {}),
  };
}

export const singleRequest = (v: FlowFormValues, pageNo = 1): CallRequest<typeof querySingleAccountFlow> => ({ account: v.account, ...filtersOf(v), pageNo });
export const batchRequest = (v: FlowFormValues, pageNo = 1): CallRequest<typeof queryBatchAccountFlow> => ({ accounts: v.accounts, ...filtersOf(v), pageNo });
export const singleFileRequest = (v: FlowFormValues, operationMark: 'export' | 'print', fileType: 'xlsx' | 'pdf'): CallRequest<typeof singlePrintAndExport> => ({
  account: v.account,
  ...filtersOf(v),
  operationMark,
  fileType,
});
export const batchFileRequest = (v: FlowFormValues, operationMark: 'export' | 'print', fileType: 'xlsx' | 'pdf'): CallRequest<typeof batchPrintAndExport> => ({
  accounts: v.accounts,
  ...filtersOf(v),
  operationMark,
  fileType,
});

/** The form slot of a request field (a server error names the field too). */
export function slotOf(field: string | undefined): FormSlot {
  const head = field?.split('.')[0];
  if (head === 'account' || head === 'accounts') return 'account';
  if (head === 'beginDate' || head === 'endDate') return 'period';
  if (head === 'minAmount' || head === 'maxAmount') return 'amount';
  if (head === 'keyword') return 'keyword';
  return 'other';
}

/**
 * The contract's own rules (the server runs the same ones), one message per form slot, the
 * first that fails; empty when the request may go.
 */
export function checkForm(tab: 'single' | 'batch', v: FlowFormValues): FieldMessages {
  const parsed = tab === 'single' ? querySingleAccountFlow.request.safeParse(singleRequest(v)) : queryBatchAccountFlow.request.safeParse(batchRequest(v));
  const messages: FieldMessages = {};
  if (parsed.success) return messages;
  for (const issue of parsed.error.issues) {
    const slot = slotOf(issue.path.map(String).join('.'));
    messages[slot] ??= issue.message;
  }
  return messages;
}
