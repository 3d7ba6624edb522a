import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, QRCode, type QRCodeProps } from 'antd';
import { CheckCircleFilled, ScanOutlined } from '@ant-design/icons';
import { entpAuthService } from '@portal/contract/calls/enterprise-auth/auth-service';
import { checkEntpFaceResult, entpScanCode, getEntpVerifyQrCode } from '@portal/contract/calls/enterprise-auth/face-check';
import type { EnterpriseApplication } from '@portal/contract/calls/enterprise-auth/fields';
import type { FaceCheckState } from '@portal/contract/calls/password/fields';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { FACE_STATUS_POLL_MS, REGISTER_APP_ID } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { faceCheckUrl } from '../password/face-url.ts';
import { IDENTIFY_TEXTS as T } from './texts.ts';

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
  verified: T.deciding,
  expired: T.qrExpired,
  used: T.qrExpired,
};

/**
 * Step 3: the legal representative's face check. The QR code opens `#/m/face?ticket=…` on a
 * phone; the desktop asks every 2 s how far the phone has come (scanCode), then spends the
 * passed check on the application and asks for the decision (authService).
 */
export function FaceStep({ application, onDecided }: { application: EnterpriseApplication; onDecided: (a: EnterpriseApplication) => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<FaceCheckState>('waiting');
  const [error, setError] = useState<string | null>(null);
  /** The legal representative cannot be checked online (no reference photo on record): no QR code helps. */
  const [blocked, setBlocked] = useState<string | null>(null);
  const token = useRef<string | undefined>(undefined);

  const load = useCallback(
    () =>
      callApi(getEntpVerifyQrCode, { applicationId: application.id, ...(token.current ? { verifyToken: token.current } : {}) }).then(
        ({ verifyToken, ticket }) => {
          token.current = verifyToken;
          setUrl(faceCheckUrl(ticket, window.location));
          setState('waiting');
        },
        (err: unknown) => {
          if (err instanceof CallError && err.code === ERRORS.FACE_NO_REFERENCE.code) setBlocked(err.message);
          else setError(err instanceof CallError ? err.message : T.qrLoadFailed);
        },
      ),
    [application.id],
  );

  useEffect(() => {
    void load();
  }, [load]);

  function refresh() {
    setUrl(null);
    setError(null);
    void load();
  }

  const decide = useCallback(async () => {
    const verifyToken = token.current!;
    try {
      await callApi(checkEntpFaceResult, { applicationId: application.id, verifyToken });
      onDecided(await callApi(entpAuthService, { appId: REGISTER_APP_ID, applicationId: application.id }));
    } catch (err) {
      setState('expired');
      setError(err instanceof CallError ? err.message : T.qrLoadFailed);
    }
  }, [application.id, onDecided]);

  const polling = url !== null && (state === 'waiting' || state === 'scanned');
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      const verifyToken = token.current;
      if (!verifyToken) return;
      callApi(entpScanCode, { verifyToken }).then(
        ({ status }) => {
          setState(status);
          if (status === 'verified') void decide();
        },
        () => undefined, // A missed poll is retried by the next one.
      );
    }, FACE_STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling, application.id, decide]);

  if (blocked) {
    return (
      <div className="identify-step" data-testid="face-qr-step" data-state="blocked">
        <Alert type="warning" showIcon title={T.faceUnavailable} description={blocked} data-testid="face-qr-blocked" />
      </div>
    );
  }

  return (
    <div className="identify-step identify-qr" data-testid="face-qr-step" data-state={state}>
      {error && <Alert type="error" showIcon title={error} data-testid="identify-face-error" />}
      <div className="identify-qr-row">
        <div className="identify-qr-code" data-face-url={url ?? ''} data-testid="face-qr">
          <QRCode
            value={url ?? '-'}
            size={196}
            status={url ? QR_STATUS[state] : 'loading'}
            onRefresh={refresh}
            statusRender={
              state === 'scanned' && url
                ? () => (
                    <span className="identify-qr-scanned">
                      <CheckCircleFilled /> {T.qrScannedBadge}
                    </span>
                  )
                : undefined
            }
          />
          <p data-testid="face-qr-state">{STATUS_TEXT[state] ?? ''}</p>
        </div>
        <div className="identify-qr-help">
          <h3>
            <ScanOutlined aria-hidden /> {T.qrTitle}
          </h3>
          <p className="identify-qr-who">
            {T.legalRep}：{application.legalRepName}
          </p>
          <ol>
            {T.qrSteps.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
          <p className="identify-qr-valid">{T.qrValidFor}</p>
        </div>
      </div>
    </div>
  );
}
