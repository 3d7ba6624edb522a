import { ENTERPRISE_REGISTRY_STATUS, ID_DOCUMENT_TYPES } from '@portal/contract/codes';

/** Strings of the identity registries (#/staff/identity-registry). */
export const REGISTRY_TEXTS = {
  title: '实名与企业登记库',
  intro: '实名认证的手机号三要素核验（本地核验）与企业认证的工商登记核验所查询的行内登记库。证件号码只保存摘要与掩码，列表不显示完整号码；按完整证件号码可精确查询。',
  tabs: { persons: '个人实名登记', enterprises: '企业登记' },
  docTypes: ID_DOCUMENT_TYPES,
  statuses: ENTERPRISE_REGISTRY_STATUS,
  sources: { seed: '初始数据', import: '导入' } as Record<'seed' | 'import', string>,
  personSearch: '姓名、手机号或完整证件号码',
  enterpriseSearch: '企业名称、统一社会信用代码或法定代表人',
  statusFilter: '登记状态',
  personColumns: { realName: '姓名', docType: '证件类型', doc: '证件号码', phone: '手机号', source: '来源', createdAt: '登记时间' },
  enterpriseColumns: { name: '企业名称', creditCode: '统一社会信用代码', legalRep: '法定代表人', capital: '注册资本', status: '登记状态', establishedOn: '成立日期', address: '住所', source: '来源' },
  capital: (fen: number) => `${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`,
  total: (n: number) => `共 ${n} 条`,
  empty: '暂无登记数据',
  loadFailed: '登记库加载失败，请稍后重试',
  retry: '重新加载',
  importTitle: (what: string) => `导入${what}`,
  importIntro: {
    persons: '列：姓名、证件类型（居民身份证、军官证、护照、港澳居民证件、台湾居民证件、户口簿）、证件号码（居民身份证须符合校验位）、手机号。同一证件已登记的，更新姓名与手机号。',
    enterprises: '列：企业名称、统一社会信用代码（须符合GB 32100校验码）、法定代表人、注册资本(元)、登记状态（存续、吊销、注销）、成立日期、住所。同一统一社会信用代码已登记的，更新其余各项。',
  } as Record<'persons' | 'enterprises', string>,
} as const;
