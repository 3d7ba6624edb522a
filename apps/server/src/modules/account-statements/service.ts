import { DOWNLOAD_PAGE_SIZE } from '@portal/contract/limits';
import { FLOW_BULK_MAX_ROWS } from '@portal/contract/calls/account-flow/bulk-export';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BlobReply } from '../../plugins/blob-call.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { requireVisibleAccounts, seatFor } from '../enterprise-access/seats.ts';
import { bulkWhere, flowWhere, type FlowFilter } from './flow-filter.ts';
import { inThreadRenderer, type StatementRenderer } from './render-pool.ts';
import { createStatementRepo } from './repo.ts';
import type { StatementSection } from './statement-model.ts';
import { statementFileName } from './statement-texts.ts';

/** Rows read at a time by the operators' bulk export: one index range each, memory stays flat. */
export const BULK_BATCH_ROWS = 2_000;

export interface CustomerStatementRequest extends FlowFilter {
  accounts: readonly string[];
  memberCustomerId?: string | undefined;
  operationMark: 'export' | 'print';
  fileType?: 'xlsx' | 'pdf' | undefined;
}

export interface BulkStatementRequest {
  account: string;
  beginDate?: string | undefined;
  endDate?: string | undefined;
}

const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * Account statements (issue 23): the customers' print and export of the account-flow query
 * (at most DOWNLOAD_PAGE_SIZE rows a file) and the operators' bulk export of the same writer.
 * Everything that can be refused is refused before the file starts streaming.
 */
export function createStatementService(db: Db, options: { bankName: string; now?: () => Date; bulkMaxRows?: number; renderer?: StatementRenderer }) {
  const repo = createStatementRepo(db);
  // The app renders on worker threads (render-pool.ts); a service made without one writes in place.
  const renderer = options.renderer ?? inThreadRenderer;
  const now = options.now ?? (() => new Date());
  const bulkMaxRows = options.bulkMaxRows ?? FLOW_BULK_MAX_ROWS;

  return {
    async customerFile(userId: string, req: CustomerStatementRequest): Promise<BlobReply> {
      const seat = await seatFor(db, userId, req.memberCustomerId);
      const accountNos = [...new Set(req.accounts)];
      await requireVisibleAccounts(db, seat, accountNos);
      const period = { beginDate: req.beginDate, endDate: req.endDate };
      const counts = await Promise.all(accountNos.map((no) => repo.countRows(flowWhere(no, req))));
      const total = counts.reduce((a, b) => a + b, 0);
      const verb = req.operationMark === 'print' ? '打印' : '导出';
      if (total > DOWNLOAD_PAGE_SIZE) {
        throw new AppError('FLOW_TOO_MANY_ROWS', {
          message: `所选期间共有 ${total} 笔流水，超过每次${verb}最多 ${DOWNLOAD_PAGE_SIZE} 笔的限制，请缩短查询期间后再${verb}`,
          field: 'endDate',
        });
      }
      const accounts = await repo.accounts(accountNos);
      const sections: StatementSection[] = await Promise.all(
        accounts.map(async (account) => {
          const where = flowWhere(account.accountNo, req);
          return {
            account,
            period,
            totals: await repo.totals(account.accountNo, where, period),
            rows: async function* () {
              yield await repo.rows(where);
            },
          };
        }),
      );
      const fileType = req.operationMark === 'print' ? 'pdf' : (req.fileType ?? 'xlsx');
      const fileName = statementFileName(accountNos, period, fileType);
      const header = { bankName: options.bankName, printedAt: now() };
      const stream = renderer.render(fileType, header, sections, fileName);
      return { fileName, mime: MIME[fileType], stream, disposition: req.operationMark === 'print' ? 'inline' : 'attachment' };
    },

    /** The operators' bulk export: one account, any period up to FLOW_BULK_MAX_ROWS rows, audited. */
    async bulkFile(editor: Editor, req: BulkStatementRequest): Promise<BlobReply> {
      const [account] = await repo.accounts([req.account]);
      if (!account) throw new AppError('FLOW_LEDGER_ACCOUNT_NOT_FOUND', { field: 'account' });
      const period = { beginDate: req.beginDate, endDate: req.endDate };
      const where = bulkWhere(account.accountNo, period);
      const total = await repo.countRows(where);
      if (total > bulkMaxRows) {
        throw new AppError('FLOW_BULK_TOO_MANY_ROWS', {
          message: `所选期间共有 ${total} 笔流水，超过单个文件最多 ${bulkMaxRows} 笔的限制，请缩短期间后分次导出`,
          field: 'endDate',
        });
      }
      const totals = await repo.totals(account.accountNo, where, period);
      const fileName = statementFileName([account.accountNo], period, 'xlsx');
      const section: StatementSection = {
        account,
        period,
        totals,
        rows: () => repo.batches((afterSeq) => bulkWhere(account.accountNo, period, afterSeq), BULK_BATCH_ROWS),
      };
      // Taken before the audit line: an export refused as busy was not made.
      const stream = renderer.render('xlsx', { bankName: options.bankName, printedAt: now() }, [section], fileName);
      try {
        await recordAudit(db, editor, {
          entity: 'ledgerAccount',
          entityKey: account.accountNo,
          action: 'export',
          summary: `导出账户 ${account.accountNo} 流水 ${total} 笔（${period.beginDate ?? '开户'} 至 ${period.endDate ?? '今'}）`,
          after: { ...period, rows: total, fileName },
        });
      } catch (err) {
        stream.destroy();
        throw err;
      }
      return { fileName, mime: MIME.xlsx, stream };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
