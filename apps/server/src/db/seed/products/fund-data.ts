/** A seeded fund and the shape of its net-value walk (daily drift and volatility, in fractions). */
export interface SeedFund {
  proCode: string;
  name: string;
  fundType: string;
  riskLevel: string;
  company: string;
  manager: string;
  establishedOn: string;
  summary: string;
  startNav: number;
  drift: number;
  volatility: number;
}

/** Funds the bank distributes to corporate clients. Fictional fund companies, real-sounding. */
export const SEED_FUNDS: SeedFund[] = [
  {
    proCode: '007311',
    name: '汇通鑫享货币市场基金A',
    fundType: '货币型',
    riskLevel: 'R1',
    company: '汇通基金管理有限公司',
    manager: '林婉清',
    establishedOn: '2019-04-18',
    summary: '投资于现金、期限一年以内的银行存款、同业存单与高等级短期债券，追求资金的安全性与流动性。',
    startNav: 1,
    drift: 0,
    volatility: 0,
  },
  {
    proCode: '005826',
    name: '启航稳健纯债债券型基金',
    fundType: '债券型',
    riskLevel: 'R2',
    company: '启航基金管理有限公司',
    manager: '周立衡',
    establishedOn: '2018-07-02',
    summary: '不投资股票，主要配置利率债与AAA级信用债，通过久期管理获取稳健收益。',
    startNav: 1.1823,
    drift: 0.00012,
    volatility: 0.0008,
  },
  {
    proCode: '010532',
    name: '中和短债债券型基金C',
    fundType: '债券型',
    riskLevel: 'R2',
    company: '中和基金管理有限公司',
    manager: '许静',
    establishedOn: '2020-11-09',
    summary: '组合久期控制在一年以内，以短期债券为主，兼顾流动性与收益，适合企业闲置资金配置。',
    startNav: 1.0566,
    drift: 0.0001,
    volatility: 0.0004,
  },
  {
    proCode: '001938',
    name: '瑞丰价值精选混合型基金',
    fundType: '混合型',
    riskLevel: 'R3',
    company: '瑞丰基金管理有限公司',
    manager: '陈昱',
    establishedOn: '2015-12-21',
    summary: '自下而上精选估值合理、现金流稳定的优质公司，股票仓位60%~95%，追求长期资本增值。',
    startNav: 2.3147,
    drift: 0.0003,
    volatility: 0.011,
  },
  {
    proCode: '008294',
    name: '长青绿色低碳主题混合型基金',
    fundType: '混合型',
    riskLevel: 'R4',
    company: '长青基金管理有限公司',
    manager: '赵明远',
    establishedOn: '2020-03-16',
    summary: '聚焦新能源、节能环保与绿色制造等低碳转型受益行业，把握碳中和长期投资机会。',
    startNav: 1.6412,
    drift: 0.0002,
    volatility: 0.015,
  },
  {
    proCode: '012218',
    name: '华岳中证500指数增强基金',
    fundType: '指数型',
    riskLevel: 'R4',
    company: '华岳基金管理有限公司',
    manager: '孙一凡',
    establishedOn: '2021-05-25',
    summary: '以中证500指数为业绩基准，通过量化模型适度增强，力争获取超越指数的收益。',
    startNav: 1.2308,
    drift: 0.00025,
    volatility: 0.013,
  },
  {
    proCode: '003095',
    name: '远景科技创新股票型基金',
    fundType: '股票型',
    riskLevel: 'R5',
    company: '远景基金管理有限公司',
    manager: '何思远',
    establishedOn: '2016-09-12',
    summary: '股票仓位不低于80%，重点投资半导体、信息技术与高端制造等科技创新领域。',
    startNav: 3.0715,
    drift: 0.0004,
    volatility: 0.018,
  },
  {
    proCode: '006263',
    name: '环球配置美元债QDII基金',
    fundType: 'QDII',
    riskLevel: 'R3',
    company: '汇通基金管理有限公司',
    manager: '梁嘉敏',
    establishedOn: '2018-12-03',
    summary: '投资于境外投资级美元债券，分散单一市场风险，适合有全球资产配置需求的企业。',
    startNav: 1.0942,
    drift: 0.00015,
    volatility: 0.003,
  },
];

/** Currencies of the forex board: code, Chinese name, middle rate per 100 units (yuan), cash quoted or not. */
export const SEED_FOREX: Array<{ curCode: string; curName: string; middle: number; cash: boolean }> = [
  { curCode: 'USD', curName: '美元', middle: 718.05, cash: true },
  { curCode: 'EUR', curName: '欧元', middle: 776.42, cash: true },
  { curCode: 'JPY', curName: '日元', middle: 4.7631, cash: true },
  { curCode: 'HKD', curName: '港币', middle: 92.18, cash: true },
  { curCode: 'GBP', curName: '英镑', middle: 910.37, cash: true },
  { curCode: 'AUD', curName: '澳大利亚元', middle: 470.83, cash: true },
  { curCode: 'CAD', curName: '加拿大元', middle: 525.61, cash: true },
  { curCode: 'CHF', curName: '瑞士法郎', middle: 812.26, cash: true },
  { curCode: 'SGD', curName: '新加坡元', middle: 535.74, cash: true },
  { curCode: 'NZD', curName: '新西兰元', middle: 431.55, cash: true },
  { curCode: 'KRW', curName: '韩元', middle: 0.5214, cash: true },
  { curCode: 'MOP', curName: '澳门元', middle: 89.47, cash: true },
  { curCode: 'THB', curName: '泰国铢', middle: 21.36, cash: true },
  { curCode: 'SEK', curName: '瑞典克朗', middle: 67.28, cash: false },
  { curCode: 'NOK', curName: '挪威克朗', middle: 66.94, cash: false },
  { curCode: 'DKK', curName: '丹麦克朗', middle: 104.09, cash: false },
];
