import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { MAX_ASSERTION_SECONDS, readAssertion, signatureValid } from './assertion.ts';
import * as repo from './repo.ts';

/** Clock difference tolerated between a partner and us. */
const CLOCK_SKEW_SECONDS = 60;

/** A partner's signing secret in clear, or undefined for an unknown partner (the local partner page, tests). */
export async function partnerSecret(app: FastifyInstance, partnerId: string): Promise<string | undefined> {
  return (await repo.findPartner(app.database.db, partnerId))?.secret;
}

/** Checks a partner's assertion and names the portal user it stands for. */
export function createOpenIdentityService(app: FastifyInstance) {
  const db = app.database.db;
  return {
    async userFor(partnerId: string, assertion: string): Promise<string> {
      const partner = await repo.findPartner(db, partnerId);
      if (!partner?.enabled) throw new AppError('OPEN_PARTNER_UNKNOWN');
      const read = readAssertion(assertion);
      if (!read || read.claims.iss !== partnerId || !signatureValid(partner.secret, read.body, read.signature)) {
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
