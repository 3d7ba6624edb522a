import { Alert, Descriptions } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { GUARANTEE_CURRENCIES, GUARANTEE_STATUS, GUARANTEE_TYPES } from '@portal/contract/calls/checks/fields';
import { selectGuarantee } from '@portal/contract/calls/checks/guarantee';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../../api/client.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { CheckForm } from './CheckForm.tsx';
import { CHECK_TEXTS } from './texts.ts';
import { useCheckForm } from './use-check-form.ts';
import styles from './Checks.module.css';

const T = CHECK_TEXTS.guarantee;
type Guarantee = CallResponse<typeof selectGuarantee>;

/** 1,250,000.00 元 (人民币); 4,500.00 美元. */
export function formatAmount(minor: number, currency: string): string {
  const text = (minor / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const name = GUARANTEE_CURRENCIES[currency as keyof typeof GUARANTEE_CURRENCIES] ?? currency;
  return currency === 'CNY' ? `${text} 元（${name}）` : `${text} ${name}（${currency}）`;
}

function GuaranteeCard({ g }: { g: Guarantee }) {
  return (
    <section className={styles.card} data-testid="guarantee-result" aria-live="polite">
      <Alert type={g.status === 'valid' ? 'success' : 'warning'} showIcon title={T.genuine} style={{ marginBottom: 16 }} />
      <Descriptions title={T.resultTitle} bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={T.guaranteeNo}>{g.guaranteeNo}</Descriptions.Item>
        <Descriptions.Item label={T.status}>
          <span className={`${styles.status} ${styles[g.status]}`} data-testid="guarantee-status">
            {GUARANTEE_STATUS[g.status]}
          </span>
          {g.statusOn && `${T.statusOn}：${g.statusOn}`}
        </Descriptions.Item>
        <Descriptions.Item label={T.type}>{GUARANTEE_TYPES[g.type]}</Descriptions.Item>
        <Descriptions.Item label={T.amount}>{formatAmount(g.amountMinor, g.currency)}</Descriptions.Item>
        <Descriptions.Item label={T.issuer}>{g.issuer}</Descriptions.Item>
        <Descriptions.Item label={T.issuedOn}>{g.issuedOn}</Descriptions.Item>
        <Descriptions.Item label={T.applicant}>{g.applicant}</Descriptions.Item>
        <Descriptions.Item label={T.beneficiary}>{g.beneficiary}</Descriptions.Item>
        <Descriptions.Item label={T.validity}>
          {g.validFrom} 至 {g.validUntil}
        </Descriptions.Item>
        <Descriptions.Item label={CHECK_TEXTS.checkedAt}>{g.checkedAt}</Descriptions.Item>
      </Descriptions>
    </section>
  );
}



/** #/guarantee (保函查验): a guarantee by its number and printed verification code; open to visitors. */
export default function GuaranteeScreen() {
  const check = useCheckForm(selectGuarantee.request, (input) => callApi(selectGuarantee, input), { [ERRORS.GUARANTEE_NOT_MATCHED.code]: 'verifyCode' });
  return (
    <PageBand title={T.title} intro={T.intro} crumbs={[{ label: T.title }]}>
      <div className={styles.tool} data-testid="check-tool">
        <CheckForm
          form={check.form}
          busy={check.busy}
          error={check.error}
          onSubmit={() => void check.submit()}
          onChange={check.change}
          onReset={check.reset}
          testId="guarantee-form"
          fields={[
            { name: 'guaranteeNo', label: T.guaranteeNo, placeholder: T.guaranteeNoPlaceholder, maxLength: 40 },
            { name: 'verifyCode', label: T.verifyCode, placeholder: T.verifyCodePlaceholder, maxLength: 12 },
          ]}
        />
        {check.result && <GuaranteeCard g={check.result} />}
      </div>
    </PageBand>
  );
}
