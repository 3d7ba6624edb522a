/**
 * What an SMS code is for. A code only verifies for the purpose it was sent for, so a login
 * code cannot reset a password. The values are the `type` field of the SMS calls (§7 shows
 * `sms_feedback`; the others follow its style).
 */
export const SMS_PURPOSES = [
  'register',
  'login',
  'reset_password',
  'modify_password',
  'modify_phone',
  'cancel_user',
  'sms_feedback',
  // certificates (issue 22): a director downloads a certificate for a user, who reads this code out
  'cert_manage',
  // rights (issue 25): a director resets an account's receipt-printer password
  'receipt_printer',
  // end rights
  // special assets (issue 25): a logged-in customer proves the phone of an asset enquiry
  'asset_inquiry',
  // end special assets
  // identity assurance (issue 35): a customer proves the phone of their real-name three elements
  'real_name',
] as const;

export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * Purposes a visitor asks for without a session, through `/auth/common/getSMSVerificationCode`.
 * Every such send needs a passed slider captcha; the others are sent by a logged-in user's own
 * calls to the phone on record.
 */
export const ANONYMOUS_SMS_PURPOSES = ['register', 'login', 'reset_password', 'sms_feedback'] as const satisfies readonly SmsPurpose[];

export type AnonymousSmsPurpose = (typeof ANONYMOUS_SMS_PURPOSES)[number];

export function isAnonymousSmsPurpose(purpose: SmsPurpose): purpose is AnonymousSmsPurpose {
  return (ANONYMOUS_SMS_PURPOSES as readonly SmsPurpose[]).includes(purpose);
}
