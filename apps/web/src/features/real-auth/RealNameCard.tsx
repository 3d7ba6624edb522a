import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Tag } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { cancelRealNameAuth } from '@portal/contract/calls/real-name/cancel-auth';
import { realNameAuthState } from '@portal/contract/calls/real-name/phone-auth-service';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { RealNameSummaryView } from './RealNameSummaryView.tsx';
import { REAL_AUTH_TEXTS as T } from './texts.ts';
import './real-auth.css';

type State = CallResponse<typeof realNameAuthState>;

/** The center's real-name card: the person's own status, with start, continue and withdraw. */
export function RealNameCard() {
  // A reply that arrives after a newer read (the reload after a withdrawal) is dropped.
  const auth = useLoaded(() => callApi(realNameAuthState, {}), 'real-name-state');
  const state: State | null = auth.data ?? null;
  /** A withdrawal's refusal; a failed read says its own, and wins as the later news. */
  const [refused, setRefused] = useState<string | null>(null);
  const error = auth.failed ? (auth.error instanceof CallError ? auth.error.message : T.loadFailed) : refused;

  async function withdraw() {
    setRefused(null);
    try {
      await callApi(cancelRealNameAuth, {});
    } catch (err) {
      setRefused(err instanceof CallError ? err.message : T.loadFailed);
    }
    auth.reload();
  }

  const tag = state?.verified ? (
    <Tag color="green">{T.stateVerified}</Tag>
  ) : state?.open ? (
    <Tag color="blue">{T.stateOpen}</Tag>
  ) : (
    <Tag color="orange">{T.stateNone}</Tag>
  );

  return (
    <Card title={T.cardTitle} extra={state && <span data-testid="real-name-state">{tag}</span>} size="small" className="real-name-card" data-testid="real-name-card" loading={!state && !error}>
      {error && <Alert type="error" showIcon title={error} className="center-alert" />}
      {state?.verified && <RealNameSummaryView summary={state.verified} />}
      {state && !state.verified && (
        <>
          <p className="real-name-card-hint">{state.open ? T.openHint : T.noneHint}</p>
          <div className="real-name-card-actions">
            <Button type="primary" href="#/realAuth" data-testid="real-name-go">
              {state.open ? T.resume : T.start}
            </Button>
            {state.open && (
              <Popconfirm title={T.cancelConfirm} onConfirm={() => void withdraw()} okText="确定" cancelText="取消">
                <Button data-testid="real-name-withdraw">{T.cancel}</Button>
              </Popconfirm>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
