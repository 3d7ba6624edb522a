import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CERT_ENROLMENT_MINUTES, CERT_EXPIRY_WARN_DAYS } from '@portal/contract/limits';
import type { CertificateView } from '@portal/contract/calls/certificates/fields';
import { mask } from '@portal/contract/validate/mask';
import { AppError } from '../../errors.ts';
import type { UserRow } from '../users/service.ts';
import type { CertificateRow } from './service.ts';

const DAY_MS = 86_400_000;

/**
 * Who may act on whose certificates (IDOR guard of issue 22): a director of an authenticated
 * (ST) enterprise reaches every live user of it, anyone themselves. Users outside the caller's
 * reach are "not found", never "forbidden", so user numbers of other enterprises stay unknown.
 * Within reach, a director manages (downloads for, renews, revokes) their own certificates and
 * those of users who direct no enterprise; another director's are refused with 403654 (issue 35
 * point 6, docs/decisions.md): a certificate logs in as its holder, so downloading one for
 * another director would hand over both halves of the directors' dual control, and revoking one
 * would lock that director out.
 */
export function certificateAccess(app: FastifyInstance) {
  const certs = app.certificates;

  /** Of `userIds`, those whose certificates the caller manages. */
  async function manageable(caller: UserRow, userIds: string[]): Promise<Set<string>> {
    const directors = await certs.directorsAmong(userIds.filter((id) => id !== caller.id));
    return new Set(userIds.filter((id) => !directors.has(id)));
  }

  async function requireManageable(caller: UserRow, userId: string): Promise<void> {
    if (!(await manageable(caller, [userId])).has(userId)) throw new AppError('CERT_OTHER_DIRECTOR');
  }

  /** Every user the caller may act for, with the enterprise that gives the right. */
  async function reach(caller: UserRow) {
    const directed = await certs.directedEnterprises(caller.id);
    const members = new Map<string, { user: UserRow; role: string; enterprise: { id: string; name: string } }>();
    for (const enterprise of directed) {
      for (const m of await certs.membersOf(enterprise.id)) {
        if (!members.has(m.user.id)) members.set(m.user.id, { user: m.user, role: m.role, enterprise });
      }
    }
    return { director: directed.length > 0, members };
  }

  /** The user a director downloads a certificate for (themselves when `userNo` is omitted). */
  async function enrolTarget(caller: UserRow, userNo: string | undefined) {
    const { director, members } = await reach(caller);
    if (!director) throw new AppError('CERT_NOT_DIRECTOR');
    const wanted = userNo ?? caller.userNo;
    const found = [...members.values()].find((m) => m.user.userNo === wanted);
    if (!found) throw new AppError('CERT_USER_NOT_FOUND', { field: 'userNo' });
    await requireManageable(caller, found.user.id);
    return found;
  }

  /** A certificate the caller may see and act on: their own, or one of a user they direct. */
  async function reachableCertificate(caller: UserRow, serial: string): Promise<CertificateRow> {
    const row = await certs.find(serial);
    if (row && row.userId === caller.id) return row;
    if (row && (await reach(caller)).members.has(row.userId)) return row;
    throw new AppError('CERT_NOT_FOUND', { field: 'serialNumber' });
  }

  return {
    reach,
    manageable,
    enrolTarget,
    /** A certificate the caller may see (and check signatures with). */
    reachableCertificate,

    /** A certificate the caller may renew or revoke: reachable, and not another director's. */
    async manageableCertificate(caller: UserRow, serial: string): Promise<CertificateRow> {
      const row = await reachableCertificate(caller, serial);
      await requireManageable(caller, row.userId);
      return row;
    },

    async openEnrolment(caller: UserRow, target: { user: UserRow; enterprise: { id: string } }) {
      const id = randomUUID();
      await certs.insertEnrolment({
        id,
        requestedBy: caller.id,
        userId: target.user.id,
        enterpriseId: target.enterprise.id,
        phoneVerifiedAt: new Date(),
        expiresAt: new Date(Date.now() + CERT_ENROLMENT_MINUTES * 60_000),
      });
      return { enrolmentId: id, expiresIn: CERT_ENROLMENT_MINUTES * 60 };
    },

    /** The enrolment the caller opened, spent once; its user must still be in the caller's reach. */
    async spendEnrolment(caller: UserRow, enrolmentId: string) {
      const enrolment = await certs.findEnrolment(enrolmentId);
      if (!enrolment || enrolment.requestedBy !== caller.id) throw new AppError('CERT_PHONE_NOT_VERIFIED');
      const target = (await reach(caller)).members.get(enrolment.userId);
      if (!target) throw new AppError('CERT_USER_NOT_FOUND');
      // Made a director since the phone was verified: the rule holds at the download too.
      await requireManageable(caller, target.user.id);
      if (!(await certs.spendEnrolment(enrolmentId))) throw new AppError('CERT_PHONE_NOT_VERIFIED');
      return target;
    },
  };
}

export function certificateView(row: CertificateRow, user: { userNo: string; loginName: string }, now = Date.now()): CertificateView {
  const left = row.notAfter.getTime() - now;
  const expired = left <= 0;
  return {
    serialNumber: row.serial,
    certType: row.algorithm as CertificateView['certType'],
    subjectDn: row.subjectDn,
    userNo: user.userNo,
    loginName: user.loginName,
    keySerial: row.keySerial,
    providerName: row.providerName,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    status: row.status === 'valid' && expired ? 'expired' : (row.status as CertificateView['status']),
    daysLeft: Math.floor(left / DAY_MS),
    renewable: row.status === 'valid' && !expired && left <= CERT_EXPIRY_WARN_DAYS * DAY_MS,
  };
}

export const maskedPhone = (phone: string) => mask(phone);
