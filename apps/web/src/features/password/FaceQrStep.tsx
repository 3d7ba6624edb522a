import { useCallback, useEffect, useState } from 'react';
import { Alert, QRCode, type QRCodeProps } from 'antd';
import { CheckCircleFilled, ScanOutlined } from '@ant-design/icons';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { getResetVerifyQrCodeStatus } from '@portal/contract/calls/password/get-verify-qr-code-status';
import type { FaceCheckState } from '@portal/contract/calls/password/fields';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { FACE_STATUS_POLL_MS } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { faceCheckUrl } from './face-url.ts';
import { RESET_TEXTS as T } from './texts.ts';

const QR_STATUS: Record<FaceCheckState, QRCodeProps['status']> = {
  waiting: 'active',
  scanned: 'scanned',
  verified: 'scanned',
  expired: 'expired',
  used: 'expired',
};

const STATUS_TEXT: Partial<Record<FaceCheckState, string>> = {
  waiting: T.qrWaiting,
  scanned: T.qrScanned,
  expired: T.qrExpired,
  used: T.qrExpired,
};

interface FaceQrStepProps {
  verifyToken: string;
  onVerified: () => void;
  /** The identity check itself has expired: start again from step 1. */
  onRestart: () => void;
}

/**
 * The QR code of the face check: it opens `#/m/face?ticket=…` on a phone; the desktop asks every
 * 2 s how far the phone has come (§4 QR flows) and moves on once the face check has passed.
 */
export function FaceQrStep({ verifyToken, onVerified, onRestart }: FaceQrStepProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<FaceCheckState>('waiting');
  const [error, setError] = useState<string | null>(null);

  /** Fetches a new QR ticket; state changes only when the reply arrives. */
  const load = useCallback(
    () =>
      callApi(getResetVerifyQrCode, { verifyToken }).then(
        ({ ticket }) => {
          setError(null);
          setUrl(faceCheckUrl(ticket, window.location));
          setState('waiting');
        },
        (err: unknown) => {
          if (err instanceof CallError && err.code === ERRORS.RESET_FLOW_EXPIRED.code) onRestart();
          else setError(err instanceof CallError ? err.message : T.qrLoadFailed);
        },
      ),
    [verifyToken, onRestart],
  );

  useEffect(() => {
    void load();
  }, [load]);

  function refresh() {
    setUrl(null);
    void load();
  }

  const polling = url !== null && (state === 'waiting' || state === 'scanned');
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      callApi(getResetVerifyQrCodeStatus, { verifyToken }).then(
        ({ status }) => {
          setState(status);
          if (status === 'verified') onVerified();
        },
        () => undefined, // A missed poll is retried by the next one.
      );
    }, FACE_STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, verifyToken, onVerified]);

  return (
    <div className="reset-qr" data-testid="face-qr-step" data-state={state}>
      {error && <Alert type="error" showIcon title={error} className="reset-alert" />}
      <div className="reset-qr-row">
        <div className="reset-qr-code" data-face-url={url ?? ''} data-testid="face-qr">
          <QRCode
            value={url ?? '-'}
            size={196}
            status={url ? QR_STATUS[state] : 'loading'}
            onRefresh={refresh}
            statusRender={state === 'scanned' && url ? () => <span className="reset-qr-scanned"><CheckCircleFilled /> {T.qrScannedBadge}</span> : undefined}
          />
          <p className="reset-qr-state" data-testid="face-qr-state">
            {STATUS_TEXT[state] ?? ''}
          </p>
        </div>
        <div className="reset-qr-help">
          <h3>
            <ScanOutlined aria-hidden /> {T.qrTitle}
          </h3>
          <ol>
            {T.qrSteps.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
          <p className="reset-qr-valid">{T.qrValidFor}</p>
        </div>
      </div>
    </div>
  );
}
