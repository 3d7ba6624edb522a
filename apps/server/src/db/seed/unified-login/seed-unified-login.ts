import type { Db } from '../../client.ts';
import { unifiedLoginSystems } from '../../schema/unified-login.ts';
import { seedParam } from '../../../modules/system/repo.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

export const UNIFIED_LOGIN_SEED_MARK = 'unified_login';

/**
 * The bank systems of unified login. Their addresses are paths on the bank's own domain, where
 * each system's single-sign-on entry takes the portal's `st` (企业网银 at /firm/main/login.do, the
 * address §2 names for its timeout login). They are seeded switched off: this portal serves none
 * of them, and an entry must not lead nowhere. An operator sets each one's real address and
 * switches it on (员工工作台 → 统一登录); until then customers see none.
 */
export const SEED_UNIFIED_SYSTEMS = [
  {
    code: 'ebank',
    name: '企业网银',
    description: '账户查询、转账汇款、代发工资等企业网上银行业务',
    icon: '/static/img/icons/ebank-login.svg',
    url: '/firm/main/login.do',
    userTypes: ['enterprise'],
    sort: 10,
  },
  {
    code: 'bill',
    name: '票据业务',
    description: '电子商业汇票的出票、承兑、背书、贴现与托收',
    icon: '/static/img/icons/trade.svg',
    url: '/bill/sso/login.do',
    userTypes: ['enterprise'],
    sort: 20,
  },
  {
    code: 'scf',
    name: '供应链金融',
    description: '应收账款融资、订单融资，个体工商户也可在线申请',
    icon: '/static/img/icons/partner.svg',
    url: '/scf/sso/login.do',
    userTypes: ['enterprise', 'personal'],
    sort: 30,
  },
  {
    code: 'cms',
    name: '现金管理',
    description: '集团资金归集、账户监控与流动性管理',
    icon: '/static/img/icons/cash-management.svg',
    url: '/cms/sso/login.do',
    userTypes: ['enterprise'],
    sort: 40,
  },
];

/** Seeds the systems once in a database's life (then they are the operators'), and the old address. */
export async function seedUnifiedLogin(db: Db): Promise<void> {
  await seedParam(db, 'old_login_address', '', '旧版门户登录地址：/auth/efip/getOldLoginAddress 返回的地址，留空表示没有旧版门户');
  if (await hasSeedMark(db, UNIFIED_LOGIN_SEED_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, UNIFIED_LOGIN_SEED_MARK))) return;
    await tx.insert(unifiedLoginSystems).values(SEED_UNIFIED_SYSTEMS.map((system) => ({ ...system, enabled: false }))).onConflictDoNothing();
  });
}
