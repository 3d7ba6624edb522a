import { useMemo } from 'react';
import { Alert, Button, Empty, Modal, Space, Table, Tag, message as antdMessage } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { EnterpriseApplication } from '@portal/contract/calls/enterprise-auth/fields';
import { listMyEnterprises, type EnterpriseBinding } from '@portal/contract/calls/enterprise-auth/list-my-enterprises';
import { deleteEntpBinding, updateEntpAuth } from '@portal/contract/calls/enterprise-auth/manage';
import { APPLICANT_ROLES, PROCESS_STATUS, labelOf } from '@portal/contract/codes';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import type { CardColumn } from '../../ui/CardList/CardList.tsx';
import { ResponsiveList } from '../../ui/CardList/ResponsiveList.tsx';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { MY_ENTERPRISES_TEXTS as E, ROLE_LABELS } from '../identify/texts.ts';
import { CENTER_TEXTS as T } from './texts.ts';

const STATUS_COLORS: Record<string, string> = { ST: 'green', DS: 'blue', SJ: 'red', YC: 'default', DT: 'orange' };

/** One enterprise of the customer: their binding, if any, and their applications for it (newest first). */
interface Row {
  creditCode: string;
  name: string;
  binding: EnterpriseBinding | undefined;
  applications: EnterpriseApplication[];
}

function rowsOf(bindings: EnterpriseBinding[], applications: EnterpriseApplication[]): Row[] {
  const rows = new Map<string, Row>();
  for (const a of applications) {
    const row = rows.get(a.creditCode) ?? { creditCode: a.creditCode, name: a.enterpriseName, binding: undefined, applications: [] };
    row.applications.push(a);
    rows.set(a.creditCode, row);
  }
  for (const b of bindings) {
    const row = rows.get(b.creditCode) ?? { creditCode: b.creditCode, name: b.enterpriseName, binding: undefined, applications: [] };
    row.binding = b;
    rows.set(b.creditCode, row);
  }
  return [...rows.values()];
}

/** The state the row shows: an authenticated binding, else the latest application, else the binding's. */
function statusOf(row: Row): string {
  if (row.binding?.authStatus === 'ST') return 'ST';
  return row.applications[0]?.status ?? row.binding?.authStatus ?? 'DT';
}

function noteOf(a: EnterpriseApplication | undefined): string {
  if (!a) return '';
  if (a.status === 'SJ' && a.rejectReason) return E.rejected(a.rejectReason);
  if (a.status === 'DS' && a.reviewNotes.length > 0) return E.waiting(a.reviewNotes.join('；'));
  if (a.status === 'DT') return E.notSubmitted;
  return '';
}

const dateOf = (row: Row) => {
  const a = row.applications[0];
  const at = row.binding?.authStatus === 'ST' ? (a?.reviewedAt ?? row.binding.boundAt) : (a?.submittedAt ?? a?.createdAt ?? row.binding?.boundAt);
  return at ? formatDateTime(at) : '';
};

/**
 * The center's 我的企业: each enterprise the customer is bound to or applied for, with role,
 * state, time and the bank's reason; actions to continue, withdraw, resubmit and leave, and to
 * start a new enterprise authentication (`/identify`).
 */
export function EnterprisesPanel() {
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antdMessage.useMessage();
  // A reply that arrives after a newer read (the reload after an action) is dropped.
  const mine = useLoaded(() => callApi(listMyEnterprises, {}), 'my-enterprises');
  const rows = useMemo(() => (mine.data ? rowsOf(mine.data.bindings, mine.data.applications) : null), [mine.data]);
  const load = mine.reload;

  async function act(confirmText: string, run: () => Promise<unknown>, done: string) {
    if (!(await modal.confirm({ title: confirmText }))) return;
    try {
      await run();
      void message.success(done);
      load();
    } catch (err) {
      void message.error(err instanceof CallError ? err.message : T.loadFailed);
    }
  }

  function actions(row: Row) {
    const latest = row.applications[0];
    const status = statusOf(row);
    const links = [];
    if (status === 'DT') {
      const href = latest?.status === 'DT' ? `#/identify?applicationId=${latest.id}` : `#/identify?creditCode=${row.creditCode}`;
      links.push(<Button key="continue" type="link" size="small" href={href}>{E.continue}</Button>);
    }
    if (latest && (latest.status === 'DT' || latest.status === 'DS') && status !== 'ST') {
      links.push(
        <Button key="withdraw" type="link" size="small" onClick={() => void act(E.withdrawConfirm, () => callApi(updateEntpAuth, { applicationId: latest.id, action: 'withdraw' }), E.withdrawn)}>
          {E.withdraw}
        </Button>,
      );
    }
    if (latest && (latest.status === 'SJ' || latest.status === 'YC') && status !== 'ST') {
      const href = latest.status === 'SJ' ? `#/identify?applicationId=${latest.id}` : `#/identify?creditCode=${row.creditCode}`;
      links.push(<Button key="resubmit" type="link" size="small" href={href}>{E.resubmit}</Button>);
    }
    if (row.binding) {
      links.push(
        <Button key="unbind" type="link" size="small" danger onClick={() => void act(E.unbindConfirm, () => callApi(deleteEntpBinding, { creditCode: row.creditCode }), E.unbound)}>
          {E.unbind}
        </Button>,
      );
    }
    return <Space size={0} wrap>{links}</Space>;
  }

  /** Every application for the enterprise, newest first: the table's expanded row. */
  const history = (row: Row) => (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {row.applications.map((a) => (
        <li key={a.id}>
          {formatDateTime(a.submittedAt ?? a.createdAt)} {labelOf(APPLICANT_ROLES, a.applicantRole)}{' '}
          <Tag color={STATUS_COLORS[a.status] ?? 'default'}>{labelOf(PROCESS_STATUS, a.status)}</Tag> {noteOf(a)}
        </li>
      ))}
    </ul>
  );

  const columns: CardColumn<Row>[] = [
    { title: E.enterpriseName, dataIndex: 'name', width: 200 },
    { title: E.creditCode, dataIndex: 'creditCode', width: 180 },
    {
      title: E.role,
      key: 'role',
      width: 90,
      render: (_: unknown, row: Row) => (row.binding ? ROLE_LABELS[row.binding.role] : labelOf(APPLICANT_ROLES, row.applications[0]?.applicantRole)),
    },
    {
      title: E.status,
      key: 'status',
      width: 90,
      render: (_: unknown, row: Row) => {
        const code = statusOf(row);
        return <Tag color={STATUS_COLORS[code] ?? 'default'} data-testid="center-enterprise-status">{labelOf(PROCESS_STATUS, code)}</Tag>;
      },
    },
    { title: E.time, key: 'time', width: 150, render: (_: unknown, row: Row) => dateOf(row) },
    { title: E.note, key: 'note', width: 240, render: (_: unknown, row: Row) => (statusOf(row) === 'ST' ? '' : noteOf(row.applications[0])) },
    { title: E.actions, key: 'actions', width: 170, render: (_: unknown, row: Row) => actions(row) },
  ];

  const add = (
    <Button type="primary" icon={<PlusOutlined />} href="#/identify" data-testid="center-add-enterprise">
      {E.add}
    </Button>
  );

  if (mine.failed) return <Alert type="error" showIcon title={T.loadFailed} />;
  if (!rows) return <Table loading dataSource={[]} />;
  return (
    <div className="center-enterprises">
      {modalHolder}
      {messageHolder}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>{add}</div>
      {rows.length === 0 ? (
        <Empty description={E.empty} />
      ) : (
        // Cards on a phone, a table elsewhere (issue 37); the cards' `more` is the table's expanded row.
        <ResponsiveList
          items={rows}
          rowKey="creditCode"
          columns={columns}
          titleColumn="name"
          statusColumn="status"
          actionsColumn="actions"
          more={(row) =>
            row.applications.length > 1 && (
              <>
                <div className="center-card-more">{T.applications}</div>
                {history(row)}
              </>
            )
          }
          itemAttributes={(row) => ({ 'data-status': statusOf(row) })}
          table={{
            // Its columns keep their width in a window narrower than it; the table scrolls inside its own box.
            scroll: { x: 1100 },
            expandable: { rowExpandable: (row) => row.applications.length > 1, expandedRowRender: history },
          }}
          data-testid="center-enterprises"
        />
      )}
    </div>
  );
}
