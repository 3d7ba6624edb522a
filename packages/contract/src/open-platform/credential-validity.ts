/**
 * How long an open-platform credential holds (issue 26): a year from its issue or its latest
 * secret rotation, after which the sandbox refuses it (401366) until the secret is rotated.
 * Inside the last NOTICE days the enterprise is told once (密钥即将到期) and /yqzl/myApi marks it.
 */
export const CREDENTIAL_VALIDITY_DAYS = 365;
export const CREDENTIAL_EXPIRY_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;
export const CREDENTIAL_VALIDITY_MS = CREDENTIAL_VALIDITY_DAYS * DAY_MS;
export const CREDENTIAL_EXPIRY_NOTICE_MS = CREDENTIAL_EXPIRY_NOTICE_DAYS * DAY_MS;

export type CredentialValidity = 'valid' | 'expiring' | 'expired';

/** Where a credential ending at `expiresAt` stands at `now`: expired from the instant itself. */
export function credentialValidity(expiresAt: string | Date, now: number = Date.now()): CredentialValidity {
  const end = new Date(expiresAt).getTime();
  if (end <= now) return 'expired';
  return end - now <= CREDENTIAL_EXPIRY_NOTICE_MS ? 'expiring' : 'valid';
}
