import { useState } from 'react';
import { Input, Select, Table, message } from 'antd';
import { operatorConsultList, operatorConsultUpdate, type ConsultItem } from '@portal/contract/calls/open-platform/catalogue/console-calls';
import { CATALOGUE_LIMITS, CONSULT_CATEGORY_LABELS, INBOX_STATUS_LABELS, INBOX_STATUSES, type InboxStatus } from '@portal/contract/calls/open-platform/catalogue/fields';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { InboxStatusFilter } from './InboxStatusFilter.tsx';
import { formatDateTime } from '../../ui/format-date.ts';

/** Consultation requests from the promotion pages; a status change is audited on the server. */
export function ConsultInbox() {
  const [status, setStatus] = useState<InboxStatus | ''>('new');
  const [pageNo, setPageNo] = useState(1);
  const [toast, holder] = message.useMessage();
  const list = useLoaded(() => callApi(operatorConsultList, { ...(status ? { status } : {}), pageNo }), `${status}:${pageNo}`);

  async function update(row: ConsultItem, next: InboxStatus, note: string) {
    try {
      await callApi(operatorConsultUpdate, { id: row.id, status: next, note });
      void toast.success('已更新处理状态');
      list.reload();
    } catch (err) {
      void toast.error(failureText(err, '更新失败，请稍后重试'));
    }
  }

  return (
    <>
      {holder}
      <InboxStatusFilter
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPageNo(1);
        }}
      />
      <Table<ConsultItem>
        rowKey="id"
        size="small"
        scroll={{ x: 960 }}
        loading={list.loading}
        dataSource={list.data?.items ?? []}
        data-testid="consult-inbox"
        pagination={{ current: pageNo, pageSize: CATALOGUE_LIMITS.pageSize, total: list.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false }}
        columns={[
          { title: '提交时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: '服务', dataIndex: 'category', render: (c: ConsultItem['category']) => CONSULT_CATEGORY_LABELS[c] },
          { title: '企业', dataIndex: 'companyName' },
          { title: '联系人', render: (_v, r) => `${r.contactName} ${r.contactPhone}` },
          { title: '咨询内容', dataIndex: 'content' },
          { title: '来源', dataIndex: 'source' },
          {
            title: '状态',
            render: (_v, r) => (
              <Select value={r.status} size="small" aria-label="处理状态" onChange={(v) => void update(r, v, r.note)} options={INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }))} />
            ),
          },
          {
            title: '处理备注',
            render: (_v, r) => <Input.Search defaultValue={r.note} size="small" maxLength={200} enterButton="保存" aria-label="处理备注" onSearch={(note) => void update(r, r.status, note)} />,
          },
          { title: '处理人', dataIndex: 'handledBy' },
        ]}
      />
    </>
  );
}
