import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Form, Input, Result, Spin } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { wyQrqmDecide, wyQrqmDetail, type WyQrqmOperation } from '@portal/contract/calls/wy-qrqm/wy-qrqm';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { formatFen } from '../account-flow/money.ts';
import { WY_QRQM_TEXTS as T } from './texts.ts';
import { isToken, tokenOf } from './token-of.ts';
import '../qr-login/qr-login.css';

type Stage = { kind: 'reading' } | { kind: 'shown'; operation: WyQrqmOperation } | { kind: 'failed'; message: string };

const when = (ms: number) => formatDateTime(new Date(ms).toISOString());

/** Without a code: the director pastes the link the web bank shows under its QR. */
function EnterCode() {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ link: string }>();
  return (
    <div className="qr-mobile-hero">
      <h1>{T.enterTitle}</h1>
      <p className="qr-mobile-lead">{T.enterLead}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ link }) => navigate(`/qywy/wyQrqm?token=${tokenOf(link)}`)}
        data-testid="wyqrqm-enter"
        style={{ textAlign: 'left' }}
      >
        <Form.Item
          name="link"
          label={T.codeLabel}
          rules={[{ validator: async (_r, value: string | undefined) => (tokenOf(value ?? '') ? undefined : Promise.reject(new Error(T.codeInvalid))) }]}
        >
          <Input placeholder={T.codePlaceholder} data-testid="wyqrqm-link" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large">
          {T.codeSubmit}
        </Button>
      </Form>
    </div>
  );
}

function Facts({ operation }: { operation: WyQrqmOperation }) {
  return (
    <dl className="qr-mobile-facts" data-testid="wyqrqm-facts">
      <div>
        <dt>{T.operation}</dt>
        <dd>{operation.title}</dd>
      </div>
      {operation.amountFen !== null && (
        <div>
          <dt>{T.amount}</dt>
          <dd data-testid="wyqrqm-amount">{T.yuan(formatFen(operation.amountFen))}</dd>
        </div>
      )}
      {operation.details.map((d, i) => (
        <div key={i}>
          <dt>{d.label}</dt>
          <dd>{d.value}</dd>
        </div>
      ))}
      <div>
        <dt>{T.requestRef}</dt>
        <dd>{operation.requestRef}</dd>
      </div>
      <div>
        <dt>{T.requestedAt}</dt>
        <dd>{when(operation.requestedAt)}</dd>
      </div>
      <div>
        <dt>{T.expiresAt}</dt>
        <dd>{when(operation.expiresAt)}</dd>
      </div>
    </dl>
  );
}

/**
 * #/qywy/wyQrqm (issue 25): a director opens the enterprise web bank's confirmation QR, reads the
 * operation and confirms or rejects it, once. The server decides who may see it (the
 * enterprise's directors) and whether it still stands.
 */
export default function WyQrqmScreen() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  // The stage of the code it was read for: another code (a new paste) starts at `reading`.
  const [read, setRead] = useState<{ token: string; stage: Stage } | null>(null);
  const stage: Stage = read?.token === token ? read.stage : { kind: 'reading' };
  const setStage = (next: Stage) => setRead({ token, stage: next });
  const [busy, setBusy] = useState<'confirm' | 'reject' | null>(null);
  const hasToken = isToken(token);

  useEffect(() => {
    if (!hasToken) return;
    let live = true;
    callApi(wyQrqmDetail, { token }).then(
      (operation) => live && setRead({ token, stage: { kind: 'shown', operation } }),
      (err: unknown) => live && setRead({ token, stage: { kind: 'failed', message: failureText(err, T.failedTitle) } }),
    );
    return () => {
      live = false;
    };
  }, [token, hasToken]);

  async function decide(decision: 'confirm' | 'reject') {
    setBusy(decision);
    try {
      setStage({ kind: 'shown', operation: await callApi(wyQrqmDecide, { token, decision }) });
    } catch (err) {
      setStage({ kind: 'failed', message: failureText(err, T.failedTitle) });
    } finally {
      setBusy(null);
    }
  }

  const back = (
    <div className="qr-mobile-actions">
      <Button size="large" block href="#/qywy/wyQrqm">
        {T.another}
      </Button>
      <Button size="large" block href="#/workspace">
        {T.toWorkspace}
      </Button>
    </div>
  );
  const operation = stage.kind === 'shown' ? stage.operation : null;
  const decided = operation?.decidedBy && operation.decidedAt ? T.decidedBy(operation.decidedBy, when(operation.decidedAt)) : '';

  return (
    <div className="qr-mobile" data-testid="wyqrqm-screen" data-stage={hasToken ? (operation?.status ?? stage.kind) : 'enter'}>
      <header className="qr-mobile-top">{T.pageTitle}</header>
      <main className="qr-mobile-main">
        <section className="qr-mobile-card">
          {!hasToken && <EnterCode />}
          {hasToken && stage.kind === 'reading' && (
            <div className="qr-mobile-waiting">
              <Spin size="large" />
              <p>{T.reading}</p>
            </div>
          )}
          {operation?.status === 'waiting' && (
            <>
              <div className="qr-mobile-hero">
                <span className="qr-mobile-device-icon" aria-hidden>
                  <SafetyCertificateOutlined />
                </span>
                <h1>{T.askTitle}</h1>
                <p className="qr-mobile-lead">{T.askLead(operation.enterpriseName)}</p>
              </div>
              <Facts operation={operation} />
              <p className="qr-mobile-tip">{T.safetyTip}</p>
              <div className="qr-mobile-actions">
                <Button type="primary" size="large" block loading={busy === 'confirm'} disabled={busy !== null} onClick={() => void decide('confirm')} data-testid="wyqrqm-confirm">
                  {T.confirm}
                </Button>
                <Button danger size="large" block loading={busy === 'reject'} disabled={busy !== null} onClick={() => void decide('reject')} data-testid="wyqrqm-reject">
                  {T.reject}
                </Button>
              </div>
            </>
          )}
          {operation?.status === 'confirmed' && <Result status="success" title={T.confirmedTitle} subTitle={`${T.confirmedDetail}${decided}`} extra={back} />}
          {operation?.status === 'rejected' && <Result status="info" title={T.rejectedTitle} subTitle={`${T.rejectedDetail}${decided}`} extra={back} />}
          {operation?.status === 'expired' && <Result status="warning" title={T.expiredTitle} subTitle={T.expiredDetail} extra={back} />}
          {stage.kind === 'failed' && hasToken && <Result status="warning" title={T.failedTitle} subTitle={stage.message} extra={back} />}
        </section>
      </main>
    </div>
  );
}
