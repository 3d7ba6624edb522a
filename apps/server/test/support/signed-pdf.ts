import { createHash } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  Attribute,
  CertificateChoices,
  CertificateSet,
  ContentInfo,
  DigestAlgorithmIdentifier,
  DigestAlgorithmIdentifiers,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  SignatureAlgorithmIdentifier,
  SignedData,
  SignerIdentifier,
  SignerInfo,
  SignerInfos,
  SigningTime,
  id_contentType,
  id_data,
  id_messageDigest,
  id_signedData,
  id_signingTime,
} from '@peculiar/asn1-cms';
import { Certificate } from '@peculiar/asn1-x509';
import { issueCertificate, spkiDigest, type CsrFacts } from '../../src/modules/certificates/authority.ts';
import type { CaRoot } from '../../src/modules/certificates/ca-roots.ts';
import type { CertificateService } from '../../src/modules/certificates/service.ts';
import { sm2KeyPair, sm2Sign, sm2Spki, SM2_WITH_SM3_OID, x509Crypto } from '../../src/modules/certificates/sm2-crypto.ts';
import * as x509 from '../../src/modules/certificates/x509.ts';
import { signedAttributesDer } from '../../src/modules/seal-pdf/der.ts';

const SM3_OID = '1.2.156.10197.1.401';
const SM2_SIGN_OID = '1.2.156.10197.1.301.1';
/** DER of OBJECT IDENTIFIER id-data (1.2.840.113549.1.7.1). */
const ID_DATA_DER = Buffer.from('06092a864886f70d010701', 'hex');
/** Room for the CMS in /Contents (hex digits): a certificate and a signature need ~1.5 KB. */
const CONTENTS_HEX = 8192;

/** An SM2 signer: its private key and certificate (PEM). */
export interface SealSigner {
  privateHex: string;
  certificatePem: string;
}

function newKey() {
  const privateHex = sm2.generateKeyPairHex().privateKey;
  const publicHex = sm2.getPublicKeyFromPrivateKey(privateHex);
  const spki = sm2Spki(publicHex);
  const csr: CsrFacts = { algorithm: 'SM2', spki, publicKeyDigest: spkiDigest(spki) };
  return { privateHex, csr };
}

/** A seal signer whose certificate the bank's CA issued (and recorded) for `user`. */
export async function bankSealSigner(
  certificates: CertificateService,
  user: { id: string; loginName: string },
  enterprise: { id: string; name: string },
  over: { notBefore?: Date; validityDays?: number } = {},
): Promise<SealSigner & { serial: string }> {
  const privateHex = sm2.generateKeyPairHex().privateKey;
  const keys = sm2KeyPair(privateHex);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=seal', keys, signingAlgorithm: { name: SM2_WITH_SM3_OID } }, x509Crypto);
  const row = await certificates.issue({ user, enterprise, csr: csr.toString('pem'), keySerial: 'SEAL-KEY', providerName: 'seal', issuedBy: user.id, ...over });
  return { privateHex, certificatePem: row.certificatePem, serial: row.serial };
}

/** A signer under a CA the bank does not know (same names as the bank's, another key). */
export async function foreignSealSigner(loginName: string, enterpriseName: string): Promise<SealSigner> {
  const caKeys = sm2KeyPair(sm2.generateKeyPairHex().privateKey);
  const caCert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name: 'CN=Dingxin Bank Portal SM2 Root CA, OU=portal, O=Dingxin Bank, C=CN',
      keys: caKeys,
      signingAlgorithm: { name: SM2_WITH_SM3_OID },
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 365 * 86_400_000),
      extensions: [new x509.BasicConstraintsExtension(true, 0, true)],
    },
    x509Crypto,
  );
  const root: CaRoot = {
    algorithm: 'SM2',
    certificate: caCert,
    keys: caKeys,
    authorityKeyId: await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey, false, x509Crypto),
  };
  const { privateHex, csr } = newKey();
  const certificate = await issueCertificate(root, { csr, subject: { loginName, enterpriseName }, validityDays: 365 });
  return { privateHex, certificatePem: certificate.toString('pem') };
}

/** A detached CMS SignedData over `covered`: SM3 digest, signed attributes, SM2 signature. */
export function sm2Cms(signer: SealSigner, covered: Buffer, signedAt: Date): Buffer {
  const certificate = AsnConvert.parse(new x509.X509Certificate(signer.certificatePem).rawData, Certificate);
  const digest = createHash('sm3').update(covered).digest();
  const signerInfo = new SignerInfo({
    version: 1,
    sid: new SignerIdentifier({
      issuerAndSerialNumber: new IssuerAndSerialNumber({ issuer: certificate.tbsCertificate.issuer, serialNumber: certificate.tbsCertificate.serialNumber }),
    }),
    digestAlgorithm: new DigestAlgorithmIdentifier({ algorithm: SM3_OID }),
    signedAttrs: [
      new Attribute({ attrType: id_contentType, attrValues: [new Uint8Array(ID_DATA_DER).buffer] }),
      new Attribute({ attrType: id_signingTime, attrValues: [AsnConvert.serialize(new SigningTime(signedAt))] }),
      new Attribute({ attrType: id_messageDigest, attrValues: [AsnConvert.serialize(new OctetString(digest))] }),
    ],
    signatureAlgorithm: new SignatureAlgorithmIdentifier({ algorithm: SM2_SIGN_OID }),
  });
  // The signature is over the attributes' DER as a SET OF, as the encoder writes them.
  const attributes = signedAttributesDer(new Uint8Array(AsnConvert.serialize(signerInfo)))!;
  signerInfo.signature = new OctetString(sm2Sign(signer.privateHex, attributes));
  const signed = new SignedData({
    version: 1,
    digestAlgorithms: new DigestAlgorithmIdentifiers([new DigestAlgorithmIdentifier({ algorithm: SM3_OID })]),
    encapContentInfo: new EncapsulatedContentInfo({ eContentType: id_data }),
    certificates: new CertificateSet([new CertificateChoices({ certificate })]),
    signerInfos: new SignerInfos([signerInfo]),
  });
  return Buffer.from(AsnConvert.serialize(new ContentInfo({ contentType: id_signedData, content: AsnConvert.serialize(signed) })));
}

/** A PDF text string: UTF-16BE with its byte-order mark, parentheses and backslashes escaped. */
function pdfText(text: string): string {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `(${Buffer.concat([Buffer.from([0xfe, 0xff]), utf16]).toString('latin1').replace(/[()\\]/g, (c) => `\\${c}`)})`;
}

const pdfTime = (at: Date) => `D:${new Date(at.getTime() + 8 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14)}+08'00'`;

export interface SignedPdfOptions {
  /** ASCII page text (the built-in Helvetica font). */
  text?: string;
  sealName?: string;
  reason?: string;
  signedAt?: Date;
}

/**
 * A one-page PDF with one signature field, signed the way PDF signers do: written with a
 * zero-filled /Contents and a placeholder /ByteRange, the ByteRange filled in, the covered
 * bytes hashed and signed, and the CMS written into the hole as hex.
 */
export function signedPdf(signer: SealSigner, options: SignedPdfOptions = {}): Buffer {
  const signedAt = options.signedAt ?? new Date();
  const stream = `BT /F1 16 Tf 72 760 Td (${(options.text ?? 'Dingxin Bank electronic receipt').replace(/[()\\]/g, '')}) Tj ET`;
  const placeholder = '/ByteRange [0 0000000000 0000000000 0000000000]';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] /SigFlags 3 >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> /Annots [4 0 R] >>',
    '<< /Type /Annot /Subtype /Widget /FT /Sig /T (Seal1) /Rect [0 0 0 0] /F 132 /P 3 0 R /V 5 0 R >>',
    `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached ${placeholder} /Contents <${'0'.repeat(CONTENTS_HEX)}> /M ${pdfText(pdfTime(signedAt))} /Name ${pdfText(options.sealName ?? '电子公章')} /Reason ${pdfText(options.reason ?? '电子回单')} >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const file = Buffer.from(body, 'latin1');

  const hole = file.indexOf('/Contents <') + '/Contents '.length;
  const holeEnd = hole + CONTENTS_HEX + 2;
  const range = `[0 ${hole} ${holeEnd} ${file.length - holeEnd}]`;
  const at = file.indexOf(placeholder) + '/ByteRange '.length;
  file.write(`${range.slice(0, -1).padEnd('[0 0000000000 0000000000 0000000000'.length, ' ')}]`, at, 'latin1');
  const covered = Buffer.concat([file.subarray(0, hole), file.subarray(holeEnd)]);
  const cms = sm2Cms(signer, covered, signedAt).toString('hex');
  if (cms.length > CONTENTS_HEX) throw new Error('CMS larger than the reserved /Contents');
  file.write(cms, hole + 1, 'latin1');
  return file;
}

/** The same file with one byte of its page text changed (inside the signed range). */
export function tamperedPdf(file: Buffer): Buffer {
  const copy = Buffer.from(file);
  const at = copy.indexOf(') Tj');
  copy[at - 1] = copy[at - 1] === 0x58 ? 0x59 : 0x58;
  return copy;
}

/** The same file with an incremental update appended after signing (a new page text object). */
export function appendedPdf(file: Buffer): Buffer {
  return Buffer.concat([file, Buffer.from('8 0 obj\n<< /Length 0 >>\nstream\n\nendstream\nendobj\n%%EOF\n', 'latin1')]);
}
