import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { submitEnterpriseCredentials } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { ENTP_DOCUMENT_MIN_SIDE, ENTP_IMAGE_EXTENSIONS, ENTP_IMAGE_MAX_BYTES } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import type { EnterpriseApplication, PictureKind } from '@portal/contract/calls/enterprise-auth/fields';
import { ENTP_AUTH_MESSAGES as M } from '@portal/contract/calls/enterprise-auth/messages';
import { ENTERPRISE_REGISTRY_STATUS, labelOf, type ApplicantRole, type IdDocumentType, type ProcessStatus } from '@portal/contract/codes';
import { validateRealNameDocument } from '@portal/contract/validate/real-name-document';
import { mask } from '@portal/contract/validate/mask';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { checkImage } from '../../lib/image-check.ts';
import { measureDocumentPicture } from '../../lib/document-picture.ts';
import { reencodeCustomerPicture, type ReencodedImage } from '../../lib/reencode-image.ts';
import type { UploadedFile } from '../../plugins/upload.ts';
import { countLookup } from '../security/lookup-budget.ts';
import type { FaceService } from '../face/service.ts';
import { createDocumentVault, normaliseDocNumber, type DocumentVault } from '../identity/document-vault.ts';
import { approveEnterpriseAuth, roleForApplicant } from '../identity/enterprise-binding.ts';
import { AGENT_REVIEW_NOTES, reviewReasons } from './decision.ts';
import * as repo from './repo.ts';

type SubmitInput = z.output<(typeof submitEnterpriseCredentials)['request']>;

/** Registry look-ups one customer may make per minute (query and detail together). */
export const REGISTRY_LOOKUPS_PER_MINUTE = 30;
const QUERY_RESULTS = 10;
const PURPOSE = 'enterprise_auth';
const TABLE = 'enterprise_auths';
/**
 * A document's grey-level spread and share of stroke edges below which the picture is a blank
 * (measured in docs/decisions.md, issue 35: a scanned page 60 and 10 %, text on white 35 and
 * 4.8 %; a white or solid picture 0 and 0, a smooth gradient 34 and 0).
 */
const DOCUMENT_MIN_CONTRAST = 12;
const DOCUMENT_MIN_EDGES = 0.005;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** An application as its owner sees it: the document only masked. */
export function toView(row: repo.ApplicationRow): EnterpriseApplication {
  return {
    id: row.id,
    creditCode: row.creditCode,
    enterpriseName: row.enterpriseName,
    applicantRole: row.applicantRole as ApplicantRole,
    legalRepName: row.legalRepName,
    legalRepDocType: row.legalRepDocType as IdDocumentType,
    legalRepDocMasked: row.legalRepDocMasked,
    status: row.status as ProcessStatus,
    licenceImageId: row.licenceImageId,
    letterImageId: row.letterImageId,
    faceVerified: row.faceVerifiedAt !== null,
    needsReview: row.needsReview,
    reviewNotes: row.reviewNotes,
    rejectReason: row.rejectReason,
    grantedRole: (row.grantedRole as 'director' | 'operator' | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Each picture by its content, at its own field (`licence`, `letter`), then re-encoded without metadata. */
async function checkPictures(kinds: readonly PictureKind[], files: UploadedFile[]): Promise<Map<PictureKind, ReencodedImage>> {
  if (kinds.length !== files.length) throw new AppError('VALIDATION', { message: M.picturesMismatch, field: 'pictures' });
  const out = new Map<PictureKind, ReencodedImage>();
  for (const [i, kind] of kinds.entries()) {
    const bytes = files[i]!.bytes;
    checkImage(bytes, {
      allowed: ENTP_IMAGE_EXTENSIONS,
      maxBytes: ENTP_IMAGE_MAX_BYTES,
      field: kind,
      messages: { type: M.pictureFormat, tooLarge: M.pictureTooLarge },
    });
    const picture = await reencodeCustomerPicture(bytes, { field: kind, errors: { corrupt: 'IMAGE_CORRUPT', tooLarge: 'IMAGE_TOO_LARGE' } });
    await assertDocumentPicture(picture, kind);
    out.set(kind, picture);
  }
  return out;
}

/**
 * A licence or letter must be a picture of a document (issue 35): large enough to read, with
 * contrast and strokes, not a blank or a uniform surface. Reading it is the bank's OCR service's
 * work in a real deployment (docs/decisions.md); the operator sees the picture in the review.
 */
async function assertDocumentPicture(picture: ReencodedImage, kind: PictureKind): Promise<void> {
  const message = kind === 'licence' ? M.licenceUnreadable : M.letterUnreadable;
  if (Math.min(picture.width, picture.height) < ENTP_DOCUMENT_MIN_SIDE) throw new AppError('ENTP_PICTURE_UNREADABLE', { message, field: kind });
  const measure = await measureDocumentPicture(picture.bytes);
  if (measure.contrast < DOCUMENT_MIN_CONTRAST || measure.edges < DOCUMENT_MIN_EDGES) throw new AppError('ENTP_PICTURE_UNREADABLE', { message, field: kind });
}

/**
 * Enterprise authentication (`/identify`, issue 21): registry queries, credentials with their
 * pictures, the legal representative's face check, the automatic decision, withdrawal and the
 * customer's bindings. Every method takes the caller's user id and touches only their rows.
 */
export function createEnterpriseAuthService(db: Db, face: FaceService) {
  let vaultPromise: Promise<DocumentVault> | undefined;
  const vault = () => (vaultPromise ??= createDocumentVault(db));
  const countRegistryLookup = (userId: string) => countLookup(db, `entp-registry:${userId}`, REGISTRY_LOOKUPS_PER_MINUTE, 60_000);

  async function own(userId: string, id: string) {
    const row = await repo.ownApplication(db, userId, id);
    if (!row) throw new AppError('ENTP_AUTH_NOT_FOUND', { field: 'applicationId' });
    return row;
  }

  /** The registry's enterprise, refused at `field` when unknown, revoked or cancelled. */
  async function activeRegistry(creditCode: string, field: string) {
    const found = await repo.findRegistry(db, creditCode);
    if (!found) throw new AppError('ENTP_NOT_IN_REGISTRY', { field });
    if (found.status !== 'active') {
      throw new AppError('ENTP_REGISTRY_INACTIVE', {
        field,
        message: `该企业登记状态为“${labelOf(ENTERPRISE_REGISTRY_STATUS, found.status)}”，无法进行企业认证`,
      });
    }
    return found;
  }

  async function requireRealName(userId: string) {
    const verified = await repo.verifiedRealName(db, userId);
    if (!verified) throw new AppError('ENTP_REAL_NAME_REQUIRED');
    return verified;
  }

  /** A DT application of a legal representative, the only kind with a face check. */
  async function faceApplication(userId: string, id: string) {
    const row = await own(userId, id);
    if (row.status !== 'DT' || row.applicantRole !== 'legal') throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
    return row;
  }

  /** The token's check is this application's current one; anything else counts as expired. */
  async function assertOwnCheck(row: repo.ApplicationRow, verifyToken: string) {
    const checkId = await face.checkIdOf(verifyToken, PURPOSE, row.userId);
    if (!checkId || checkId !== row.faceCheckId) throw new AppError('ENTP_FACE_EXPIRED', { field: 'face' });
  }

  return {
    async query(userId: string, keyword: string) {
      await countRegistryLookup(userId);
      return { items: (await repo.searchRegistry(db, keyword, QUERY_RESULTS)).map((r) => ({ ...r, status: r.status as 'active' | 'revoked' | 'cancelled' })) };
    },

    async info(userId: string, creditCode: string) {
      await countRegistryLookup(userId);
      const found = await activeRegistry(creditCode, 'creditCode');
      return {
        name: found.name,
        creditCode: found.creditCode,
        legalRepNameMasked: mask(found.legalRepName, 0, 1),
        registeredCapitalFen: found.registeredCapitalFen,
        status: found.status as 'active',
        establishedOn: found.establishedOn,
        address: found.address,
      };
    },

    async list(userId: string) {
      const [bindings, applications, verified] = await Promise.all([
        repo.bindingsOf(db, userId),
        repo.applicationsOf(db, userId),
        repo.verifiedRealName(db, userId),
      ]);
      return {
        bindings: bindings.map((b) => ({
          enterpriseName: b.enterpriseName,
          creditCode: b.creditCode,
          role: b.role === 'director' ? ('director' as const) : ('operator' as const),
          authStatus: b.authStatus as ProcessStatus,
          boundAt: b.boundAt.toISOString(),
        })),
        applications: applications.map(toView),
        realNameVerified: verified !== undefined,
      };
    },

    /**
     * Checks everything before storing anything: real name, pictures, registry, no pending
     * application, the application being continued. Then pictures and application in one
     * transaction. A legal representative's application waits (DT) for the face check; an
     * agent's goes to the review queue (DS).
     */
    async submit(userId: string, input: SubmitInput, files: UploadedFile[]): Promise<EnterpriseApplication> {
      const doc = validateRealNameDocument(input.legalRepDocType, normaliseDocNumber(input.legalRepDocNumber));
      if (!doc.ok) throw new AppError('VALIDATION', { message: doc.message, field: 'legalRepDocNumber' });
      await requireRealName(userId);
      const pictures = await checkPictures(input.pictures, files);
      const registry = await activeRegistry(input.creditCode, 'creditCode');
      const open = await repo.openApplications(db, userId, input.creditCode);
      if (open.some((a) => a.status === 'DS')) throw new AppError('ENTP_AUTH_PENDING', { field: 'creditCode' });
      const bound = (await repo.bindingsOf(db, userId)).find((b) => b.creditCode === input.creditCode);
      if (bound && bound.authStatus === 'ST' && bound.role === 'director') throw new AppError('ENTP_AUTH_ALREADY_BOUND', { field: 'creditCode' });

      // The application continued (DT: the same row) or corrected after a rejection (SJ: a new
      // row, the rejected one stays in the history); its pictures carry over unless replaced.
      const previous = input.applicationId ? await own(userId, input.applicationId) : open.find((a) => a.status === 'DT');
      if (previous && (!['DT', 'SJ'].includes(previous.status) || previous.creditCode !== input.creditCode)) {
        throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
      }
      const continued = previous?.status === 'DT' ? previous : open.find((a) => a.status === 'DT');
      const newImage = (kind: PictureKind) => (pictures.has(kind) ? randomUUID() : null);
      const licenceId = newImage('licence') ?? previous?.licenceImageId ?? null;
      const letterId = input.applicantRole === 'agent' ? (newImage('letter') ?? previous?.letterImageId ?? null) : null;
      if (!licenceId) throw new AppError('ENTP_PICTURE_MISSING', { message: M.licenceRequired, field: 'licence' });
      if (input.applicantRole === 'agent' && !letterId) throw new AppError('ENTP_PICTURE_MISSING', { message: M.letterRequired, field: 'letter' });

      const v = await vault();
      const id = continued?.id ?? randomUUID();
      const agent = input.applicantRole === 'agent';
      const fields = {
        enterpriseName: registry.name,
        applicantRole: input.applicantRole,
        legalRepName: input.legalRepName,
        legalRepDocType: input.legalRepDocType,
        legalRepDocDigest: v.digest(input.legalRepDocType, input.legalRepDocNumber),
        legalRepDocSealed: v.seal(input.legalRepDocNumber, TABLE, id),
        legalRepDocMasked: v.masked(input.legalRepDocNumber),
        licenceImageId: licenceId,
        letterImageId: letterId,
        status: agent ? 'DS' : 'DT',
        // Changed credentials need a new face check.
        faceCheckId: null,
        faceVerifiedAt: null,
        needsReview: agent,
        reviewNotes: agent ? [...AGENT_REVIEW_NOTES] : [],
        rejectReason: null,
        submittedAt: agent ? new Date() : null,
      };
      try {
        await db.transaction(async (tx) => {
          for (const [kind, picture] of pictures) {
            const imageId = kind === 'licence' ? licenceId : letterId;
            if (!imageId) continue;
            await repo.insertImage(tx, {
              id: imageId,
              ownerUserId: userId,
              kind,
              mime: picture.mime,
              size: picture.bytes.length,
              width: picture.width,
              height: picture.height,
              bytes: picture.bytes,
            });
          }
          if (continued) {
            if (!(await repo.updateApplication(tx, id, ['DT'], fields))) throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
          } else {
            await repo.insertApplication(tx, { id, userId, creditCode: input.creditCode, ...fields });
          }
        });
      } catch (err) {
        // Two tabs submitting at once: the open-application index lets one through.
        if (isUniqueViolation(err)) throw new AppError('ENTP_AUTH_PENDING', { field: 'creditCode' });
        throw err;
      }
      return toView((await repo.ownApplication(db, userId, id))!);
    },

    /** A QR ticket of the application's face check, starting a new check when needed. */
    async qrCode(userId: string, applicationId: string, ip: string, verifyToken: string | undefined) {
      const row = await faceApplication(userId, applicationId);
      if (verifyToken && row.faceCheckId && (await face.checkIdOf(verifyToken, PURPOSE, userId)) === row.faceCheckId) {
        try {
          const { ticket, expiresIn } = await face.issueTicket(verifyToken);
          return { verifyToken, ticket, expiresIn };
        } catch (err) {
          if (!(err instanceof AppError)) throw err; // an expired check: start a new one below
        }
      }
      // The face must be the legal representative's the application names, compared one-to-one.
      const claimed = {
        realName: row.legalRepName,
        docType: row.legalRepDocType,
        docNumber: (await vault()).open(row.legalRepDocSealed, TABLE, row.id),
        legalRepresentativeOf: { creditCode: row.creditCode, name: row.enterpriseName },
      };
      const started = await face.start({ purpose: PURPOSE, userId, ip, claimed });
      if (!(await repo.updateApplication(db, row.id, ['DT'], { faceCheckId: started.checkId, faceVerifiedAt: null }))) {
        throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
      }
      const { ticket, expiresIn } = await face.issueTicket(started.verifyToken);
      return { verifyToken: started.verifyToken, ticket, expiresIn };
    },

    /**
     * The desktop's poll every 2 s, as cheap as userStatus: one indexed read of the face check,
     * which must be about this user (a token of someone else's check reads as expired). Which
     * application the check belongs to is checked when it is spent (`checkFace`).
     */
    async scanState(userId: string, verifyToken: string) {
      return { status: await face.state(verifyToken, PURPOSE, userId) };
    },

    /** Spends the passed face check on the application. */
    async checkFace(userId: string, applicationId: string, verifyToken: string): Promise<EnterpriseApplication> {
      const row = await faceApplication(userId, applicationId);
      await assertOwnCheck(row, verifyToken);
      try {
        if ((await face.verifiedUser(verifyToken, PURPOSE)) !== userId) throw new AppError('ENTP_FACE_EXPIRED', { field: 'face' });
        await face.spend(verifyToken, PURPOSE);
      } catch (err) {
        if (err instanceof AppError && err.code === 400305) throw new AppError('ENTP_FACE_REQUIRED', { field: 'face' });
        if (err instanceof AppError) throw new AppError('ENTP_FACE_EXPIRED', { field: 'face' });
        throw err;
      }
      const updated = await repo.updateApplication(db, row.id, ['DT'], { faceVerifiedAt: new Date() });
      if (!updated) throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
      return toView(updated);
    },

    /** The decision on a completed application: approved at once, or to the review queue with its reasons. */
    async authService(userId: string, applicationId: string): Promise<EnterpriseApplication> {
      const row = await own(userId, applicationId);
      if (row.status !== 'DT') throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
      if (row.applicantRole === 'legal' && !row.faceVerifiedAt) throw new AppError('ENTP_FACE_REQUIRED', { field: 'face' });
      const reasons = reviewReasons(row, await repo.findRegistry(db, row.creditCode), await repo.verifiedRealName(db, userId));
      await db.transaction(async (tx) => {
        const submitted = await repo.updateApplication(tx, row.id, ['DT'], {
          status: 'DS',
          submittedAt: new Date(),
          needsReview: reasons.length > 0,
          reviewNotes: reasons,
        });
        if (!submitted) throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
        if (reasons.length === 0) await approveEnterpriseAuth(tx, row.id, { grantedRole: roleForApplicant(row.applicantRole), reviewedBy: null });
      });
      return toView((await repo.ownApplication(db, userId, row.id))!);
    },

    async withdraw(userId: string, applicationId: string): Promise<EnterpriseApplication> {
      await own(userId, applicationId);
      const updated = await repo.updateApplication(db, applicationId, ['DT', 'DS'], { status: 'YC' });
      if (!updated) throw new AppError('ENTP_AUTH_WRONG_STATE', { field: 'applicationId' });
      return toView(updated);
    },

    /**
     * Ends the customer's binding. The last director of an authenticated enterprise that others
     * still act for stays (someone must be able to manage it); their open applications are withdrawn.
     */
    async unbind(userId: string, creditCode: string) {
      const binding = (await repo.bindingsOf(db, userId)).find((b) => b.creditCode === creditCode);
      if (!binding) throw new AppError('ENTP_BINDING_NOT_FOUND', { field: 'creditCode' });
      await db.transaction(async (tx) => {
        const others = await repo.othersBound(tx, binding.enterpriseId, userId);
        if (binding.role === 'director' && binding.authStatus === 'ST' && others.directors === 0 && others.all > 0) {
          throw new AppError('ENTP_LAST_DIRECTOR', { field: 'creditCode' });
        }
        await repo.deleteBinding(tx, userId, binding.enterpriseId);
        for (const open of await repo.openApplications(tx, userId, creditCode)) {
          await repo.updateApplication(tx, open.id, ['DT', 'DS'], { status: 'YC' });
        }
      });
      return { deleted: true as const };
    },

    image: (userId: string, id: string) => repo.ownImage(db, userId, id),
  };
}

export type EnterpriseAuthService = ReturnType<typeof createEnterpriseAuthService>;
