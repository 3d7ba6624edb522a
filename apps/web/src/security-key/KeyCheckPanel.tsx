import { useState } from 'react';
import { Alert, Button } from 'antd';
import { KeyApiError, type KeyCertificateInfo } from '@portal/contract/security-key/key-api';
import { keyFailureText, readCertControl, selectKeyCertificate, signWithKey } from './key-service.ts';
import { getSecurityKey } from './provider.ts';
import { KEY_CHECK_TEXTS as T } from './texts.ts';
import styles from './KeyCheckPanel.module.css';

interface CheckReport {
  version?: string;
  mac?: string;
  keyCount?: number;
  certificate?: KeyCertificateInfo;
  signed?: boolean;
  error?: string;
}

/** Runs the checks in order and stops at the first failure, reporting its §8 message. */
async function runCheck(update: (r: CheckReport) => void): Promise<void> {
  const report: CheckReport = {};
  const step = (patch: Partial<CheckReport>) => {
    Object.assign(report, patch);
    update({ ...report });
  };
  try {
    const control = await readCertControl();
    if (control.errorCode) throw new KeyApiError(control.errorCode);
    step({ version: control.version, mac: control.mac });
    if (!control.isValidVersion) throw new KeyApiError('CONTROL_VERSION_LOW');
    const serials = await (await getSecurityKey()).getAllKeySN();
    step({ keyCount: serials.length });
    if (serials.length === 0) throw new KeyApiError('HK_KEY_NOT_DETECTED');
    step({ certificate: await selectKeyCertificate() });
    await signWithKey(T.sample);
    step({ signed: true });
  } catch (error) {
    step({ error: keyFailureText(error) });
  }
}

/** The security-device check of the security-device assistant (/netshield). */
export function KeyCheckPanel() {
  const [report, setReport] = useState<CheckReport | null>(null);
  const [running, setRunning] = useState(false);

  const start = async () => {
    setRunning(true);
    setReport({});
    await runCheck(setReport);
    setRunning(false);
  };

  const rows: [string, string | undefined][] = report
    ? [
        [T.control, report.version ? T.controlVersion(report.version) : undefined],
        [T.mac, report.mac || undefined],
        [T.keys, report.keyCount !== undefined ? T.keyCount(report.keyCount) : undefined],
        [T.certificate, report.certificate ? `${report.certificate.DN}（${report.certificate.certType}，${report.certificate.cspName}）` : undefined],
        [T.signature, report.signed ? T.signatureOk : undefined],
      ]
    : [];

  return (
    <section className={styles.panel} aria-labelledby="key-check-title" data-testid="key-check">
      <div className={styles.head}>
        <div>
          <h2 id="key-check-title" className={styles.title}>
            {T.title}
          </h2>
          <p className={styles.intro}>{T.intro}</p>
        </div>
        <Button type="primary" loading={running} onClick={() => void start()}>
          {running ? T.running : report ? T.again : T.start}
        </Button>
      </div>
      {report && (
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value ?? T.notChecked}</dd>
            </div>
          ))}
        </dl>
      )}
      {report?.error && <Alert type="error" showIcon title={report.error} data-testid="key-check-error" />}
      {report?.signed && <Alert type="success" showIcon title={T.passed} data-testid="key-check-ok" />}
    </section>
  );
}
