import type { FastifyInstance } from 'fastify';
import { operatorExportAccountFlow } from '@portal/contract/calls/account-flow/bulk-export';
import { batchPrintAndExport, singlePrintAndExport } from '@portal/contract/calls/account-flow/query';
import { registerBlobCall } from '../../plugins/blob-call.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { createStatementService } from './service.ts';

/** A statement costs a second of CPU or more: per address, enough for a person, not for a loop. */
const FILE_RATE = { max: 20, timeWindow: 60_000 };
const BULK_RATE = { max: 5, timeWindow: 60_000 };

/** Issue 23: account-flow print and export (§7 singlePrintAndExport / batchPrintAndExport) and the operators' bulk export. */
export function accountStatementRoutes(app: FastifyInstance): void {
  const statements = createStatementService(app.database.db, { bankName: app.config.STATEMENT_BANK_NAME, renderer: app.statementRenderer });

  registerBlobCall(app, singlePrintAndExport, (input, ctx) => {
    const { account, ...rest } = input;
    return statements.customerFile(ctx.session!.principalId, { ...rest, accounts: [account] });
  }, { rateLimit: FILE_RATE });
  registerBlobCall(app, batchPrintAndExport, (input, ctx) => statements.customerFile(ctx.session!.principalId, input), { rateLimit: FILE_RATE });
  // Operators only: agents hold staff sessions too and are refused by operatorEditor.
  registerBlobCall(app, operatorExportAccountFlow, async (input, ctx) => statements.bulkFile(await operatorEditor(app, ctx), input), { rateLimit: BULK_RATE });
}
