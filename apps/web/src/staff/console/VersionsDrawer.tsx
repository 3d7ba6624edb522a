import { useEffect, useState } from 'react';
import { Button, Drawer, Modal, Popconfirm, Space, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PageVersionInfo } from '@portal/contract/calls/console/page-fields';
import { consolePageRollback } from '@portal/contract/calls/console/page-rollback';
import type { PageSummary } from '@portal/contract/calls/console/page-fields';
import { consolePageVersionGet, consolePageVersions } from '@portal/contract/calls/console/page-versions';
import { CallError } from '@portal/contract/envelope/client';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import type { PageData } from '@portal/contract/page-config';
import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { PagePreview } from './PagePreview.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

/** A page's published versions: who, when, note; view one, or publish it again (rollback). */
export function VersionsDrawer({ pageCode, current, open, onClose, onRolledBack }: { pageCode: string; current: number; open: boolean; onClose: () => void; onRolledBack: (summary: PageSummary) => void }) {
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<{ total: number; items: PageVersionInfo[] } | null>(null);
  const [viewing, setViewing] = useState<{ info: PageVersionInfo; page: PageData } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [toast, holder] = message.useMessage();

  useEffect(() => {
    if (!open) return;
    let live = true;
    callApi(consolePageVersions, { pageCode, pageNo, pageSize: LIST_PAGE_SIZE }).then(
      (reply) => live && setData(reply),
      () => live && setData({ total: 0, items: [] }),
    );
    return () => {
      live = false;
    };
  }, [open, pageCode, pageNo, current]);

  async function view(version: number) {
    setBusy(version);
    try {
      setViewing(await callApi(consolePageVersionGet, { pageCode, version }));
    } catch (err) {
      void toast.error(err instanceof CallError ? err.message : T.saveFailed);
    } finally {
      setBusy(null);
    }
  }

  async function rollback(version: number) {
    setBusy(version);
    try {
      const { summary } = await callApi(consolePageRollback, { pageCode, version });
      void toast.success(T.rolledBack(summary.publishedVersion));
      setPageNo(1);
      onRolledBack(summary);
    } catch (err) {
      void toast.error(err instanceof CallError ? err.message : T.saveFailed);
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<PageVersionInfo> = [
    {
      title: T.colVersion,
      key: 'version',
      width: 110,
      render: (_, v) => (
        <span>
          {T.versionNo(v.version)} {v.version === current && <Tag color="green">{T.current}</Tag>}
        </span>
      ),
    },
    { title: T.colNote, dataIndex: 'note', key: 'note' },
    { title: T.colWho, key: 'who', width: 110, render: (_, v) => v.publishedBy ?? T.seeded },
    { title: T.colWhen, key: 'when', width: 150, render: (_, v) => formatDateTime(v.publishedAt) },
    {
      title: T.colActions,
      key: 'actions',
      width: 170,
      render: (_, v) => (
        <Space size={0}>
          <Button type="link" size="small" loading={busy === v.version} onClick={() => void view(v.version)}>
            {T.view}
          </Button>
          {v.version !== current && (
            <Popconfirm title={T.rollbackConfirm(v.version)} okText={T.ok} cancelText={T.cancel} onConfirm={() => rollback(v.version)}>
              <Button type="link" size="small" data-testid={`rollback-${v.version}`}>
                {T.rollback}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Drawer title={T.historyTitle} open={open} onClose={onClose} size={760} destroyOnHidden>
      {holder}
      <Table
        rowKey="version"
        size="small"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={data === null}
        pagination={{ current: pageNo, pageSize: LIST_PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNo, showSizeChanger: false }}
        data-testid="versions-table"
      />
      <Modal open={viewing !== null} title={viewing ? T.versionTitle(viewing.info.version) : ''} footer={null} width={1240} onCancel={() => setViewing(null)}>
        {viewing && (
          <div className={styles.versionView}>
            <PagePreview page={viewing.page} />
          </div>
        )}
      </Modal>
    </Drawer>
  );
}
