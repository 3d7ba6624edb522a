import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { TERMINAL_TYPE } from '@portal/contract/limits';
import type { AnonymousSmsPurpose } from '@portal/contract/sms-purposes';
import { callApi } from './client.ts';

/**
 * Sends an SMS code to a visitor's phone. `captchaVerification` is what the passed slider check
 * gave; the server spends it. Rejects with a CallError whose message can be shown as is.
 */
export function requestSmsCode(phone: string, purpose: AnonymousSmsPurpose, captchaVerification: string) {
  return callApi(getSmsVerificationCode, { phone, type: purpose, terminalName: TERMINAL_TYPE, captchaVerification });
}
