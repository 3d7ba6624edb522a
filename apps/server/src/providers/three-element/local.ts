import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personRegistry } from '../../db/schema/identity-verification.ts';
import type { ThreeElementProvider } from './three-element-provider.ts';

/**
 * Checks against `person_registry`, the people operators import and the seed provides: the
 * document (by its keyed digest, one indexed read) must be there with this name and phone.
 */
export function localThreeElementProvider(db: Db, digest: (docType: string, number: string) => string): ThreeElementProvider {
  return {
    name: 'local',
    async check(person) {
      const [row] = await db
        .select({ realName: personRegistry.realName, phone: personRegistry.phone })
        .from(personRegistry)
        .where(and(eq(personRegistry.docType, person.docType), eq(personRegistry.docDigest, digest(person.docType, person.docNumber))));
      return row && row.realName === person.realName && row.phone === person.phone ? 'match' : 'mismatch';
    },
  };
}
