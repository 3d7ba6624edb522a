import type { FormInstance } from 'antd';
import type { AnonymousSmsPurpose } from '@portal/contract/sms-purposes';
import { requestSmsCode } from '../../api/sms.ts';
import { showCallError } from './field-errors.ts';

/**
 * A send-code action for a button: runs `send`, shows a failure at `fields` of the form or in
 * its general message, and resolves true when a code went out (the button starts its countdown).
 */
export function codeSender(
  form: FormInstance,
  send: () => Promise<unknown>,
  onError: (message: string | null) => void,
  fields: readonly string[] = [],
) {
  return async (): Promise<boolean> => {
    try {
      await send();
      onError(null);
      return true;
    } catch (err) {
      onError(showCallError(form, err, fields));
      return false;
    }
  };
}

/**
 * The send-code step of a visitor's form: the phone must be valid first, then the slider check, then the
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
    return codeSender(form, () => requestSmsCode(form.getFieldValue('phone') as string, purpose, captchaVerification), onError, ['phone'])();
  };
}
