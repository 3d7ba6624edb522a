import { SMS_CODE_LENGTH } from '@portal/contract/limits';
import type { Db } from '../../src/db/client.ts';
import { latestOutboxMessages } from '../../src/providers/sms/outbox.ts';

const CODE_RE = new RegExp(`\\d{${SMS_CODE_LENGTH}}`);

/** The newest SMS the outbox provider "sent" to a phone, or undefined. */
export async function latestSms(db: Db, phone: string): Promise<string | undefined> {
  return (await latestOutboxMessages(db, { limit: 1, phone }))[0]?.text;
}

/** The code in the newest SMS to a phone; throws when there is none, so a test fails clearly. */
export async function latestSmsCode(db: Db, phone: string): Promise<string> {
  const text = await latestSms(db, phone);
  const code = text?.match(CODE_RE)?.[0];
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}`);
  return code;
}
