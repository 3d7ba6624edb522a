import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import type { CallRequest } from '@portal/contract/call';
import { openApiApplicationList } from '@portal/contract/calls/open-platform/apply/applications';
import { APPLICATION_STATUS_NAMES, APPLICATION_STATUSES, type ApplicationStatus, type ApplicationView } from '@portal/contract/calls/open-platform/apply/fields';
import { OPEN_APIS } from '@portal/contract/open-platform/apis';
import { useCall } from '../../../api/use-call.ts';
import { formatDateTime } from '../../../ui/format-date.ts';
import { OpenPlatformFrame, openPlatformStyles as frame } from '../frame/OpenPlatformFrame.tsx';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { StatusTags } from './StatusTags.tsx';
import styles from './apply.module.css';
import { apiNameOf, APPLY_TEXTS as T } from './texts.ts';
import { ScrollTable } from '../../../ui/ScrollTable/ScrollTable.tsx';

type Query = CallRequest<typeof openApiApplicationList>;
interface Filters {
  orderNo: string;
  status?: ApplicationStatus;
  apiCode?: string;
  dateFrom: string;
  dateTo: string;
}
const EMPTY: Filters = { orderNo: '', dateFrom: '', dateTo: '' };
const PAGE_SIZE = 10;

function queryOf(f: Filters, pageNo: number): Query {
  return {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(f.orderNo.trim() ? { orderNo: f.orderNo.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.apiCode ? { apiCode: f.apiCode } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  };
}

/** #/yqzl/orderQuery (issue 26 point 2): the enterprise's orders by order number, status, API and date, a page at a time. */
export default function OrderQueryScreen() {
  const { memberCustomerId } = useChosenEnterprise();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [query, setQuery] = useState<Query>(queryOf(EMPTY, 1));
  const [tick, setTick] = useState(0);
  const list = useCall(openApiApplicationList, { ...query, memberCustomerId }, tick);
  const search = (f: Filters) => setQuery(queryOf(f, 1));

  return (
    <OpenPlatformFrame title={T.ordersTitle} testId="yqzl-orders" forEnterprise>
      <section className={frame.section}>
        <form
          className={styles.filters}
          onSubmit={(e) => {
            e.preventDefault();
            search(draft);
          }}
          data-testid="orders-filters"
        >
          <label>
            {T.filters.orderNo}
            <Input value={draft.orderNo} maxLength={16} onChange={(e) => setDraft({ ...draft, orderNo: e.target.value })} placeholder="YQ" data-testid="orders-no" />
          </label>
          <label>
            {T.filters.status}
            <Select
              allowClear
              placeholder={T.filters.all}
              value={draft.status}
              onChange={(status?: ApplicationStatus) => setDraft({ ...draft, status })}
              options={APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_NAMES[s] }))}
            />
          </label>
          <label>
            {T.filters.api}
            <Select allowClear placeholder={T.filters.all} value={draft.apiCode} onChange={(apiCode?: string) => setDraft({ ...draft, apiCode })} options={OPEN_APIS.map((a) => ({ value: a.code, label: a.name }))} />
          </label>
          <label>
            {T.filters.from}
            <Input type="date" value={draft.dateFrom} onChange={(e) => setDraft({ ...draft, dateFrom: e.target.value })} />
          </label>
          <label>
            {T.filters.to}
            <Input type="date" value={draft.dateTo} onChange={(e) => setDraft({ ...draft, dateTo: e.target.value })} />
          </label>
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" data-testid="orders-search">
              {T.filters.search}
            </Button>
            <Button
              onClick={() => {
                setDraft(EMPTY);
                search(EMPTY);
              }}
            >
              {T.filters.reset}
            </Button>
          </div>
        </form>
        {list.state === 'failed' ? (
          <LoadFailure code={list.code} message={list.message} onRetry={() => setTick((t) => t + 1)} />
        ) : (
          <ScrollTable<ApplicationView>
            label={T.ordersTitle}
            rowKey="id"
            loading={list.state === 'loading'}
            dataSource={list.state === 'done' ? list.data.records : []}
            scroll={{ x: 'max-content' }}
            data-testid="orders-table"
            locale={{ emptyText: T.noOrders }}
            expandable={{ expandedRowRender: (r) => <OrderTimeline steps={r.timeline} /> }}
            pagination={{
              current: query.pageNo,
              pageSize: PAGE_SIZE,
              total: list.state === 'done' ? list.data.total : 0,
              showTotal: (n) => T.total(n),
              showSizeChanger: false,
              onChange: (pageNo) => setQuery({ ...query, pageNo }),
            }}
            columns={[
              { title: T.orderNo, dataIndex: 'orderNo' },
              { title: T.apis, key: 'apis', render: (_: unknown, r) => r.apiCodes.map(apiNameOf).join('、') },
              { title: T.status, key: 'status', render: (_: unknown, r) => <StatusTags status={r.status} productionStatus={r.productionStatus} /> },
              { title: T.createdAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
            ]}
          />
        )}
      </section>
    </OpenPlatformFrame>
  );
}
