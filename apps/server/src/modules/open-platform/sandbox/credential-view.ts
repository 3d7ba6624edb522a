import type { CredentialView } from '@portal/contract/calls/open-platform/sandbox/fields';
import type { openApiCredentials } from '../../../db/schema/index.ts';

type Row = typeof openApiCredentials.$inferSelect;

/** What the enterprise sees of a credential: never the secret, sealed or not. */
export function credentialView(row: Row): CredentialView {
  return {
    appId: row.appId,
    environment: row.environment as CredentialView['environment'],
    status: row.status as CredentialView['status'],
    publicKey: row.publicKey,
    ipAllowList: row.ipAllowList,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}
