import type { ErrorName } from '@portal/contract/errors';
import type { OpenApiCode } from '@portal/contract/open-platform/apis';

/**
 * The errors the sandbox can answer for each API, by their names in the errors catalogue (the
 * catalogue gives code, HTTP status and message). The gateway's come from gateway-auth.ts and
 * gateway-routes.ts, in the order they are checked; an API's own from its handler in
 * sandbox-apis.ts. A test checks every listed name exists and the sandbox answers them.
 */
export const GATEWAY_ERRORS: readonly ErrorName[] = [
  'SANDBOX_HEADER_MISSING',
  'SANDBOX_APP_UNKNOWN',
  'SANDBOX_CREDENTIAL_REVOKED',
  'SANDBOX_CREDENTIAL_EXPIRED',
  'SANDBOX_IP_NOT_ALLOWED',
  'SANDBOX_TIMESTAMP_STALE',
  'SANDBOX_SIGN_METHOD_UNKNOWN',
  'SANDBOX_PUBLIC_KEY_MISSING',
  'SANDBOX_SIGNATURE_INVALID',
  'SANDBOX_NONCE_REPLAYED',
  'SANDBOX_RATE_LIMITED',
  'SANDBOX_API_NOT_GRANTED',
];

/** Checked after the gateway: parameters (400361), the JSON body (400362), then the API's own. */
export const API_ERRORS: Record<OpenApiCode, readonly ErrorName[]> = {
  'account.list': [],
  'account.balance': ['SANDBOX_BAD_REQUEST', 'SANDBOX_ACCOUNT_NOT_FOUND'],
  'account.transactions': ['SANDBOX_BAD_REQUEST', 'SANDBOX_ACCOUNT_NOT_FOUND', 'SANDBOX_DATE_RANGE_INVALID'],
  'payment.transfer': ['SANDBOX_BODY_NOT_JSON', 'SANDBOX_BAD_REQUEST', 'SANDBOX_SAME_ACCOUNT', 'SANDBOX_REQUEST_NO_REUSED', 'SANDBOX_ACCOUNT_NOT_FOUND', 'SANDBOX_INSUFFICIENT_FUNDS'],
  'payment.status': ['SANDBOX_BAD_REQUEST', 'SANDBOX_PAYMENT_NOT_FOUND'],
  'payroll.batch': ['SANDBOX_NOT_IMPLEMENTED'],
  'receipt.download': ['SANDBOX_NOT_IMPLEMENTED'],
  'invoice.query': ['SANDBOX_NOT_IMPLEMENTED'],
};
