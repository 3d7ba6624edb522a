import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { OpenApiCode } from '@portal/contract/open-platform/apis';
import type { ZSandboxTransactionsQuery, ZSandboxTransferRequest } from '@portal/contract/open-platform/sandbox-schemas';
import type { Db } from '../../../db/client.ts';
import { openSandboxAccounts, openSandboxPayments, openSandboxTransactions } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { beijingDate } from '../../../lib/china-time.ts';
import { fenOf, yuan } from './money.ts';
import type { SandboxCaller } from './gateway-auth.ts';
import type { SandboxCache } from './sandbox-cache.ts';

export interface SandboxInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

type Payment = typeof openSandboxPayments.$inferSelect;

const paymentView = (p: Payment) => ({
  paymentId: p.id,
  requestNo: p.requestNo,
  status: p.status as 'SUCCESS' | 'FAILED',
  fromAccountNo: p.fromAccountNo,
  toAccountNo: p.toAccountNo,
  toAccountName: p.toAccountName,
  amount: yuan(p.amountFen),
  currency: p.currency,
  purpose: p.purpose,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
});

/** Beijing midnight of a `yyyy-mm-dd` day, as an instant. */
const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * The sandbox APIs' work (issue 26 point 2), on the sandbox's own tables only: every query is
 * scoped to the caller's enterprise, and a payment moves money between sandbox rows, never a
 * real account.
 */
export function createSandboxApis(db: Db, cache: SandboxCache) {
  async function account(caller: SandboxCaller, accountNo: string, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(openSandboxAccounts)
      .where(and(eq(openSandboxAccounts.accountNo, accountNo), eq(openSandboxAccounts.enterpriseId, caller.enterpriseId)));
    if (!row) throw new AppError('SANDBOX_ACCOUNT_NOT_FOUND', { field: 'accountNo' });
    return row;
  }

  const handlers: Partial<Record<OpenApiCode, (caller: SandboxCaller, input: SandboxInput) => Promise<unknown>>> = {
    async 'account.list'(caller) {
      const rows = await db.select().from(openSandboxAccounts).where(eq(openSandboxAccounts.enterpriseId, caller.enterpriseId)).orderBy(asc(openSandboxAccounts.accountNo));
      return { accounts: rows.map((r) => ({ accountNo: r.accountNo, accountName: r.accountName, accountType: r.accountType, currency: r.currency, status: 'NORMAL' })) };
    },

    /** The hottest call: the account row from the cache, which every payment empties. */
    async 'account.balance'(caller, { params }) {
      const accountNo = params.accountNo!;
      const row = await cache.account(accountNo, async () => (await db.select().from(openSandboxAccounts).where(eq(openSandboxAccounts.accountNo, accountNo)))[0]);
      if (!row || row.enterpriseId !== caller.enterpriseId) throw new AppError('SANDBOX_ACCOUNT_NOT_FOUND', { field: 'accountNo' });
      const balance = yuan(row.balanceFen);
      return { accountNo: row.accountNo, currency: row.currency, balance, availableBalance: balance, asOf: new Date().toISOString() };
    },

    async 'account.transactions'(caller, { params, query }) {
      const q = query as z.output<typeof ZSandboxTransactionsQuery>;
      const row = await account(caller, params.accountNo!);
      const endDate = q.endDate ?? beijingDate();
      const startDate = q.startDate ?? beijingDate(new Date(beijingMidnight(endDate).getTime() - 89 * 86_400_000));
      const from = beijingMidnight(startDate);
      const to = new Date(beijingMidnight(endDate).getTime() + 86_400_000);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > 367 * 86_400_000) {
        throw new AppError('SANDBOX_DATE_RANGE_INVALID', { field: 'endDate' });
      }
      const pageNo = q.pageNo ?? 1;
      const pageSize = q.pageSize ?? 20;
      const where = and(eq(openSandboxTransactions.accountNo, row.accountNo), gte(openSandboxTransactions.occurredAt, from), lt(openSandboxTransactions.occurredAt, to));
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(openSandboxTransactions).where(where),
        db.select().from(openSandboxTransactions).where(where).orderBy(desc(openSandboxTransactions.occurredAt), desc(openSandboxTransactions.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      ]);
      return {
        total: total!.n,
        pageNo,
        pageSize,
        transactions: rows.map((t) => ({
          transactionId: t.id,
          accountNo: t.accountNo,
          direction: t.direction as 'debit' | 'credit',
          amount: yuan(t.amountFen),
          balanceAfter: yuan(t.balanceAfterFen),
          counterpartyAccountNo: t.counterpartyAccountNo,
          counterpartyName: t.counterpartyName,
          summary: t.summary,
          occurredAt: t.occurredAt.toISOString(),
        })),
      };
    },

    /** Idempotent on the enterprise's request number: the same request again returns the first payment. */
    async 'payment.transfer'(caller, { body }) {
      const b = body as z.output<typeof ZSandboxTransferRequest>;
      if (b.toAccountNo === b.fromAccountNo) throw new AppError('SANDBOX_SAME_ACCOUNT', { field: 'toAccountNo' });
      const amountFen = fenOf(b.amount);
      const purpose = b.purpose ?? '';
      const earlier = async (tx: Db) => {
        const [before] = await tx.select().from(openSandboxPayments).where(and(eq(openSandboxPayments.enterpriseId, caller.enterpriseId), eq(openSandboxPayments.requestNo, b.requestNo)));
        if (!before) return undefined;
        const same = before.fromAccountNo === b.fromAccountNo && before.toAccountNo === b.toAccountNo && before.amountFen === amountFen && before.toAccountName === b.toAccountName;
        if (!same) throw new AppError('SANDBOX_REQUEST_NO_REUSED', { field: 'requestNo' });
        return paymentView(before);
      };
      const pay = () => db.transaction(async (tx) => {
        const before = await earlier(tx);
        if (before) return before;
        const from = await account(caller, b.fromAccountNo, tx);
        const [debited] = await tx
          .update(openSandboxAccounts)
          .set({ balanceFen: sql`${openSandboxAccounts.balanceFen} - ${amountFen}` })
          .where(and(eq(openSandboxAccounts.accountNo, from.accountNo), gte(openSandboxAccounts.balanceFen, amountFen)))
          .returning();
        if (!debited) throw new AppError('SANDBOX_INSUFFICIENT_FUNDS', { field: 'amount' });
        const now = new Date();
        const txId = () => `ST${randomUUID().replaceAll('-', '').slice(0, 24).toUpperCase()}`;
        await tx.insert(openSandboxTransactions).values({
          id: txId(), accountNo: from.accountNo, direction: 'debit', amountFen, balanceAfterFen: debited.balanceFen,
          counterpartyAccountNo: b.toAccountNo, counterpartyName: b.toAccountName, summary: purpose || '转账支付', occurredAt: now,
        });
        // A transfer to another of the enterprise's own test accounts lands there too.
        const [credited] = await tx
          .update(openSandboxAccounts)
          .set({ balanceFen: sql`${openSandboxAccounts.balanceFen} + ${amountFen}` })
          .where(and(eq(openSandboxAccounts.accountNo, b.toAccountNo), eq(openSandboxAccounts.enterpriseId, caller.enterpriseId), eq(openSandboxAccounts.currency, from.currency)))
          .returning();
        if (credited) {
          await tx.insert(openSandboxTransactions).values({
            id: txId(), accountNo: credited.accountNo, direction: 'credit', amountFen, balanceAfterFen: credited.balanceFen,
            counterpartyAccountNo: from.accountNo, counterpartyName: from.accountName, summary: purpose || '转账收入', occurredAt: now,
          });
        }
        const [payment] = await tx
          .insert(openSandboxPayments)
          .values({
            id: `SP${randomBytes(10).toString('hex').toUpperCase()}`, enterpriseId: caller.enterpriseId, appId: caller.appId, requestNo: b.requestNo,
            fromAccountNo: from.accountNo, toAccountNo: b.toAccountNo, toAccountName: b.toAccountName, amountFen, currency: from.currency, purpose, status: 'SUCCESS', createdAt: now,
          })
          .returning();
        return paymentView(payment!);
      });
      let payment;
      try {
        payment = await pay();
      } catch (err) {
        // The same request number sent twice at once: the loser's transaction rolled back whole.
        const e = err as { code?: string; cause?: { code?: string } };
        if (e?.code !== '23505' && e?.cause?.code !== '23505') throw err;
        payment = await earlier(db);
        if (!payment) throw err;
        return payment;
      }
      // After the commit, so no instance can cache the balance from before the payment.
      await cache.changed(db, `acct:${b.fromAccountNo}`);
      await cache.changed(db, `acct:${b.toAccountNo}`);
      return payment;
    },

    async 'payment.status'(caller, { params }) {
      const [row] = await db.select().from(openSandboxPayments).where(and(eq(openSandboxPayments.id, params.paymentId!), eq(openSandboxPayments.enterpriseId, caller.enterpriseId)));
      if (!row) throw new AppError('SANDBOX_PAYMENT_NOT_FOUND', { field: 'paymentId' });
      return paymentView(row);
    },
  };
  return handlers;
}
