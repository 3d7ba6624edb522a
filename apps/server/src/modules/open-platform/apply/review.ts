import { and, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { CallRequest } from '@portal/contract/call';
import type { operatorOpenApiApplications, operatorOpenApiReview } from '@portal/contract/calls/open-platform/apply/review-console';
import type { Db } from '../../../db/client.ts';
import { enterprises, openApiApplications } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type Editor } from '../../audit/record.ts';
import { applicationView, findApplication, selectApplications, type ApplicationRow } from './application-view.ts';
import { recordNotification } from './notifications.ts';

const PAGE_SIZE = 20;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function consoleView(found: ApplicationRow, editor: Editor) {
  return { ...applicationView(found), sandboxDecidedByMe: found.row.reviewedBy === editor.staffId };
}

/**
 * Issue 26 point 2, the bank's side: operators decide each order's sandbox stage, then a
 * different operator its production stage (maker-checker). A stage moves once, by one guarded
 * UPDATE; the decision, its audit line and the enterprise's notification share a transaction.
 */
export function createReviewService(db: Db) {
  async function found(id: string, tx: Db = db) {
    const row = await findApplication(tx, id);
    if (!row) throw new AppError('OPEN_API_APPLICATION_NOT_FOUND', { field: 'id' });
    return row;
  }

  return {
    async list(input: CallRequest<typeof operatorOpenApiApplications>) {
      const pageNo = input.pageNo ?? 1;
      const keyword = input.keyword?.trim();
      const where = and(
        input.queue === 'all' ? undefined : or(eq(openApiApplications.status, 'submitted'), eq(openApiApplications.productionStatus, 'requested')),
        input.status ? eq(openApiApplications.status, input.status) : undefined,
        input.productionStatus ? eq(openApiApplications.productionStatus, input.productionStatus) : undefined,
        keyword ? or(ilike(openApiApplications.orderNo, `${escapeLike(keyword)}%`), ilike(enterprises.name, `%${escapeLike(keyword)}%`)) : undefined,
      );
      const [{ total }] = (await db
        .select({ total: count() })
        .from(openApiApplications)
        .innerJoin(enterprises, eq(enterprises.id, openApiApplications.enterpriseId))
        .where(where)) as [{ total: number }];
      const rows = await selectApplications(db)
        .where(where)
        .orderBy(desc(openApiApplications.updatedAt), desc(openApiApplications.orderNo))
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE);
      return { total, pageNo, pageSize: PAGE_SIZE, records: rows.map(applicationView) };
    },

    async detail(id: string, editor: Editor) {
      return { application: consoleView(await found(id), editor) };
    },

    async review(input: CallRequest<typeof operatorOpenApiReview>, editor: Editor) {
      const reason = input.reason?.trim() ?? '';
      if (input.decision === 'reject' && !reason) throw new AppError('OPEN_API_REVIEW_REASON', { field: 'reason' });
      const approve = input.decision === 'approve';
      return db.transaction(async (tx) => {
        const before = await found(input.id, tx);
        const now = new Date();
        let moved;
        if (input.stage === 'sandbox') {
          [moved] = await tx
            .update(openApiApplications)
            .set({ status: approve ? 'approved' : 'rejected', reviewedBy: editor.staffId, reviewedAt: now, rejectReason: approve ? null : reason, updatedAt: now })
            .where(and(eq(openApiApplications.id, input.id), eq(openApiApplications.status, 'submitted')))
            .returning();
        } else {
          const p = before.row.productionStatus;
          if (p === 'approved' || p === 'rejected') throw new AppError('OPEN_API_REVIEW_DECIDED');
          if (p !== 'requested') throw new AppError('OPEN_API_PRODUCTION_NOT_REQUESTED');
          // Maker-checker: whoever decided the sandbox stage never decides production.
          if (before.row.reviewedBy === editor.staffId) throw new AppError('OPEN_API_REVIEW_SAME_OPERATOR');
          [moved] = await tx
            .update(openApiApplications)
            .set({ productionStatus: approve ? 'approved' : 'rejected', productionReviewedBy: editor.staffId, productionReviewedAt: now, productionRejectReason: approve ? null : reason, updatedAt: now })
            .where(and(eq(openApiApplications.id, input.id), eq(openApiApplications.productionStatus, 'requested'), ne(openApiApplications.reviewedBy, editor.staffId)))
            .returning();
        }
        if (!moved) throw new AppError('OPEN_API_REVIEW_DECIDED');
        const stageName = input.stage === 'sandbox' ? '沙箱' : '生产';
        await recordAudit(tx, editor, {
          entity: 'openApiApplication',
          entityKey: moved.id,
          action: `${input.stage}-${input.decision}`,
          summary: `${approve ? '通过' : '拒绝'}${before.enterpriseName}的API申请 ${moved.orderNo}（${stageName}阶段）${approve ? '' : `：${reason}`}`,
          before: before.row,
          after: moved,
        });
        await recordNotification(tx, moved.enterpriseId, {
          kind: 'review_result',
          title: `申请订单 ${moved.orderNo} ${stageName}阶段${approve ? '审核通过' : '审核未通过'}`,
          body: approve
            ? input.stage === 'sandbox'
              ? '沙箱环境已开通，可在“我的API”查看凭证并在“测试环境”调试；测试完成后可在“申请状态”申请生产环境。'
              : '生产环境已开通，可在“我的API”查看生产凭证。'
            : `拒绝原因：${reason}`,
          applicationId: moved.id,
        });
        return { application: consoleView((await findApplication(tx, moved.id))!, editor) };
      });
    },
  };
}
