import type { WorkspaceFunction } from '@portal/contract/calls/workspace/workspace-config';

type UserType = 'personal' | 'enterprise';

interface ScreenFunction {
  code: string;
  name: string;
  description: string;
  icon: string;
  route: string;
  userTypes: readonly UserType[];
  /** On a new user's workspace until they choose their own. */
  starter: boolean;
}

const BOTH: readonly UserType[] = ['personal', 'enterprise'];
const ENTERPRISE: readonly UserType[] = ['enterprise'];
const ICONS = '/static/img/icons';

/**
 * The portal's own screens a workspace can hold. A screen exists only once its code is built,
 * so this list lives beside the code, not in an operators' table (docs/decisions.md, issue 25);
 * every `route` is a route of apps/web/src/app/routes.tsx (a test checks it). The bank systems
 * come from unified login, which operators maintain in the console.
 */
export const SCREEN_FUNCTIONS: readonly ScreenFunction[] = [
  { code: 'center', name: '个人中心', description: '账户信息、安全设置与登录记录', icon: `${ICONS}/security.svg`, route: '/center', userTypes: BOTH, starter: true },
  { code: 'flow', name: '账户流水', description: '查询、打印和导出企业账户交易明细', icon: `${ICONS}/order-query.svg`, route: '/qywy/flow', userTypes: ENTERPRISE, starter: true },
  { code: 'staff', name: '员工管理', description: '添加企业查询员并审核变更', icon: `${ICONS}/admin-auth.svg`, route: '/qywy/staff', userTypes: ENTERPRISE, starter: false },
  { code: 'relations', name: '账户关联', description: '把企业账户授权给查询员', icon: `${ICONS}/partner.svg`, route: '/qywy/relations', userTypes: ENTERPRISE, starter: false },
  { code: 'wyQrqm', name: '网银扫码确认', description: '扫描企业网银二维码，确认或拒绝待放行的操作', icon: `${ICONS}/e-seal.svg`, route: '/qywy/wyQrqm', userTypes: ENTERPRISE, starter: true },
  { code: 'verification', name: '发票查验', description: '上传或录入发票，核验真伪', icon: `${ICONS}/invoice-check.svg`, route: '/verification', userTypes: BOTH, starter: true },
  { code: 'guarantee', name: '保函查验', description: '核验本行开立的境内保函', icon: `${ICONS}/guarantee-check.svg`, route: '/guarantee', userTypes: BOTH, starter: false },
  { code: 'confirmation', name: '询证函查询', description: '查询银行询证函的办理进度', icon: `${ICONS}/confirmation.svg`, route: '/confirmation', userTypes: BOTH, starter: false },
  { code: 'seal', name: '电子印章验真', description: '以防伪码核验电子印章', icon: `${ICONS}/e-seal.svg`, route: '/signatureVerification', userTypes: BOTH, starter: false },
  { code: 'carbon', name: '碳账户', description: '填报能耗，核算企业碳排放与碳资产', icon: `${ICONS}/green-loan.svg`, route: '/carbonAccount', userTypes: ENTERPRISE, starter: false },
  { code: 'measure', name: '环境效益测算', description: '测算绿色项目的节能减排效益', icon: `${ICONS}/measure.svg`, route: '/measure', userTypes: BOTH, starter: false },
  { code: 'products', name: '产品中心', description: '存款、贷款、结算等对公产品', icon: `${ICONS}/deposit.svg`, route: '/bankProduct', userTypes: BOTH, starter: false },
  { code: 'docCenter', name: '资料中心', description: '业务表格、操作手册与协议下载', icon: `${ICONS}/doc-center.svg`, route: '/docCenter', userTypes: BOTH, starter: false },
  { code: 'branches', name: '网点查询', description: '查找附近的营业网点与自助设备', icon: `${ICONS}/branch.svg`, route: '/branches', userTypes: BOTH, starter: false },
  { code: 'customer', name: '在线客服', description: '智能助手与人工客服', icon: `${ICONS}/hotline.svg`, route: '/customer', userTypes: BOTH, starter: false },
];

export const SYSTEM_PREFIX = 'sys.';

export function screenFunction(s: ScreenFunction): WorkspaceFunction {
  return { code: s.code, kind: 'screen', name: s.name, description: s.description, icon: s.icon, route: s.route, systemCode: null };
}

export function systemFunction(s: { code: string; name: string; description: string; icon: string }): WorkspaceFunction {
  return { code: `${SYSTEM_PREFIX}${s.code}`, kind: 'system', name: s.name, description: s.description, icon: s.icon, route: null, systemCode: s.code };
}

export function screensFor(userType: string): readonly ScreenFunction[] {
  return SCREEN_FUNCTIONS.filter((s) => (s.userTypes as readonly string[]).includes(userType));
}
