import { useState } from 'react';
import { Input, Select, Table, message } from 'antd';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, staffInquiryList, staffInquiryUpdate, type Inquiry, type InquiryStatus } from '@portal/contract/calls/special-assets/staff-calls';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { formatDateTime } from '../../ui/format-date.ts';

/** #/staff/special-assets/inquiries: the enquiry inbox; a status change is audited on the server. */
export default function InquiryInboxScreen() {
  const [status, setStatus] = useState<InquiryStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [toast, holder] = message.useMessage();
  const list = useLoaded(() => callApi(staffInquiryList, { ...(status ? { status } : {}), pageNo, pageSize: 20 }), `${status}:${pageNo}`);

  async function update(row: Inquiry, next: InquiryStatus, staffNote: string) {
    try {
      await callApi(staffInquiryUpdate, { inquiryId: row.inquiryId, status: next, staffNote });
      void toast.success('已更新处理状态');
      list.reload();
    } catch (err) {
      void toast.error(failureText(err, '更新失败，请稍后重试'));
    }
  }

  return (
    <OperatorPage title="资产意向登记" intro="客户在特色资产详情页提交的购买意向；联系客户后更新状态并填写备注。">
      {holder}
      <Select
        value={status}
        style={{ minWidth: 160, marginBottom: 12 }}
        onChange={(v) => {
          setStatus(v);
          setPageNo(1);
        }}
        aria-label="处理状态"
        options={[{ value: '', label: '全部状态' }, ...INQUIRY_STATUSES.map((s) => ({ value: s, label: INQUIRY_STATUS_LABELS[s] }))]}
      />
      <Table<Inquiry>
        rowKey="inquiryId"
        size="small"
        scroll={{ x: 900 }}
        loading={!list.data && !list.error}
        dataSource={list.data?.list ?? []}
        data-testid="inquiry-inbox"
        pagination={{ current: pageNo, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false }}
        columns={[
          { title: '提交时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: '资产', render: (_v, r) => `${r.assetTitle}（${r.assetId}）` },
          { title: '联系人', render: (_v, r) => `${r.name}${r.company ? ` / ${r.company}` : ''}` },
          { title: '手机号码', dataIndex: 'phone' },
          { title: '意向说明', dataIndex: 'note' },
          {
            title: '状态',
            render: (_v, r) => (
              <Select
                value={r.status}
                size="small"
                data-testid={`inquiry-status-${r.inquiryId}`}
                onChange={(v) => void update(r, v, r.staffNote)}
                options={INQUIRY_STATUSES.map((s) => ({ value: s, label: INQUIRY_STATUS_LABELS[s] }))}
              />
            ),
          },
          {
            title: '处理备注',
            render: (_v, r) => <Input.Search defaultValue={r.staffNote} size="small" maxLength={200} enterButton="保存" onSearch={(note) => void update(r, r.status, note)} aria-label="处理备注" />,
          },
          { title: '处理人', dataIndex: 'handledBy' },
        ]}
      />
    </OperatorPage>
  );
}
