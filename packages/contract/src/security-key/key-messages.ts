import {
  DEVICE_CERT_NOT_FOUND_CODE,
  EXTENSION_ERROR_TEXT,
  HARDWARE_KEY_MESSAGES,
  SECURITY_DEVICE_MESSAGES,
  SIGN_CONTROL_ERRORS,
  type SecurityDeviceError,
  type SignControlErrorCode,
} from '../messages.ts';

/**
 * Every §8 signing-control, hardware-key and security-device failure as one code → Chinese
 * message table, and the one function that turns a key-API failure into the text shown.
 * The texts live in messages.ts (never written twice); this file owns the codes.
 */

/** Hardware-key failures (§8 "Hardware-key messages"), coded `HK_*`. */
export const HARDWARE_KEY_CODES = {
  HK_SELECTION_CANCELLED: 'selectionCancelled',
  HK_NO_CERTIFICATE: 'noCertificate',
  HK_CONTROL_NOT_DETECTED: 'controlNotDetected',
  HK_CERT_INFO_INCOMPLETE: 'certInfoIncomplete',
  HK_MULTIPLE_KEYS: 'multipleKeys',
  HK_CANNOT_DOWNLOAD_TO_KEY: 'cannotDownloadToKey',
  HK_TOOL_MISSING: 'toolMissing',
  HK_KEY_NOT_DETECTED: 'keyNotDetected',
  HK_SERIAL_NOT_SUPPORTED: 'serialNotSupported',
  HK_SIGNATURE_EMPTY: 'signatureEmpty',
  HK_EXTENSION_REMOVED: 'extensionRemoved',
  HK_EXTENSION_MISSING: 'extensionMissing',
  HK_UNKNOWN: 'unknown',
  HK_CRYPTO_CONTROL_MISSING: 'cryptoControlMissing',
  HK_ONLY_MODERN_BROWSERS: 'onlyModernBrowsers',
} as const satisfies Record<string, keyof typeof HARDWARE_KEY_MESSAGES>;
export type HardwareKeyCode = keyof typeof HARDWARE_KEY_CODES;

/**
 * Security-device (key driver) error codes as the extension reports them (a non-zero code is a
 * failure, §8). The spec prints one code, 0xa0071001 (certificate not found); the others are
 * numbered after it in the same 0xa00710xx block, in the order §8 lists the errors.
 */
export const SECURITY_DEVICE_CODES = {
  '0xa0071000': 'noCertInStore',
  '0xa0071001': 'certNotFound',
  '0xa0071002': 'userCancelled',
  '0xa0071003': 'unsupportedQueryType',
  '0xa0071004': 'base64EncodeFailed',
  '0xa0071005': 'base64DecodeFailed',
  '0xa0071006': 'emptyFile',
  '0xa0071007': 'certChainInvalid',
  '0xa0071008': 'invalidHashAlgorithm',
  '0xa0071009': 'skfLibraryMissing',
  '0xa007100a': 'deviceNotFound',
  '0xa007100b': 'applicationNotFound',
  '0xa007100c': 'containerNotFound',
  '0xa007100d': 'deviceNotUnique',
  '0xa00710ff': 'contactProvider',
} as const satisfies Record<string, SecurityDeviceError>;
export type SecurityDeviceCode = keyof typeof SECURITY_DEVICE_CODES;

export type KeyPlatform = 'windows' | 'uos';

/** Any code a key-API failure may carry. */
export type KeyFailureCode = SignControlErrorCode | HardwareKeyCode | SecurityDeviceCode;

/** A failed key-API call: its code, and what the message needs (platform, the named key). */
export interface KeyFailure {
  code: string;
  platform?: KeyPlatform | undefined;
  /** For HK_MULTIPLE_KEYS: the key the certificate is meant for. */
  keyName?: string | undefined;
  /** The extension's own text, if any (e.g. "Extension has been remove!"). */
  detail?: string | undefined;
}

const has = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** The device code in canonical form (`0xa0071001`), accepting numbers and upper case. */
export function normaliseDeviceCode(code: string | number): string {
  const n = typeof code === 'number' ? code : Number(code);
  return Number.isFinite(n) && n > 0 ? `0x${(n >>> 0).toString(16).padStart(8, '0')}` : String(code).toLowerCase();
}

/** The Chinese message a user sees for a key-API failure; unknown codes read as HK_UNKNOWN. */
export function keyFailureMessage(failure: KeyFailure): string {
  const { code, detail } = failure;
  if (detail === EXTENSION_ERROR_TEXT.removed) return HARDWARE_KEY_MESSAGES.extensionRemoved;
  if (detail === EXTENSION_ERROR_TEXT.missing) return HARDWARE_KEY_MESSAGES.extensionMissing;
  if (has(SIGN_CONTROL_ERRORS, code)) return SIGN_CONTROL_ERRORS[code as SignControlErrorCode];
  if (has(HARDWARE_KEY_CODES, code)) {
    const name = HARDWARE_KEY_CODES[code as HardwareKeyCode];
    if (name === 'multipleKeys') return HARDWARE_KEY_MESSAGES.multipleKeys(failure.keyName ?? '');
    return HARDWARE_KEY_MESSAGES[name];
  }
  const device = normaliseDeviceCode(code);
  if (device === DEVICE_CERT_NOT_FOUND_CODE) return SIGN_CONTROL_ERRORS.CERT_NOT_FOUND;
  if (has(SECURITY_DEVICE_CODES, device)) {
    const name = SECURITY_DEVICE_CODES[device as SecurityDeviceCode];
    return SECURITY_DEVICE_MESSAGES[failure.platform ?? 'windows'][name];
  }
  return HARDWARE_KEY_MESSAGES.unknown;
}

/** Every code of the table, for tests and documentation. */
export const ALL_KEY_FAILURE_CODES: readonly string[] = [
  ...Object.keys(SIGN_CONTROL_ERRORS),
  ...Object.keys(HARDWARE_KEY_CODES),
  ...Object.keys(SECURITY_DEVICE_CODES),
];
