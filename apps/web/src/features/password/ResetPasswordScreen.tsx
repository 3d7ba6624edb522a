import { useState } from 'react';
import { resetPassword } from '@portal/contract/calls/password/reset-password';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { markPasswordUpdated } from '../../session/login-check.ts';
import { isSmsCodeError } from '../auth/field-errors.ts';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { ResetDone } from './ResetDone.tsx';
import { ResetPage } from './ResetPage.tsx';
import { SmsIdentityStep, type SmsIdentity } from './SmsIdentityStep.tsx';
import { RESET_TEXTS as T } from './texts.ts';
import '../auth/auth-forms.css';

const STEPS = [T.stepIdentity, T.stepPassword, T.stepDone] as const;

/** /resetPassword: identity by SMS code, then a new password under rule 1, then done (§2). */
export default function ResetPasswordScreen() {
  const [identity, setIdentity] = useState<SmsIdentity | null>(null);
  const [step, setStep] = useState(0);

  async function submitPassword(password: string) {
    await callApi(resetPassword, { ...identity!, newPassword: await encryptSecret(password) });
    markPasswordUpdated();
    setStep(2);
  }

  return (
    <ResetPage
      subtitle={T.smsSubtitle}
      steps={STEPS}
      current={step}
      alternative={step === 0 && <a href="#/resetPasswordNew">{T.useFace}</a>}
    >
      {step === 0 && (
        <SmsIdentityStep
          initial={identity}
          onVerified={(verified) => {
            setIdentity(verified);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <NewPasswordStep rule="rule1" hint={T.rule1Hint} onSubmit={submitPassword} needsRestart={isSmsCodeError} onRestart={() => setStep(0)} />
      )}
      {step === 2 && <ResetDone />}
    </ResetPage>
  );
}
