import { SIGN_CONTROL_DEFAULT_VERSION } from '@portal/contract/limits';
import { KeyApiError, compareVersions, type KeyCertificateInfo, type SelectCertificateOptions } from '@portal/contract/security-key/key-api';
import { keyFailureMessage, type KeyPlatform } from '@portal/contract/security-key/key-messages';
import { connectSecurityKey, getSecurityKey } from './provider.ts';

/** The platform whose security-device texts apply (§8: UOS and Windows variants). */
export function keyPlatform(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): KeyPlatform {
  return /\bUOS\b|UnionTech/i.test(userAgent) ? 'uos' : 'windows';
}

/** The §8 message for any failure of a key call (unknown errors read as "unknown error"). */
export function keyFailureText(error: unknown): string {
  if (error instanceof KeyApiError) {
    return keyFailureMessage({ code: error.code, detail: error.message, keyName: error.keyName, platform: keyPlatform() });
  }
  return keyFailureMessage({ code: 'HK_UNKNOWN' });
}

/**
 * §4 hardware-key certificate selection: choose a certificate (optionally of one provider),
 * then read its type, provider, subject and the processor id.
 */
export async function selectKeyCertificate(options: SelectCertificateOptions = {}): Promise<KeyCertificateInfo> {
  const key = await getSecurityKey();
  const revalCertSN = await key.selectCertificate(options);
  const [certType, cspName, DN, CPUID] = await Promise.all([key.getCertType(), key.getCspName(), key.getDN(), key.getCpuId()]);
  if (!revalCertSN || !certType || !cspName || !DN) throw new KeyApiError('HK_CERT_INFO_INCOMPLETE');
  return { revalCertSN, certType, cspName, DN, CPUID };
}

/** Signs `data` with the selected certificate (plain or PKCS#7); an empty signature is an error. */
export async function signWithKey(data: string, format: 'raw' | 'pkcs7' = 'raw'): Promise<string> {
  const key = await getSecurityKey();
  const signature = format === 'pkcs7' ? await key.signP7Base64Message(data) : await key.signData(data);
  if (!signature) throw new KeyApiError('HK_SIGNATURE_EMPTY');
  return signature;
}

/** §3 certificate control result. `errorCode` is a key-messages code, '' when none. */
export interface CertControlResult {
  isInstalled: boolean;
  isValidVersion: boolean;
  mac: string;
  cpuId: string;
  version: string;
  errorCode: string;
}

/** Reads the certificate control: installed, its version against the minimum, MAC and CPU id. */
export async function readCertControl(minVersion: string = SIGN_CONTROL_DEFAULT_VERSION): Promise<CertControlResult> {
  const empty: CertControlResult = { isInstalled: false, isValidVersion: false, mac: '', cpuId: '', version: '', errorCode: '' };
  let version: string;
  let key: Awaited<ReturnType<typeof connectSecurityKey>>['key'];
  try {
    ({ key, version } = await connectSecurityKey());
    version = await key.getVersion();
  } catch (error) {
    return { ...empty, errorCode: error instanceof KeyApiError ? error.code : 'HK_UNKNOWN' };
  }
  const isValidVersion = compareVersions(version, minVersion) >= 0;
  try {
    const [mac, cpuId] = await Promise.all([key.getMacAddress(), key.getCpuId()]);
    return { isInstalled: true, isValidVersion, mac, cpuId, version, errorCode: '' };
  } catch (error) {
    return { ...empty, isInstalled: true, isValidVersion, version, errorCode: error instanceof KeyApiError ? error.code : 'HK_UNKNOWN' };
  }
}
