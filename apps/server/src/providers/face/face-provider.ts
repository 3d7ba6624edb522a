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
export type FaceRefusal = 'NOT_AN_IMAGE' | 'TOO_SMALL';

export type FaceVerdict = { ok: true } | { ok: false; reason: FaceRefusal };

/**
 * Face recognition (ARCHITECTURE §7 Providers): compares a live picture with the person the
 * bank has on record. The local provider stands in for the bank's recognition service.
 */
export interface FaceProvider {
  readonly name: 'local';
  verify(picture: FacePicture, subject: FaceSubject): Promise<FaceVerdict>;
}
