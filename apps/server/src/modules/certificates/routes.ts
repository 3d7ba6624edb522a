import type { FastifyInstance } from 'fastify';
import { getCertLoginToken, getCertSignedToken, verifyCertLogin } from '@portal/contract/calls/certificates/cert-login';
import {
  certCheckSignData,
  certExtend,
  certGetCert,
  certList,
  certRevoke,
  certSendMessage,
  certValidateTel,
  certVerifyTel,
} from '@portal/contract/calls/certificates/cert-manage';
import { CERT_EXPIRY_WARN_DAYS } from '@portal/contract/limits';
import { mask } from '@portal/contract/validate/mask';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { startUserSession } from '../auth/start-session.ts';
import { userClient } from '../sms/clients.ts';
import { CERT_ALGORITHMS, type CertAlgorithm } from './algorithms.ts';
import { certificateAccess, certificateView } from './access.ts';
import { loginText } from './service.ts';
// rights (issue 25)
import { createRightsService } from '../rights/service.ts';
// end rights

const LOGIN_RATE = { max: 20, timeWindow: 60_000 };
const TOKEN_RATE = { max: 60, timeWindow: 60_000 };
const MANAGE_RATE = { max: 30, timeWindow: 60_000 };
const SMS_RATE = { max: 5, timeWindow: 60_000 };
const DAY_MS = 86_400_000;

/** Certificate login (§7 `/auth/certi/*`), certificate management (`/certManage/*`) and the public CRLs. */
export function certificateRoutes(app: FastifyInstance): void {
  const certs = app.certificates;
  const access = certificateAccess(app);
  const caller = (principalId: string) => app.users.requireLive(principalId);
  // rights (issue 25): a certificate issued for an enterprise uses up one of its free-certificate rights
  const rights = createRightsService(app.database.db);
  // end rights

  // Public, as a CRL distribution point must be: GET, PEM, one per algorithm; and the roots.
  for (const algorithm of CERT_ALGORITHMS) {
    const name = algorithm.toLowerCase();
    app.get(`/qjmh/ca/${name}.crl`, async (_req, reply) => {
      reply.header('content-type', 'application/pkix-crl').header('cache-control', 'no-cache');
      return certs.crl(algorithm as CertAlgorithm);
    });
    app.get(`/qjmh/ca/${name}-root.pem`, async (_req, reply) => {
      reply.header('content-type', 'application/x-pem-file');
      return certs.roots[algorithm].certificate.toString('pem');
    });
  }

  registerCall(app, getCertLoginToken, () => certs.newLoginChallenge(), { rateLimit: TOKEN_RATE });

  registerCall(app, getCertSignedToken, async ({ token }) => ({ token, ...(await certs.liveChallenge(token)) }), { rateLimit: TOKEN_RATE });

  registerCall(
    app,
    verifyCertLogin,
    async (input, ctx) => {
      // Spent before anything else: a challenge answers one attempt, right or wrong.
      await certs.spendChallenge(input.token);
      const row = await certs.verifyCertificateSignature({
        certificate: input.certificate,
        serial: input.serialNumber,
        data: loginText(input.token),
        signature: input.signature,
        keySerial: input.keySerial,
      });
      const user = await app.users.findLive(row.userId);
      if (!user) throw new AppError('CERT_USER_INACTIVE');
      return startUserSession(app, ctx, user, 'certificate', input.redirectUrl);
    },
    { rateLimit: LOGIN_RATE },
  );

  registerCall(
    app,
    certValidateTel,
    async ({ userNo, phone }, ctx) => {
      const target = await access.enrolTarget(await caller(ctx.session!.principalId), userNo);
      if (target.user.phone !== phone) throw new AppError('CERT_PHONE_MISMATCH', { field: 'phone' });
      return { valid: true as const };
    },
    { rateLimit: MANAGE_RATE },
  );

  registerCall(
    app,
    certSendMessage,
    async ({ userNo }, ctx) => {
      const me = await caller(ctx.session!.principalId);
      const target = await access.enrolTarget(me, userNo);
      const sent = await app.sms.send({ phone: target.user.phone, purpose: 'cert_manage', ip: ctx.request.ip, client: userClient(me.id) });
      return { ...sent, phone: mask(target.user.phone) };
    },
    { rateLimit: SMS_RATE },
  );

  registerCall(
    app,
    certVerifyTel,
    async ({ userNo, smsCode }, ctx) => {
      const me = await caller(ctx.session!.principalId);
      const target = await access.enrolTarget(me, userNo);
      await app.sms.verify({ phone: target.user.phone, purpose: 'cert_manage', code: smsCode, consume: true });
      return access.openEnrolment(me, target);
    },
    { rateLimit: MANAGE_RATE },
  );

  registerCall(
    app,
    certGetCert,
    async (input, ctx) => {
      const me = await caller(ctx.session!.principalId);
      const target = await access.spendEnrolment(me, input.enrolmentId);
      const row = await certs.issue({
        user: target.user,
        enterprise: target.enterprise,
        csr: input.csr,
        keySerial: input.keySerial,
        providerName: input.providerName,
        issuedBy: me.id,
      });
      // rights (issue 25)
      await rights.consumeFor(target.enterprise.id, 'free_certificate', 'certificate', row.serial);
      // end rights
      return { ...certificateView(row, target.user), certificate: row.certificatePem };
    },
    { rateLimit: MANAGE_RATE },
  );

  registerCall(
    app,
    certExtend,
    async (input, ctx) => {
      const me = await caller(ctx.session!.principalId);
      const old = await access.manageableCertificate(me, input.serialNumber);
      const left = old.notAfter.getTime() - Date.now();
      if (old.status !== 'valid' || left <= 0) throw new AppError('CERT_NOT_VALID');
      if (left > CERT_EXPIRY_WARN_DAYS * DAY_MS) throw new AppError('CERT_EXTEND_TOO_EARLY');
      if (input.keySerial !== undefined && input.keySerial !== old.keySerial) throw new AppError('CERT_KEY_MISMATCH', { field: 'keySerial' });
      const owner = await app.users.findLive(old.userId);
      if (!owner) throw new AppError('CERT_USER_INACTIVE');
      // The enterprise's name today (it may have changed since); the old subject's as a fallback.
      const enterpriseName = (old.enterpriseId && (await certs.enterpriseNameOf(old.enterpriseId))) || (old.subjectDn.match(/\bO=([^,]+)/)?.[1] ?? '');
      const row = await certs.issue({
        user: owner,
        enterprise: { id: old.enterpriseId ?? '', name: enterpriseName },
        csr: input.csr,
        keySerial: old.keySerial,
        providerName: old.providerName,
        issuedBy: me.id,
        replaces: old,
      });
      return { ...certificateView(row, owner), certificate: row.certificatePem };
    },
    { rateLimit: MANAGE_RATE },
  );

  registerCall(
    app,
    certCheckSignData,
    async (input, ctx) => {
      const me = await caller(ctx.session!.principalId);
      const row = await access.reachableCertificate(me, input.serialNumber);
      await certs.verifyCertificateSignature({ serial: row.serial, data: input.plainText, signature: input.signature });
      return { valid: true as const };
    },
    { rateLimit: MANAGE_RATE },
  );

  registerCall(app, certList, async (_input, ctx) => {
    const me = await caller(ctx.session!.principalId);
    const { director, members } = await access.reach(me);
    const users = new Map([[me.id, me], ...[...members.values()].map((m) => [m.user.id, m.user] as const)]);
    const rows = await certs.certificatesOf([...users.keys()]);
    const mine = await access.manageable(me, [...users.keys()]);
    return {
      director,
      users: [...members.values()].map((m) => ({
        userNo: m.user.userNo,
        loginName: m.user.loginName,
        realName: m.user.realName,
        phone: mask(m.user.phone),
        role: m.role,
        enterpriseName: m.enterprise.name,
        manageable: mine.has(m.user.id),
      })),
      certificates: rows.map((r) => ({ ...certificateView(r, users.get(r.userId)!), manageable: mine.has(r.userId) })),
    };
  });

  registerCall(
    app,
    certRevoke,
    async ({ serialNumber, reason }, ctx) => {
      const me = await caller(ctx.session!.principalId);
      const row = await access.manageableCertificate(me, serialNumber);
      await certs.revoke(row, reason ?? null);
      return { revoked: true as const };
    },
    { rateLimit: MANAGE_RATE },
  );
}
