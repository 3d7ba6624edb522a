import type { FastifyInstance } from 'fastify';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { staffLogout } from '@portal/contract/calls/staff/staff-logout';
import { staffProfile } from '@portal/contract/calls/staff/staff-profile';
import { staffStatus } from '@portal/contract/calls/staff/staff-status';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../plugins/envelope.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { attemptOf } from '../auth/client-info.ts';
import { setDeviceCookie } from '../auth/device-cookie.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../session/cookie.ts';

/** Staff login calls a single address may make per minute, on top of the per-account lock. */
const STAFF_LOGIN_RATE = { max: 20, timeWindow: 60_000 };

/** The staff login (ARCHITECTURE §5): sessions of kind `staff`, never valid on customer calls. */
export function staffRoutes(app: FastifyInstance): void {
  const secure = app.config.NODE_ENV === 'production';
  const maxAgeMs = app.config.SESSION_MAX_HOURS * 3_600_000;

  async function currentStaff(ctx: CallContext) {
    const staff = await app.staff.findActive(ctx.session!.principalId);
    if (!staff) throw new AppError('NOT_LOGGED_IN');
    return staff;
  }

  registerCall(
    app,
    staffLogin,
    async (input, ctx) => {
      const password = openSecretField(app, input.password, 'password');
      if (!(await app.captcha.consumeVerification(input.captchaVerification))) {
        throw new AppError('CAPTCHA_NOT_PASSED', { field: 'captchaVerification' });
      }
      const { ip, device, deviceCookie } = attemptOf(ctx.request, 'password');
      const attempt = { ip, device, deviceCookie };
      const staff = await app.staff.authenticate(input.loginName, password, attempt);
      const started = await app.sessions.start({
        kind: 'staff',
        principalId: staff.id,
        method: 'password',
        ip,
        device,
        previousCookie: readSessionCookie(ctx.request),
      });
      setSessionCookie(ctx.reply, started.cookieValue, { secure, maxAgeSeconds: started.maxAgeSeconds });
      setDeviceCookie(ctx.reply, await app.staff.recordSuccess(staff, attempt), { secure });
      return { token: started.csrfToken, staff: app.staff.member(staff) };
    },
    { rateLimit: STAFF_LOGIN_RATE },
  );

  registerCall(
    app,
    staffStatus,
    async (_input, ctx) => {
      const state = await app.sessions.state(readSessionCookie(ctx.request));
      const staff = state.live && state.session.kind === 'staff' ? await app.staff.findActive(state.session.principalId) : undefined;
      if (!state.live || !staff) return { staff: null, endReason: state.live ? null : state.endReason, token: null };
      return { staff: app.staff.member(staff), endReason: null, token: state.session.csrfToken };
    },
    { passive: true },
  );

  registerCall(app, staffLogout, async (_input, ctx) => {
    await app.sessions.end(ctx.session!, 'LOGOUT');
    clearSessionCookie(ctx.reply, { secure });
    return { loggedOut: true };
  });

  registerCall(app, staffProfile, async (_input, ctx) => {
    const staff = await currentStaff(ctx);
    // Read again: this very call may have pushed the idle deadline back.
    const state = await app.sessions.state(readSessionCookie(ctx.request));
    const session = state.live ? state.session : ctx.session!;
    const maxDeadline = new Date(session.createdAt.getTime() + maxAgeMs);
    const idleDeadline = new Date(Math.min(session.expiresAt.getTime(), maxDeadline.getTime()));
    return {
      staff: app.staff.member(staff),
      session: {
        startedAt: session.createdAt.toISOString(),
        idleDeadline: idleDeadline.toISOString(),
        maxDeadline: maxDeadline.toISOString(),
        ip: session.ip,
        device: session.device,
      },
      recentLogins: await app.staff.recentLogins(staff.id),
    };
  });
}
