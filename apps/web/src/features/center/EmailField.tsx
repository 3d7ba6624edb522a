import { useState } from 'react';
import { Button, Input, Space, message } from 'antd';
import { modifyUserInfo } from '@portal/contract/calls/personal/account-changes';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { ACCOUNT_TEXTS as T } from './account-texts.ts';

/** The contact e-mail, edited in place (§7 `/efip/modifyUserInfo`). */
export function EmailField({ email, notSet }: { email: string | null; notSet: string }) {
  const [value, setValue] = useState(email);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (draft === null) {
    return (
      <Space>
        <span data-testid="email-value">{value ?? notSet}</span>
        <Button type="link" size="small" onClick={() => setDraft(value ?? '')}>
          {T.editEmail}
        </Button>
      </Space>
    );
  }
  async function save() {
    setBusy(true);
    try {
      const reply = await callApi(modifyUserInfo, { email: draft?.trim() || null });
      setValue(reply.email);
      setDraft(null);
      setError(null);
      void message.success(T.emailSaved);
    } catch (err) {
      setError(err instanceof CallError ? err.message : null);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Space.Compact>
        <Input
          aria-label={T.email}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={T.emailPlaceholder}
          maxLength={80}
          status={error ? 'error' : ''}
          onPressEnter={() => void save()}
        />
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {T.saveEmail}
        </Button>
        <Button onClick={() => setDraft(null)}>{T.cancelEdit}</Button>
      </Space.Compact>
      {error && <div className="center-field-error">{error}</div>}
    </div>
  );
}
