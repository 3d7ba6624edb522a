import { INVOICE_TYPE_NAMES } from '@portal/contract/calls/invoice-check/kinds';

/** Strings of the invoice registry console (#/staff/invoice-registry, issue 24). */
export const INVOICE_REGISTRY_TEXTS = {
  title: '发票登记库',
  intro: '发票查验（本地查验）所查询的行内发票登记数据：按发票代码与号码查找，核对开票日期、不含税金额或校验码后6位。',
  summary: (total: number, seeded: number, imported: number) => `登记库共有发票 ${total} 张（初始数据 ${seeded} 张，导入 ${imported} 张）。`,
  summaryFailed: '登记库统计加载失败',
  importTitle: '导入发票',
  importIntro: `列：发票类型（${INVOICE_TYPE_NAMES.join('、')}，或其类型代码）、发票代码（数电发票留空）、发票号码、开票日期、不含税金额(元)、税额(元)、校验码（普通发票必填20位）、销售方名称、销售方纳税人识别号、购买方名称、购买方纳税人识别号、货物或服务摘要、发票状态（正常、作废、红冲）。同一发票代码与号码已登记的，更新其余各项。`,
} as const;
