import type { Landing } from '../products/landings.ts';

/**
 * The green-finance pages (§2 /greenFinance, /greenGoldPross; issue 24): their own words; the
 * products come from the product tables (type `green`, and `supplyChain` for the platform).
 */
export const GREEN_FINANCE: Landing = {
  title: '绿色金融',
  intro: '以绿色信贷、绿色债券与碳金融服务支持清洁能源、节能环保与绿色交通，助力企业低碳转型',
  points: [
    { title: '绿色认定', text: '按《绿色产业指导目录》认定绿色项目，经认定的项目享受专项利率与审批绿色通道。' },
    { title: '环境效益测算', text: '按《绿色信贷项目节能减排量测算指引》在线测算节能量与减排量，结果可作为贷款申请材料。' },
    { title: '碳金融', text: '碳排放权质押、碳减排支持工具对接，盘活企业碳资产。' },
    { title: '全周期服务', text: '从项目融资、绿色债券发行到存续期环境效益报告，一站式陪伴。' },
  ],
  types: ['green'],
  productsHeading: '绿色金融产品',
  contact: '如需申请绿色项目贷款或绿色债券承销，请联系您的客户经理，本行将安排绿色金融专员对接。',
};

export const GREEN_GOLD: Landing = {
  title: '产业融资平台',
  intro: '面向产业链核心企业与上下游中小企业的线上融资平台：订单、应收账款与绿色项目在线融资',
  points: [
    { title: '核心企业确权', text: '核心企业在线确认应付账款，上下游企业凭确权凭证快速融资。' },
    { title: '全流程线上', text: '申请、审批、签约与放款均在线完成，资料一次提交、进度实时可查。' },
    { title: '绿色通道', text: '产业链上的绿色项目与绿色采购可享受专项额度与优惠利率。' },
    { title: '专属服务', text: '平台由专属客户经理一对一服务，协助完成准入与融资方案设计。' },
  ],
  types: ['supplyChain', 'green'],
  productsHeading: '平台融资产品',
  contact: '平台面向已开立本行对公账户的企业。如需开通，请联系您的客户经理；平台暂时无法访问时可稍后重试。',
};

/**
 * Green cases and articles from the published articles (kind and id). One an operator takes
 * offline is left out. The articles have no green tag to search by, so the page names them.
 */
export const GREEN_CASES: Array<{ id: number; kind: 'ygkjCase' | 'article'; path: string }> = [
  { id: 4002, kind: 'ygkjCase', path: '/ygkjCase/detail?id=4002' },
  { id: 3002, kind: 'article', path: '/imgTxtDetails?id=3002' },
  { id: 6202, kind: 'article', path: '/imgTxtDetails?id=6202' },
  { id: 3103, kind: 'article', path: '/imgTxtDetails?id=3103' },
];
