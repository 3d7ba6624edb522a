import { useCallback, useEffect, useState } from 'react';
import { Alert, QRCode, type QRCodeProps } from 'antd';
import { CheckCircleFilled, ScanOutlined } from '@ant-design/icons';
import type { FaceCheckState } from '@portal/contract/calls/password/fields';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { FACE_STATUS_POLL_MS } from '@portal/contract/limits';
import { faceCheckUrl } from './face-url.ts';
import { RESET_TEXTS as T } from './texts.ts';
import './reset-password.css';

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

export interface FaceQrStepProps {
  /** Asks for a new QR ticket (the flow's own `getVerifyQRCode`); it must keep its identity between renders. */
  loadTicket: () => Promise<{ ticket: string }>;
  /** Asks how far the phone has come (the flow's own status call); stable like `loadTicket`. */
  pollStatus: () => Promise<{ status: FaceCheckState }>;
  onVerified: () => void;
  /** The identity check itself has expired: start again from step 1. */
  onRestart: () => void;
  /** Error codes that mean step 1 must be done again; by default the reset's expired flow. */
  restartCodes?: readonly number[];
  /** What to do on the phone, as a list; by default the reset's. */
  steps?: readonly string[];
}

const RESET_RESTART_CODES = [ERRORS.RESET_FLOW_EXPIRED.code];
/** No QR code can help: the person claimed cannot be checked online (no reference photo on record). */
const BLOCKING_CODES: readonly number[] = [ERRORS.FACE_NO_REFERENCE.code];

/**
 * The QR code of the face check: it opens `#/m/face?ticket=…` on a phone; the desktop asks every
 * 2 s how far the phone has come (§4 QR flows) and moves on once the face check has passed.
 */
export function FaceQrStep({ loadTicket, pollStatus, onVerified, onRestart, restartCodes = RESET_RESTART_CODES, steps = T.qrSteps }: FaceQrStepProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<FaceCheckState>('waiting');
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  /** Fetches a new QR ticket; state changes only when the reply arrives. */
  const load = useCallback(
    () =>
      loadTicket().then(
        ({ ticket }) => {
          setError(null);
          setUrl(faceCheckUrl(ticket, window.location));
          setState('waiting');
        },
        (err: unknown) => {
          if (err instanceof CallError && restartCodes.includes(err.code)) onRestart();
          else if (err instanceof CallError && BLOCKING_CODES.includes(err.code)) setBlocked(err.message);
          else setError(err instanceof CallError ? err.message : T.qrLoadFailed);
        },
      ),
    [loadTicket, onRestart, restartCodes],
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
      pollStatus().then(
        ({ status }) => {
          setState(status);
          if (status === 'verified') onVerified();
        },
        () => undefined, // A missed poll is retried by the next one.
      );
    }, FACE_STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, pollStatus, onVerified]);

  if (blocked) return <Alert type="warning" showIcon title={T.faceOnlineUnavailable} description={blocked} className="reset-alert" data-testid="face-qr-blocked" />;

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
            {steps.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
          <p className="reset-qr-valid">{T.qrValidFor}</p>
        </div>
      </div>
    </div>
  );
}
