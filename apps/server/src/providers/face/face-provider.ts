import { AppError } from '../../errors.ts';

/** The picture a phone took for a face check, and whose face it should be. */
export interface FacePicture {
  bytes: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
}

export interface FaceSubject {
  userId: string;
  realName: string;
}

/** Why a picture was refused; each maps to its own message for the person holding the phone. */
export const FACE_REFUSALS = ['NOT_AN_IMAGE', 'TOO_SMALL', 'NO_FACE', 'SEVERAL_FACES', 'NO_MATCH'] as const;
export type FaceRefusal = (typeof FACE_REFUSALS)[number];

/** `detail` is for the log only (a verification service's own words), never shown to the user. */
export type FaceVerdict = { ok: true } | { ok: false; reason: FaceRefusal; detail?: string };

/**
 * Face recognition (ARCHITECTURE §7 Providers): judges a live picture for the person the bank
 * has on record. `local` only makes sure the picture shows exactly one human face; `http` asks
 * the bank's verification service, which compares it with the customer. A provider that cannot
 * judge throws FaceServiceError (or FACE_BUSY): it never lets a picture pass.
 */
export interface FaceProvider {
  readonly name: 'local' | 'http';
  verify(picture: FacePicture, subject: FaceSubject): Promise<FaceVerdict>;
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
