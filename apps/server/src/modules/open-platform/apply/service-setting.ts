import { eq } from 'drizzle-orm';
import type { CallRequest } from '@portal/contract/call';
import { callbackUrlProblem } from '@portal/contract/calls/open-platform/apply/callback-url';
import { CONTACTS_MAX, type openApiServiceSettingSave } from '@portal/contract/calls/open-platform/apply/service-setting';
import type { Db } from '../../../db/client.ts';
import { openApiServiceSettings, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { openApiManagerSeat } from '../managers.ts';
import type { CallbackSender } from './callback-sender.ts';
import { recentNotifications } from './notifications.ts';

/**
 * Issue 26 point 5, `/yqzl/serviceSetting`: the director or an API administrator keeps the
 * callback address, the notification switches and up to five contacts. `production` decides
 * whether private and loopback callback hosts are refused (callback-url.ts). The page also shows
 * the public key that signs the posts, so the enterprise's receiver can check them.
 */
export function createServiceSettingService(db: Db, production: boolean, callbacks: Pick<CallbackSender, 'signingKey'>) {
  return {
    async get(callerId: string, memberCustomerId: string | undefined) {
      const seat = await openApiManagerSeat(db, callerId, memberCustomerId);
      const [row] = await db
        .select({ s: openApiServiceSettings, by: users.loginName })
        .from(openApiServiceSettings)
        .leftJoin(users, eq(users.id, openApiServiceSettings.updatedBy))
        .where(eq(openApiServiceSettings.enterpriseId, seat.enterpriseId));
      const s = row?.s;
      return {
        memberCustomerId: seat.enterpriseId,
        memberCustomerName: seat.enterpriseName,
        setting: {
          callbackUrl: s?.callbackUrl ?? '',
          notifications: { review_result: s?.notifyReviewResult ?? true, key_expiry: s?.notifyKeyExpiry ?? true, call_alert: s?.notifyCallAlert ?? true },
          contacts: s?.contacts ?? [],
        },
        updatedAt: s ? s.updatedAt.toISOString() : null,
        updatedBy: row?.by ?? '',
        notifications: await recentNotifications(db, seat.enterpriseId),
        callbackSigningKey: (await callbacks.signingKey()).publicKey,
      };
    },

    async save(callerId: string, input: CallRequest<typeof openApiServiceSettingSave>) {
      const seat = await openApiManagerSeat(db, callerId, input.memberCustomerId);
      const callbackUrl = input.callbackUrl.trim();
      const problem = callbackUrlProblem(callbackUrl, production);
      if (problem === 'format') throw new AppError('OPEN_API_CALLBACK_URL', { field: 'callbackUrl' });
      if (problem === 'private') throw new AppError('OPEN_API_CALLBACK_PRIVATE', { field: 'callbackUrl' });
      if (input.contacts.length > CONTACTS_MAX) throw new AppError('OPEN_API_CONTACTS_TOO_MANY', { field: 'contacts' });
      const values = {
        callbackUrl,
        notifyReviewResult: input.notifications.review_result,
        notifyKeyExpiry: input.notifications.key_expiry,
        notifyCallAlert: input.notifications.call_alert,
        contacts: input.contacts.map((c) => ({ name: c.name.trim(), phone: c.phone, email: c.email.trim() })),
        updatedBy: callerId,
        updatedAt: new Date(),
      };
      const [saved] = await db
        .insert(openApiServiceSettings)
        .values({ enterpriseId: seat.enterpriseId, ...values })
        .onConflictDoUpdate({ target: openApiServiceSettings.enterpriseId, set: values })
        .returning({ updatedAt: openApiServiceSettings.updatedAt });
      return { updatedAt: saved!.updatedAt.toISOString() };
    },
  };
}
