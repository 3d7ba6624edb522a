import { useCallback, useState } from 'react';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { getResetVerifyQrCodeStatus } from '@portal/contract/calls/password/get-verify-qr-code-status';
import { resetPasswordByFace } from '@portal/contract/calls/password/modify-pwd';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { markPasswordUpdated } from '../../session/login-check.ts';
import { FaceIdentityStep } from './FaceIdentityStep.tsx';
import { FaceQrStep } from './FaceQrStep.tsx';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { ResetDone } from './ResetDone.tsx';
import { ResetPage } from './ResetPage.tsx';
import { RESET_TEXTS as T } from './texts.ts';

const STEPS = [T.stepIdentity, T.stepFace, T.stepPassword, T.stepDone] as const;

const flowExpired = (err: unknown) =>
  err instanceof CallError && (err.code === ERRORS.RESET_FLOW_EXPIRED.code || err.code === ERRORS.FACE_NOT_VERIFIED.code);

/**
 * /resetPasswordNew: account, name and phone; a face check on the phone through a QR code; then
 * a new password under rule 2 (§2, §5).
 */
export default function ResetPasswordNewScreen() {
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [step, setStep] = useState(0);

  const restart = useCallback(() => {
    setVerifyToken(null);
    setStep(0);
  }, []);
  const faceVerified = useCallback(() => setStep(2), []);
  const loadTicket = useCallback(() => callApi(getResetVerifyQrCode, { verifyToken: verifyToken! }), [verifyToken]);
  const pollStatus = useCallback(() => callApi(getResetVerifyQrCodeStatus, { verifyToken: verifyToken! }), [verifyToken]);

  async function submitPassword(password: string) {
    await callApi(resetPasswordByFace, { verifyToken: verifyToken!, newPassword: await encryptSecret(password) });
    markPasswordUpdated();
    setStep(3);
  }

  return (
    <ResetPage
      subtitle={T.faceSubtitle}
      steps={STEPS}
      current={step}
      alternative={step === 0 && <a href="#/resetPassword">{T.useSms}</a>}
    >
      {step === 0 && (
        <FaceIdentityStep
          onVerified={(token) => {
            setVerifyToken(token);
            setStep(1);
          }}
        />
      )}
      {step === 1 && verifyToken && <FaceQrStep loadTicket={loadTicket} pollStatus={pollStatus} onVerified={faceVerified} onRestart={restart} />}
      {step === 2 && <NewPasswordStep rule="rule2" hint={T.rule2Hint} onSubmit={submitPassword} needsRestart={flowExpired} onRestart={restart} />}
      {step === 3 && <ResetDone />}
    </ResetPage>
  );
}
