import { corporateAccountNo } from './account-number.ts';

/**
 * The demo enterprise's bank accounts and the made-up companies and institutions it deals with
 * (issue 23). Every name and number here is invented.
 */
export const DEMO_ENTERPRISE_ID = 'E100000001';
export const DEMO_ENTERPRISE_NAME = '鼎信示范科技有限公司';

export type DemoAccountRole = 'basic' | 'general' | 'usd' | 'fixed' | 'loan' | 'payroll';

export interface DemoAccount {
  role: DemoAccountRole;
  accountNo: string;
  accountName: string;
  /** §3 account-type code: 0 corporate current, 2 corporate fixed, 4 corporate loan. */
  accountType: '0' | '2' | '4';
  currency: 'CNY' | 'USD';
  openedOn: string;
  branchName: string;
  /** Fen (cents for USD) before the first kept transaction; 0 for accounts opened inside the history. */
  openingBalanceFen: number;
}

const NANSHAN = '深圳南山科技园支行';
const FUTIAN = '深圳分行营业部';

/** opened inside the two years of history: filled in by the generator. */
export const OPENED_IN_HISTORY = '';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'basic', accountNo: corporateAccountNo('7558', '01', 200_160_412_031), accountName: DEMO_ENTERPRISE_NAME, accountType: '0', currency: 'CNY', openedOn: '2016-04-12', branchName: NANSHAN, openingBalanceFen: 486_532_718 },
  { role: 'general', accountNo: corporateAccountNo('7558', '01', 200_190_908_117), accountName: DEMO_ENTERPRISE_NAME, accountType: '0', currency: 'CNY', openedOn: '2019-09-08', branchName: FUTIAN, openingBalanceFen: 72_318_450 },
  { role: 'usd', accountNo: corporateAccountNo('7558', '13', 200_210_315_226), accountName: DEMO_ENTERPRISE_NAME, accountType: '0', currency: 'USD', openedOn: '2021-03-15', branchName: FUTIAN, openingBalanceFen: 18_640_025 },
  { role: 'payroll', accountNo: corporateAccountNo('7558', '01', 200_170_620_385), accountName: `${DEMO_ENTERPRISE_NAME}（代发工资专户）`, accountType: '0', currency: 'CNY', openedOn: '2017-06-20', branchName: NANSHAN, openingBalanceFen: 1_286_300 },
  { role: 'fixed', accountNo: corporateAccountNo('7558', '21', 200_000_000_000), accountName: DEMO_ENTERPRISE_NAME, accountType: '2', currency: 'CNY', openedOn: OPENED_IN_HISTORY, branchName: NANSHAN, openingBalanceFen: 0 },
  { role: 'loan', accountNo: corporateAccountNo('7558', '41', 200_000_000_000), accountName: `${DEMO_ENTERPRISE_NAME}（流动资金贷款）`, accountType: '4', currency: 'CNY', openedOn: OPENED_IN_HISTORY, branchName: FUTIAN, openingBalanceFen: 0 },
];

export interface Counterparty {
  name: string;
  account: string;
}

/** Customers paying for software, services and projects. */
export const CUSTOMERS: readonly string[] = [
  '深圳市恒远智能制造有限公司', '广州启明数据服务有限公司', '东莞市瑞丰精密电子有限公司', '佛山市顺景家居集团有限公司',
  '珠海海岸线物流有限公司', '惠州市博纳新能源科技有限公司', '深圳前海信和供应链管理有限公司', '中山市华迅照明电器有限公司',
  '长沙星辰医疗器械有限公司', '武汉江城智慧交通有限公司', '成都蓉信软件股份有限公司', '杭州西溪云图信息技术有限公司',
  '南京金陵环保工程有限公司', '厦门鹭航船舶服务有限公司', '苏州工业园区明德半导体有限公司', '上海浦江数字传媒有限公司',
  '北京中科睿思教育科技有限公司', '天津港湾冷链仓储有限公司', '青岛海纳食品有限公司', '合肥新桥光电材料有限公司',
  '深圳市宏图建设工程有限公司', '广西桂源农业发展有限公司', '福州榕城水务科技有限公司', '郑州中原智造装备有限公司',
];

/** Suppliers, landlords and service providers the enterprise pays. */
export const SUPPLIERS: readonly string[] = [
  '深圳市讯达网络设备有限公司', '深圳市安泰物业管理有限公司', '深圳南山科兴置业有限公司', '广州云栈数据中心有限公司',
  '深圳市卓越人力资源服务有限公司', '东莞市精工机箱制造有限公司', '深圳市立信会计师事务所（普通合伙）', '广东正言律师事务所',
  '深圳市飞鸿商旅服务有限公司', '深圳市晨光办公用品有限公司', '杭州智算云计算有限公司', '深圳市鹏程电力工程有限公司',
  '上海联拓测试认证有限公司', '深圳市蓝海广告传播有限公司', '珠海市恒通物流有限公司', '深圳市安迅保安服务有限公司',
  '广州市天成软件外包有限公司', '深圳市明睿培训咨询有限公司',
];

/** Foreign customers and suppliers of the USD account. */
export const USD_CUSTOMERS: readonly string[] = ['香港华瑞贸易有限公司', '新加坡汇通科技私人有限公司', '澳门濠江数码有限公司', '马来西亚星光电子有限公司'];
export const USD_SUPPLIERS: readonly string[] = ['香港恒晟电子元件有限公司', '台湾宏讯半导体股份有限公司', '日本东和精机株式会社'];

/** Tax, social insurance and housing fund collectors, and the bank's own internal accounts. */
export const INSTITUTIONS = {
  treasury: { name: '国家金库深圳市中心支库', account: '270301040000001' },
  socialInsurance: { name: '深圳市社会保险基金管理局', account: '44201583500052500618' },
  housingFund: { name: '深圳市住房公积金管理中心', account: '44201501000059888888' },
  power: { name: '深圳供电局有限公司', account: '4000022309200126581' },
  feeIncome: { name: '手续费收入', account: '755800016011000001' },
  interestExpense: { name: '应付利息', account: '755800025011000002' },
  loanInterest: { name: '贷款利息收入', account: '755800035011000003' },
  fxSettlement: { name: '结售汇', account: '755800046011000004' },
} as const satisfies Record<string, Counterparty>;
