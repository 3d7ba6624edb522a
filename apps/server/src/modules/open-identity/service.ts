import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { MAX_ASSERTION_SECONDS, readAssertion, signatureValid } from './assertion.ts';
import * as repo from './repo.ts';
import type { Db } from '../../db/client.ts';
import { isSealed, keyWrapOf, rowAad, SEALED_PREFIX, type KeyWrap } from '../security/key-wrap.ts';

/** Clock difference tolerated between a partner and us. */
const CLOCK_SKEW_SECONDS = 60;

const partnerAad = (id: string) => rowAad('open_identity_partners', id);

/**
 * A partner's signing secret in clear, or undefined for an unknown partner. Secrets are stored
 * sealed under the master key; one found in clear (a partner a bank added with SQL since the
 * last start) is used and sealed in place on this first read.
 */
export async function partnerSecret(app: FastifyInstance, partnerId: string): Promise<string | undefined> {
  const partner = await repo.findPartner(app.database.db, partnerId);
  return partner ? openSecret(app.database.db, partner) : undefined;
}

async function openSecret(db: Db, partner: { id: string; secret: string }): Promise<string> {
  const wrap = keyWrapOf(db);
  if (isSealed(partner.secret)) return wrap.open(partner.secret, partnerAad(partner.id));
  await repo.replaceSecretIfUnchanged(db, partner.id, partner.secret, wrap.seal(partner.secret, partnerAad(partner.id)));
  return partner.secret;
}

/** Seals every partner secret still stored in clear (start-up, keys-at-rest.ts); returns how many. */
export async function sealClearPartnerSecrets(db: Db, wrap: KeyWrap): Promise<number> {
  let sealed = 0;
  for (const { id, secret } of await repo.partnersWithClearSecret(db, SEALED_PREFIX)) {
    if (await repo.replaceSecretIfUnchanged(db, id, secret, wrap.seal(secret, partnerAad(id)))) sealed++;
  }
  return sealed;
}

/** Checks a partner's assertion and names the portal user it stands for. */
export function createOpenIdentityService(app: FastifyInstance) {
  const db = app.database.db;
  return {
    async userFor(partnerId: string, assertion: string): Promise<string> {
      const partner = await repo.findPartner(db, partnerId);
      if (!partner?.enabled) throw new AppError('OPEN_PARTNER_UNKNOWN');
      const read = readAssertion(assertion);
      const secret = read && read.claims.iss === partnerId ? await openSecret(db, partner) : undefined;
      if (!read || secret === undefined || !signatureValid(secret, read.body, read.signature)) {
        throw new AppError('OPEN_ASSERTION_INVALID');
      }
      const { iat, exp, jti, sub } = read.claims;
      const now = Math.floor(Date.now() / 1000);
      if (exp < now || iat > now + CLOCK_SKEW_SECONDS || exp - iat > MAX_ASSERTION_SECONDS) {
        throw new AppError('OPEN_ASSERTION_EXPIRED');
      }
      // Single use: the replay set of the envelope already spans more than an assertion's life.
      if (!(await app.envelopeKeys.claimNonce(`open:${partnerId}:${jti}`))) throw new AppError('OPEN_ASSERTION_INVALID');
      const userId = await repo.findLinkedUser(db, partnerId, sub);
      const user = userId ? await app.users.findLive(userId) : undefined;
      if (!user) throw new AppError('OPEN_IDENTITY_NOT_LINKED');
      return user.id;
    },
  };
}
