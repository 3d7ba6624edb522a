import { randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import { openIdentityLinks, openIdentityPartners } from '../schema/open-identity.ts';
import { DEMO_CUSTOMERS } from './demo-accounts.ts';

/** The local partner identity provider used by the demo and the tests (see /dev/open-idp). */
export const LOCAL_PARTNER_ID = 'local-idp';

/** The partner's subjects that stand for the demo customers. */
export const LOCAL_PARTNER_SUBJECTS = { wangxm: DEMO_CUSTOMERS[0].id, lijg: DEMO_CUSTOMERS[1].id } as const;

export async function seedOpenIdentity(db: Db): Promise<void> {
  await db
    .insert(openIdentityPartners)
    .values({ id: LOCAL_PARTNER_ID, name: '鼎信本地身份服务（演示合作方）', secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  for (const [subject, userId] of Object.entries(LOCAL_PARTNER_SUBJECTS)) {
    await db.insert(openIdentityLinks).values({ partnerId: LOCAL_PARTNER_ID, subject, userId }).onConflictDoNothing();
  }
}
