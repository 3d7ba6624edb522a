import { Empty, Grid, Pagination } from 'antd';
import type { FlowRow } from '@portal/contract/calls/account-flow/fields';
import { querySingleAccountFlow, singlePrintAndExport } from '@portal/contract/calls/account-flow/query';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { FileActions } from './FileActions.tsx';
import { FlowRowList } from './FlowRowList.tsx';
import { FlowSummary } from './FlowSummary.tsx';
import { MonthChart } from './MonthChart.tsx';
import { singleFileRequest, singleRequest, type FlowFormValues, type FormSlot } from './flow-form.ts';
import { accountLabel, formatFen } from './money.ts';
import { exportStatement, printStatement } from './print-export.ts';
import { FLOW_TEXTS as T } from './texts.ts';
import { useFlowResult } from './use-flow-result.tsx';
import styles from './AccountFlow.module.css';
import { ScrollTable } from '../../ui/ScrollTable/ScrollTable.tsx';

export interface SingleQuery {
  values: FlowFormValues;
  pageNo: number;
  /** Which 查询 this is: the same conditions asked again are loaded again. */
  attempt?: number;
}

const C = T.columns;
const COLUMNS = [
  { title: C.bookingDate, dataIndex: 'bookingDate', key: 'bookingDate', width: 104 },
  {
    title: C.counterparty,
    key: 'counterparty',
    render: (_: unknown, r: FlowRow) => (
      <div className={styles.party}>
        <span>{r.counterpartyName || '—'}</span>
        {r.counterpartyAccount && <span className={styles.partyAccount}>{r.counterpartyAccount}</span>}
      </div>
    ),
  },
  { title: C.summary, dataIndex: 'summary', key: 'summary' },
  { title: C.income, key: 'income', align: 'right' as const, render: (_: unknown, r: FlowRow) => (r.borrowTag === '1' ? <span className={styles.income}>{formatFen(r.amount)}</span> : '') },
  { title: C.expense, key: 'expense', align: 'right' as const, render: (_: unknown, r: FlowRow) => (r.borrowTag === '0' ? <span className={styles.expense}>{formatFen(r.amount)}</span> : '') },
  { title: C.balance, dataIndex: 'balance', key: 'balance', align: 'right' as const, render: (b: number) => formatFen(b) },
  { title: C.channel, dataIndex: 'channel', key: 'channel' },
  { title: C.serialNo, dataIndex: 'serialNo', key: 'serialNo', render: (s: string) => <code className={styles.serial}>{s}</code> },
];

/**
 * 单账户: one account's period, ten rows a page (the server pages), its figures and its months,
 * and the statement as a file or in the print view. A refusal that names a field goes back to
 * that field of the form (`onFieldError`); any other is shown here.
 */
export function SingleAccountPanel({ query, onPage, onFieldError }: { query: SingleQuery; onPage: (pageNo: number) => void; onFieldError: (slot: FormSlot, message: string) => void }) {
  const input = singleRequest(query.values, query.pageNo);
  const { data, loading, placeholder } = useFlowResult(() => callApi(querySingleAccountFlow, input), `${query.attempt ?? 0}:${JSON.stringify(input)}`, onFieldError);
  // Below md (768 px) the rows are a list: a table of eight columns does not fit a phone.
  const narrow = Grid.useBreakpoint().md === false;
  if (placeholder !== undefined || !data) return placeholder;
  const pager = {
    current: data.pageNo,
    pageSize: LIST_PAGE_SIZE,
    total: data.runWaterTotal,
    showSizeChanger: false,
    showTotal: (total: number) => T.pageTotal(total),
    onChange: onPage,
    size: 'small' as const,
  };

  return (
    <section className={styles.results} aria-busy={loading} aria-live="polite" data-testid="flow-single">
      <h2 className={styles.resultTitle} data-testid="flow-single-account">
        {accountLabel(data.account)}
        <span className={styles.resultPeriod}>
          {query.values.beginDate} ~ {query.values.endDate}
        </span>
      </h2>
      <FlowSummary totals={data} />
      <MonthChart months={data.months} beginDate={query.values.beginDate} endDate={query.values.endDate} />
      <FileActions
        disabled={loading}
        onExport={(fileType) => exportStatement(singlePrintAndExport, singleFileRequest(query.values, 'export', fileType))}
        onPrint={() => printStatement(singlePrintAndExport, singleFileRequest(query.values, 'print', 'pdf'))}
      />
      {narrow ? (
        <>
          {data.data.length === 0 ? (
            <Empty description={<span data-testid="flow-empty">{T.noRows}</span>}>
              <p className={styles.hint}>{T.noRowsHint}</p>
            </Empty>
          ) : (
            <FlowRowList rows={data.data} />
          )}
          {data.runWaterTotal > LIST_PAGE_SIZE && (
            <Pagination className={styles.pager} {...pager} />
          )}
        </>
      ) : (
        <ScrollTable<FlowRow>
          label={T.title}
          rowKey="serialNo"
          size="small"
          loading={loading}
          columns={COLUMNS}
          dataSource={data.data}
          scroll={{ x: 'max-content' }}
          data-testid="flow-table"
          locale={{
            emptyText: (
              <Empty description={<span data-testid="flow-empty">{T.noRows}</span>}>
                <p className={styles.hint}>{T.noRowsHint}</p>
              </Empty>
            ),
          }}
          pagination={data.runWaterTotal > 0 && pager}
        />
      )}
    </section>
  );
}
