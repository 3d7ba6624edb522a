import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, message as antdMessage } from 'antd';
import { unifyLoginEntryList, type UnifiedEntry } from '@portal/contract/calls/unified-login/unified-login';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { openUnifiedEntry } from './open-entry.ts';
import { UNIFIED_LOGIN_TEXTS as T } from './texts.ts';
import './unified-login.css';

/** The center's 业务系统: the bank systems this customer may enter, each with a fresh `st`. */
export function UnifiedLoginPanel() {
  const [opening, setOpening] = useState<string | null>(null);
  const [toast, toastHolder] = antdMessage.useMessage();

  // A reply that arrives after a newer read (the reload after entering a system) is dropped.
  const list = useLoaded(() => callApi(unifyLoginEntryList, {}), 'unified-entries');
  const entries: UnifiedEntry[] | null = list.data?.items ?? null;
  const load = list.reload;

  const enter = async (code: string) => {
    setOpening(code);
    try {
      if (!(await openUnifiedEntry(code))) void toast.warning(T.popupBlocked);
      load();
    } catch (error) {
      void toast.error(error instanceof CallError ? error.message : T.loadFailed);
      load();
    } finally {
      setOpening(null);
    }
  };

  if (list.failed) {
    return <Alert type="error" showIcon title={T.loadFailed} action={<Button onClick={load}>{T.retry}</Button>} />;
  }
  if (!entries) return <Skeleton active />;
  return (
    <div className="unified-login" data-testid="unified-login">
      {toastHolder}
      <p className="unified-login-intro">{T.intro}</p>
      {entries.length === 0 ? (
        <Empty description={T.empty} />
      ) : (
        <ul className="unified-login-list">
          {entries.map((entry) => (
            <li key={entry.code} className="unified-login-item" data-testid={`unified-entry-${entry.code}`}>
              <img className="unified-login-icon" src={entry.icon} alt="" width={40} height={40} />
              <div className="unified-login-body">
                <h3 className="unified-login-name">{entry.name}</h3>
                <p className="unified-login-desc">{entry.description}</p>
                <p className="unified-login-last">
                  {entry.lastEnteredAt ? T.lastEntered(formatDateTime(entry.lastEnteredAt)) : T.neverEntered}
                </p>
              </div>
              <Button
                type="primary"
                loading={opening === entry.code}
                disabled={opening !== null && opening !== entry.code}
                onClick={() => void enter(entry.code)}
                aria-label={`${T.enter}${entry.name}`}
              >
                {opening === entry.code ? T.entering : T.enter}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
