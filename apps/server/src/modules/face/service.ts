import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorName } from '@portal/contract/errors';
import { FACE_CHECK_SECONDS } from '@portal/contract/limits';
import type { FaceCheckState } from '@portal/contract/calls/password/fields';
import type { FacePurpose } from '@portal/contract/calls/face/fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { FaceServiceError, type FacePicture, type FaceProvider, type FaceRefusal, type FaceSubject } from '../../providers/face/face-provider.ts';
import * as repo from './repo.ts';

/** The person a check is about, as the bank has them on record (undefined: no name on record). */
export type SubjectOf = (userId: string) => Promise<FaceSubject | undefined>;

/** What the person holding the phone is told for each refusal. */
const REFUSAL_ERRORS: Record<FaceRefusal, ErrorName> = {
  NOT_AN_IMAGE: 'FACE_IMAGE_INVALID',
  TOO_SMALL: 'FACE_IMAGE_TOO_SMALL',
  NO_FACE: 'FACE_NOT_FOUND',
  SEVERAL_FACES: 'FACE_SEVERAL',
  NO_MATCH: 'FACE_NO_MATCH',
};

const newSecret = () => randomBytes(32).toString('base64url');
const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Face checks done on a phone for a flow on the desktop (ARCHITECTURE §7): the desktop proves
 * who it is about and gets a `verifyToken`; each QR code carries a fresh `ticket`; the phone page
 * sends a picture with the ticket; the desktop polls, then spends the passed check once.
 */
export function createFaceService(
  db: Db,
  provider: FaceProvider,
  subjectOf: SubjectOf,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  /** The provider's verdict; a provider that could not judge is logged with its reason and refuses. */
  async function judge(picture: FacePicture, subject: FaceSubject, checkId: string) {
    try {
      return await provider.verify(picture, subject);
    } catch (err) {
      if (err instanceof FaceServiceError) log?.warn({ check: checkId, provider: provider.name, reason: err.reason }, 'face check failed');
      throw err;
    }
  }

  /** Whose face the check looks for: the name it was started with, else the user's name on record. */
  async function subjectOfRow(row: Pick<repo.FaceCheckRow, 'userId' | 'subjectName'>): Promise<FaceSubject | undefined> {
    return row.subjectName ? { userId: row.userId, realName: row.subjectName } : subjectOf(row.userId);
  }

  async function openTicket(ticket: string) {
    const row = await repo.findOpenToPhone(db, digest(ticket));
    if (!row) throw new AppError('FACE_TICKET_INVALID');
    return row;
  }

  return {
    /**
     * A new check about `userId`; `subjectName` names the person to look for when it is not the
     * user's name on record (a name being verified, an enterprise's legal representative).
     * `checkId` lets the caller's own record point at this check.
     */
    async start(input: { purpose: FacePurpose; userId: string; ip: string; subjectName?: string }) {
      const verifyToken = newSecret();
      const checkId = randomBytes(16).toString('hex');
      await repo.insertCheck(
        db,
        {
          id: checkId,
          purpose: input.purpose,
          userId: input.userId,
          desktopHash: digest(verifyToken),
          ip: input.ip,
          subjectName: input.subjectName ?? null,
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

    async state(verifyToken: string, purpose: FacePurpose): Promise<FaceCheckState> {
      const row = await repo.findByDesktop(db, digest(verifyToken));
      if (!row || row.purpose !== purpose) return 'expired';
      if (row.status === 'used') return 'used';
      if (await repo.isExpired(db, row.id)) return 'expired';
      if (row.status === 'identified') return 'waiting';
      return row.status as FaceCheckState;
    },

    /** The phone page opened the QR code: what for, and whose (the desktop sees `scanned`). */
    async scan(ticket: string) {
      const row = await repo.markScanned(db, digest(ticket));
      if (!row) throw new AppError('FACE_TICKET_INVALID');
      // The picture follows in a few seconds: the local detector loads its model meanwhile.
      provider.warmUp?.();
      const subject = await subjectOfRow(row);
      if (!subject) throw new AppError('FACE_TICKET_INVALID');
      return {
        purpose: row.purpose as FacePurpose,
        subject,
        expiresIn: Math.max(0, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)),
      };
    },

    /** Judges the phone's picture; a passed check waits for the desktop to spend it. */
    async submitPicture(ticket: string, picture: FacePicture): Promise<void> {
      const row = await openTicket(ticket);
      const subject = await subjectOfRow(row);
      if (!subject) throw new AppError('FACE_TICKET_INVALID');
      const verdict = await judge(picture, subject, row.id);
      if (!verdict.ok) {
        log?.info({ check: row.id, provider: provider.name, refusal: verdict.reason, serviceReason: verdict.detail }, 'face picture refused');
        throw new AppError(REFUSAL_ERRORS[verdict.reason], { field: 'image' });
      }
      if (!(await repo.markVerified(db, row.id))) throw new AppError('FACE_TICKET_INVALID');
    },

    /** The user a passed, unspent check is about, without spending it (the caller checks its input first). */
    async verifiedUser(verifyToken: string, purpose: FacePurpose): Promise<string> {
      const row = await repo.findByDesktop(db, digest(verifyToken));
      if (!row || row.purpose !== purpose || row.status === 'used' || (await repo.isExpired(db, row.id))) {
        throw new AppError('RESET_FLOW_EXPIRED');
      }
      if (row.status !== 'verified') throw new AppError('FACE_NOT_VERIFIED');
      return row.userId;
    },

    /** Spends a passed check once; returns its user. */
    async spend(verifyToken: string, purpose: FacePurpose): Promise<string> {
      const row = await repo.markUsed(db, digest(verifyToken), purpose);
      if (!row) throw new AppError('RESET_FLOW_EXPIRED');
      return row.userId;
    },

    /** The id of the check a desktop token belongs to, for a caller that keeps `checkId` on its own record (issue 21). */
    async checkIdOf(verifyToken: string): Promise<string | undefined> {
      return (await repo.findByDesktop(db, digest(verifyToken)))?.id;
    },

    sweep: () => repo.sweep(db),
    close: async () => provider.close?.(),
  };
}

export type FaceService = ReturnType<typeof createFaceService>;
