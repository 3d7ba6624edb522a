import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Drawer, Table, Tag } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { CallResponse } from '@portal/contract/call';
import { deskLeftMessages } from '@portal/contract/calls/desk/desk-left-messages';
import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { DESK_TEXTS as T } from './texts.ts';
import styles from './Desk.module.css';
import { failureText } from '../../api/failure-text.ts';

type LeftMessage = CallResponse<typeof deskLeftMessages>['items'][number];

/** 客户留言: what customers left outside service hours, newest first, each marked handled once called back. */
export function LeftMessagesDrawer({ open, onClose, onChanged, toast }: { open: boolean; onClose: () => void; onChanged: () => void; toast: MessageInstance }) {
  const [items, setItems] = useState<LeftMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [handling, setHandling] = useState<string | null>(null);

  const load = useCallback(async (handleId?: string) => {
    try {
      const reply = await callApi(deskLeftMessages, handleId ? { handleId } : {});
      setItems(reply.items);
      setError(null);
      return true;
    } catch (err) {
      setError(failureText(err, T.leftMessagesFailed));
      return false;
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    let current = true;
    callApi(deskLeftMessages, {}).then(
      (reply) => {
        if (!current) return;
        setItems(reply.items);
        setError(null);
      },
      (err: unknown) => current && setError(failureText(err, T.leftMessagesFailed)),
    );
    return () => {
      current = false;
    };
  }, [open]);

  async function handle(id: string) {
    setHandling(id);
    if (await load(id)) {
      void toast.success(T.markedHandled);
      onChanged();
    }
    setHandling(null);
  }

  return (
    <Drawer open={open} onClose={onClose} title={T.leftMessagesTitle} size={860} destroyOnHidden data-testid="desk-left-messages">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<LeftMessage>
        size="small"
        rowKey="id"
        loading={items === null && !error}
        dataSource={items ?? []}
        locale={{ emptyText: T.leftMessagesEmpty }}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: T.createdAt, dataIndex: 'createdAt', width: 140, render: (v: string) => formatDateTime(v) },
          { title: T.contact, dataIndex: 'name', width: 90 },
          { title: T.phone, dataIndex: 'phone', width: 120 },
          { title: T.content, dataIndex: 'content', render: (v: string) => <div className={styles.leftMessage}>{v}</div> },
          {
            title: T.handleStatus,
            width: 150,
            render: (_v, row) =>
              row.handledAt ? (
                <div>
                  <Tag color="success">{T.done}</Tag>
                  <div className={styles.hint}>{T.handled(row.handledBy, formatDateTime(row.handledAt))}</div>
                </div>
              ) : (
                <Button size="small" type="primary" ghost loading={handling === row.id} onClick={() => void handle(row.id)} data-testid="desk-left-handle">
                  {T.markHandled}
                </Button>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
