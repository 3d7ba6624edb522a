import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Result, Skeleton, Steps } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { RealNameSummary } from '@portal/contract/calls/real-name/fields';
import { realNameAuthState } from '@portal/contract/calls/real-name/phone-auth-service';
import { callApi } from '../../api/client.ts';
import { FaceStep } from './FaceStep.tsx';
import { IdentityStep } from './IdentityStep.tsx';
import { RealNameSummaryView } from './RealNameSummaryView.tsx';
import { refreshSessionUser } from './refresh-session.ts';
import { REAL_AUTH_TEXTS as T } from './texts.ts';
import '../password/reset-password.css';
import './real-auth.css';

const STEPS = [T.stepIdentity, T.stepFace, T.stepDone] as const;

type Stage = { step: 'loading' } | { step: 'failed' } | { step: 'identity'; notice: string | null } | { step: 'face'; open: RealNameSummary } | { step: 'done'; verified: RealNameSummary };

const STEP_INDEX = { loading: 0, failed: 0, identity: 0, face: 1, done: 2 } as const;

/**
 * /realAuth (§2 full-page screen, issue 21): a person's real-name authentication in three steps,
 * resumed where the server says it stands (phoneAuthService) after a reload.
 */
export default function RealAuthScreen() {
  const [stage, setStage] = useState<Stage>({ step: 'loading' });

  useEffect(() => {
    callApi(realNameAuthState, {}).then(
      ({ open, verified }) =>
        setStage(verified ? { step: 'done', verified } : open ? { step: 'face', open } : { step: 'identity', notice: null }),
      () => setStage({ step: 'failed' }),
    );
  }, []);

  const restart = useCallback((notice: string) => setStage({ step: 'identity', notice }), []);
  const verified = useCallback((summary: RealNameSummary) => {
    setStage({ step: 'done', verified: summary });
    refreshSessionUser();
  }, []);

  return (
    <div className="reset-page" data-testid="real-auth-page">
      <section className="reset-card">
        <header className="reset-head">
          <h1 className="reset-title">{T.title}</h1>
          <p className="reset-subtitle">{T.subtitle}</p>
        </header>
        <Steps current={STEP_INDEX[stage.step]} items={STEPS.map((title) => ({ title }))} className="reset-steps" size="small" />
        <div className="reset-body" data-step={stage.step}>
          {stage.step === 'loading' && <Skeleton active />}
          {stage.step === 'failed' && <Alert type="error" showIcon title={T.loadFailed} />}
          {stage.step === 'identity' && <IdentityStep notice={stage.notice} onPassed={(open) => setStage({ step: 'face', open })} />}
          {stage.step === 'face' && <FaceStep open={stage.open} onVerified={verified} onRestart={restart} />}
          {stage.step === 'done' && (
            <div data-testid="real-auth-done">
              <Result
                status="success"
                title={T.doneTitle}
                subTitle={T.doneBody}
                extra={[
                  <Button type="primary" key="center" href="#/center">
                    {T.toCenter}
                  </Button>,
                  <Button key="home" href="#/">
                    {T.toHome}
                  </Button>,
                ]}
              />
              <RealNameSummaryView summary={stage.verified} column={1} />
            </div>
          )}
        </div>
      </section>
      <p className="reset-tip">
        <SafetyCertificateOutlined aria-hidden /> {T.securityTip}
      </p>
    </div>
  );
}
