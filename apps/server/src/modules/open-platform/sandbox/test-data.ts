import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { openSandboxAccounts, openSandboxTransactions } from '../../../db/schema/index.ts';

/**
 * The enterprise's generated test accounts (issue 26 point 2), made once, with its first
 * sandbox credential: three accounts and 60 days of made-up transactions whose running
 * balances end at each account's balance. Account numbers start `6229 9` (a range the demo
 * ledger does not use) and live only in the sandbox's own tables.
 */
const ACCOUNTS = [
  { type: '基本存款账户', currency: 'CNY', opening: 5_000_000_00 },
  { type: '一般存款账户', currency: 'CNY', opening: 800_000_00 },
  { type: '外币账户', currency: 'USD', opening: 120_000_00 },
] as const;

const COUNTERPARTIES = [
  ['6222021001000000123', '上海申江贸易有限公司', '货款'],
  ['6217001234000000456', '杭州云栖科技有限公司', '技术服务费'],
  ['6228480000000000789', '深圳前海物流有限公司', '运费'],
  ['6230580000000000321', '北京中关村设备租赁有限公司', '设备租金'],
  ['6216610000000000654', '广州天河建材有限公司', '材料款'],
] as const;

const DAYS = 60;
const PER_ACCOUNT = 30;

function accountNumber(): string {
  let digits = '62299';
  for (let i = 0; i < 14; i++) digits += randomInt(10);
  return digits;
}

export async function ensureSandboxTestData(db: Db, enterpriseId: string, enterpriseName: string): Promise<void> {
  const existing = await db.select({ n: openSandboxAccounts.accountNo }).from(openSandboxAccounts).where(eq(openSandboxAccounts.enterpriseId, enterpriseId)).limit(1);
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    for (const spec of ACCOUNTS) {
      const accountNo = accountNumber();
      // Transactions from oldest to newest; the balance runs from the opening figure.
      const now = Date.now();
      const times = Array.from({ length: PER_ACCOUNT }, () => now - randomInt(DAYS * 86_400) * 1000).sort((a, b) => a - b);
      let balance = spec.opening;
      const rows = times.map((time, i) => {
        const [counterpartyAccountNo, counterpartyName, summary] = COUNTERPARTIES[i % COUNTERPARTIES.length]!;
        const amountFen = randomInt(1_000_00, 80_000_00);
        const direction = i % 3 === 0 ? 'debit' : 'credit';
        balance += direction === 'credit' ? amountFen : -amountFen;
        return { id: `ST${randomUUID().replaceAll('-', '').slice(0, 24).toUpperCase()}`, accountNo, direction, amountFen, balanceAfterFen: balance, counterpartyAccountNo, counterpartyName, summary, occurredAt: new Date(time) };
      });
      await tx.insert(openSandboxAccounts).values({ accountNo, enterpriseId, accountName: `${enterpriseName}（测试）`, accountType: spec.type, currency: spec.currency, balanceFen: balance });
      await tx.insert(openSandboxTransactions).values(rows);
    }
  });
}
