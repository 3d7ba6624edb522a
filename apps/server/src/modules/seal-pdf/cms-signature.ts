import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { ContentInfo, SignedData, id_messageDigest, id_signedData, id_signingTime, SigningTime } from '@peculiar/asn1-cms';
import { AppError } from '../../errors.ts';
import { signedAttributesDer } from './der.ts';

/** Digests a PDF signature may use: SM3 with SM2 (GM/T 0010), SHA-256 with RSA. */
export const DIGEST_OIDS = { '1.2.156.10197.1.401': 'sm3', '2.16.840.1.101.3.4.2.1': 'sha256' } as const;
export type DigestName = (typeof DIGEST_OIDS)[keyof typeof DIGEST_OIDS];

/** The parts of one CMS signer a PDF signature check needs. */
export interface CmsSigner {
  digest: DigestName;
  /** DER of the signer's certificate (found in SignedData.certificates by the signer identifier). */
  certificateDer: ArrayBuffer;
  /** The signed attributes as the DER SET OF that was signed (tag 0x31, not the [0] of SignerInfo). */
  signedAttributes: Buffer;
  /** The messageDigest attribute: the digest of the covered bytes the signer saw. */
  messageDigest: Buffer;
  signingTime: Date | null;
  signatureAlgorithm: string;
  signature: Buffer;
}

const damaged = () => new AppError('SEAL_PDF_DAMAGED');
const sameBytes = (a: ArrayBuffer, b: ArrayBuffer) => Buffer.from(a).equals(Buffer.from(b));

function parse<T>(der: ArrayBuffer | Buffer, type: new () => T): T {
  try {
    return AsnConvert.parse(der, type);
  } catch {
    throw damaged();
  }
}

/**
 * Reads a detached CMS SignedData (adbe.pkcs7.detached / ETSI.CAdES.detached) with one signer
 * and signed attributes, as PDF signers write it. Anything else is a damaged signature: a PDF
 * signature without signed attributes (raw PKCS#1 over the digest) is not accepted by the bank.
 */
export function readCmsSigner(der: Buffer): CmsSigner {
  const info = parse(der, ContentInfo);
  if (info.contentType !== id_signedData) throw damaged();
  const signed = parse(info.content, SignedData);
  const signer = signed.signerInfos[0];
  if (!signer || !signer.signedAttrs) throw damaged();
  const signedAttributes = signedAttributesDer(new Uint8Array(AsnConvert.serialize(signer)));
  if (!signedAttributes) throw damaged();
  const digest = DIGEST_OIDS[signer.digestAlgorithm.algorithm as keyof typeof DIGEST_OIDS];
  if (!digest) throw damaged();

  const certificates = (signed.certificates ?? []).flatMap((c) => (c.certificate ? [c.certificate] : []));
  const bySerial = signer.sid.issuerAndSerialNumber;
  const certificate = certificates.find((c) =>
    bySerial
      ? sameBytes(c.tbsCertificate.serialNumber, bySerial.serialNumber) &&
        sameBytes(AsnConvert.serialize(c.tbsCertificate.issuer), AsnConvert.serialize(bySerial.issuer))
      : certificates.length === 1,
  );
  if (!certificate) throw damaged();

  const attribute = (oid: string) => signer.signedAttrs!.find((a) => a.attrType === oid)?.attrValues[0];
  const digestValue = attribute(id_messageDigest);
  if (!digestValue) throw damaged();
  const time = attribute(id_signingTime);
  return {
    digest,
    certificateDer: AsnConvert.serialize(certificate),
    signedAttributes,
    messageDigest: Buffer.from(parse(digestValue, OctetString).buffer),
    signingTime: time ? parse(time, SigningTime).getTime() : null,
    signatureAlgorithm: signer.signatureAlgorithm.algorithm,
    signature: Buffer.from(signer.signature.buffer),
  };
}
