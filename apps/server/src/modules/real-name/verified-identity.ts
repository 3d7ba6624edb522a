import type { Db } from '../../db/client.ts';
import type { ClaimedIdentity } from '../face/service.ts';
import { createDocumentVault, type DocumentVault } from '../identity/document-vault.ts';
import * as repo from './repo.ts';

const TABLE = 'real_name_auths';

/**
 * The identity a customer's real-name authentication verified (issue 35), document opened, for a
 * later face check that must be that person's (face password reset). Undefined for an account
 * without one: such an account is not offered the face route.
 */
export function verifiedIdentities(db: Db) {
  let vault: Promise<DocumentVault> | undefined;
  return {
    async of(userId: string): Promise<ClaimedIdentity | undefined> {
      const row = await repo.latestOf(db, userId, 'verified');
      if (!row) return undefined;
      const docNumber = (await (vault ??= createDocumentVault(db))).open(row.docSealed, TABLE, row.id);
      return { realName: row.realName, docType: row.docType, docNumber };
    },
    async has(userId: string): Promise<boolean> {
      return (await repo.latestOf(db, userId, 'verified')) !== undefined;
    },
  };
}
