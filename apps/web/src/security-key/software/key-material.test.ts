import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'reflect-metadata';
import { Pkcs10CertificateRequest } from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import { sm2Verify } from '../sm2-x509.ts';
import { createWrappingKey, generateCsrPem, generateKeyMaterial, signBytes } from './key-material.ts';

/** OpenSSL's output (stdout and stderr): 3.0 reports a failed self-signature on stderr with exit 0. */
function openssl(args: string[], pem: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'softkey-'));
  writeFileSync(join(dir, 'csr.pem'), pem);
  const run = spawnSync('openssl', [...args, '-in', join(dir, 'csr.pem'), '-noout'], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

describe('software key material', () => {
  it('makes an SM2 CSR that OpenSSL verifies with the standard user id', async () => {
    const wrap = await createWrappingKey();
    const material = await generateKeyMaterial('SM2', wrap);
    const pem = await generateCsrPem(material, wrap, { CN: 'zhangsan', O: '鼎信测试企业' });
    expect(pem).toContain('-----BEGIN CERTIFICATE REQUEST-----');
    expect(openssl(['req', '-verify', '-vfyopt', 'distid:1234567812345678'], pem)).toMatch(/verify OK/);
    // Signed with the standard id, so OpenSSL's empty default id must not verify it.
    expect(openssl(['req', '-verify'], pem)).toMatch(/verify failure/);
    const text = openssl(['req', '-text'], pem);
    expect(text).toMatch(/SM2-with-SM3/);
  });

  it('makes an RSA-2048 CSR that verifies', async () => {
    const wrap = await createWrappingKey();
    const material = await generateKeyMaterial('RSA', wrap);
    const pem = await generateCsrPem(material, wrap, { CN: 'lisi' });
    const csr = new Pkcs10CertificateRequest(pem);
    expect(await csr.verify()).toBe(true);
    expect(csr.subject).toBe('CN=lisi');
    expect(openssl(['req', '-verify'], pem)).toMatch(/verify OK/);
  });

  it('keeps the RSA private key non-extractable and the SM2 private key only as cipher text', async () => {
    const wrap = await createWrappingKey();
    const rsa = await generateKeyMaterial('RSA', wrap);
    expect(rsa.certType === 'RSA' && rsa.privateKey.extractable).toBe(false);
    await expect(globalThis.crypto.subtle.exportKey('pkcs8', rsa.certType === 'RSA' ? rsa.privateKey : wrap)).rejects.toThrow();
    expect(wrap.extractable).toBe(false);
    const sm = await generateKeyMaterial('SM2', wrap);
    expect(JSON.stringify(Object.keys(sm))).not.toContain('privateHex');
  });

  it('signs data that verifies with the public key (SM2 with SM3 and user id; RSA PKCS#1 v1.5 SHA-256)', async () => {
    const wrap = await createWrappingKey();
    const data = new TextEncoder().encode('挑战 challenge 123');
    const sm = await generateKeyMaterial('SM2', wrap);
    const sig = await signBytes(sm, wrap, data);
    expect(sm.certType === 'SM2' && sm2Verify(data, sig, sm.publicHex)).toBe(true);
    const rsa = await generateKeyMaterial('RSA', wrap);
    const rsaSig = await signBytes(rsa, wrap, data);
    expect(rsa.certType === 'RSA' && (await globalThis.crypto.subtle.verify('RSASSA-PKCS1-v1_5', rsa.publicKey, rsaSig, data))).toBe(true);
  });
});
