import * as z from 'zod/mini';
import type { OpenApiCode } from './apis.ts';

/**
 * The sandbox APIs' requests and replies (issue 26 point 2): the server validates with these,
 * and the OpenAPI document (openapi.ts) is generated from them, so the two cannot disagree.
 * Money is a decimal string in yuan with two places (`"1234.50"`), never a float.
 */
const M = {
  accountNo: '账号须为 10 至 32 位数字',
  paymentId: '支付编号格式不正确',
  date: '日期格式应为 yyyy-mm-dd',
  pageNo: '页码须为 1 至 10000 的整数',
  pageSize: '每页条数须为 1 至 100 的整数',
  requestNo: '企业流水号须为 6 至 32 位字母、数字或连字符',
  amount: '金额须为大于 0 的数字，最多两位小数',
  name: '户名须为 1 至 60 个字符',
  purpose: '用途不能超过 60 个字符',
} as const;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const text = (min: number, max: number, message: string) => z.string().check(z.minLength(min, message), z.maxLength(max, message), z.regex(SINGLE_LINE, message));

export const ZSandboxAccountNo = z.string().check(z.regex(/^\d{10,32}$/, M.accountNo));
export const ZSandboxPaymentId = z.string().check(z.regex(/^SP[0-9A-Za-z]{10,40}$/, M.paymentId));
const ZDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, M.date));
/** Query values arrive as text; integers are read from digits only. */
const queryInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, message)),
    z.transform((v) => Number(v)),
  ).check(z.refine((n) => n >= min && n <= max, message));
export const ZMoney = z.string().check(z.regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, M.amount));

export const ZSandboxAccount = z.object({
  accountNo: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  currency: z.string(),
  status: z.string(),
});
export const ZSandboxBalance = z.object({
  accountNo: z.string(),
  currency: z.string(),
  balance: ZMoney,
  availableBalance: ZMoney,
  asOf: z.string(),
});
export const ZSandboxTransaction = z.object({
  transactionId: z.string(),
  accountNo: z.string(),
  direction: z.enum(['debit', 'credit']),
  amount: ZMoney,
  balanceAfter: ZMoney,
  counterpartyAccountNo: z.string(),
  counterpartyName: z.string(),
  summary: z.string(),
  occurredAt: z.string(),
});
export const ZSandboxPayment = z.object({
  paymentId: z.string(),
  requestNo: z.string(),
  status: z.enum(['SUCCESS', 'FAILED']),
  fromAccountNo: z.string(),
  toAccountNo: z.string(),
  toAccountName: z.string(),
  amount: ZMoney,
  currency: z.string(),
  purpose: z.string(),
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
});

export const ZSandboxTransferRequest = z.object({
  requestNo: z.string().check(z.regex(/^[0-9A-Za-z-]{6,32}$/, M.requestNo)),
  fromAccountNo: ZSandboxAccountNo,
  toAccountNo: ZSandboxAccountNo,
  toAccountName: text(1, 60, M.name),
  amount: ZMoney.check(z.refine((v) => Number(v) > 0, M.amount)),
  purpose: z.optional(text(0, 60, M.purpose)),
});

export const ZSandboxTransactionsQuery = z.object({
  startDate: z.optional(ZDay),
  endDate: z.optional(ZDay),
  pageNo: z.optional(queryInt(1, 10_000, M.pageNo)),
  pageSize: z.optional(queryInt(1, 100, M.pageSize)),
});

/** One sandbox API: its parameters by place, and its reply's `data`. */
export interface SandboxApiSchema {
  pathParams?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniObject;
  /** The `data` of a success reply, named in the OpenAPI components. */
  data: { name: string; schema: z.ZodMiniType };
  /** Example body text the try-it console and docs start from. */
  exampleBody?: unknown;
}

export const SANDBOX_API_SCHEMAS: Partial<Record<OpenApiCode, SandboxApiSchema>> = {
  'account.list': { data: { name: 'AccountList', schema: z.object({ accounts: z.array(ZSandboxAccount) }) } },
  'account.balance': { pathParams: z.object({ accountNo: ZSandboxAccountNo }), data: { name: 'Balance', schema: ZSandboxBalance } },
  'account.transactions': {
    pathParams: z.object({ accountNo: ZSandboxAccountNo }),
    query: ZSandboxTransactionsQuery,
    data: { name: 'TransactionPage', schema: z.object({ total: z.number(), pageNo: z.number(), pageSize: z.number(), transactions: z.array(ZSandboxTransaction) }) },
  },
  'payment.transfer': {
    body: ZSandboxTransferRequest,
    data: { name: 'Payment', schema: ZSandboxPayment },
    exampleBody: { requestNo: 'REQ-0001', fromAccountNo: '', toAccountNo: '6222020200000001', toAccountName: '上海某某贸易有限公司', amount: '100.00', purpose: '货款' },
  },
  'payment.status': { pathParams: z.object({ paymentId: ZSandboxPaymentId }), data: { name: 'Payment', schema: ZSandboxPayment } },
};

/** APIs the sandbox does not serve yet: they answer 501 with code 501360 and the catalogue says so. */
export function servedInSandbox(code: OpenApiCode): boolean {
  return SANDBOX_API_SCHEMAS[code] !== undefined;
}

/** Every reply: success `{code: 200, msg, data}`, failure `{code, msg, field?}`. */
export const ZSandboxError = z.object({ code: z.number(), msg: z.string(), field: z.optional(z.string()) });
