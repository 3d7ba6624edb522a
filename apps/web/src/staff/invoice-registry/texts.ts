import { INVOICE_TYPE_NAMES } from '@portal/contract/calls/invoice-check/kinds';

/** Strings of the invoice registry console (#/staff/invoice-registry, issue 24). */
export const INVOICE_REGISTRY_TEXTS = {
  title: '发票登记库',
  intro: '发票查验（本地查验）所查询的行内发票登记数据：按发票代码与号码查找，核对开票日期、不含税金额或校验码后6位。',
  summary: (total: number, seeded: number, imported: number) => `登记库共有发票 ${total} 张（初始数据 ${seeded} 张，导入 ${imported} 张）。`,
  summaryFailed: '登记库统计加载失败',
  importTitle: '导入发票',
  importIntro: `列：发票类型（${INVOICE_TYPE_NAMES.join('、')}，或其类型代码）、发票代码（数电发票留空）、发票号码、开票日期、不含税金额(元)、税额(元)、校验码（普通发票必填20位）、销售方名称、销售方纳税人识别号、购买方名称、购买方纳税人识别号、货物或服务摘要、发票状态（正常、作废、红冲）。同一发票代码与号码已登记的，更新其余各项。`,
  importRule: '整份文件全部校验通过才会导入；任何一行有误，整份文件都不导入，请按报告逐行修改后重新导入。',
  templateCsv: '下载CSV模板',
  templateXlsx: '下载XLSX模板',
  chooseFile: '选择文件并导入',
  importing: '导入中…',
  fileHint: '支持 .csv（UTF-8或GBK）与 .xlsx，不超过4M',
  wrongType: '仅支持 .csv 或 .xlsx 文件',
  tooLarge: '文件不能超过4M',
  importFailed: '导入失败，请稍后重试',
  templateFailed: '模板下载失败，请稍后重试',
  reportGood: (total: number, created: number, updated: number) => `导入成功：共${total}行，新增${created}张，更新${updated}张。`,
  reportBad: (total: number, bad: number) => `未导入：共${total}行，其中${bad}行未通过校验，整份文件未导入。请修改后重新导入。`,
  reportFile: (name: string) => `文件：${name}`,
  reportColumns: { row: '行号', column: '列', reason: '问题' },
  reportRow: (n: number) => `第${n}行`,
  reportTruncated: (n: number) => `仅列出前${n}个问题`,
} as const;
