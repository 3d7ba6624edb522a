import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { cancelQrCode } from '@portal/contract/calls/qr-login/cancel-qr-code';
import { confirmQrCode } from '@portal/contract/calls/qr-login/confirm-qr-code';
import { scanQrCode } from '@portal/contract/calls/qr-login/scan-qr-code';
import type { CallResponse } from '@portal/contract/call';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { QR_TEXTS as T } from './texts.ts';
import './qr-login.css';

type Request = CallResponse<typeof scanQrCode>;
type Stage =
  | { kind: 'reading' }
  | { kind: 'asking'; request: Request }
  | { kind: 'confirmed' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function messageOf(err: unknown): string {
  return err instanceof CallError ? err.message : T.failedTitle;
}

/**
 * /m/qrLogin, opened on a phone from the desktop's login QR. The route makes the visitor log in
 * first and come back; then the customer sees which computer asks and confirms or cancels.
 */
export default function QrConfirmScreen() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { user } = useSession();
  const [stage, setStage] = useState<Stage>({ kind: 'reading' });
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);

  const tokenOk = TOKEN_SHAPE.test(token);

  useEffect(() => {
    if (!tokenOk) return;
    let live = true;
    callApi(scanQrCode, { token }).then(
      (request) => live && setStage({ kind: 'asking', request }),
      (err: unknown) => live && setStage({ kind: 'failed', message: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [token, tokenOk]);

  async function answer(choice: 'confirm' | 'cancel') {
    setBusy(choice);
    try {
      if (choice === 'confirm') {
        await callApi(confirmQrCode, { token });
        // The computer's login takes this account's one session over: this phone is logged out.
        sessionStore.loggedOut();
        setStage({ kind: 'confirmed' });
      } else {
        await callApi(cancelQrCode, { token });
        setStage({ kind: 'cancelled' });
      }
    } catch (err) {
      setStage({ kind: 'failed', message: messageOf(err) });
    } finally {
      setBusy(null);
    }
  }

  const shown: Stage = tokenOk ? stage : { kind: 'failed', message: T.missingToken };
  const home = (
    <Button size="large" block href="#/">
      {T.backHome}
    </Button>
  );

  return (
    <div className="qr-mobile" data-testid="qr-confirm-screen" data-stage={shown.kind}>
      <header className="qr-mobile-top">{T.pageTitle}</header>
      <main className="qr-mobile-main">
        <section className="qr-mobile-card">
          {shown.kind === 'reading' && (
            <div className="qr-mobile-waiting">
              <Spin size="large" />
              <p>{T.reading}</p>
            </div>
          )}
          {shown.kind === 'asking' && (
            <>
              <div className="qr-mobile-hero">
                <span className="qr-mobile-device-icon" aria-hidden>
                  <DesktopOutlined />
                </span>
                <h1>{T.confirmTitle}</h1>
                <p className="qr-mobile-lead">{T.confirmLead}</p>
              </div>
              <dl className="qr-mobile-facts">
                {user && (
                  <div>
                    <dt>{T.account}</dt>
                    <dd>{user.realName ? `${user.loginName}（${user.realName}）` : user.loginName}</dd>
                  </div>
                )}
                <div>
                  <dt>{T.device}</dt>
                  <dd data-testid="qr-device">{shown.request.device}</dd>
                </div>
                <div>
                  <dt>{T.address}</dt>
                  <dd>{shown.request.ip}</dd>
                </div>
                <div>
                  <dt>{T.requestedAt}</dt>
                  <dd>{formatDateTime(new Date(shown.request.requestedAt).toISOString())}</dd>
                </div>
              </dl>
              <p className="qr-mobile-tip">{T.safetyTip}</p>
              <div className="qr-mobile-actions">
                <Button type="primary" size="large" block loading={busy === 'confirm'} disabled={busy !== null} onClick={() => void answer('confirm')} data-testid="qr-confirm">
                  {busy === 'confirm' ? T.confirming : T.confirm}
                </Button>
                <Button size="large" block loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void answer('cancel')} data-testid="qr-cancel">
                  {T.cancel}
                </Button>
              </div>
            </>
          )}
          {shown.kind === 'confirmed' && <Result status="success" title={T.confirmedTitle} subTitle={T.confirmedDetail} extra={home} />}
          {shown.kind === 'cancelled' && <Result status="info" title={T.cancelledTitle} subTitle={T.cancelledDetail} extra={home} />}
          {shown.kind === 'failed' && <Result status="warning" title={T.failedTitle} subTitle={shown.message} extra={home} />}
        </section>
      </main>
      <footer className="qr-mobile-foot">{T.hotline}</footer>
    </div>
  );
}
