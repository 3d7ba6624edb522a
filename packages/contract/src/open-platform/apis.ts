/**
 * The bank's direct-connection (银企直联) APIs: the one list the catalogue, the applications,
 * the credentials' scopes, the sandbox and the usage records all key on. A code is stable once
 * published; the sandbox serves each API at `/openapi/sandbox/v1` + `path`.
 */
export const OPEN_API_TYPES = [
  { code: 'account', name: '账户服务' },
  { code: 'payment', name: '支付结算' },
  { code: 'payroll', name: '代发代扣' },
  { code: 'receipt', name: '电子回单' },
  { code: 'invoice', name: '电子发票' },
] as const;

export type OpenApiType = (typeof OPEN_API_TYPES)[number]['code'];

export interface OpenApiDefinition {
  code: string;
  name: string;
  type: OpenApiType;
  method: 'GET' | 'POST';
  /** Path under the environment's prefix, e.g. `/accounts/{accountNo}/balance`. */
  path: string;
  summary: string;
}

export const OPEN_APIS = [
  { code: 'account.list', name: '账户列表查询', type: 'account', method: 'GET', path: '/accounts', summary: '查询企业在本行开立的全部账户及其币种、状态。' },
  { code: 'account.balance', name: '账户余额查询', type: 'account', method: 'GET', path: '/accounts/{accountNo}/balance', summary: '查询单个账户的当前余额与可用余额。' },
  { code: 'account.transactions', name: '账户明细查询', type: 'account', method: 'GET', path: '/accounts/{accountNo}/transactions', summary: '按日期区间分页查询账户交易明细。' },
  { code: 'payment.transfer', name: '单笔转账支付', type: 'payment', method: 'POST', path: '/payments', summary: '发起一笔对公或对私转账，按企业流水号幂等。' },
  { code: 'payment.status', name: '支付结果查询', type: 'payment', method: 'GET', path: '/payments/{paymentId}', summary: '查询已发起支付的处理状态。' },
  { code: 'payroll.batch', name: '批量代发工资', type: 'payroll', method: 'POST', path: '/payroll/batches', summary: '提交一批代发明细，返回批次号与受理结果。' },
  { code: 'receipt.download', name: '电子回单下载', type: 'receipt', method: 'GET', path: '/receipts/{transactionId}', summary: '按交易流水下载电子回单（PDF）。' },
  { code: 'invoice.query', name: '电子发票查询', type: 'invoice', method: 'GET', path: '/invoices', summary: '查询本行为企业开具的电子发票。' },
] as const satisfies readonly OpenApiDefinition[];

export type OpenApiCode = (typeof OPEN_APIS)[number]['code'];

export const OPEN_API_CODES = OPEN_APIS.map((a) => a.code) as OpenApiCode[];

export function isOpenApiCode(code: string): code is OpenApiCode {
  return (OPEN_API_CODES as string[]).includes(code);
}

/** Where this server serves the sandbox. Production calls go to the bank's direct-connection gateway, not here. */
export const OPEN_API_SANDBOX_PREFIX = '/openapi/sandbox/v1';

/** Credentials are issued per environment: sandbox at the first approval, production at the second. */
export const OPEN_API_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type OpenApiEnvironment = (typeof OPEN_API_ENVIRONMENTS)[number];
