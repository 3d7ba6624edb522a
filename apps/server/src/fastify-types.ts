import type { Database } from './db/client.ts';
import type { AppConfig } from './config.ts';
import type { EnvelopeKeyService } from './modules/security/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    envelopeKeys: EnvelopeKeyService;
  }
  interface FastifyRequest {
    /** The JSON body as received; the envelope signs over these exact characters. */
    rawBody?: string;
  }
}
