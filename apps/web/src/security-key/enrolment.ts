import type { CsrSubject } from './software/key-material.ts';

export type { CsrSubject };

/**
 * Certificate download onto a key (issue 22 §3): the key makes a key pair and a PKCS#10
 * request, the bank's CA issues the certificate, and the key stores it.
 */
export interface KeyEnrolment {
  /** New key pair on the key with this serial; resolves with the CSR in PEM. */
  generateCsr(serial: string, subject: CsrSubject): Promise<string>;
  /** A CSR signed by the key pair already on the key (renewal: the CA certifies the same key again). */
  renewalCsr(serial: string, subject: CsrSubject): Promise<string>;
  /** Writes the issued certificate (PEM) to the key; refused if it is not for this key's key pair. */
  installCertificate(serial: string, pem: string): Promise<void>;
}
