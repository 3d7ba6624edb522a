import type { ProductType } from '@portal/contract/calls/products/fields';

/** A landing page built from product types: its own words, then the products of those types. */
export interface Landing {
  title: string;
  intro: string;
  /** Why a company chooses the bank for this line of business. */
  points: Array<{ title: string; text: string }>;
  types: ProductType[];
  /** Heading over the product cards. */
  productsHeading: string;
  contact: string;
}

export const LANDINGS = {
  pension: {
    title: '养老金融',
    intro: '企业年金、职业年金与员工福利计划一站式服务，与企业共同守护员工的长远保障',
    points: [
      { title: '全牌照服务', text: '具备企业年金基金受托、账户管理与托管资格，一个机构完成计划全流程。' },
      { title: '专业方案设计', text: '结合行业薪酬结构与人员特点，量身设计缴费比例、归属规则与投资策略。' },
      { title: '透明的账户权益', text: '员工通过手机银行随时查询个人账户缴费、收益与权益归属情况。' },
      { title: '税收政策支持', text: '协助企业用好企业年金与个人养老金的税收递延政策，降低员工福利成本。' },
    ],
    types: ['pension'],
    productsHeading: '养老金融产品与服务',
    contact: '如需为企业建立年金计划或员工福利计划，请联系您的客户经理预约方案咨询。',
  },
  trust: {
    title: '托管与信托',
    intro: '资金监管、资产托管与财富传承服务，以独立、审慎的受托责任守护客户资产安全',
    points: [
      { title: '独立托管', text: '托管资产与银行自有资产严格分离，账户独立、核算独立。' },
      { title: '按约拨付', text: '资金监管按合同约定的节点与单据审核拨付，全程线上留痕、进度可查。' },
      { title: '估值与监督', text: '每日估值核算与投资监督，按期出具托管报告。' },
      { title: '传承规划', text: '联合持牌信托机构，为企业主设计家族信托与慈善信托方案。' },
    ],
    types: ['trust'],
    productsHeading: '托管与信托业务',
    contact: '如需办理资金监管或资产托管业务，请联系您的客户经理或本行资产托管部。',
  },
  saas: {
    title: '金融SaaS平台',
    intro: '把银行服务嵌入企业经营场景：财资管理、智能对账、聚合收款与产业采购，开通即用',
    points: [
      { title: '免部署，开通即用', text: '公有云SaaS服务，企业网上银行在线开通，无需采购服务器与软件。' },
      { title: '与账户天然打通', text: '余额、流水、回单与支付指令直接来自银行系统，数据实时准确。' },
      { title: '安全合规', text: '通过网络安全等级保护三级测评，国密算法加密传输与存储。' },
      { title: '融资嵌入场景', text: '采购、销售与对账数据沉淀为信用，可在平台内一键申请融资。' },
    ],
    types: ['saas'],
    productsHeading: '平台产品',
    contact: '如需开通或了解平台功能，请登录企业网上银行在线申请，或联系您的客户经理预约演示。',
  },
} satisfies Record<string, Landing>;
