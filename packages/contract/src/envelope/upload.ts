import { sm3 } from 'sm-crypto-v2';
import * as z from 'zod/mini';
import type { CallDef, UploadSpec } from '../call.ts';

/**
 * Sealed multipart uploads (ARCHITECTURE §4.3). An upload call is one `multipart/form-data`
 * POST to the call's path with the usual envelope headers:
 *
 * 1. the FIRST part is the text field `uploadData`: the sealed body text `{"iv","data"}` of
 *    ARCHITECTURE §4.3, exactly as a JSON call would send it. Its decrypted JSON is the call's
 *    input plus `files`, one entry per file part in the order the parts follow:
 *    `{ field, name, size, sm3 }` (part name, file name, byte length, lowercase hex SM3 digest);
 * 2. then the file parts, each named `field` (the call's `upload.fileField`, `file` by default).
 *
 * `x-sign` is computed as for any POST with `body` = the `uploadData` text, so the signature
 * covers the input and, through the digests, every byte of every file. The server checks the
 * envelope and the caller's access before it reads a file, refuses a file longer than its
 * declared size or the call's limit as soon as it gets there, and rejects any file whose bytes
 * do not hash to the declared digest. The name the server keeps is the signed `name`, not the
 * part's `filename`. The reply is sealed like any sealed call.
 */
export const UPLOAD_DATA_FIELD = 'uploadData';
export const DEFAULT_UPLOAD_FILE_FIELD = 'file';
/** The key of the file list inside the decrypted `uploadData`; no upload call may use it. */
export const UPLOAD_FILES_KEY = 'files';

const SM3_HEX_RE = /^[0-9a-f]{64}$/;
/** Longest file name kept (characters). */
export const UPLOAD_NAME_MAX = 255;

export const ZUploadFileEntry = z.object({
  field: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.maxLength(UPLOAD_NAME_MAX)),
  size: z.int().check(z.nonnegative()),
  sm3: z.string().check(z.regex(SM3_HEX_RE)),
});
export type UploadFileEntry = z.infer<typeof ZUploadFileEntry>;

export const ZUploadManifest = z.array(ZUploadFileEntry);

/** Lowercase hex SM3 digest of bytes (the same implementation the signature uses). */
export function sm3Hex(bytes: Uint8Array): string {
  return sm3(bytes);
}

/** The upload settings of a call; throws for a call that is not an upload. */
export function uploadSpecOf(def: CallDef): Required<UploadSpec> {
  if (!def.upload) throw new Error(`${def.path} is not an upload call`);
  return { fileField: DEFAULT_UPLOAD_FILE_FIELD, ...def.upload };
}
