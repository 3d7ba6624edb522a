import type { FormInstance } from 'antd';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import type { AnonymousSmsPurpose } from '@portal/contract/sms-purposes';
import { callApi } from '../../api/client.ts';
import { showCallError } from './field-errors.ts';

/**
 * The send-code step of a form: the phone must be valid first, then the slider check, then the
 * code is sent. Resolves true when a code went out (the button starts its countdown).
 */
export function smsSender(
  form: FormInstance,
  purpose: AnonymousSmsPurpose,
  requestCaptcha: () => Promise<string | null>,
  onError: (message: string | null) => void,
) {
  return async (): Promise<boolean> => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return false;
    }
    const captchaVerification = await requestCaptcha();
    if (!captchaVerification) return false;
    try {
      await callApi(getSmsVerificationCode, { phone: form.getFieldValue('phone') as string, type: purpose, terminalName: 'PC', captchaVerification });
      onError(null);
      return true;
    } catch (err) {
      onError(showCallError(form, err, ['phone']));
      return false;
    }
  };
}
