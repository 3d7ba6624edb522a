import { useCallback, useEffect, useState } from 'react';
import { CheckCircleFilled, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { getQrCode } from '@portal/contract/calls/qr-login/get-qr-code';
import { getQrCodeStatus } from '@portal/contract/calls/qr-login/get-qr-code-status';
import type { CallResponse } from '@portal/contract/call';
import { QR_LOGIN_POLL_MS, QR_LOGIN_SECONDS } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { readTimeDiff } from '../../api/session-storage.ts';
import { finishLogin } from '../auth/finish-login.ts';
import { expiredLocally, isPolling, overlayOf, stateAfterPoll, type QrPanelState } from './qr-panel-state.ts';
import { QR_TEXTS as T } from './texts.ts';
import './qr-login.css';

type QrCode = CallResponse<typeof getQrCode>;

const serverNow = () => Date.now() + readTimeDiff();

/**
 * The "扫码登录" tab: a QR of the phone page, polled every QR_LOGIN_POLL_MS while this tab is on
 * screen; the first poll after the phone confirms logs this browser in.
 */
export function QrLoginPanel({ redirectUrl }: { redirectUrl: string | undefined }) {
  const [code, setCode] = useState<QrCode | null>(null);
  const [state, setState] = useState<QrPanelState>('loading');

  /** Fetches a new code; the caller has already shown the loading state. */
  const load = useCallback(() => {
    callApi(getQrCode, {}).then(
      (next) => {
        setCode(next);
        setState('waiting');
      },
      () => {
        setCode(null);
        setState('failed');
      },
    );
  }, []);

  useEffect(load, [load]);

  function refresh() {
    setState('loading');
    load();
  }

  const polling = code !== null && isPolling(state);
  useEffect(() => {
    if (!polling || !code) return;
    let stopped = false;
    let timer = 0;
    const next = () => {
      if (!stopped) timer = window.setTimeout(tick, QR_LOGIN_POLL_MS);
    };
    async function tick() {
      if (expiredLocally(code!.expiresAt, serverNow())) return setState('expired');
      // A background browser tab does not ask; it catches up when shown again.
      if (document.visibilityState !== 'visible') return next();
      try {
        const reply = await callApi(getQrCodeStatus, { pollKey: code!.pollKey, redirectUrl });
        if (stopped) return;
        if (reply.login) {
          setState('confirmed');
          finishLogin(reply.login, 'qr');
          return;
        }
        setState(stateAfterPoll(reply.status));
      } catch {
        // One failed poll says nothing about the code; the next one will.
      }
      next();
    }
    next();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [polling, code, redirectUrl]);

  const overlay = overlayOf(state);
  const overlayIcon =
    state === 'loading' || state === 'confirmed' ? (
      <LoadingOutlined />
    ) : state === 'scanned' ? (
      <CheckCircleFilled />
    ) : overlay?.refresh ? (
      <ReloadOutlined />
    ) : null;

  return (
    <div className="qr-panel" data-testid="qr-login-panel" data-qr-url={code?.qrUrl ?? ''} data-qr-state={state}>
      <div className="qr-panel-frame">
        {code ? <img src={code.image} width={200} height={200} alt={T.imageAlt} /> : <div className="qr-panel-blank" />}
        {overlay &&
          (overlay.refresh ? (
            <button type="button" className={`qr-panel-overlay is-${overlay.tone}`} onClick={refresh} data-testid="qr-refresh">
              <span className="qr-panel-overlay-icon">{overlayIcon}</span>
              <span>{overlay.text}</span>
            </button>
          ) : (
            <div className={`qr-panel-overlay is-${overlay.tone}`} role="status">
              <span className="qr-panel-overlay-icon">{overlayIcon}</span>
              <span>{overlay.text}</span>
            </div>
          ))}
      </div>
      <p className="qr-panel-hint" data-testid="qr-hint">
        {state === 'scanned' ? T.scannedDetail : T.scanHint}
      </p>
      <ol className="qr-panel-steps">
        {T.steps.map((step, i) => (
          <li key={step} className={(state === 'scanned' ? i === 2 : i < 2 && state === 'waiting') ? 'is-current' : undefined}>
            <span className="qr-panel-step-no">{i + 1}</span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="qr-panel-validity">{T.validFor(QR_LOGIN_SECONDS)}</p>
    </div>
  );
}
