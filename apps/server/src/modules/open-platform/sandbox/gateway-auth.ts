import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialValidity } from '@portal/contract/open-platform/credential-validity';
import { SANDBOX_HEADER, SANDBOX_NONCE_PATTERN, SANDBOX_SIGN_METHODS, SANDBOX_TIMESTAMP_WINDOW_MS, canonicalOf, type SandboxSignMethod } from '@portal/contract/open-platform/sandbox-signing';
import { openApiCredentials } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { keyWrapOf } from '../../security/key-wrap.ts';
import { credentialAad } from './credentials.ts';
import { allowListMatcher } from './ip-allow-list.ts';
import { signatureHolds } from './signature-check.ts';
import type { SandboxCache } from './sandbox-cache.ts';

export interface SandboxCaller {
  credentialId: string;
  appId: string;
  enterpriseId: string;
  rateLimitPerMinute: number;
}

const headerOf = (req: FastifyRequest, name: string): string => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : '';
};

function required(req: FastifyRequest, name: string): string {
  const v = headerOf(req, name);
  if (!v) throw new AppError('SANDBOX_HEADER_MISSING', { field: name, message: `缺少请求头 ${name}` });
  return v;
}

/**
 * Authenticates one sandbox request (issue 26 point 2). The credential row comes from the
 * sandbox cache, which every change to it empties on every instance (sandbox-cache.ts), so a
 * revocation or rotation holds from the moment it commits; the work derived from a row (the
 * opened secret, the allow-list matcher) is kept keyed by the row's values. `known` is called as soon as the app id is a real credential, so even a
 * refused call is recorded against it.
 */
export function createGatewayAuth(app: FastifyInstance, cache: SandboxCache) {
  const db = app.database.db;
  const secrets = new Map<string, string>();
  const matchers = new Map<string, (ip: string) => boolean>();

  function openedSecret(id: string, sealed: string): string {
    const cacheKey = `${id}\n${sealed}`;
    let secret = secrets.get(cacheKey);
    if (secret === undefined) {
      if (secrets.size > 10_000) secrets.clear();
      secret = keyWrapOf(db).open(sealed, credentialAad(id));
      secrets.set(cacheKey, secret);
    }
    return secret;
  }

  function matcherFor(list: string[]) {
    const cacheKey = list.join(',');
    let m = matchers.get(cacheKey);
    if (!m) {
      if (matchers.size > 10_000) matchers.clear();
      m = allowListMatcher(list);
      matchers.set(cacheKey, m);
    }
    return m;
  }

  async function credentialRow(appId: string) {
    const [row] = await db
      .select({
        id: openApiCredentials.id,
        enterpriseId: openApiCredentials.enterpriseId,
        environment: openApiCredentials.environment,
        status: openApiCredentials.status,
        secretSealed: openApiCredentials.secretSealed,
        publicKey: openApiCredentials.publicKey,
        ipAllowList: openApiCredentials.ipAllowList,
        rateLimitPerMinute: openApiCredentials.rateLimitPerMinute,
        expiresAt: openApiCredentials.expiresAt,
      })
      .from(openApiCredentials)
      .where(eq(openApiCredentials.appId, appId));
    return row;
  }

  return {
    async authenticate(req: FastifyRequest, known: (caller: SandboxCaller) => void): Promise<SandboxCaller> {
      const appId = required(req, SANDBOX_HEADER.appId);
      const timestamp = required(req, SANDBOX_HEADER.timestamp);
      const nonce = required(req, SANDBOX_HEADER.nonce);
      const signature = required(req, SANDBOX_HEADER.signature);
      const method = (headerOf(req, SANDBOX_HEADER.signMethod) || 'SM2') as SandboxSignMethod;
      if (appId.length > 40) throw new AppError('SANDBOX_APP_UNKNOWN', { field: SANDBOX_HEADER.appId });

      const row = await cache.credential(appId, () => credentialRow(appId));
      // Production credentials are for the bank's gateway, never for this sandbox.
      if (!row || row.environment !== 'sandbox') throw new AppError('SANDBOX_APP_UNKNOWN', { field: SANDBOX_HEADER.appId });
      const caller = { credentialId: row.id, appId, enterpriseId: row.enterpriseId, rateLimitPerMinute: row.rateLimitPerMinute };
      known(caller);

      if (row.status !== 'active') throw new AppError('SANDBOX_CREDENTIAL_REVOKED');
      // A year after issue or the latest rotation (credential-validity.ts); rotation announces the new row.
      if (credentialValidity(row.expiresAt) === 'expired') throw new AppError('SANDBOX_CREDENTIAL_EXPIRED');
      if (!matcherFor(row.ipAllowList)(req.ip)) throw new AppError('SANDBOX_IP_NOT_ALLOWED');
      const ts = Number(timestamp);
      if (!/^\d{1,16}$/.test(timestamp) || Math.abs(Date.now() - ts) > SANDBOX_TIMESTAMP_WINDOW_MS || ts < app.envelopeKeys.earliestTimestamp) {
        throw new AppError('SANDBOX_TIMESTAMP_STALE', { field: SANDBOX_HEADER.timestamp });
      }
      if (!SANDBOX_NONCE_PATTERN.test(nonce)) throw new AppError('SANDBOX_HEADER_MISSING', { field: SANDBOX_HEADER.nonce, message: `请求头 ${SANDBOX_HEADER.nonce} 须为 8 至 64 位字母、数字或连字符` });
      if (!(SANDBOX_SIGN_METHODS as readonly string[]).includes(method)) throw new AppError('SANDBOX_SIGN_METHOD_UNKNOWN', { field: SANDBOX_HEADER.signMethod });

      let key: string;
      if (method === 'SM2') {
        if (!row.publicKey) throw new AppError('SANDBOX_PUBLIC_KEY_MISSING');
        key = row.publicKey;
      } else {
        key = openedSecret(row.id, row.secretSealed);
      }
      const body = req.rawBody ?? '';
      const canonical = canonicalOf({ method: req.method, url: req.url, bodyDigest: createHash('sm3').update(body, 'utf8').digest('hex'), timestamp, nonce });
      if (!signatureHolds(method, canonical, signature.toLowerCase(), key)) throw new AppError('SANDBOX_SIGNATURE_INVALID', { field: SANDBOX_HEADER.signature });
      // Claimed after the signature holds (strangers cannot fill the store), in the envelope's
      // replay store: PostgreSQL-wide with several instances, so a replay to another instance fails too.
      if (!(await app.envelopeKeys.claimNonce(`sbx:${appId}:${nonce}`))) throw new AppError('SANDBOX_NONCE_REPLAYED', { field: SANDBOX_HEADER.nonce });
      return caller;
    },
  };
}
