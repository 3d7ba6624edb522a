import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { DeliveryStatus, NotificationKind } from '@portal/contract/calls/open-platform/apply/service-setting';
import type { Db } from '../../../db/client.ts';
import { openApiNotifications, openApiServiceSettings } from '../../../db/schema/index.ts';

const SWITCH: Record<NotificationKind, 'notifyReviewResult' | 'notifyKeyExpiry' | 'notifyCallAlert'> = {
  review_result: 'notifyReviewResult',
  key_expiry: 'notifyKeyExpiry',
  call_alert: 'notifyCallAlert',
};

/**
 * Records a notification for the enterprise unless it switched that kind off (on by default,
 * before any setting is saved). With a callback URL set, the notification also waits there to
 * be posted (callback-sender.ts); run inside the change's transaction, so the change never
 * waits on a network and a rolled-back change posts nothing.
 */
export async function recordNotification(
  db: Db,
  enterpriseId: string,
  note: { kind: NotificationKind; title: string; body: string; applicationId?: string },
): Promise<boolean> {
  const [setting] = await db.select().from(openApiServiceSettings).where(eq(openApiServiceSettings.enterpriseId, enterpriseId));
  if (setting && !setting[SWITCH[note.kind]]) return false;
  const url = setting?.callbackUrl ?? '';
  await db.insert(openApiNotifications).values({
    id: randomUUID(),
    enterpriseId,
    ...note,
    applicationId: note.applicationId ?? null,
    ...(url ? { deliveryStatus: 'pending', deliveryUrl: url, deliveryDueAt: new Date() } : {}),
  });
  return true;
}

/** The enterprise's recent notifications, newest first, with how their delivery went. */
export async function recentNotifications(db: Db, enterpriseId: string, limit = 20) {
  const rows = await db.select().from(openApiNotifications).where(eq(openApiNotifications.enterpriseId, enterpriseId)).orderBy(desc(openApiNotifications.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    title: r.title,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    delivery: {
      status: r.deliveryStatus as DeliveryStatus,
      attempts: r.deliveryAttempts,
      error: r.deliveryError,
      deliveredAt: r.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: r.deliveryStatus === 'pending' && r.deliveryDueAt ? r.deliveryDueAt.toISOString() : null,
    },
  }));
}
