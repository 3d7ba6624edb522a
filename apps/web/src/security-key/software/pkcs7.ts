import 'reflect-metadata';
import {
  CertificateChoices,
  CertificateSet,
  ContentInfo,
  DigestAlgorithmIdentifiers,
  EncapsulatedContent,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  SignedData,
  SignerIdentifier,
  SignerInfo,
  SignerInfos,
  id_data,
  id_signedData,
} from '@peculiar/asn1-cms';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Certificate } from '@peculiar/asn1-x509';
import type { KeyCertType } from '@portal/contract/security-key/key-api';
import { OID_SM2_WITH_SM3 } from '../sm2-x509.ts';

const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const OID_SM3 = '1.2.156.10197.1.401';
const OID_RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
/** DER NULL, the parameters of rsaEncryption and SHA-256 identifiers. */
const DER_NULL = new Uint8Array([5, 0]).buffer;

/**
 * CMS SignedData (PKCS#7) with the content attached, the signer's certificate and one
 * SignerInfo without signed attributes: the signature is the key's plain signature over the
 * content (SM2-with-SM3 with the standard user id, or RSASSA-PKCS1-v1_5 SHA-256), which is what
 * `SignData` returns for the same text — so a verifier can check either form the same way.
 */
export function buildSignedData(certType: KeyCertType, certificateDer: ArrayBuffer, content: Uint8Array<ArrayBuffer>, signature: Uint8Array<ArrayBuffer>): ArrayBuffer {
  const cert = AsnConvert.parse(certificateDer, Certificate);
  const digestAlgorithm =
    certType === 'SM2' ? new AlgorithmIdentifier({ algorithm: OID_SM3 }) : new AlgorithmIdentifier({ algorithm: OID_SHA256, parameters: DER_NULL });
  const signatureAlgorithm =
    certType === 'SM2'
      ? new AlgorithmIdentifier({ algorithm: OID_SM2_WITH_SM3 })
      : new AlgorithmIdentifier({ algorithm: OID_RSA_ENCRYPTION, parameters: DER_NULL });
  const signedData = new SignedData({
    version: 1,
    digestAlgorithms: new DigestAlgorithmIdentifiers([digestAlgorithm]),
    encapContentInfo: new EncapsulatedContentInfo({
      eContentType: id_data,
      eContent: new EncapsulatedContent({ single: new OctetString(content) }),
    }),
    certificates: new CertificateSet([new CertificateChoices({ certificate: cert })]),
    signerInfos: new SignerInfos([
      new SignerInfo({
        version: 1,
        sid: new SignerIdentifier({
          issuerAndSerialNumber: new IssuerAndSerialNumber({
            issuer: cert.tbsCertificate.issuer,
            serialNumber: cert.tbsCertificate.serialNumber,
          }),
        }),
        digestAlgorithm,
        signatureAlgorithm,
        signature: new OctetString(signature),
      }),
    ]),
  });
  return AsnConvert.serialize(new ContentInfo({ contentType: id_signedData, content: AsnConvert.serialize(signedData) }));
}
