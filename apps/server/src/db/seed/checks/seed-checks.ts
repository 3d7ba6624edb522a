import type { Db } from '../../client.ts';
import { checkGuarantees, checkLetterEvents, checkLetters, checkSeals } from '../../schema/checks.ts';
import { parseBeijingTime } from '../../../modules/products/import-rules.ts';
import { secretCodes } from '../../../modules/checks/secret-codes.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { SEED_GUARANTEES, SEED_LETTERS, SEED_SEALS } from './check-data.ts';

export const CHECK_REGISTRIES_MARK = 'check-registries';

const at = (text: string) => parseBeijingTime(text)!;

/**
 * The demo registries of the check tools, once in a database's life (demo and test servers
 * only, like the identity registries): after that they are the operators', who import over them.
 */
export async function seedCheckRegistries(db: Db): Promise<void> {
  if (await hasSeedMark(db, CHECK_REGISTRIES_MARK)) return;
  const codes = secretCodes(db);
  const guaranteeDigests = await Promise.all(SEED_GUARANTEES.map((g) => codes.digest('guarantee', g.verifyCode)));
  const letterDigests = await Promise.all(SEED_LETTERS.map((l) => codes.digest('letter', l.queryCode)));
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, CHECK_REGISTRIES_MARK))) return;
    await tx
      .insert(checkGuarantees)
      .values(SEED_GUARANTEES.map(({ verifyCode: _code, ...g }, i) => ({ ...g, verifyDigest: guaranteeDigests[i]!, source: 'seed' })))
      .onConflictDoNothing();
    await tx
      .insert(checkLetters)
      .values(SEED_LETTERS.map(({ queryCode: _code, events: _events, ...l }, i) => ({ ...l, queryDigest: letterDigests[i]!, source: 'seed' })))
      .onConflictDoNothing();
    await tx
      .insert(checkLetterEvents)
      .values(SEED_LETTERS.flatMap((l) => l.events.map((e) => ({ letterNo: l.letterNo, channel: e.channel, step: e.step, at: at(e.at), courier: e.courier ?? null, waybillNo: e.waybillNo ?? null, note: e.note ?? '' }))))
      .onConflictDoNothing();
    await tx
      .insert(checkSeals)
      .values(SEED_SEALS.map((s) => ({ ...s, sealedAt: at(s.sealedAt), sealRevokedAt: s.sealRevokedAt ? at(s.sealRevokedAt) : null, source: 'seed' })))
      .onConflictDoNothing();
  });
}
