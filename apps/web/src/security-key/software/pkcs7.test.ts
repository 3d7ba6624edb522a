import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'reflect-metadata';
import { ContentInfo, SignedData } from '@peculiar/asn1-cms';
import { AsnConvert } from '@peculiar/asn1-schema';
import { X509CertificateGenerator } from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import { registerSm2Algorithm, sm2Crypto, sm2Verify, type Sm2Key } from '../sm2-x509.ts';
import { RSA_KEY_ALGORITHM, createWrappingKey, generateKeyMaterial, signBytes } from './key-material.ts';
import { buildSignedData } from './pkcs7.ts';

const content = new TextEncoder().encode('付款指令 #20261126-001');

describe('PKCS#7 signed message', () => {
  it('is a CMS SignedData with the content attached that OpenSSL verifies (RSA)', async () => {
    const wrap = await createWrappingKey();
    const material = await generateKeyMaterial('RSA', wrap);
    if (material.certType !== 'RSA') throw new Error('unreachable');
    const cert = await X509CertificateGenerator.createSelfSigned({
      serialNumber: '01',
      name: 'CN=wangwu',
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 86_400_000),
      signingAlgorithm: RSA_KEY_ALGORITHM,
      keys: { privateKey: material.privateKey, publicKey: material.publicKey },
    });
    const p7 = buildSignedData('RSA', cert.rawData, content, await signBytes(material, wrap, content));
    const dir = mkdtempSync(join(tmpdir(), 'softkey-p7-'));
    writeFileSync(join(dir, 'msg.p7'), new Uint8Array(p7));
    const run = spawnSync('openssl', ['cms', '-verify', '-noverify', '-inform', 'DER', '-in', join(dir, 'msg.p7')], { encoding: 'utf8' });
    expect(run.stderr).toContain('Verification successful');
    expect(run.stdout).toBe('付款指令 #20261126-001');
  });

  it('carries an SM2-with-SM3 signature over the content that verifies with the certificate key (SM2)', async () => {
    registerSm2Algorithm();
    const wrap = await createWrappingKey();
    const material = await generateKeyMaterial('SM2', wrap);
    if (material.certType !== 'SM2') throw new Error('unreachable');
    // The test decrypts the private key only to self-sign a throwaway certificate.
    const { iv, data } = material.wrappedPrivate;
    const privateHex = new TextDecoder().decode(await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv }, wrap, data));
    const priv: Sm2Key = { algorithm: { name: 'SM2' }, type: 'private', publicHex: material.publicHex, privateHex };
    const pub: Sm2Key = { algorithm: { name: 'SM2' }, type: 'public', publicHex: material.publicHex };
    const cert = await X509CertificateGenerator.create(
      {
        serialNumber: '02',
        subject: 'CN=zhaoliu',
        issuer: 'CN=zhaoliu',
        notBefore: new Date(Date.now() - 60_000),
        notAfter: new Date(Date.now() + 86_400_000),
        signingAlgorithm: { name: 'SM2' },
        publicKey: pub as unknown as CryptoKey,
        signingKey: priv as unknown as CryptoKey,
      },
      sm2Crypto(),
    );
    const p7 = buildSignedData('SM2', cert.rawData, content, await signBytes(material, wrap, content));
    const info = AsnConvert.parse(p7, ContentInfo);
    expect(info.contentType).toBe('1.2.840.113549.1.7.2');
    const signed = AsnConvert.parse(info.content, SignedData);
    const signer = signed.signerInfos[0];
    expect(signer?.signatureAlgorithm.algorithm).toBe('1.2.156.10197.1.501');
    expect(signer?.digestAlgorithm.algorithm).toBe('1.2.156.10197.1.401');
    const attached = new Uint8Array(signed.encapContentInfo.eContent?.single?.buffer ?? new ArrayBuffer(0));
    expect(new TextDecoder().decode(attached)).toBe('付款指令 #20261126-001');
    expect(sm2Verify(attached, new Uint8Array(signer?.signature.buffer ?? new ArrayBuffer(0)), material.publicHex)).toBe(true);
  });
});
