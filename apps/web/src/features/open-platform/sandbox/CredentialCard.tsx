import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Space, Tag, message } from 'antd';
import type { CredentialView } from '@portal/contract/calls/open-platform/sandbox/fields';
import { CREDENTIAL_MESSAGES } from '@portal/contract/calls/open-platform/sandbox/fields';
import { openApiRevokeCredential, openApiRotateSecret, openApiSetIpAllowList, openApiSetPublicKey } from '@portal/contract/calls/open-platform/sandbox/credentials';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { formatDateTime } from '../../../ui/format-date.ts';
import { MY_API_TEXTS as T } from './texts.ts';
import { expiryShown } from './validity.ts';
import styles from './Sandbox.module.css';

type Editing = 'key' | 'ips' | null;

/** One credential with its settings and actions (issue 26 point 3). */
export function CredentialCard({ credential: c, onChanged, onSecret }: { credential: CredentialView; onChanged: () => void; onSecret: (s: { appId: string; appSecret: string }) => void }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ value: string }>();
  const [toast, holder] = message.useMessage();
  const active = c.status === 'active';
  const expiry = expiryShown(c);

  async function act(run: () => Promise<unknown>) {
    try {
      await run();
      onChanged();
    } catch (err) {
      void toast.error(failureText(err, T.loadFailed));
    }
  }

  async function save() {
    const { value } = await form.validateFields();
    setSaving(true);
    try {
      if (editing === 'key') await callApi(openApiSetPublicKey, { appId: c.appId, publicKey: value.trim() });
      else await callApi(openApiSetIpAllowList, { appId: c.appId, ipAllowList: value.split(/\s+/).filter(Boolean) });
      setEditing(null);
      void toast.success(T.done);
      onChanged();
    } catch (err) {
      // The server's message belongs at the field it names; the text typed stays.
      form.setFields([{ name: 'value', errors: [err instanceof CallError ? err.message : failureText(err, T.loadFailed)] }]);
    } finally {
      setSaving(false);
    }
  }

  const open = (what: Exclude<Editing, null>) => {
    form.setFieldsValue({ value: what === 'key' ? (c.publicKey ?? '') : c.ipAllowList.join('\n') });
    setEditing(what);
  };

  return (
    <article className={styles.card} data-testid={`credential-${c.environment}`}>
      {holder}
      <div className={styles.head}>
        <strong>{T.environment[c.environment]}</strong>
        <Tag color={active ? 'green' : 'default'}>{T.status[c.status]}</Tag>
      </div>
      <div className={styles.row}>
        <span>{T.appId}</span>
        <span className={styles.mono} data-testid="credential-app-id">
          {c.appId}
        </span>
      </div>
      <div className={styles.row}>
        <span>{T.createdAt}</span>
        <span>{formatDateTime(c.createdAt)}</span>
      </div>
      <div className={styles.row}>
        <span>{T.rotatedAt}</span>
        <span>{formatDateTime(c.secretRotatedAt)}</span>
      </div>
      <div className={styles.row}>
        <span>{T.expiresAt}</span>
        <span>
          <span data-testid="credential-expires">{expiry.date}</span>
          {expiry.tag && (
            <Tag color={expiry.tag.color} className={styles.expiryTag} data-testid="credential-expiry-tag">
              {expiry.tag.text}
            </Tag>
          )}
        </span>
      </div>
      <div className={styles.row}>
        <span>{T.publicKey}</span>
        <span className={styles.mono}>{c.publicKey ?? T.noPublicKey}</span>
      </div>
      <div className={styles.row}>
        <span>{T.ipAllowList}</span>
        <span>{c.ipAllowList.length > 0 ? c.ipAllowList.join('，') : T.anyIp}</span>
      </div>
      <div className={styles.row}>
        <span>{T.rateLimitLabel}</span>
        <span>{T.rateLimit(c.rateLimitPerMinute)}</span>
      </div>
      {active && (
        <Space wrap>
          <Button size="small" onClick={() => open('key')} data-testid="credential-edit-key">
            {T.editKey}
          </Button>
          <Button size="small" onClick={() => open('ips')} data-testid="credential-edit-ips">
            {T.editIps}
          </Button>
          <Popconfirm title={T.rotateConfirm} onConfirm={() => act(async () => onSecret(await callApi(openApiRotateSecret, { appId: c.appId }).then((r) => ({ appId: r.credential.appId, appSecret: r.appSecret }))))}>
            <Button size="small" data-testid="credential-rotate">
              {T.rotate}
            </Button>
          </Popconfirm>
          <Popconfirm title={T.revokeConfirm} onConfirm={() => act(() => callApi(openApiRevokeCredential, { appId: c.appId }))}>
            <Button size="small" danger data-testid="credential-revoke">
              {T.revoke}
            </Button>
          </Popconfirm>
        </Space>
      )}
      <Modal open={editing !== null} title={editing === 'key' ? T.editKey : T.editIps} onCancel={() => setEditing(null)} onOk={() => void save()} okText={T.save} cancelText={T.cancel} confirmLoading={saving}>
        <Form form={form} layout="vertical">
          <Form.Item
            name="value"
            label={editing === 'key' ? T.publicKey : T.ipAllowList}
            extra={editing === 'key' ? T.publicKeyHelp : T.ipHelp}
            rules={editing === 'key' ? [{ required: true, pattern: /^\s*04[0-9a-fA-F]{128}\s*$/, message: CREDENTIAL_MESSAGES.publicKey }] : []}
          >
            <Input.TextArea rows={editing === 'key' ? 3 : 5} className={styles.mono} data-testid="credential-edit-value" />
          </Form.Item>
        </Form>
      </Modal>
    </article>
  );
}
