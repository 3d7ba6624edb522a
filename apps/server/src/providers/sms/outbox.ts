import { randomUUID } from 'node:crypto';
import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The outbox is a demo and test aid, not an archive: a week is plenty to read a message. */
const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores every message instead of sending it; people read it at /dev/sms-outbox, tests with a helper. */
export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(phone, text) {
      await db.insert(smsOutbox).values({ id: randomUUID(), phone, text });
    },
    async sweep() {
      await db.delete(smsOutbox).where(lt(smsOutbox.sentAt, new Date(Date.now() - OUTBOX_KEEP_MS)));
    },
  };
}

export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: Date;
}

/** The newest messages first, optionally for one phone. */
export async function latestOutboxMessages(db: Db, options: { limit: number; phone?: string | undefined }): Promise<OutboxMessage[]> {
  return db
    .select({ phone: smsOutbox.phone, text: smsOutbox.text, sentAt: smsOutbox.sentAt })
    .from(smsOutbox)
    .where(options.phone ? eq(smsOutbox.phone, options.phone) : undefined)
    .orderBy(desc(smsOutbox.sentAt))
    .limit(options.limit);
}
