import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RealNameSummary } from '@portal/contract/calls/real-name/fields';
import type { IdDocumentType } from '@portal/contract/codes';
import { ERRORS } from '@portal/contract/errors';
import { mask } from '@portal/contract/validate/mask';
import { AppError } from '../../errors.ts';
import { createThreeElementProvider } from '../../providers/three-element/create-three-element-provider.ts';
import type { ThreeElementProvider } from '../../providers/three-element/three-element-provider.ts';
import { createDocumentVault, type DocumentVault } from '../identity/document-vault.ts';
import { hit } from '../security/rate-limit-repo.ts';
import { userClient } from '../sms/clients.ts';
import type { RealNameIdentity } from './identity-input.ts';
import * as repo from './repo.ts';

const PURPOSE = 'real_name';
const TABLE = 'real_name_auths';
/** How the portal's own flow verifies: the phone three elements, then the face check. */
export const REAL_NAME_METHOD = 'phone3+face';
/** Three-element checks one user may make a day: they cost money at a real provider. */
export const THREE_ELEMENT_CHECKS_PER_USER_PER_DAY = 10;
const DAY_MS = 86_400_000;

/** An SMS code's refusal (wrong, expired, too many tries) is shown at the code field of step 1. */
async function atCodeField(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (err) {
    if (err instanceof AppError && !err.field) throw err.atField('smsCode');
    throw err;
  }
}

const summaryOf = (row: repo.RealNameAuthRow): RealNameSummary => ({
  realName: row.realName,
  docType: row.docType as IdDocumentType,
  docMasked: row.docMasked,
  phoneMasked: mask(row.phone),
  status: row.status as RealNameSummary['status'],
  method: row.method,
  startedAt: row.createdAt.toISOString(),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
});

/** The face service's "flow expired" is, here, the QR code's expiry. */
async function asQrExpiry<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.code === ERRORS.RESET_FLOW_EXPIRED.code) throw new AppError('REAL_NAME_QR_EXPIRED');
    throw err;
  }
}

/**
 * A person's real-name authentication (issue 21): step 1 (beforeAuth, phoneAuth) checks the
 * identity and the phone three elements; step 2 is the face check on a phone; its result
 * verifies the authentication and the account in one transaction. Every method works on the
 * caller's own authentication only (`userId` is the session's principal).
 */
export function createRealNameService(app: FastifyInstance) {
  const db = app.database.db;
  // Created on first use: the vault's key is a server secret sealed under the master key.
  let vaultReady: Promise<DocumentVault> | undefined;
  const vault = () => (vaultReady ??= createDocumentVault(db));
  let providerReady: Promise<ThreeElementProvider> | undefined;
  const provider = () =>
    (providerReady ??= vault().then((v) => createThreeElementProvider(app.config, db, v.digest)));

  /** beforeAuth's checks: not verified already, and the document not verified for another user. */
  async function checkAvailable(userId: string, identity: RealNameIdentity): Promise<string> {
    if (await repo.latestOf(db, userId, 'verified')) throw new AppError('REAL_NAME_ALREADY_VERIFIED');
    const digest = (await vault()).digest(identity.docType, identity.docNumber);
    if (await repo.verifiedForOther(db, identity.docType, digest, userId)) throw new AppError('REAL_NAME_DOC_BOUND', { field: 'docNumber' });
    return digest;
  }

  async function requireOpen(userId: string): Promise<repo.RealNameAuthRow> {
    const open = await repo.latestOf(db, userId, 'phone_passed');
    if (!open) throw new AppError('REAL_NAME_NOT_OPEN');
    return open;
  }

  /**
   * A phone other than the account's own (proven by a code at registration) is proven by the code
   * sent to it for `real_name`: checked before the three elements, so the check is no oracle to
   * someone without the phone, and spent only once they match, so a corrected form keeps it.
   */
  async function phoneProof(userId: string, phone: string, smsCode: string | undefined) {
    const user = await app.users.findLive(userId);
    if (!user) throw new AppError('NOT_LOGGED_IN');
    if (user.phone === phone) return { spend: async () => undefined };
    if (!smsCode) throw new AppError('REAL_NAME_PHONE_CODE_REQUIRED', { field: 'smsCode' });
    await atCodeField(app.sms.verify({ phone, purpose: PURPOSE, code: smsCode, consume: false }));
    return { spend: () => atCodeField(app.sms.verify({ phone, purpose: PURPOSE, code: smsCode, consume: true })) };
  }

  /** The face check of the open authentication looks for the face of the identity being verified. */
  async function startFaceCheck(open: repo.RealNameAuthRow, ip: string) {
    const docNumber = (await vault()).open(open.docSealed, TABLE, open.id);
    const claimed = { realName: open.realName, docType: open.docType, docNumber };
    const started = await app.face.start({ purpose: PURPOSE, userId: open.userId, ip, claimed });
    await repo.setFaceCheck(db, open.id, started.checkId);
    const { ticket, expiresIn } = await app.face.issueTicket(started.verifyToken);
    return { verifyToken: started.verifyToken, ticket, expiresIn };
  }

  return {
    async beforeAuth(userId: string, identity: RealNameIdentity) {
      await checkAvailable(userId, identity);
      const user = await app.users.findLive(userId);
      return { ok: true as const, phoneCodeRequired: user?.phone !== identity.phone };
    },

    /** A code to the phone of step 1, from the logged-in customer (the SMS limits count them). */
    async sendPhoneCode(userId: string, phone: string, ip: string) {
      return app.sms.send({ phone, purpose: PURPOSE, ip, client: userClient(userId) });
    },

    /** The phone proven, then the three-element check; only a match is stored (a new open authentication). */
    async phoneAuth(userId: string, identity: RealNameIdentity, smsCode: string | undefined): Promise<RealNameSummary> {
      const docDigest = await checkAvailable(userId, identity);
      const proof = await phoneProof(userId, identity.phone, smsCode);
      if ((await hit(db, `real-name-3e:${userId}`, DAY_MS)).current > THREE_ELEMENT_CHECKS_PER_USER_PER_DAY) {
        throw new AppError('REAL_NAME_DAILY_LIMIT');
      }
      const checker = await provider();
      const verdict = await checker.check(identity).catch((err: unknown) => {
        app.log.warn({ provider: checker.name, reason: (err as { reason?: string }).reason }, 'three-element check failed');
        throw err instanceof AppError ? err : new AppError('REAL_NAME_SERVICE_FAILED');
      });
      if (verdict === 'mismatch') throw new AppError('REAL_NAME_MISMATCH', { field: 'phone' });
      await proof.spend();
      const v = await vault();
      const id = randomUUID();
      const row = await repo.startOpen(db, {
        id,
        userId,
        realName: identity.realName,
        docType: identity.docType,
        docDigest,
        docSealed: v.seal(identity.docNumber, TABLE, id),
        docMasked: v.masked(identity.docNumber),
        phone: identity.phone,
        status: 'phone_passed',
        method: REAL_NAME_METHOD,
      });
      return summaryOf(row);
    },

    async state(userId: string) {
      const [open, verified] = await Promise.all([repo.latestOf(db, userId, 'phone_passed'), repo.latestOf(db, userId, 'verified')]);
      return { open: open ? summaryOf(open) : null, verified: verified ? summaryOf(verified) : null };
    },

    /** A QR code for the open authentication: a new ticket for its running check, else a new check. */
    async qrCode(userId: string, ip: string, verifyToken: string | undefined) {
      const open = await requireOpen(userId);
      if (verifyToken && open.faceCheckId && (await app.face.checkIdOf(verifyToken, PURPOSE, userId)) === open.faceCheckId) {
        const renewed = await app.face.issueTicket(verifyToken).catch(() => undefined);
        if (renewed) return { verifyToken, ...renewed };
      }
      return startFaceCheck(open, ip);
    },

    /** The poll: one indexed read of the face check. */
    qrStatus: (userId: string, verifyToken: string) => app.face.state(verifyToken, PURPOSE, userId),

    /** Spends the passed face check of the open authentication and verifies it with the account. */
    async finish(userId: string, verifyToken: string): Promise<RealNameSummary> {
      const open = await requireOpen(userId);
      const check = await asQrExpiry(app.face.verifiedCheck(verifyToken, PURPOSE));
      if (check.userId !== userId || check.checkId !== open.faceCheckId) throw new AppError('REAL_NAME_QR_EXPIRED');
      if (await repo.verifiedForOther(db, open.docType, open.docDigest, userId)) throw new AppError('REAL_NAME_DOC_BOUND', { field: 'docNumber' });
      await asQrExpiry(app.face.spend(verifyToken, PURPOSE));
      let done: repo.RealNameAuthRow | undefined;
      try {
        done = await repo.completeOpen(db, open.id, userId, check.checkId);
      } catch (err) {
        if (repo.isDuplicate(err)) throw new AppError('REAL_NAME_DOC_BOUND', { field: 'docNumber' });
        throw err;
      }
      if (!done) throw new AppError('REAL_NAME_NOT_OPEN');
      app.statusCache.forgetUser(userId);
      app.log.info({ user: userId, method: done.method }, 'real-name verified');
      return summaryOf(done);
    },

    async cancel(userId: string): Promise<void> {
      if ((await repo.cancelOpen(db, userId)) === 0) throw new AppError('REAL_NAME_NOT_OPEN');
    },

    async verified(userId: string) {
      const row = await repo.latestOf(db, userId, 'verified');
      return row ? summaryOf(row) : null;
    },

    /** Binds the verified name to a still-weak account (idempotent). */
    async bindWeak(userId: string) {
      const row = await repo.latestOf(db, userId, 'verified');
      if (!row) throw new AppError('REAL_NAME_NOT_VERIFIED');
      await repo.bindName(db, userId, row.realName);
      app.statusCache.forgetUser(userId);
      return { realName: row.realName, weak: false as const };
    },
  };
}

export type RealNameService = ReturnType<typeof createRealNameService>;
