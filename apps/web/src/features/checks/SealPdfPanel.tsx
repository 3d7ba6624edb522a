import { useRef, useState } from 'react';
import { Alert, Button, Descriptions, Tag } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { CallResponse } from '@portal/contract/call';
import {
  SEAL_CERT_STATUS,
  SEAL_COVERAGE,
  SEAL_PDF_MAX_BYTES,
  SEAL_PDF_TYPES,
  signaturePdfVerification,
  type SealPdfSignature,
} from '@portal/contract/calls/seal-pdf/seal-pdf';
import { callUpload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { CHECK_TEXTS } from './texts.ts';
import styles from './Checks.module.css';

const T = CHECK_TEXTS.sealPdf;
type Verification = CallResponse<typeof signaturePdfVerification>;

function SignatureCard({ s }: { s: SealPdfSignature }) {
  const good = (ok: boolean, text: string) => <Tag color={ok ? 'success' : 'error'}>{text}</Tag>;
  return (
    <section className={`${styles.card} ${styles.signatureCard}`} data-testid="seal-pdf-signature">
      <Descriptions title={`${T.signature} ${s.index}${s.sealName ? `：${s.sealName}` : ''}`} bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={T.document} span={{ xs: 1, md: 2 }}>
          <span data-testid="seal-pdf-coverage">{good(s.coverage === 'whole', SEAL_COVERAGE[s.coverage])}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.signatureLabel}>
          <span data-testid="seal-pdf-signature-valid">{good(s.signatureValid, s.signatureValid ? T.signatureOk : T.signatureBad)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.cert}>
          <span data-testid="seal-pdf-cert">{good(s.certStatus === 'valid', SEAL_CERT_STATUS[s.certStatus])}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.signer}>{s.signerName}</Descriptions.Item>
        <Descriptions.Item label={T.organisation}>{s.signerOrganisation}</Descriptions.Item>
        <Descriptions.Item label={T.signedAt}>{s.signedAt}</Descriptions.Item>
        {s.reason && <Descriptions.Item label={T.reason}>{s.reason}</Descriptions.Item>}
        <Descriptions.Item label={T.subject} span={{ xs: 1, md: 2 }}>
          {s.signer}
        </Descriptions.Item>
        <Descriptions.Item label={T.issuer} span={{ xs: 1, md: 2 }}>
          {s.issuer}
        </Descriptions.Item>
        <Descriptions.Item label={T.certSerial}>{s.certSerial}</Descriptions.Item>
        <Descriptions.Item label={T.certValidity}>
          {s.certValidFrom} 至 {s.certValidUntil}
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}

/**
 * The second mode of #/signatureVerification: a signed PDF is uploaded and every signature in it
 * is verified by the server (integrity, signer's signature, the bank's certificate). Type and
 * size are checked here first, each refusal with its own message at the file chooser.
 */
export function SealPdfPanel() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [result, setResult] = useState<Verification | null>(null);

  async function verify(file: File) {
    setRefused(null);
    setResult(null);
    if (!SEAL_PDF_TYPES.some((ext) => file.name.toLowerCase().endsWith(ext))) return setRefused(T.wrongType);
    if (file.size > SEAL_PDF_MAX_BYTES) return setRefused(T.tooLarge);
    setBusy(true);
    try {
      setResult(await callUpload(signaturePdfVerification, {}, [file]));
    } catch (err) {
      setRefused(failureText(err, T.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.tool} data-testid="seal-pdf">
      <div className={styles.form}>
        <p className={styles.note}>{T.intro}</p>
        <p className={styles.note}>{T.rule}</p>
        <div className={styles.actions}>
          <Button type="primary" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()} data-testid="seal-pdf-choose">
            {busy ? T.reading : T.choose}
          </Button>
        </div>
        <input
          ref={input}
          type="file"
          accept=".pdf,application/pdf"
          hidden
          aria-label={T.choose}
          data-testid="seal-pdf-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void verify(file);
          }}
        />
        {refused && <Alert type="error" showIcon title={refused} style={{ marginBottom: 16 }} data-testid="seal-pdf-error" />}
      </div>
      {result && (
        <div className={styles.tool} data-testid="seal-pdf-result" aria-live="polite">
          <Alert
            type={result.valid ? 'success' : 'error'}
            showIcon
            title={result.valid ? T.allValid : T.someInvalid}
            description={`${T.file}：${result.fileName}`}
            data-testid="seal-pdf-verdict"
          />
          {result.signatures.map((s) => (
            <SignatureCard key={s.index} s={s} />
          ))}
        </div>
      )}
    </div>
  );
}
