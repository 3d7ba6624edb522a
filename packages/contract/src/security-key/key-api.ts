/**
 * The security-key API (§7 "Calls to the local security-key extension", §3 hardware-key
 * entities). The portal talks to a key only through this interface; a real extension
 * (`ExtensionKey`) and the software key (`SoftwareKey`) both implement it.
 * Every method rejects with a `KeyApiError` carrying a §8 code (see key-messages.ts).
 */

export type KeyCertType = 'SM2' | 'RSA';

/** §3 driver info per provider. */
export interface KeyDriverInfo {
  cspName: string;
  driverInstalled: boolean;
  driverVersion: string;
  driverSupportGetKeySN: boolean;
}

/** §3 hardware-key certificate info, as read after a selection. */
export interface KeyCertificateInfo {
  revalCertSN: string;
  certType: KeyCertType;
  cspName: string;
  DN: string;
  CPUID: string;
}

export interface SelectCertificateOptions {
  /** Restrict the choice to one provider (§4 "a given provider name"). */
  cspName?: string | undefined;
}

export interface SecurityKeyApi {
  /** Version of the signing control / extension, e.g. "V3.2.0". */
  getVersion(): Promise<string>;
  /** Serial numbers of every key plugged in. */
  getAllKeySN(): Promise<string[]>;
  getDriverVersion(cspName: string): Promise<KeyDriverInfo>;
  /** Selects a certificate; resolves with its serial (revalCertSN). */
  selectCertificate(options?: SelectCertificateOptions): Promise<string>;
  getCertType(): Promise<KeyCertType>;
  getCspName(): Promise<string>;
  getDN(): Promise<string>;
  /** The selected certificate, base64 DER. */
  getCertContent(): Promise<string>;
  /** Signature of the UTF-8 text `data` with the selected certificate's key, base64. */
  signData(data: string): Promise<string>;
  /** CMS SignedData (PKCS#7) over the UTF-8 text `data`, base64 DER. */
  signP7Base64Message(data: string): Promise<string>;
  getMacAddress(): Promise<string>;
  getCpuId(): Promise<string>;
  getLastErrorDesc(): Promise<string>;
}

/** The extension's message names, one per API method (wire protocol of the real extension). */
export const KEY_METHODS = {
  getVersion: 'GetVersion',
  getAllKeySN: 'GetAllKeySN',
  getDriverVersion: 'GetDriverVersion',
  selectCertificate: 'SelectCertificate',
  getCertType: 'GetCertType',
  getCspName: 'GetCSPName',
  getDN: 'GetDN',
  getCertContent: 'GetCertContent',
  signData: 'SignData',
  signP7Base64Message: 'SignP7Base64Message',
  getMacAddress: 'GetMacAddress',
  getCpuId: 'GetCPUID',
  getLastErrorDesc: 'GetLastErrorDesc',
} as const satisfies Record<keyof SecurityKeyApi, string>;

/** A request to the extension and its reply; a non-zero errorCode is a failure (§8). */
export interface KeyRequest {
  id: string;
  method: (typeof KEY_METHODS)[keyof SecurityKeyApi];
  params: unknown[];
}
export interface KeyReply {
  id: string;
  errorCode: number | string;
  result?: unknown;
}

/** A failed key-API call; `code` is a key of key-messages.ts's table. */
export class KeyApiError extends Error {
  readonly code: string;
  readonly keyName: string | undefined;
  constructor(code: string, detail?: string, keyName?: string) {
    super(detail ?? code);
    this.name = 'KeyApiError';
    this.code = code;
    this.keyName = keyName;
  }
}

/** Compares dotted or V-prefixed versions ("V3.1" vs "3.0.2"): negative, 0 or positive. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.replace(/^v/i, '').split('.').map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
