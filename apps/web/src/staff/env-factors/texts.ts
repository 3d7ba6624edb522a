/** Words of the operators' factor table (#/staff/env-factors, issue 24). */
export const ENV_FACTOR_TEXTS = {
  title: '环境效益测算因子',
  intro: '维护环境效益测算所用的排放因子与折标系数：按年份与区域各一条，注明发布机构与文件。每次新增、修改、删除均记入操作日志；测算取所选年份或此前最近一年的因子。',
  add: '新增因子',
  edit: '修改',
  remove: '删除',
  removeConfirm: '确定删除这条因子吗？使用该年份的测算将改用其他年份的因子。',
  loadFailed: '因子加载失败，请刷新页面后重试',
  saved: '已保存',
  removed: '已删除',
  saveFailed: '保存失败，请稍后再试',
  drawerAdd: '新增因子',
  drawerEdit: (name: string) => `修改：${name}`,
  cancel: '取消',
  save: '保存',
  columns: { name: '因子', region: '区域', year: '年份', value: '数值', source: '来源', updatedAt: '更新时间' },
  fields: { code: '因子', region: '区域', year: '年份', value: '数值', source: '来源', sourceHint: '发布机构、文件名称与发布年份', note: '备注' },
} as const;
