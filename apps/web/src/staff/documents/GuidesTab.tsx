import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Segmented, Space, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { DOC_FIELD_MESSAGES as M, DOC_LIMITS as L } from '@portal/contract/calls/documents/fields';
import { GUIDE_COLUMNS, type GuideColumn } from '@portal/contract/calls/documents/guide-calls';
import { operatorGuideList, operatorGuideSave, operatorGuideSetStatus, type GuideAdmin } from '@portal/contract/calls/documents/operator-guides';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { RichText } from '../../ui/RichText.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';
import { showRefusedSave, topLevelIn } from '../refused-save.ts';

interface Values {
  title: string;
  summary: string;
  bodyHtml: string;
  sort: number;
}

function GuideDrawer({ column, guide, onClose, onSaved }: { column: GuideColumn; guide: GuideAdmin | null; onClose: () => void; onSaved: (g: GuideAdmin) => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const body = Form.useWatch('bodyHtml', form) ?? guide?.bodyHtml ?? '';

  async function save(v: Values) {
    setSaving(true);
    setError(null);
    try {
      const { guide: saved } = await callApi(operatorGuideSave, {
        ...(guide ? { id: guide.id } : {}),
        column,
        title: v.title.trim(),
        summary: v.summary?.trim() ?? '',
        bodyHtml: v.bodyHtml,
        sort: v.sort ?? 0,
      });
      onSaved(saved);
    } catch (err) {
      setError(showRefusedSave(form, err, T.saveFailed, topLevelIn(['title', 'summary', 'bodyHtml', 'sort'])));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title={guide ? T.guideEdit(guide.title) : T.guideNew}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="guide-save">
            {T.save}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={guide ? { title: guide.title, summary: guide.summary, bodyHtml: guide.bodyHtml, sort: guide.sort } : { title: '', summary: '', bodyHtml: '', sort: 0 }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="title"
          label={T.guideTitle}
          rules={[
            { required: true, whitespace: true, message: M.guideTitleRequired },
            { max: L.guideTitleMax, message: M.guideTitleTooLong },
          ]}
        >
          <Input showCount maxLength={L.guideTitleMax} aria-label={T.guideTitle} data-testid="guide-title" />
        </Form.Item>
        <div className={styles.row2}>
          <Form.Item name="summary" label={T.guideSummary} rules={[{ max: L.summaryMax, message: M.summaryTooLong }]}>
            <Input maxLength={L.summaryMax} aria-label={T.guideSummary} />
          </Form.Item>
          <Form.Item name="sort" label={T.sort} extra={T.sortHint}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} aria-label={T.sort} />
          </Form.Item>
        </div>
        <Form.Item
          name="bodyHtml"
          label={T.guideBody}
          extra={T.guideBodyHint}
          rules={[
            { required: true, whitespace: true, message: M.guideBodyRequired },
            { max: L.guideBodyMax, message: M.guideBodyTooLong },
          ]}
        >
          <Input.TextArea rows={12} aria-label={T.guideBody} data-testid="guide-body" />
        </Form.Item>
        <Form.Item label={T.preview}>
          <RichText html={body} className={styles.preview} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The guides of /bankGuide and /appGuide in any state, with their editor and publish/offline. */
export function GuidesTab() {
  const [toast, holder] = message.useMessage();
  const [column, setColumn] = useState<GuideColumn>('bankGuide');
  const loaded = useLoaded(() => callApi(operatorGuideList, { column }), column);
  // The other section's list is not shown while this one loads.
  const items = loaded.loading ? null : (loaded.data?.items ?? null);
  const failed = loaded.failed;
  const [editing, setEditing] = useState<{ guide: GuideAdmin | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function setStatus(g: GuideAdmin, status: 'published' | 'offline') {
    setBusy(g.id);
    try {
      const { guide } = await callApi(operatorGuideSetStatus, { id: g.id, status });
      loaded.setData((d) => ({ items: d.items.map((x) => (x.id === guide.id ? guide : x)) }));
      void toast.success(status === 'published' ? T.published : T.takenOffline);
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<GuideAdmin> = [
    { title: T.sort, dataIndex: 'sort', key: 'sort', width: 70 },
    {
      title: T.guideTitle,
      key: 'title',
      render: (_, g) => (
        <div>
          <div className={styles.title}>{g.title}</div>
          <div className={styles.muted}>{g.summary}</div>
        </div>
      ),
    },
    { title: T.colStatus, key: 'status', width: 90, render: (_, g) => <Tag color={T.stateColors[g.status]}>{T.states[g.status]}</Tag> },
    {
      title: T.colUpdated,
      key: 'updated',
      width: 150,
      render: (_, g) => (
        <div className={styles.updated}>
          <div>{formatDateTime(g.updatedAt)}</div>
          <div className={styles.muted}>{g.updatedBy ?? T.seeded}</div>
        </div>
      ),
    },
    {
      title: T.colActions,
      key: 'actions',
      width: 130,
      render: (_, g) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ guide: g })} data-testid={`guide-edit-${g.id}`}>
            {T.edit}
          </Button>
          {g.status === 'published' ? (
            <Button type="link" size="small" danger disabled={busy === g.id} onClick={() => void setStatus(g, 'offline')}>
              {T.offline}
            </Button>
          ) : (
            <Button type="link" size="small" disabled={busy === g.id} onClick={() => void setStatus(g, 'published')} data-testid={`guide-publish-${g.id}`}>
              {T.publish}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {holder}
      <div className={styles.toolbar}>
        <Segmented<GuideColumn>
          value={column}
          onChange={setColumn}
          options={GUIDE_COLUMNS.map((c) => ({ value: c, label: T.guideColumns[c] }))}
        />
        <span className={styles.spacer} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ guide: null })} data-testid="guide-add">
          {T.addGuide}
        </Button>
      </div>
      {failed && <Alert type="error" showIcon title={T.loadFailed} style={{ marginBottom: 16 }} />}
      <Table rowKey="id" size="middle" loading={!items && !failed} columns={columns} dataSource={items ?? []} pagination={false} />
      {editing && (
        <GuideDrawer
          key={editing.guide?.id ?? 'new'}
          column={column}
          guide={editing.guide}
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
