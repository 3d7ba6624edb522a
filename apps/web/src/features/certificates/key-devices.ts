import { KEY_PROVIDERS } from '@portal/contract/calls/documents/key-providers';
import { getSecurityKey, getSoftwareKey } from '../../security-key/provider.ts';

export interface KeyDevice {
  serial: string;
  /** §3 cspName; '' when the key does not say until a certificate is selected. */
  cspName: string;
}

/** The keys plugged in: the software key names each device's provider, the extension only serials. */
export async function listKeyDevices(): Promise<KeyDevice[]> {
  const soft = await getSoftwareKey();
  if (soft) return (await soft.listDevices()).map((d) => ({ serial: d.serial, cspName: d.cspName }));
  const serials = await (await getSecurityKey()).getAllKeySN();
  return serials.map((serial) => ({ serial, cspName: '' }));
}

/** Plugs in a new software key device of a §9 provider; null when a real extension is in use. */
export async function createSoftDevice(cspName: string): Promise<KeyDevice | null> {
  const soft = await getSoftwareKey();
  if (!soft) return null;
  const device = await soft.createDevice({ cspName });
  return { serial: device.serial, cspName: device.cspName };
}

export const PROVIDER_OPTIONS = KEY_PROVIDERS.map((p) => ({ value: p.cspName, label: `${p.product}（${p.certType}）` }));

/**
 * Writes a certificate for this subject onto the device: a CSR on the key (a new key pair, or
 * for a renewal the one already there), issued by `issue`, written back.
 */
export async function enrolOnKey(
  serial: string,
  subject: { CN: string; O?: string | undefined },
  issue: (csr: string) => Promise<string>,
  renewal = false,
): Promise<void> {
  const key = await getSecurityKey();
  const csr = renewal ? await key.renewalCsr(serial, subject) : await key.generateCsr(serial, subject);
  const pem = await issue(csr);
  await key.installCertificate(serial, pem);
}
