import { useCallback, useRef, useState } from 'react';
import { Alert, Button, Popconfirm, Spin } from 'antd';
import type { RealNameSummary } from '@portal/contract/calls/real-name/fields';
import { cancelRealNameAuth } from '@portal/contract/calls/real-name/cancel-auth';
import { checkRealNameFaceResult } from '@portal/contract/calls/real-name/check-face-recognition-result';
import { getRealNameVerifyQrCodeStatus } from '@portal/contract/calls/real-name/get-verify-qr-code-status';
import { getRealNameVerifyQrCode } from '@portal/contract/calls/real-name/get-verify-qr-code';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../../api/client.ts';
import { FaceQrStep } from '../password/FaceQrStep.tsx';
import { REAL_AUTH_TEXTS as T } from './texts.ts';

/** The open authentication is gone (withdrawn in another tab, finished elsewhere): back to step 1. */
const RESTART_CODES: readonly number[] = [ERRORS.REAL_NAME_NOT_OPEN.code];

interface FaceStepProps {
  open: RealNameSummary;
  onVerified: (verified: RealNameSummary) => void;
  /** Back to step 1 with a note (withdrawn, or the authentication ended). */
  onRestart: (notice: string) => void;
}

/**
 * Step 2: the QR code for the phone's face check (§4 QR flows); once the phone reports a pass
 * the desktop asks the server to finish (checkFaceRecognitionResult). The check's token lives in
 * memory only: after a reload the next QR code starts a new check.
 */
export function FaceStep({ open, onVerified, onRestart }: FaceStepProps) {
  const token = useRef<string | undefined>(undefined);
  const [finishing, setFinishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Bumped to show a new QR code after a refusal at the end. */
  const [round, setRound] = useState(0);

  const loadTicket = useCallback(
    () =>
      callApi(getRealNameVerifyQrCode, token.current ? { verifyToken: token.current } : {}).then((reply) => {
        token.current = reply.verifyToken;
        return reply;
      }),
    [],
  );
  const pollStatus = useCallback(() => callApi(getRealNameVerifyQrCodeStatus, { verifyToken: token.current! }), []);
  const restart = useCallback(() => onRestart(T.restarted), [onRestart]);

  const finish = useCallback(() => {
    setFinishing(true);
    setError(null);
    callApi(checkRealNameFaceResult, { verifyToken: token.current! }).then(onVerified, (err: unknown) => {
      setFinishing(false);
      if (err instanceof CallError && RESTART_CODES.includes(err.code)) return restart();
      setError(err instanceof CallError ? err.message : ERRORS.INTERNAL.msg);
      // An expired or refused check: the next QR code starts a new one.
      if (err instanceof CallError && err.code === ERRORS.REAL_NAME_QR_EXPIRED.code) token.current = undefined;
      setRound((n) => n + 1);
    });
  }, [onVerified, restart]);

  async function cancel() {
    try {
      await callApi(cancelRealNameAuth, {});
    } catch (err) {
      if (!(err instanceof CallError && RESTART_CODES.includes(err.code))) {
        setError(err instanceof CallError ? err.message : ERRORS.INTERNAL.msg);
        return;
      }
    }
    onRestart(T.cancelled);
  }

  return (
    <div data-testid="real-auth-face">
      <p className="real-auth-verifying" data-testid="real-auth-verifying">
        {T.verifying(open.realName, open.docMasked)}
      </p>
      {error && <Alert type="error" showIcon title={error} className="reset-alert" data-testid="real-auth-error" />}
      {finishing ? (
        <Spin tip={T.finishing}>
          <div style={{ height: 120 }} />
        </Spin>
      ) : (
        <FaceQrStep key={round} loadTicket={loadTicket} pollStatus={pollStatus} onVerified={finish} onRestart={restart} restartCodes={RESTART_CODES} steps={T.qrSteps} />
      )}
      <div className="real-auth-actions">
        <Popconfirm title={T.cancelConfirm} onConfirm={() => void cancel()} okText="确定" cancelText="取消">
          <Button data-testid="real-auth-cancel">{T.cancel}</Button>
        </Popconfirm>
      </div>
    </div>
  );
}
