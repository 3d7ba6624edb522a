import { Button, Empty, Pagination } from 'antd';
import { batchPrintAndExport, queryBatchAccountFlow } from '@portal/contract/calls/account-flow/query';
import { BATCH_FLOW_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { FileActions } from './FileActions.tsx';
import { FlowSummary } from './FlowSummary.tsx';
import { batchFileRequest, batchRequest, type FormSlot } from './flow-form.ts';
import { accountLabel, formatFen } from './money.ts';
import { exportStatement, printStatement } from './print-export.ts';
import type { SingleQuery } from './SingleAccountPanel.tsx';
import { FLOW_TEXTS as T } from './texts.ts';
import { useFlowResult } from './use-flow-result.tsx';
import styles from './AccountFlow.module.css';

/**
 * 多账户: several accounts over one period, five accounts a page, each a card with its figures
 * and newest rows and a way into the 单账户 tab for all of its rows.
 */
export function BatchAccountPanel({
  query,
  onPage,
  onOpen,
  onFieldError,
}: {
  query: SingleQuery;
  onPage: (pageNo: number) => void;
  onOpen: (account: string) => void;
  onFieldError: (slot: FormSlot, message: string) => void;
}) {
  const input = batchRequest(query.values, query.pageNo);
  const { data, loading, placeholder } = useFlowResult(() => callApi(queryBatchAccountFlow, input), `${query.attempt ?? 0}:${JSON.stringify(input)}`, onFieldError);
  if (placeholder !== undefined || !data) return placeholder;

  return (
    <section className={styles.results} aria-busy={loading} aria-live="polite" data-testid="flow-batch">
      <p className={styles.batchTotal} data-testid="flow-batch-total">
        {T.batchTotal(data.accountListNumber, data.accountRecordTotalNumber)}
      </p>
      <FileActions
        disabled={loading}
        onExport={(fileType) => exportStatement(batchPrintAndExport, batchFileRequest(query.values, 'export', fileType))}
        onPrint={() => printStatement(batchPrintAndExport, batchFileRequest(query.values, 'print', 'pdf'))}
      />
      <ol className={styles.cards}>
        {data.list.records.map((record) => (
          <li key={record.account.account} className={styles.card} data-testid="flow-card">
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{accountLabel(record.account)}</h3>
              <Button type="link" size="small" onClick={() => onOpen(record.account.account)} data-testid="flow-card-open">
                {T.openSingle}
              </Button>
            </div>
            <FlowSummary totals={record} compact />
            {record.data.length === 0 ? (
              <p className={styles.hint}>{T.cardEmpty}</p>
            ) : (
              <>
                <p className={styles.cardRowsTitle}>{T.newestRows(record.data.length)}</p>
                <ul className={styles.cardRows}>
                  {record.data.map((r) => (
                    <li key={r.serialNo} className={styles.cardRow}>
                      <span className={styles.cardDate}>{r.bookingDate}</span>
                      <span className={styles.cardParty}>{r.counterpartyName || r.summary}</span>
                      <span className={r.borrowTag === '1' ? styles.income : styles.expense}>
                        {r.borrowTag === '1' ? '+' : '-'}
                        {formatFen(r.amount)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ol>
      {data.list.records.length === 0 && <Empty description={T.noRows} />}
      {data.accountListNumber > BATCH_FLOW_PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          size="small"
          current={data.pageNo}
          pageSize={BATCH_FLOW_PAGE_SIZE}
          total={data.accountListNumber}
          showSizeChanger={false}
          onChange={onPage}
          data-testid="flow-batch-pager"
        />
      )}
    </section>
  );
}
