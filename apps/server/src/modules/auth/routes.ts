import type { FastifyInstance } from 'fastify';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { register } from '@portal/contract/calls/auth/register';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { checkPasswordRule1 } from '../users/service.ts';
import { attemptOf } from './client-info.ts';
import { openSecretField } from './secret-field.ts';
import { startUserSession } from './start-session.ts';

/** Login calls a single address may make per minute, on top of the per-account lock. */
const LOGIN_RATE = { max: 20, timeWindow: 60_000 };
const REGISTER_RATE = { max: 10, timeWindow: 60_000 };

/** Customer login by password or SMS code, and registration. */
export function authRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    passwordLogin,
    async (input, ctx) => {
      const password = openSecretField(app, input.password, 'password');
      if (!(await app.captcha.consumeVerification(input.captchaVerification))) {
        throw new AppError('CAPTCHA_NOT_PASSED', { field: 'captchaVerification' });
      }
      const user = await app.users.authenticate(input.loginName, password, attemptOf(ctx.request, 'password'));
      return startUserSession(app, ctx, user, 'password', input.redirectUrl);
    },
    { rateLimit: LOGIN_RATE },
  );

  registerCall(
    app,
    phoneLogin,
    async (input, ctx) => {
      // The code first: only someone holding the phone learns whether it is registered.
      await app.sms.verify({ phone: input.phone, purpose: 'login', code: input.smsCode, consume: true });
      const user = await app.users.findLiveByPhone(input.phone);
      if (!user) throw new AppError('PHONE_NOT_REGISTERED', { field: 'phone' });
      return startUserSession(app, ctx, user, 'sms', input.redirectUrl);
    },
    { rateLimit: LOGIN_RATE },
  );

  registerCall(
    app,
    register,
    async (input, ctx) => {
      const password = openSecretField(app, input.password, 'password');
      const enterprise = input.userType === 'enterprise';
      if (enterprise && !input.enterpriseName) throw new AppError('VALIDATION', { message: '请输入企业名称', field: 'enterpriseName' });
      if (enterprise && !input.creditCode) throw new AppError('VALIDATION', { message: '请输入统一社会信用代码', field: 'creditCode' });
      const newUser = {
        userType: input.userType,
        loginName: input.loginName,
        realName: input.realName,
        phone: input.phone,
        password,
        enterpriseName: enterprise ? input.enterpriseName : undefined,
        creditCode: enterprise ? input.creditCode : undefined,
      };
      checkPasswordRule1(password);
      // The code is proven (not yet spent) before any "already registered": name, phone and
      // enterprise are told only to someone holding the phone, and a corrected form reuses the code.
      await app.sms.verify({ phone: input.phone, purpose: 'register', code: input.smsCode, consume: false });
      await app.users.assertRegistrable(newUser);
      await app.sms.verify({ phone: input.phone, purpose: 'register', code: input.smsCode, consume: true });
      const user = await app.users.register(newUser);
      return startUserSession(app, ctx, user, 'register', undefined);
    },
    { rateLimit: REGISTER_RATE },
  );
}
