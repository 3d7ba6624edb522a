import { useEffect, useState } from 'react';
import { Alert, Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { PageSummary } from '@portal/contract/calls/console/page-fields';
import { consolePageList } from '@portal/contract/calls/console/page-list';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { ebankAddresses } from './ebank-pages.ts';
import { SystemParamsCard } from './SystemParamsCard.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

/** Every configured page: published version, who published it, and whether a draft is waiting. */
function PagesTable() {
  const [items, setItems] = useState<PageSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const [ebank, setEbank] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    let live = true;
    void ebankAddresses().then((addresses) => live && setEbank(addresses));
    callApi(consolePageList, {}).then(
      (reply) => live && setItems(reply.items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tick]);

  const columns: ColumnsType<PageSummary> = [
    {
      title: T.colPage,
      key: 'page',
      render: (_, p) => (
        <div>
          <div className={styles.pageName}>{p.pageName}</div>
          <div className={styles.muted}>{p.pageCode}</div>
        </div>
      ),
    },
    { title: T.colChannel, key: 'channel', width: 140, render: (_, p) => T.channels[p.pageChannel] ?? p.pageChannel },
    {
      title: T.colEbank,
      key: 'ebank',
      width: 200,
      render: (_, p) => <span className={styles.muted}>{ebank.get(p.pageCode) ?? T.notEmbedded}</span>,
    },
    { title: T.colVersion, key: 'version', width: 100, render: (_, p) => T.versionNo(p.publishedVersion) },
    {
      title: T.colPublished,
      key: 'published',
      width: 170,
      render: (_, p) => (
        <div>
          <div>{formatDateTime(p.publishedAt)}</div>
          <div className={styles.muted}>{p.publishedBy ?? T.seeded}</div>
        </div>
      ),
    },
    {
      title: T.colDraft,
      key: 'draft',
      width: 230,
      render: (_, p) =>
        p.draft ? (
          <span>
            <Tag color={p.draft.stale ? 'red' : 'gold'}>{p.draft.stale ? T.stale : T.colDraft}</Tag>
            <span className={styles.muted}>{T.draftBy(p.draft.updatedBy, p.draft.baseVersion)}</span>
          </span>
        ) : (
          <span className={styles.muted}>{T.noDraft}</span>
        ),
    },
    {
      title: T.colActions,
      key: 'actions',
      width: 90,
      render: (_, p) => (
        <Link to={`/staff/pages/${encodeURIComponent(p.pageCode)}`} data-testid={`edit-page-${p.pageCode}`}>
          {T.edit}
        </Link>
      ),
    },
  ];

  return (
    <>
      {failed && (
        <Alert
          type="error"
          showIcon
          className={styles.block}
          title={T.loadFailed}
          action={
            <Button
              size="small"
              onClick={() => {
                setFailed(false);
                setTick((t) => t + 1);
              }}
            >
              {T.retry}
            </Button>
          }
        />
      )}
      <Table
        rowKey="pageCode"
        columns={columns}
        dataSource={items ?? []}
        loading={items === null && !failed}
        pagination={{ pageSize: LIST_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        className={styles.block}
        data-testid="pages-table"
      />
    </>
  );
}

export default function PagesScreen() {
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <PagesTable />
      <SystemParamsCard />
    </OperatorPage>
  );
}
