import * as z from 'zod/mini';
import { SMS_CODE_LENGTH } from '../../limits.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { ANONYMOUS_SMS_PURPOSES } from '../../sms-purposes.ts';
import { isMobilePhone } from '../../validate/phone.ts';

/** A phone that can receive an SMS: the strict mobile rule of §5, also for the feedback form. */
export const ZSmsPhone = z.string().check(z.refine(isMobilePhone, VALIDATION_MESSAGES.phone));

export const ZAnonymousSmsPurpose = z.enum(ANONYMOUS_SMS_PURPOSES);

const CODE_RE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const ZSmsCodeValue = z.string().check(z.regex(CODE_RE, VALIDATION_MESSAGES.smsCode));
