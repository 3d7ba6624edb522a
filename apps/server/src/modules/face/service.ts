import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorName } from '@portal/contract/errors';
import { FACE_CHECK_SECONDS } from '@portal/contract/limits';
import type { FaceCheckState } from '@portal/contract/calls/password/fields';
import type { FacePurpose } from '@portal/contract/calls/face/fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { FaceServiceError, type FacePicture, type FaceProvider, type FaceRefusal, type FaceSubject } from '../../providers/face/face-provider.ts';
import { createDocumentVault, type DocumentVault } from '../identity/document-vault.ts';
import * as repo from './repo.ts';

/** Whose face a check looks for: the identity the flow claims (FaceSubject without the applicant). */
export type ClaimedIdentity = Omit<FaceSubject, 'userId'>;

/** A reference photo's descriptor, by the provider that compares with it (FaceProvider.describe). */
export type DescribeFace = NonNullable<FaceProvider['describe']>;

const TABLE = 'face_checks';

/** What the person holding the phone is told for each refusal. */
const REFUSAL_ERRORS: Record<FaceRefusal, ErrorName> = {
  NOT_AN_IMAGE: 'FACE_IMAGE_INVALID',
  TOO_SMALL: 'FACE_IMAGE_TOO_SMALL',
  NO_FACE: 'FACE_NOT_FOUND',
  SEVERAL_FACES: 'FACE_SEVERAL',
  NO_MATCH: 'FACE_NO_MATCH',
  NO_REFERENCE: 'FACE_NO_REFERENCE',
  NOT_LIVE: 'FACE_NOT_LIVE',
};

const newSecret = () => randomBytes(32).toString('base64url');
const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Face checks done on a phone for a flow on the desktop (ARCHITECTURE §7): the desktop proves
 * who it is about and gets a `verifyToken`; each QR code carries a fresh `ticket`; the phone page
 * sends a picture with the ticket; the desktop polls, then spends the passed check once. Every
 * check names the identity the face must be (issue 35), stored with it (the document sealed for
 * the row), and the provider's decision on each picture is stored with it too.
 */
export function createFaceService(db: Db, provider: FaceProvider, log?: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  let vaultReady: Promise<DocumentVault> | undefined;
  const vault = () => (vaultReady ??= createDocumentVault(db));

  /** The provider's verdict; a provider that could not judge is logged with its reason and refuses. */
  async function judge(picture: FacePicture, subject: FaceSubject, checkId: string) {
    try {
      return await provider.verify(picture, subject);
    } catch (err) {
      if (err instanceof FaceServiceError) log?.warn({ check: checkId, provider: provider.name, reason: err.reason }, 'face check failed');
      throw err;
    }
  }

  /** Whose face the check looks for, as stored when it started; undefined for a check made before identities were stored. */
  async function subjectOfRow(row: repo.FaceCheckRow): Promise<FaceSubject | undefined> {
    if (!row.subjectName || !row.subjectDocType || !row.subjectDocSealed) return undefined;
    return {
      userId: row.userId,
      realName: row.subjectName,
      docType: row.subjectDocType,
      docNumber: (await vault()).open(row.subjectDocSealed, TABLE, row.id),
      ...(row.subjectEnterprise ? { legalRepresentativeOf: row.subjectEnterprise } : {}),
    };
  }

  /** A passed, unspent check with its id, so a caller's own record can be matched to it. */
  async function verifiedCheck(verifyToken: string, purpose: FacePurpose): Promise<{ userId: string; checkId: string }> {
    const row = await repo.readState(db, digest(verifyToken));
    if (!row || row.purpose !== purpose || row.status === 'used' || !row.live) throw new AppError('RESET_FLOW_EXPIRED');
    if (row.status !== 'verified') throw new AppError('FACE_NOT_VERIFIED');
    return { userId: row.userId, checkId: row.id };
  }

  async function openTicket(ticket: string) {
    const row = await repo.findOpenToPhone(db, digest(ticket));
    if (!row) throw new AppError('FACE_TICKET_INVALID');
    return row;
  }

  return {
    /**
     * A new check in `userId`'s flow, for the face of `claimed` (the identity being verified, the
     * account holder's verified identity, an enterprise's legal representative). Refused at once
     * when the provider can never pass that person (no reference photo on record). `checkId` lets
     * the caller's own record point at this check.
     */
    async start(input: { purpose: FacePurpose; userId: string; ip: string; claimed: ClaimedIdentity }) {
      const { claimed } = input;
      if (provider.canVerify && !(await provider.canVerify(claimed))) throw new AppError('FACE_NO_REFERENCE');
      const verifyToken = newSecret();
      const checkId = randomBytes(16).toString('hex');
      const v = await vault();
      await repo.insertCheck(
        db,
        {
          id: checkId,
          purpose: input.purpose,
          userId: input.userId,
          desktopHash: digest(verifyToken),
          ip: input.ip,
          subjectName: claimed.realName,
          subjectDocType: claimed.docType,
          subjectDocDigest: v.digest(claimed.docType, claimed.docNumber),
          subjectDocSealed: v.seal(claimed.docNumber, TABLE, checkId),
          subjectEnterprise: claimed.legalRepresentativeOf ?? null,
        },
        FACE_CHECK_SECONDS,
      );
      return { verifyToken, expiresIn: FACE_CHECK_SECONDS, checkId };
    },

    /** A new QR ticket; the one shown before stops working. */
    async issueTicket(verifyToken: string) {
      const ticket = newSecret();
      if (!(await repo.replaceTicket(db, digest(verifyToken), digest(ticket), FACE_CHECK_SECONDS))) {
        throw new AppError('RESET_FLOW_EXPIRED');
      }
      return { ticket, expiresIn: FACE_CHECK_SECONDS };
    },

    /**
     * The desktop's poll: one indexed read, no writes. With `userId` (a logged-in flow) a check
     * about someone else reads as expired.
     */
    async state(verifyToken: string, purpose: FacePurpose, userId?: string): Promise<FaceCheckState> {
      const row = await repo.readState(db, digest(verifyToken));
      if (!row || row.purpose !== purpose || (userId !== undefined && row.userId !== userId)) return 'expired';
      if (row.status === 'used') return 'used';
      if (!row.live) return 'expired';
      if (row.status === 'identified') return 'waiting';
      return row.status as FaceCheckState;
    },

    /** The id of a check about `userId` for `purpose`, whatever its state, so a caller can match it to its own record. */
    async checkIdOf(verifyToken: string, purpose: FacePurpose, userId: string): Promise<string | undefined> {
      const row = await repo.readState(db, digest(verifyToken));
      return row && row.purpose === purpose && row.userId === userId ? row.id : undefined;
    },

    /** The phone page opened the QR code: what for, and whose face (the desktop sees `scanned`). */
    async scan(ticket: string) {
      const row = await repo.markScanned(db, digest(ticket));
      if (!row?.subjectName) throw new AppError('FACE_TICKET_INVALID');
      // The picture follows in a few seconds: the local detector loads its model meanwhile.
      provider.warmUp?.();
      return {
        purpose: row.purpose as FacePurpose,
        realName: row.subjectName,
        expiresIn: Math.max(0, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)),
      };
    },

    /** Judges the phone's picture; a passed check waits for the desktop to spend it. */
    async submitPicture(ticket: string, picture: FacePicture): Promise<void> {
      const row = await openTicket(ticket);
      const subject = await subjectOfRow(row);
      if (!subject) throw new AppError('FACE_TICKET_INVALID');
      const verdict = await judge(picture, subject, row.id);
      await repo.recordDecision(db, row.id, {
        provider: provider.name,
        match: verdict.decision?.match ?? false,
        score: verdict.decision?.score ?? null,
        liveness: verdict.decision?.liveness ?? null,
        reason: verdict.ok ? null : verdict.reason,
      });
      if (!verdict.ok) {
        log?.info(
          { check: row.id, provider: provider.name, refusal: verdict.reason, score: verdict.decision?.score, serviceReason: verdict.detail },
          'face picture refused',
        );
        throw new AppError(REFUSAL_ERRORS[verdict.reason], { field: 'image' });
      }
      if (!(await repo.markVerified(db, row.id))) throw new AppError('FACE_TICKET_INVALID');
    },

    /** The user a passed, unspent check is about, without spending it (the caller checks its input first). */
    async verifiedUser(verifyToken: string, purpose: FacePurpose): Promise<string> {
      return (await verifiedCheck(verifyToken, purpose)).userId;
    },

    verifiedCheck,

    /** Spends a passed check once; returns its user. */
    async spend(verifyToken: string, purpose: FacePurpose): Promise<string> {
      const row = await repo.markUsed(db, digest(verifyToken), purpose);
      if (!row) throw new AppError('RESET_FLOW_EXPIRED');
      return row.userId;
    },

    /** Undefined when the provider keeps its own reference photos (the bank's service). */
    describeReference: provider.describe?.bind(provider),

    sweep: () => repo.sweep(db),
    close: async () => provider.close?.(),
  };
}

export type FaceService = ReturnType<typeof createFaceService>;
