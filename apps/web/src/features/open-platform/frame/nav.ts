/**
 * The open platform's own navigation (§2 full-page /yqzl screens). Every entry is a built
 * screen; the first is the API catalogue (issue 26, docs/decisions.md).
 */
export const OPEN_PLATFORM_NAV = [
  { to: '/yqzl/apis', label: 'API目录' },
  { to: '/yqzl/apiApply', label: '申请接入' },
  { to: '/yqzl/statusSet', label: '申请状态' },
  { to: '/yqzl/orderQuery', label: '订单查询' },
  { to: '/yqzl/myApi', label: '我的API' },
  { to: '/yqzl/testEnv', label: '测试环境' },
  { to: '/yqzl/adminAuth', label: '管理员授权' },
  { to: '/yqzl/serviceSetting', label: '服务设置' },
] as const;

export const FRAME_TEXTS = {
  brand: '银企直联开放平台',
  backToPortal: '返回门户',
  navLabel: '开放平台导航',
  enterprise: '当前企业',
} as const;
