import { describe, expect, it } from 'vitest';
import { CERT_CONTROL_MESSAGES, HARDWARE_KEY_MESSAGES } from '@portal/contract/messages';
import { judgeCertControl } from './control-check.ts';
import { readMacCookie } from './mac-cookie.ts';

const good = { isInstalled: true, isValidVersion: true, mac: '02-AA-BB-CC-DD-EE', cpuId: 'C1', version: 'V3.2.0', errorCode: '' };

describe('certificate control check (§4)', () => {
  it('passes with the control installed, recent enough and a MAC', () => {
    expect(judgeCertControl(good)).toEqual({ ok: true, mac: good.mac });
  });

  it('gives each failing condition its own reason', () => {
    expect(judgeCertControl({ ...good, isValidVersion: false })).toEqual({ ok: false, failures: ['versionLow'], reasons: [CERT_CONTROL_MESSAGES.versionLow] });
    expect(judgeCertControl({ ...good, mac: '' })).toEqual({ ok: false, failures: ['noMac'], reasons: [CERT_CONTROL_MESSAGES.noMac] });
    const missing = judgeCertControl({ ...good, isInstalled: false, isValidVersion: false, mac: '', errorCode: 'HK_EXTENSION_MISSING' });
    expect(missing).toEqual({
      ok: false,
      failures: ['error', 'notInstalled'],
      reasons: [HARDWARE_KEY_MESSAGES.extensionMissing, CERT_CONTROL_MESSAGES.notInstalled],
    });
  });

  it('reads the mac cookie among others', () => {
    expect(readMacCookie('a=1; mac=02-AA-BB; b=2')).toBe('02-AA-BB');
    expect(readMacCookie('machine=1')).toBe('');
  });
});
