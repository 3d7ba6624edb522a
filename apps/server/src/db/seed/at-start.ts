import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../client.ts';
import { hasActiveOperator } from '../../modules/staff/accounts-repo.ts';
import { demoAccountsWanted } from './demo-accounts.ts';
import { demoAccountsNotice } from './demo-notice.ts';
import { seed } from './seed.ts';

/** How to create the first operator, for a start without one (README, Production). */
export const NO_OPERATOR_NOTICE =
  '尚无可用的运营人员账号：请运行 npm run staff:create -- --login-name <账号> --display-name <姓名> --role operator 创建第一个运营人员（使用内置数据库时须先停止服务）' +
  ' / No active operator account: create the first one with `npm run staff:create -- --login-name <name> --display-name <name> --role operator`' +
  ' (with the embedded database, stop the server first)';

/**
 * The seed of a server start: content always, the demo accounts as configured (printed when
 * this start created them), and a warning when nobody can run the operator console.
 */
export async function seedAtStart(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const seeded = await seed(db, { demoAccounts: demoAccountsWanted(config) });
  if (seeded.demoAccountsCreated.length > 0) log.info(demoAccountsNotice(seeded.demoAccountsCreated));
  if (!(await hasActiveOperator(db))) log.warn(NO_OPERATOR_NOTICE);
}
