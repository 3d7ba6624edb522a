import { Alert, Descriptions } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { SEAL_VERDICTS } from '@portal/contract/calls/checks/fields';
import { signatureVerification } from '@portal/contract/calls/checks/seal';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../../api/client.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { CheckForm } from './CheckForm.tsx';
import { SealPdfPanel } from './SealPdfPanel.tsx';
import { CHECK_TEXTS } from './texts.ts';
import { useCheckForm } from './use-check-form.ts';
import styles from './Checks.module.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

const T = CHECK_TEXTS.seal;
type Seal = CallResponse<typeof signatureVerification>;

function SealCard({ s }: { s: Seal }) {
  return (
    <section className={styles.card} data-testid="seal-result" aria-live="polite">
      <Alert type={s.valid ? 'success' : 'error'} showIcon title={SEAL_VERDICTS[s.verdict]} description={T.compareHint} style={{ marginBottom: 16 }} data-testid="seal-verdict" />
      <Descriptions title={T.resultTitle} bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={T.antiFakeCode}>{s.antiFakeCode}</Descriptions.Item>
        <Descriptions.Item label={T.sealedAt}>{s.sealedAt}</Descriptions.Item>
        <Descriptions.Item label={T.sealOwner}>{s.sealOwner}</Descriptions.Item>
        <Descriptions.Item label={T.sealName}>{s.sealName}</Descriptions.Item>
        <Descriptions.Item label={T.docType}>{s.docTypeName}</Descriptions.Item>
        <Descriptions.Item label={T.docNo}>{s.docNo}</Descriptions.Item>
        <Descriptions.Item label={T.docTitle} span={{ xs: 1, md: 2 }}>
          {s.docTitle}
        </Descriptions.Item>
        <Descriptions.Item label={T.cert}>{s.certSerial}</Descriptions.Item>
        <Descriptions.Item label={T.certValidity}>
          {s.certValidFrom} 至 {s.certValidUntil}
        </Descriptions.Item>
        {s.sealRevokedAt && <Descriptions.Item label={T.revokedAt}>{s.sealRevokedAt}</Descriptions.Item>}
      </Descriptions>
    </section>
  );
}

function ByCode() {
  const check = useCheckForm(signatureVerification.request, (input) => callApi(signatureVerification, input), { [ERRORS.SEAL_CODE_NOT_FOUND.code]: 'antiFakeCode' });
  return (
    <div className={styles.tool} data-testid="check-tool">
      <CheckForm
        form={check.form}
        busy={check.busy}
        error={check.error}
        onSubmit={() => void check.submit()}
        onChange={check.change}
        onReset={check.reset}
        testId="seal-form"
        fields={[{ name: 'antiFakeCode', label: T.antiFakeCode, placeholder: T.antiFakeCodePlaceholder, maxLength: 24 }]}
      />
      {check.result && <SealCard s={check.result} />}
    </div>
  );
}

/**
 * #/signatureVerification (电子印章验证), open to visitors: a sealed document by the anti-fake
 * code printed on it, or a signed PDF uploaded and its signatures verified.
 */
export default function SealVerificationScreen() {
  return (
    <PageBand title={T.title} intro={T.intro} crumbs={[{ label: T.title }]}>
      <WrappingTabs
        items={[
          { key: 'code', label: CHECK_TEXTS.sealPdf.byCode, children: <ByCode /> },
          { key: 'pdf', label: CHECK_TEXTS.sealPdf.byFile, children: <SealPdfPanel /> },
        ]}
      />
    </PageBand>
  );
}
