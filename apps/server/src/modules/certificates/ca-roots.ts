import type { webcrypto as wc } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverKeyOnce } from '../security/server-secret.ts';
import { CERT_ALGORITHMS, generatePrivateKeyText, keyPairOf, signingAlgorithmOf, type CertAlgorithm } from './algorithms.ts';
import * as repo from './repo.ts';
import { precomputeSm2Key, sm2PublicHexOfSpki, x509Crypto } from './sm2-crypto.ts';
import * as x509 from './x509.ts';

const ROOT_YEARS = 20;
const YEAR_MS = 365 * 86_400_000;

export interface CaRoot {
  algorithm: CertAlgorithm;
  certificate: x509.X509Certificate;
  keys: wc.CryptoKeyPair;
  /** The root's Authority Key Identifier extension, put into every certificate it issues. */
  authorityKeyId: x509.AuthorityKeyIdentifierExtension;
}

const rootName = (algorithm: CertAlgorithm) => `CN=Dingxin Bank Portal ${algorithm} Root CA, OU=portal, O=Dingxin Bank, C=CN`;

/**
 * The bank's root of one algorithm: its private key sealed in `server_secrets`, its certificate
 * in `ca_roots`, both made by the first instance that starts (each insert is first-wins, and the
 * certificate is made from the key that won, so every instance ends with the same pair).
 */
async function loadRoot(db: Db, algorithm: CertAlgorithm): Promise<CaRoot> {
  const privateText = await serverKeyOnce(db, `ca.${algorithm.toLowerCase()}.private`, () => generatePrivateKeyText(algorithm));
  const keys = await keyPairOf(algorithm, privateText);
  const pem =
    (await repo.findRoot(db, algorithm)) ??
    (await repo.insertRootOnce(db, algorithm, (await selfSign(algorithm, keys)).toString('pem')));
  const certificate = new x509.X509Certificate(pem);
  const sm2Public = sm2PublicHexOfSpki(certificate.publicKey.rawData);
  if (sm2Public) precomputeSm2Key(sm2Public);
  return { algorithm, certificate, keys, authorityKeyId: await x509.AuthorityKeyIdentifierExtension.create(keys.publicKey, false, x509Crypto) };
}

async function selfSign(algorithm: CertAlgorithm, keys: wc.CryptoKeyPair): Promise<x509.X509Certificate> {
  const notBefore = new Date();
  return x509.X509CertificateGenerator.createSelfSigned(
    {
      name: rootName(algorithm),
      keys,
      signingAlgorithm: signingAlgorithmOf(algorithm),
      notBefore,
      notAfter: new Date(notBefore.getTime() + ROOT_YEARS * YEAR_MS),
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, x509Crypto),
      ],
    },
    x509Crypto,
  );
}

export async function loadRoots(db: Db): Promise<Record<CertAlgorithm, CaRoot>> {
  const [sm2, rsa] = await Promise.all(CERT_ALGORITHMS.map((a) => loadRoot(db, a)));
  return { SM2: sm2!, RSA: rsa! };
}
