/** Words of the operators' carbon factor table (#/staff/carbon-factors, issue 24). */
export const CARBON_FACTOR_TEXTS = {
  title: '碳账户排放因子',
  intro:
    '维护企业碳账户所用的排放因子：每个排放源每年一条，燃料填写低位发热量、单位热值含碳量和碳氧化率，外购电力和热力填写排放因子，注明来源。每次新增、修改均记入操作日志；已填报的月份保留当时所用的因子，新填报的月份取该年或此前最近一年的因子。',
  add: '新增年度因子',
  edit: '修改',
  loadFailed: '因子加载失败，请刷新页面后重试',
  saved: '已保存',
  saveFailed: '保存失败，请稍后再试',
  drawerAdd: '新增年度因子',
  drawerEdit: (name: string, year: number) => `修改：${name} ${year}年`,
  cancel: '取消',
  save: '保存',
  columns: { name: '排放源', year: '年份', parameters: '参数', perUnit: '折算排放因子', source: '来源', createdAt: '录入时间' },
  fuelParameters: (ncv: number, cc: number, of: number) => `低位发热量 ${ncv} GJ；含碳量 ${cc} tC/GJ；氧化率 ${of}`,
  fields: {
    code: '排放源',
    year: '年份',
    netCalorificValue: '低位发热量（GJ/单位）',
    carbonPerHeat: '单位热值含碳量（tC/GJ）',
    oxidationRate: '碳氧化率（0–1）',
    directValue: (unit: string) => `排放因子（${unit}）`,
    source: '来源',
    sourceHint: '发布机构、文件名称与发布年份',
  },
} as const;
