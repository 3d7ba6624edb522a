import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { sm2 } from 'sm-crypto-v2';
import type { OpenApiEnvironment } from '@portal/contract/open-platform/apis';
import { CREDENTIAL_VALIDITY_MS } from '@portal/contract/open-platform/credential-validity';
import type { Db } from '../../../db/client.ts';
import { openApiCredentialEvents, openApiCredentials, openSandboxAccounts, users } from '../../../db/schema/index.ts';
import type { CredentialEvent } from '@portal/contract/calls/open-platform/sandbox/fields';
import { AppError } from '../../../errors.ts';
import { keyWrapOf, rowAad } from '../../security/key-wrap.ts';
import { grantedApiCodes } from '../grants.ts';
import { openApiManagerSeat } from '../managers.ts';
import { credentialView } from './credential-view.ts';
import { normaliseAllowList } from './ip-allow-list.ts';
import { yuan } from './money.ts';
import { ensureSandboxTestData } from './test-data.ts';
import type { SandboxCache } from './sandbox-cache.ts';

/** How many key changes /yqzl/myApi lists. */
const EVENTS_SHOWN = 20;

export const credentialAad = (id: string) => rowAad('open_api_credentials', id);

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** True for an uncompressed point on sm2p256v1 (the library throws for some points off it). */
function onCurve(publicKey: string): boolean {
  try {
    return sm2.verifyPublicKey(publicKey);
  } catch {
    return false;
  }
}

/** A new app id: `SBX`/`PRD` and 16 upper-case hex digits. */
const newAppId = (environment: OpenApiEnvironment) => `${environment === 'sandbox' ? 'SBX' : 'PRD'}${randomBytes(8).toString('hex').toUpperCase()}`;
/** A new app secret: 32 random bytes as 64 hex digits; in a reply once, stored only sealed. */
const newSecret = () => randomBytes(32).toString('hex');
/** The end of a validity starting now: issue and every rotation start a new one. */
const validUntil = (from: Date) => new Date(from.getTime() + CREDENTIAL_VALIDITY_MS);

/**
 * /yqzl/myApi (issue 26 point 3): credentials of the caller's enterprise, managed by its
 * director or a named API administrator (openApiManagerSeat); another enterprise's app id is
 * "not found" whoever asks. Every change is announced to the gateway's cache (sandbox-cache.ts), so it holds at once.
 */
export function createCredentialService(db: Db, cache: SandboxCache) {
  async function mine(userId: string, appId: string) {
    const [row] = await db.select().from(openApiCredentials).where(eq(openApiCredentials.appId, appId));
    if (!row) throw new AppError('OPEN_CREDENTIAL_NOT_FOUND', { field: 'appId' });
    // The caller must manage the credential's own enterprise; any other is "not found" (IDOR).
    await openApiManagerSeat(db, userId, row.enterpriseId).catch((err: unknown) => {
      if (err instanceof AppError && err.code !== 403330) throw new AppError('OPEN_CREDENTIAL_NOT_FOUND', { field: 'appId' });
      throw err;
    });
    return row;
  }

  async function activeOrRefuse(userId: string, appId: string) {
    const row = await mine(userId, appId);
    if (row.status !== 'active') throw new AppError('OPEN_CREDENTIAL_REVOKED', { field: 'appId' });
    return row;
  }

  /** Applies a change to an active key and records it with its maker, both or neither. */
  async function update(id: string, set: Partial<typeof openApiCredentials.$inferInsert>, action: CredentialEvent, userId: string) {
    const row = await db.transaction(async (tx) => {
      const [changed] = await tx.update(openApiCredentials).set(set).where(and(eq(openApiCredentials.id, id), eq(openApiCredentials.status, 'active'))).returning();
      if (!changed) throw new AppError('OPEN_CREDENTIAL_REVOKED', { field: 'appId' });
      await tx.insert(openApiCredentialEvents).values({ credentialId: id, enterpriseId: changed.enterpriseId, appId: changed.appId, action, actorUserId: userId });
      return changed;
    });
    // Every instance's sandbox forgets the old row (secret, key, list, status) at once.
    await cache.changed(db, `cred:${row.appId}`);
    return row;
  }

  return {
    async overview(userId: string, memberCustomerId: string | undefined) {
      const seat = await openApiManagerSeat(db, userId, memberCustomerId);
      const [sandboxApis, productionApis, rows, accounts, events] = await Promise.all([
        grantedApiCodes(db, seat.enterpriseId, 'sandbox'),
        grantedApiCodes(db, seat.enterpriseId, 'production'),
        db.select().from(openApiCredentials).where(eq(openApiCredentials.enterpriseId, seat.enterpriseId)).orderBy(desc(openApiCredentials.createdAt)),
        db.select().from(openSandboxAccounts).where(eq(openSandboxAccounts.enterpriseId, seat.enterpriseId)).orderBy(asc(openSandboxAccounts.createdAt), asc(openSandboxAccounts.accountType)),
        db
          .select({ at: openApiCredentialEvents.createdAt, appId: openApiCredentialEvents.appId, action: openApiCredentialEvents.action, actor: users.loginName })
          .from(openApiCredentialEvents)
          .innerJoin(users, eq(users.id, openApiCredentialEvents.actorUserId))
          .where(eq(openApiCredentialEvents.enterpriseId, seat.enterpriseId))
          .orderBy(desc(openApiCredentialEvents.id))
          .limit(EVENTS_SHOWN),
      ]);
      return {
        enterpriseId: seat.enterpriseId,
        enterpriseName: seat.enterpriseName,
        sandboxApis,
        productionApis,
        credentials: rows.map(credentialView),
        testAccounts: accounts.map((a) => ({ accountNo: a.accountNo, accountName: a.accountName, currency: a.currency, balance: yuan(a.balanceFen) })),
        events: events.map((e) => ({ at: e.at.toISOString(), appId: e.appId, action: e.action as CredentialEvent, actor: e.actor })),
      };
    },

    /** Sandbox keys at once when a sandbox API is granted; production keys only after the second approval. */
    async issue(userId: string, memberCustomerId: string | undefined, environment: OpenApiEnvironment) {
      const seat = await openApiManagerSeat(db, userId, memberCustomerId);
      const granted = await grantedApiCodes(db, seat.enterpriseId, environment);
      if (granted.length === 0) throw new AppError(environment === 'sandbox' ? 'OPEN_SANDBOX_NOT_GRANTED' : 'OPEN_PRODUCTION_NOT_GRANTED');
      const id = randomUUID();
      const appSecret = newSecret();
      let row;
      try {
        row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(openApiCredentials)
            .values({
              id,
              enterpriseId: seat.enterpriseId,
              environment,
              appId: newAppId(environment),
              secretSealed: keyWrapOf(db).seal(appSecret, credentialAad(id)),
              createdBy: userId,
              expiresAt: validUntil(new Date()),
            })
            .returning();
          await tx.insert(openApiCredentialEvents).values({ credentialId: id, enterpriseId: seat.enterpriseId, appId: created!.appId, action: 'issued', actorUserId: userId });
          return created!;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('OPEN_CREDENTIAL_EXISTS', { field: 'environment' });
        throw err;
      }
      if (environment === 'sandbox') await ensureSandboxTestData(db, seat.enterpriseId, seat.enterpriseName);
      return { credential: credentialView(row), appSecret };
    },

    /**
     * A new secret; the old one stops working at once (the row holds only the new one). It is
     * valid a year from now, even if the credential had expired, and owes a new expiry notice.
     */
    async rotate(userId: string, appId: string) {
      const row = await activeOrRefuse(userId, appId);
      const appSecret = newSecret();
      const now = new Date();
      const updated = await update(
        row.id,
        { secretSealed: keyWrapOf(db).seal(appSecret, credentialAad(row.id)), secretRotatedAt: now, expiresAt: validUntil(now), expiryNoticeAt: null },
        'rotated',
        userId,
      );
      return { credential: credentialView(updated), appSecret };
    },

    async revoke(userId: string, appId: string) {
      const row = await activeOrRefuse(userId, appId);
      return { credential: credentialView(await update(row.id, { status: 'revoked', revokedAt: new Date(), revokedBy: userId }, 'revoked', userId)) };
    },

    async setPublicKey(userId: string, appId: string, publicKey: string) {
      const key = publicKey.toLowerCase();
      if (!onCurve(key)) throw new AppError('OPEN_PUBLIC_KEY_INVALID', { field: 'publicKey' });
      const row = await activeOrRefuse(userId, appId);
      return { credential: credentialView(await update(row.id, { publicKey: key }, 'publicKey', userId)) };
    },

    async setIpAllowList(userId: string, appId: string, entries: string[]) {
      const ipAllowList = normaliseAllowList(entries);
      const row = await activeOrRefuse(userId, appId);
      return { credential: credentialView(await update(row.id, { ipAllowList }, 'ipAllowList', userId)) };
    },
  };
}
