import { AppError } from '../../errors.ts';

/** The picture a phone took for a face check, and whose face it should be. */
export interface FacePicture {
  bytes: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
}

/**
 * The identity a face check claims (ARCHITECTURE §7): the face must be this person's. The name
 * and document come from what the check is for — the identity being verified, the account
 * holder's verified identity, an enterprise's legal representative — never from the picture's
 * sender.
 */
export interface FaceSubject {
  /** The customer whose flow this is (the applicant, who may not be the person claimed). */
  userId: string;
  realName: string;
  /** Account-card type code of §5 (0 mainland ID card …). */
  docType: string;
  /** The normalised document number (document-vault.ts). */
  docNumber: string;
  /** Enterprise authentication: the person claims to be this enterprise's legal representative. */
  legalRepresentativeOf?: { creditCode: string; name: string };
}

/** Why a picture was refused; each maps to its own message for the person holding the phone. */
export const FACE_REFUSALS = ['NOT_AN_IMAGE', 'TOO_SMALL', 'NO_FACE', 'SEVERAL_FACES', 'NO_MATCH', 'NO_REFERENCE', 'NOT_LIVE'] as const;
export type FaceRefusal = (typeof FACE_REFUSALS)[number];

/**
 * What a provider decided about one picture, stored with the check: whether the face is the
 * claimed person's, the comparison's score in the provider's own scale (local: the Euclidean
 * distance of the descriptors, lower is closer), and liveness when the provider judges it.
 */
export interface FaceDecision {
  match: boolean;
  score: number | null;
  liveness: boolean | null;
}

/** `detail` is for the log only (a verification service's own words), never shown to the user. */
export type FaceVerdict =
  | { ok: true; decision: FaceDecision }
  | { ok: false; reason: FaceRefusal; detail?: string; decision?: FaceDecision };

/**
 * Face recognition (ARCHITECTURE §7 Providers): is the person in a live picture the person
 * claimed? `local` compares the picture with the registry's reference photo of that document's
 * holder (one-to-one descriptors); `http` asks the bank's verification service, naming the
 * claimed identity. A provider that cannot judge throws FaceServiceError (or FACE_BUSY): it never
 * lets a picture pass.
 */
export interface FaceProvider {
  readonly name: 'local' | 'http';
  verify(picture: FacePicture, subject: FaceSubject): Promise<FaceVerdict>;
  /**
   * False when this provider can never pass a picture of the subject (local: no reference photo
   * on record), so the flow says so before anyone takes a picture. Undefined: it always can try.
   */
  canVerify?(subject: Pick<FaceSubject, 'docType' | 'docNumber'>): Promise<boolean>;
  /**
   * The descriptor of a reference photo for the registry (the operators' import), made the way
   * live pictures are described, or why it cannot serve. Only the local provider has one: the
   * bank's service keeps its own photos.
   */
  describe?(picture: FacePicture): Promise<{ descriptor: Float32Array } | { refusal: FaceRefusal }>;
  /** A picture is coming soon (the phone opened the QR code): get ready so the check is quick. */
  warmUp?(): void;
  /** Stops what the provider started (the local detector's thread). */
  close?(): Promise<void>;
}

/** The provider could not judge (service down or odd reply, model failed); `reason` is for the log. */
export class FaceServiceError extends AppError {
  constructor(readonly reason: string) {
    super('FACE_SERVICE_FAILED');
  }
}
