import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';

/** Opens an SM2-encrypted field of a call (§4.6); a field we cannot open is the caller's error. */
export function openSecretField(app: FastifyInstance, cipherHex: string, field: string): string {
  try {
    return app.envelopeKeys.decryptField(cipherHex);
  } catch {
    throw new AppError('BAD_SECRET_FIELD', { field });
  }
}
