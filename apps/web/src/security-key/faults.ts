/**
 * Faults the software key can simulate (issue 22), for tests. They are read from
 * `window.__softKeyFaults` by the software key only, and only on a loopback host (localhost,
 * 127.0.0.1, ::1): a deployed portal never honours them, and a build with
 * KEY_PROVIDER=extension does not even load the software key.
 */
export interface SoftKeyFaults {
  /** No key plugged in. */
  noKey?: boolean;
  /** A second key is plugged in (serial of the phantom key is reported too). */
  twoKeys?: boolean;
  /** The user cancels the certificate selection. */
  cancelSelection?: boolean;
  /** The key returns an empty signature. */
  emptySignature?: boolean;
  /** The control reports a version below the minimum. */
  versionLow?: boolean;
  /** The extension is missing (every call fails as the real bridge does). */
  extensionMissing?: boolean;
  /** The control reports no MAC address. */
  noMac?: boolean;
}

declare global {
  interface Window {
    __softKeyFaults?: SoftKeyFaults;
    /** Loopback only: the software key, for browser journeys to enrol devices. */
    __softKey?: unknown;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True on a loopback host: the only place test hooks exist. */
export function testHooksAllowed(): boolean {
  return typeof window !== 'undefined' && LOOPBACK.has(window.location.hostname);
}

export function currentFaults(): SoftKeyFaults {
  return testHooksAllowed() ? (window.__softKeyFaults ?? {}) : {};
}
