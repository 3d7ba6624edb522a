import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Space, Table, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { DOC_FIELD_MESSAGES as M, DOC_LIMITS as L } from '@portal/contract/calls/documents/fields';
import { operatorDisclaimerList, operatorDisclaimerSave, type DisclaimerAdmin } from '@portal/contract/calls/documents/operator-disclaimers';
import { callApi } from '../../api/client.ts';
import { RichText } from '../../ui/RichText.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';

interface Values {
  msgId: string;
  title: string;
  content: string;
}

function DisclaimerDrawer({ item, onClose, onSaved }: { item: DisclaimerAdmin | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const content = Form.useWatch('content', form) ?? item?.content ?? '';

  async function save(v: Values) {
    setSaving(true);
    setError(null);
    try {
      await callApi(operatorDisclaimerSave, { msgId: v.msgId.trim(), create: item === null, title: v.title.trim(), content: v.content });
      onSaved();
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, topLevelIn(['msgId', 'title', 'content'])));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title={item ? T.disclaimerEdit(item.msgId) : T.disclaimerNew}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="disclaimer-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={T.disclaimerHint} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark initialValues={item ?? { msgId: '', title: '', content: '' }} onFinish={(v) => void save(v)}>
        <Form.Item
          name="msgId"
          label={T.msgId}
          extra={T.msgIdHint}
          rules={[
            { required: true, whitespace: true, message: T.msgIdRequired },
            { pattern: /^[A-Za-z0-9_-]+$/, message: T.msgIdPattern },
            { max: 64, message: T.msgIdPattern },
          ]}
        >
          <Input disabled={item !== null} aria-label={T.msgId} />
        </Form.Item>
        <Form.Item
          name="title"
          label={T.disclaimerTitle}
          rules={[
            { required: true, whitespace: true, message: M.disclaimerTitleRequired },
            { max: L.disclaimerTitleMax, message: M.disclaimerTitleTooLong },
          ]}
        >
          <Input showCount maxLength={L.disclaimerTitleMax} aria-label={T.disclaimerTitle} data-testid="disclaimer-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={T.disclaimerContent}
          extra={T.guideBodyHint}
          rules={[
            { required: true, whitespace: true, message: M.disclaimerBodyRequired },
            { max: L.disclaimerBodyMax, message: M.disclaimerBodyTooLong },
          ]}
        >
          <Input.TextArea rows={12} aria-label={T.disclaimerContent} />
        </Form.Item>
        <Form.Item label={T.preview}>
          <RichText html={content} className={styles.preview} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The agreements pages name in disclaimersID, with their editor. */
export function DisclaimersTab() {
  const [toast, holder] = message.useMessage();
  const loaded = useLoaded(() => callApi(operatorDisclaimerList, {}), 'disclaimers');
  const items = loaded.data?.items ?? null;
  const failed = loaded.failed;
  const [editing, setEditing] = useState<{ item: DisclaimerAdmin | null } | null>(null);


  const columns: ColumnsType<DisclaimerAdmin> = [
    // The title names the agreement; its number, which page configurations quote, comes second.
    {
      title: T.disclaimerTitle,
      key: 'title',
      render: (_, d) => (
        <div>
          <div className={styles.title}>{d.title}</div>
          <div className={styles.muted}>
            {T.msgId} {d.msgId}
          </div>
        </div>
      ),
    },
    { title: T.colUpdated, key: 'updated', width: 170, render: (_, d) => formatDateTime(d.updatedAt) },
    {
      title: T.colActions,
      key: 'actions',
      width: 90,
      render: (_, d) => (
        <Button type="link" size="small" onClick={() => setEditing({ item: d })} data-testid={`disclaimer-edit-${d.msgId}`}>
          {T.edit}
        </Button>
      ),
    },
  ];

  return (
    <>
      {holder}
      <div className={styles.toolbar}>
        <span className={styles.spacer} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
          {T.disclaimerNew}
        </Button>
      </div>
      {failed && <Alert type="error" showIcon title={T.loadFailed} style={{ marginBottom: 16 }} />}
      <Table rowKey="msgId" size="middle" loading={!items && !failed} columns={columns} dataSource={items ?? []} pagination={false} />
      {editing && (
        <DisclaimerDrawer
          key={editing.item?.msgId ?? 'new'}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(T.saved);
            loaded.reload();
          }}
        />
      )}
    </>
  );
}
