import type { SecurityKeyApi } from '@portal/contract/security-key/key-api';
import type { KeyEnrolment } from './enrolment.ts';

export type KeyProviderKind = 'extension' | 'software';
export type SecurityKey = SecurityKeyApi & KeyEnrolment;

/**
 * KEY_PROVIDER (README): which key the portal talks to, fixed when the web app is built
 * (`VITE_KEY_PROVIDER=extension npm run build -w @portal/web`). `software` (the default, like
 * the server's other local providers) is the browser software key; `extension` is the bank's
 * key extension, and then the software key is never downloaded (it is a lazily loaded chunk).
 */
export function keyProviderKind(): KeyProviderKind {
  return import.meta.env.VITE_KEY_PROVIDER === 'extension' ? 'extension' : 'software';
}

let current: Promise<{ key: SecurityKey; version: string }> | undefined;

/** The key and its reported version, negotiated once per page (a failure is retried next time). */
export function connectSecurityKey(): Promise<{ key: SecurityKey; version: string }> {
  current ??= (async () => {
    // Written on import.meta.env itself so an `extension` build drops this branch and its chunk.
    if (import.meta.env.VITE_KEY_PROVIDER !== 'extension') {
      const { SoftwareKey } = await import('./software/software-key.ts');
      const key = new SoftwareKey();
      const { testHooksAllowed } = await import('./faults.ts');
      if (testHooksAllowed()) window.__softKey = key;
      return { key, version: await key.getVersion() };
    }
    const { negotiateExtension, chromeConnector } = await import('./extension-key.ts');
    return negotiateExtension(chromeConnector);
  })();
  current.catch(() => {
    current = undefined;
  });
  return current;
}

export async function getSecurityKey(): Promise<SecurityKey> {
  return (await connectSecurityKey()).key;
}

/**
 * The software key itself, for what only it can do (plug in a device: `createDevice`,
 * `listDevices`, `removeDevice`); null when the portal talks to the real extension.
 */
export async function getSoftwareKey(): Promise<import('./software/software-key.ts').SoftwareKey | null> {
  if (import.meta.env.VITE_KEY_PROVIDER === 'extension') return null;
  const { SoftwareKey } = await import('./software/software-key.ts');
  const key = await getSecurityKey();
  return key instanceof SoftwareKey ? key : null;
}
