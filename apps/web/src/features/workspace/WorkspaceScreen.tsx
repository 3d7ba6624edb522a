import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Radio, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  LOGIN_CHANNEL_LABELS,
  LOGIN_CHANNELS,
  workspaceConfigAll,
  workspaceDefaultLoginChannelUpdate,
  workspaceFunctionAdd,
  workspaceFunctionRemove,
  workspaceFunctionSort,
  type LoginChannel,
  type WorkspaceFunction,
} from '@portal/contract/calls/workspace/workspace-config';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { logoutAndGoHome } from '../../session/logout.ts';
import { useSession } from '../../session/session-store.ts';
import { openUnifiedEntry } from '../unified-login/open-entry.ts';
import { FunctionCard } from './FunctionCard.tsx';
import { MyFunctions } from './MyFunctions.tsx';
import { useSerialSaves } from './serial-saves.ts';
import { WORKSPACE_TEXTS as T } from './texts.ts';
import './workspace.css';

interface Config {
  catalogue: WorkspaceFunction[];
  mine: readonly WorkspaceFunction[];
  channel: LoginChannel;
}

async function fetchConfig(): Promise<Config> {
  const all = await callApi(workspaceConfigAll, {});
  return { catalogue: all.catalogue, mine: all.mine, channel: all.defaultLoginChannel };
}

/**
 * #/workspace (issue 25), reached through /workspaceLogin: the user's functions in their own
 * order (each change saved at once), the functions they may add, and the default login channel.
 */
export default function WorkspaceScreen() {
  const { user } = useSession();
  const [config, setConfig] = useState<Config | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const enqueue = useSerialSaves();

  const load = useCallback(async () => {
    try {
      setConfig(await fetchConfig());
      setLoadError(null);
    } catch (err) {
      setLoadError(failureText(err, T.loadFailed));
    }
  }, []);

  useEffect(() => {
    let live = true;
    fetchConfig().then(
      (loaded) => live && setConfig(loaded),
      (err: unknown) => live && setLoadError(failureText(err, T.loadFailed)),
    );
    return () => {
      live = false;
    };
  }, []);

  /**
   * Shows `optimistic` at once and saves in the background; saves run in the user's order, and
   * only the latest one's answer is shown (the server's list, or its state again after a refusal).
   */
  async function change(optimistic: readonly WorkspaceFunction[] | null, send: () => Promise<{ items: WorkspaceFunction[] }>) {
    if (optimistic) setConfig((c) => (c ? { ...c, mine: optimistic } : c));
    const save = enqueue(send);
    setSaving(true);
    setError(null);
    setStatus(T.saving);
    try {
      const { items } = await save.done;
      if (!save.isLatest()) return;
      setConfig((c) => (c ? { ...c, mine: items } : c));
      setStatus(T.saved);
    } catch (err) {
      if (!save.isLatest()) return;
      setStatus('');
      setError(failureText(err, T.loadFailed));
      await load();
    } finally {
      if (save.isLatest()) setSaving(false);
    }
  }

  const sort = (next: readonly WorkspaceFunction[]) => change(next, () => callApi(workspaceFunctionSort, { codes: next.map((f) => f.code) }));
  const remove = (item: WorkspaceFunction) => change(config?.mine.filter((f) => f.code !== item.code) ?? null, () => callApi(workspaceFunctionRemove, { code: item.code }));
  const add = (item: WorkspaceFunction) => change(config ? [...config.mine, item] : null, () => callApi(workspaceFunctionAdd, { code: item.code }));

  async function open(item: WorkspaceFunction) {
    if (!item.systemCode) return;
    setError(null);
    try {
      if (!(await openUnifiedEntry(item.systemCode))) setError(T.popupBlocked);
    } catch (err) {
      setError(failureText(err, T.loadFailed));
    }
  }

  async function setChannel(channel: LoginChannel) {
    setError(null);
    try {
      const saved = await callApi(workspaceDefaultLoginChannelUpdate, { channel });
      setConfig((c) => (c ? { ...c, channel: saved.channel } : c));
      setStatus(T.channelSaved);
    } catch (err) {
      setError(failureText(err, T.loadFailed));
    }
  }

  const addable = config ? config.catalogue.filter((f) => !config.mine.some((m) => m.code === f.code)) : [];

  return (
    <div className="workspace" data-testid="workspace">
      <header className="workspace-top">
        <h1>{T.title}</h1>
        <div className="workspace-top-links">
          {user && <span>{T.greeting(user.realName ?? user.loginName)}</span>}
          <a href="#/">{T.toPortal}</a>
          <Button type="link" onClick={() => void logoutAndGoHome()}>
            {T.logout}
          </Button>
        </div>
      </header>
      <main className="workspace-main" aria-busy={saving}>
        {loadError && <Alert type="error" showIcon message={loadError} action={<Button onClick={() => void load()}>重试</Button>} />}
        {!config && !loadError && (
          <div className="workspace-loading">
            <Spin />
            <span>{T.loading}</span>
          </div>
        )}
        {config && (
          <>
            {error && <Alert type="error" showIcon message={error} closable onClose={() => setError(null)} data-testid="workspace-error" role="alert" />}
            <p className="workspace-status" role="status" aria-live="polite" data-testid="workspace-status">
              {status}
            </p>
            <section className="workspace-section" aria-labelledby="workspace-mine-title">
              <h2 id="workspace-mine-title">{T.mine}</h2>
              <p className="workspace-hint">{T.mineHint}</p>
              <MyFunctions items={config.mine} onSort={(next) => void sort(next)} onRemove={(item) => void remove(item)} onOpen={(item) => void open(item)} />
            </section>
            <section className="workspace-section" aria-labelledby="workspace-add-title">
              <h2 id="workspace-add-title">{T.catalogue}</h2>
              {addable.length === 0 ? (
                <p className="workspace-empty">{T.catalogueEmpty}</p>
              ) : (
                <ul className="workspace-catalogue" data-testid="workspace-catalogue">
                  {addable.map((item) => (
                    <li key={item.code} className="workspace-item" data-testid={`workspace-add-${item.code}`}>
                      <FunctionCard item={item} onOpen={(f) => void open(f)} />
                      <Button size="small" icon={<PlusOutlined />} aria-label={T.add(item.name)} onClick={() => void add(item)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="workspace-section" aria-labelledby="workspace-channel-title">
              <h2 id="workspace-channel-title">{T.channel}</h2>
              <p className="workspace-hint">{T.channelHint}</p>
              <Radio.Group value={config.channel} onChange={(e) => void setChannel(e.target.value as LoginChannel)} aria-labelledby="workspace-channel-title" data-testid="workspace-channel">
                {LOGIN_CHANNELS.map((c) => (
                  <Radio key={c} value={c}>
                    {LOGIN_CHANNEL_LABELS[c]}
                  </Radio>
                ))}
              </Radio.Group>
            </section>
          </>
        )}
      </main>
    </div>
  );
}
