import type { FastifyInstance } from 'fastify';
import { ZHandshakeRequest } from '@portal/contract/calls/common/handshake';
import { SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import { API_PREFIX, HANDSHAKE_PATH } from '@portal/contract/envelope/protocol';
import { AppError } from '../errors.ts';

/** Key discovery and key exchange (ARCHITECTURE §4.1-2): the only calls outside the envelope. */
export function registerHandshake(app: FastifyInstance): void {
  const url = API_PREFIX + HANDSHAKE_PATH;
  app.get(url, async () => ({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data: { publicKey: app.envelopeKeys.publicKey } }));
  app.post(
    url,
    { config: { rateLimit: { max: app.config.HANDSHAKE_RATE_PER_MINUTE, timeWindow: 60_000 } } },
    async (req) => {
      const parsed = ZHandshakeRequest.safeParse(req.body);
      if (!parsed.success) throw new AppError('BAD_HANDSHAKE', { field: 'key' });
      const data = await app.envelopeKeys.handshake(parsed.data.key);
      return { code: SUCCESS_CODE, msg: SUCCESS_MSG, data };
    },
  );
}
