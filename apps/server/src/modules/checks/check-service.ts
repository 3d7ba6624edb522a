import type { CallResponse } from '@portal/contract/call';
import { COURIERS, type CourierCode } from '@portal/contract/calls/checks/couriers';
import type { electriProgress, paperProgress } from '@portal/contract/calls/checks/confirmation';
import {
  ELECTRONIC_STEPS,
  PAPER_STEPS,
  SEALED_DOC_TYPES,
  type GuaranteeStatus,
  type GuaranteeType,
  type SealVerdict,
} from '@portal/contract/calls/checks/fields';
import type { selectGuarantee } from '@portal/contract/calls/checks/guarantee';
import type { signatureVerification } from '@portal/contract/calls/checks/seal';
import { CHECK_FAILURES_PER_ADDRESS, SEAL_MISSES_PER_ADDRESS } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { beijingDate, beijingDateTime } from '../../lib/china-time.ts';
import { trackingUrl } from './couriers.ts';
import { failureGate } from './failures.ts';
import * as repo from './repo.ts';
import { secretCodes } from './secret-codes.ts';

type Guarantee = CallResponse<typeof selectGuarantee>;
type Seal = CallResponse<typeof signatureVerification>;

/** A stored state, or `expired` once the last day of validity has passed in China. */
export function guaranteeStatus(stored: string, validUntil: string, today: string): GuaranteeStatus {
  if (stored === 'cancelled' || stored === 'claimed') return stored;
  return validUntil < today ? 'expired' : 'valid';
}

/**
 * Whether a seal was good when the document was sealed: its certificate covered the sealing
 * day and the seal had not been revoked by then. A later revocation or expiry does not undo a
 * seal made while both were good (as for any long-term signature); the reply shows both dates.
 */
export function sealVerdict(row: { sealedAt: Date; certValidFrom: string; certValidUntil: string; sealRevokedAt: Date | null }): SealVerdict {
  if (row.sealRevokedAt && row.sealRevokedAt <= row.sealedAt) return 'sealRevoked';
  const day = beijingDate(row.sealedAt);
  if (day < row.certValidFrom || day > row.certValidUntil) return 'certExpired';
  return 'valid';
}

/** The three public checks of issue 24: guarantee, confirmation letter, e-seal anti-fake code. */
export function createCheckService(db: Db, clock: () => Date = () => new Date()) {
  const codes = secretCodes(db);
  const guaranteeGate = failureGate(db, 'guarantee', CHECK_FAILURES_PER_ADDRESS, 'GUARANTEE_CHECK_LOCKED');
  const letterGate = failureGate(db, 'letter', CHECK_FAILURES_PER_ADDRESS, 'LETTER_CHECK_LOCKED');
  const sealGate = failureGate(db, 'seal', SEAL_MISSES_PER_ADDRESS, 'SEAL_CHECK_LOCKED');

  /** The letter whose number and query code both match; else one answer for either mistake. */
  async function letter(ip: string, letterNo: string, queryCode: string) {
    const now = clock();
    await letterGate.assertOpen(ip, now);
    const row = await repo.letterByNo(db, letterNo);
    if (!(await codes.matches('letter', queryCode, row?.queryDigest)) || !row) {
      await letterGate.failed(ip, now);
      throw new AppError('LETTER_NOT_MATCHED');
    }
    return row;
  }

  const head = (row: { letterNo: string; auditFirm: string; auditedEntity: string; branch: string }) => ({
    letterNo: row.letterNo,
    auditFirm: row.auditFirm,
    auditedEntity: row.auditedEntity,
    branch: row.branch,
  });

  const events = (rows: Awaited<ReturnType<typeof repo.letterEvents>>, names: Record<string, string>) =>
    rows.map((e) => ({ step: e.step, stepName: names[e.step] ?? e.step, at: beijingDateTime(e.at), note: e.note }));

  return {
    async guarantee(ip: string, guaranteeNo: string, verifyCode: string): Promise<Guarantee> {
      const now = clock();
      await guaranteeGate.assertOpen(ip, now);
      const row = await repo.guaranteeByNo(db, guaranteeNo);
      if (!(await codes.matches('guarantee', verifyCode, row?.verifyDigest)) || !row) {
        await guaranteeGate.failed(ip, now);
        throw new AppError('GUARANTEE_NOT_MATCHED');
      }
      return {
        guaranteeNo: row.guaranteeNo,
        type: row.type as GuaranteeType,
        issuer: row.issuer,
        applicant: row.applicant,
        beneficiary: row.beneficiary,
        amountMinor: row.amountMinor,
        currency: row.currency,
        issuedOn: row.issuedOn,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        status: guaranteeStatus(row.status, row.validUntil, beijingDate(now)),
        statusOn: row.statusOn,
        checkedAt: beijingDateTime(now),
      };
    },

    async paper(ip: string, letterNo: string, queryCode: string): Promise<CallResponse<typeof paperProgress>> {
      const row = await letter(ip, letterNo, queryCode);
      const rows = await repo.letterEvents(db, row.letterNo, 'paper');
      const sent = rows.find((e) => e.step === 'sentBack' && e.courier && e.waybillNo);
      return {
        ...head(row),
        hasPaper: rows.length > 0,
        events: events(rows, PAPER_STEPS),
        courier: sent ? { code: sent.courier!, name: COURIERS[sent.courier as CourierCode] ?? sent.courier!, waybillNo: sent.waybillNo! } : null,
      };
    },

    async electronic(ip: string, letterNo: string, queryCode: string): Promise<CallResponse<typeof electriProgress>> {
      const row = await letter(ip, letterNo, queryCode);
      const rows = await repo.letterEvents(db, row.letterNo, 'electronic');
      return { ...head(row), hasElectronic: row.platform !== '' || rows.length > 0, platform: row.platform, events: events(rows, ELECTRONIC_STEPS) };
    },

    async returnUrl(ip: string, letterNo: string, queryCode: string) {
      const row = await letter(ip, letterNo, queryCode);
      const sent = (await repo.letterEvents(db, row.letterNo, 'paper')).find((e) => e.step === 'sentBack' && e.courier && e.waybillNo);
      if (!sent) throw new AppError('LETTER_NOT_SENT_BACK');
      const courier = sent.courier as CourierCode;
      return { courierName: COURIERS[courier], waybillNo: sent.waybillNo!, url: trackingUrl(courier, sent.waybillNo!) };
    },

    async seal(ip: string, antiFakeCode: string): Promise<Seal> {
      const now = clock();
      await sealGate.assertOpen(ip, now);
      const row = await repo.sealByCode(db, antiFakeCode);
      if (!row) {
        await sealGate.failed(ip, now);
        throw new AppError('SEAL_CODE_NOT_FOUND');
      }
      const verdict = sealVerdict(row);
      return {
        antiFakeCode: row.antiFakeCode,
        sealOwner: row.sealOwner,
        sealName: row.sealName,
        docType: row.docType,
        docTypeName: SEALED_DOC_TYPES[row.docType as keyof typeof SEALED_DOC_TYPES] ?? row.docType,
        docNo: row.docNo,
        docTitle: row.docTitle,
        sealedAt: beijingDateTime(row.sealedAt),
        certSerial: row.certSerial,
        certValidFrom: row.certValidFrom,
        certValidUntil: row.certValidUntil,
        sealRevokedAt: row.sealRevokedAt ? beijingDateTime(row.sealRevokedAt) : null,
        valid: verdict === 'valid',
        verdict,
      };
    },
  };
}
