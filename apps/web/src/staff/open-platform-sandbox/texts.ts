/** #/staff/open-platform-usage (issue 26 point 5). */
export const OPEN_PLATFORM_USAGE_TEXTS = {
  title: '开放平台调用统计',
  intro: '各企业在沙箱环境的接口调用量、错误率与耗时（p50/p95），来自每次调用的记录。',
  enterprise: '企业',
  allEnterprises: '全部企业',
  calls: '调用次数',
  errors: '失败次数',
  loadFailed: '加载失败，请稍后重试',
  unknownEnterprise: '未登记的企业',
} as const;
