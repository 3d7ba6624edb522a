import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_CHECK_PATHS } from '@portal/contract/calls/captcha/check';
import { CAPTCHA_GET_PATHS } from '@portal/contract/calls/captcha/get';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { replyError, type CaptchaReply } from './protocol-reply.ts';

/**
 * The blockPuzzle endpoints: plain JSON in the captcha host's own protocol, no envelope
 * (docs/decisions.md). Every path of §7 answers the same way.
 */
export function captchaRoutes(app: FastifyInstance): void {
  const guarded = (work: (req: FastifyRequest) => Promise<CaptchaReply | Buffer>) => async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const answer = await work(req);
      // A challenge comes as ready JSON bytes (challenge-reply.ts).
      return Buffer.isBuffer(answer) ? reply.type('application/json; charset=utf-8').send(answer) : answer;
    } catch (err) {
      // Only the error's kind: a database error's text carries the query parameters (secret keys).
      const { name, code } = (err ?? {}) as { name?: string; code?: string };
      req.log.error({ errName: name, errCode: code }, 'captcha request failed');
      return replyError('EXCEPTION');
    }
  };
  for (const path of CAPTCHA_GET_PATHS) {
    app.post(API_PREFIX + path, guarded((req) => app.captcha.get(req.body, req.ip)));
  }
  for (const path of CAPTCHA_CHECK_PATHS) {
    app.post(API_PREFIX + path, guarded((req) => app.captcha.check(req.body, req.ip)));
  }
}
