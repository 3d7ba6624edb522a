import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Form, Skeleton, Steps } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import type { EnterpriseApplication } from '@portal/contract/calls/enterprise-auth/fields';
import { getEnterpriseInfo } from '@portal/contract/calls/enterprise-auth/get-enterprise-info';
import { listMyEnterprises } from '@portal/contract/calls/enterprise-auth/list-my-enterprises';
import { ENTP_AUTH_MESSAGES as M } from '@portal/contract/calls/enterprise-auth/messages';
import { ENTP_IMAGE_EXTENSIONS, ENTP_IMAGE_MAX_BYTES } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { APP_TEXTS } from '../../app/texts.ts';
import { callApi } from '../../api/client.ts';
import { useImagePicker, type ImagePickerOptions } from '../../ui/ImagePicker/useImagePicker.ts';
import { CredentialsStep, type CredentialValues } from './CredentialsStep.tsx';
import { FaceStep } from './FaceStep.tsx';
import { QueryStep, type RegistryInfo } from './QueryStep.tsx';
import { ResultStep } from './ResultStep.tsx';
import { IDENTIFY_TEXTS as T } from './texts.ts';
import './identify.css';

const PICKER: ImagePickerOptions = {
  max: 1,
  maxBytes: ENTP_IMAGE_MAX_BYTES,
  extensions: ENTP_IMAGE_EXTENSIONS,
  targetBytes: 2 * 1024 * 1024,
  messages: { format: M.pictureFormat, tooLarge: M.pictureTooLarge },
};

type Step = 0 | 1 | 2 | 3;

/** Where an application of the customer's picks up: its face check, its correction, or its result. */
function stepOf(application: EnterpriseApplication): Step {
  if (application.status === 'DT') return application.applicantRole === 'legal' && application.licenceImageId ? 2 : 1;
  if (application.status === 'SJ') return 1;
  return 3;
}

const FACE_STEP = 2;

/** The step bar; an agent's application passes the face step without it being done, and says so. */
function stepItems(step: Step, application: EnterpriseApplication | null) {
  const skipped = step > FACE_STEP && application?.applicantRole === 'agent';
  return T.steps.map((title, i) =>
    i === FACE_STEP && skipped ? { title, status: 'wait' as const, description: T.faceSkippedByAgent, 'data-testid': 'identify-face-skipped' } : { title },
  );
}

/**
 * `/identify` (§2 full page, issue 21): enterprise authentication in four steps. `?applicationId=`
 * continues or corrects one of the customer's applications; `?creditCode=` starts with that
 * enterprise (the one named at registration).
 */
export default function IdentifyScreen() {
  const { search } = useLocation();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [verified, setVerified] = useState(true);
  const [step, setStep] = useState<Step>(0);
  const [enterprise, setEnterprise] = useState<RegistryInfo | null>(null);
  const [previous, setPrevious] = useState<EnterpriseApplication | null>(null);
  const [application, setApplication] = useState<EnterpriseApplication | null>(null);
  const [form] = Form.useForm<CredentialValues>();
  const licence = useImagePicker(PICKER);
  const letter = useImagePicker(PICKER);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const applicationId = params.get('applicationId');
    const creditCode = params.get('creditCode');
    void (async () => {
      try {
        const mine = await callApi(listMyEnterprises, {});
        setVerified(mine.realNameVerified);
        const found = applicationId ? mine.applications.find((a) => a.id === applicationId) : undefined;
        const code = found?.creditCode ?? creditCode;
        if (code) setEnterprise(await callApi(getEnterpriseInfo, { creditCode: code }).catch(() => null));
        if (found) {
          setPrevious(found.status === 'DT' || found.status === 'SJ' ? found : null);
          setApplication(found);
          setStep(stepOf(found));
          form.setFieldsValue({ applicantRole: found.applicantRole, legalRepName: found.legalRepName, legalRepDocType: found.legalRepDocType });
        }
      } catch {
        setFailed(true);
      } finally {
        setLoaded(true);
      }
    })();
  }, [search, form]);

  const submitted = useCallback((a: EnterpriseApplication) => {
    setApplication(a);
    setPrevious(a.status === 'DT' ? a : null);
    setStep(a.status === 'DT' ? 2 : 3);
  }, []);

  const decided = useCallback((a: EnterpriseApplication) => {
    setApplication(a);
    setStep(3);
  }, []);

  return (
    <div className="identify-page">
      <header className="identify-top">
        <a href="#/" className="identify-logo">
          <img src="/static/img/logo.svg" alt={APP_TEXTS.bankName} height={36} />
        </a>
        <Button href="#/center?tab=enterprises" icon={<LeftOutlined />} data-testid="identify-back">
          {T.backCenter}
        </Button>
      </header>
      <main className="identify-body">
        <section className="identify-card">
          <h1>{T.title}</h1>
          <p className="identify-subtitle">{T.subtitle}</p>
          <Steps
            current={step}
            status={step === 3 && application?.status === 'ST' ? 'finish' : 'process'}
            size="small"
            items={stepItems(step, application)}
            className="identify-steps"
            titlePlacement="vertical"
            responsive={false}
          />
          {!loaded && <Skeleton active />}
          {failed && <Alert type="error" showIcon title={T.failedLoad} />}
          {loaded && !failed && !verified && (
            <Alert
              type="warning"
              showIcon
              data-testid="identify-real-name"
              title={T.realNameRequired}
              action={
                <Button type="primary" size="small" href="#/realAuth">
                  {T.realNameLink}
                </Button>
              }
            />
          )}
          {loaded && !failed && verified && (
            <>
              {step === 0 && (
                <QueryStep
                  initial={enterprise}
                  onNext={(info) => {
                    if (info.creditCode !== enterprise?.creditCode) setPrevious(null);
                    setEnterprise(info);
                    setStep(1);
                  }}
                />
              )}
              {step === 1 && enterprise && (
                <CredentialsStep
                  enterprise={enterprise}
                  previous={previous}
                  form={form}
                  licence={licence}
                  letter={letter}
                  onBack={() => setStep(0)}
                  onSubmitted={submitted}
                />
              )}
              {step === 2 && application && <FaceStep application={application} onDecided={decided} />}
              {step === 3 && application && <ResultStep application={application} />}
            </>
          )}
        </section>
      </main>
      <footer className="identify-footer">© 2026 {APP_TEXTS.bankName} 版权所有</footer>
    </div>
  );
}
