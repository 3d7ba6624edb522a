import { CERT_CONTROL_MESSAGES } from '@portal/contract/messages';
import { SIGN_CONTROL_DEFAULT_VERSION } from '@portal/contract/limits';
import { keyFailureMessage } from '@portal/contract/security-key/key-messages';
import type { CertControlResult } from '../../security-key/key-service.ts';
import { storeMacCookie } from './mac-cookie.ts';

/** Why the control check failed (§4: an error code, not installed, version too low, no mac). */
export type ControlFailure = 'error' | 'notInstalled' | 'versionLow' | 'noMac';

export type ControlVerdict = { ok: true; mac: string } | { ok: false; failures: ControlFailure[]; reasons: string[] };

/** §4 certificate control check, on a control result: every failing condition, with its text. */
export function judgeCertControl(result: CertControlResult): ControlVerdict {
  const failures: ControlFailure[] = [];
  const reasons: string[] = [];
  if (result.errorCode) {
    failures.push('error');
    reasons.push(keyFailureMessage({ code: result.errorCode }));
  }
  if (!result.isInstalled) {
    failures.push('notInstalled');
    reasons.push(CERT_CONTROL_MESSAGES.notInstalled);
  } else if (!result.isValidVersion) {
    failures.push('versionLow');
    reasons.push(CERT_CONTROL_MESSAGES.versionLow);
  }
  if (result.isInstalled && !result.errorCode && !result.mac) {
    failures.push('noMac');
    reasons.push(CERT_CONTROL_MESSAGES.noMac);
  }
  return failures.length === 0 ? { ok: true, mac: result.mac } : { ok: false, failures, reasons };
}

/** Runs the check against the configured key; on success stores the mac cookie. */
export async function checkCertControl(minVersion: string = SIGN_CONTROL_DEFAULT_VERSION): Promise<ControlVerdict> {
  const { readCertControl } = await import('../../security-key/key-service.ts');
  const verdict = judgeCertControl(await readCertControl(minVersion));
  if (verdict.ok) storeMacCookie(verdict.mac);
  return verdict;
}
