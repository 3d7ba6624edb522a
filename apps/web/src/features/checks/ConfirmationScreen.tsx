import { Alert, Descriptions, Timeline } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { CallResponse } from '@portal/contract/call';
import { electriProgress, paperProgress, paperReturnUrl } from '@portal/contract/calls/checks/confirmation';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../../api/client.ts';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { CheckForm } from './CheckForm.tsx';
import { CHECK_TEXTS } from './texts.ts';
import { useCheckForm } from './use-check-form.ts';
import styles from './Checks.module.css';

const T = CHECK_TEXTS.confirmation;

interface LetterProgress {
  paper: CallResponse<typeof paperProgress>;
  electronic: CallResponse<typeof electriProgress>;
  tracking: CallResponse<typeof paperReturnUrl> | null;
}

/**
 * One after the other, so a wrong code counts as one failure: the paper progress (which checks
 * the code), then the electronic progress, then the courier link when the letter was sent back.
 */
async function loadProgress(input: { letterNo: string; queryCode: string }): Promise<LetterProgress> {
  const paper = await callApi(paperProgress, input);
  const electronic = await callApi(electriProgress, input);
  const tracking = paper.courier ? await callApi(paperReturnUrl, input) : null;
  return { paper, electronic, tracking };
}

type Event = LetterProgress['paper']['events'][number];

function Steps({ events, testId }: { events: Event[]; testId: string }) {
  return (
    <Timeline
      data-testid={testId}
      items={events.map((e, i) => ({
        color: i === events.length - 1 ? 'blue' : 'gray',
        content: (
          <>
            <strong>{e.stepName}</strong> <span>{e.at}</span>
            {e.note && <div className={styles.eventNote}>{e.note}</div>}
          </>
        ),
      }))}
    />
  );
}

function ProgressCard({ p }: { p: LetterProgress }) {
  const { paper, electronic, tracking } = p;
  return (
    <section className={styles.card} data-testid="letter-result" aria-live="polite">
      <Descriptions title={T.letterTitle} bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={T.letterNo}>{paper.letterNo}</Descriptions.Item>
        <Descriptions.Item label={T.branch}>{paper.branch}</Descriptions.Item>
        <Descriptions.Item label={T.auditFirm}>{paper.auditFirm}</Descriptions.Item>
        <Descriptions.Item label={T.auditedEntity}>{paper.auditedEntity}</Descriptions.Item>
      </Descriptions>
      <div className={styles.timelines} style={{ marginTop: 20 }}>
        <div>
          <h3>{T.paperTitle}</h3>
          {paper.hasPaper ? <Steps events={paper.events} testId="letter-paper" /> : <p className={styles.none}>{T.noPaper}</p>}
          {tracking && (
            <Alert
              type="info"
              title={`${T.courier}：${tracking.courierName} ${tracking.waybillNo}`}
              description={
                <a href={tracking.url} target="_blank" rel="noopener noreferrer" className={styles.track} data-testid="letter-track">
                  {T.track}
                  <ExportOutlined aria-hidden />
                  <span className={styles.outside}>{T.outside}</span>
                </a>
              }
            />
          )}
        </div>
        <div>
          <h3>{T.electronicTitle}</h3>
          {electronic.hasElectronic ? (
            <>
              <p className={styles.eventNote}>
                {T.platform}：{electronic.platform}
              </p>
              <Steps events={electronic.events} testId="letter-electronic" />
            </>
          ) : (
            <p className={styles.none}>{T.noElectronic}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** #/confirmation (询证函查询): an audit confirmation letter's paper and electronic progress; open to visitors. */
export default function ConfirmationScreen() {
  const check = useCheckForm(paperProgress.request, loadProgress, { [ERRORS.LETTER_NOT_MATCHED.code]: 'queryCode' });
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
          testId="letter-form"
          fields={[
            { name: 'letterNo', label: T.letterNo, placeholder: T.letterNoPlaceholder, maxLength: 40 },
            { name: 'queryCode', label: T.queryCode, placeholder: T.queryCodePlaceholder, maxLength: 6 },
          ]}
        />
        {check.result && <ProgressCard p={check.result} />}
      </div>
    </PageBand>
  );
}
