import { createHmac } from 'node:crypto';
import { mask } from '@portal/contract/validate/mask';
import type { Db } from '../../db/client.ts';
import { keyWrapOf, rowAad } from '../security/key-wrap.ts';
import { serverSecret } from '../security/server-secret.ts';

/** The server secret that keys document digests; never rotated (the digests would no longer match). */
const DIGEST_SECRET = 'identity.document-digest';

/** A number as typed and as stored: trimmed, upper case, full-width brackets made ASCII (Hong Kong cards). */
export function normaliseDocNumber(value: string): string {
  return value.trim().toUpperCase().replace(/（/g, '(').replace(/）/g, ')');
}

/**
 * Identity-document numbers at rest (issue 21): a keyed digest to find and compare them, the
 * number sealed under the master key for its row, and the masked form screens show. Nothing
 * stores or logs a document number in clear.
 */
export interface DocumentVault {
  /** HMAC-SHA256 of type and normalised number: equal documents, equal digests. */
  digest(docType: string, number: string): string;
  /** The number sealed for one row (`table`, `id`): it opens only there. */
  seal(number: string, table: string, id: string): string;
  open(sealed: string, table: string, id: string): string;
  masked(number: string): string;
}

export async function createDocumentVault(db: Db): Promise<DocumentVault> {
  const key = Buffer.from(await serverSecret(db, DIGEST_SECRET), 'hex');
  const wrap = keyWrapOf(db);
  return {
    digest: (docType, number) => createHmac('sha256', key).update(`${docType}:${normaliseDocNumber(number)}`).digest('base64url'),
    seal: (number, table, id) => wrap.seal(normaliseDocNumber(number), rowAad(table, id)),
    open: (sealed, table, id) => wrap.open(sealed, rowAad(table, id)),
    masked: (number) => mask(normaliseDocNumber(number)),
  };
}
