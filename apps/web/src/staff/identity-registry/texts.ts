import { REGISTRY_IMPORT_LIMITS } from '@portal/contract/calls/identity-review/registry-import';
import { ENTERPRISE_REGISTRY_STATUS, ID_DOCUMENT_TYPES } from '@portal/contract/codes';

const PHOTO_MEGABYTES = REGISTRY_IMPORT_LIMITS.maxPhotoBytes / (1024 * 1024);

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
  personColumns: { realName: '姓名', docType: '证件类型', doc: '证件号码', phone: '手机号', referenceFace: '参考照片', source: '来源', createdAt: '登记时间' },
  enterpriseColumns: {
    name: '企业名称',
    creditCode: '统一社会信用代码',
    legalRep: '法定代表人',
    legalRepDoc: '法定代表人证件',
    capital: '注册资本',
    status: '登记状态',
    establishedOn: '成立日期',
    address: '住所',
    source: '来源',
  },
  /** A reference photo or a legal representative's document on record, or not. */
  recorded: '已登记',
  notRecorded: '未登记',
  capital: (fen: number) => `${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`,
  total: (n: number) => `共 ${n} 条`,
  empty: '暂无登记数据',
  loadFailed: '登记库加载失败，请稍后重试',
  retry: '重新加载',
  importTitle: (what: string) => `导入${what}`,
  /** One paragraph each; the photo rules are the server's (reference-photos.ts, registry-rules.ts). */
  importIntro: {
    persons: [
      '列：姓名、证件类型（居民身份证、军官证、护照、港澳居民证件、台湾居民证件、户口簿）、证件号码（居民身份证须符合校验位）、手机号，以及可选的参考照片。同一证件已登记的，更新姓名与手机号。',
      `参考照片供本地人脸核验一比一比对：先添加照片，再选择名单文件导入；名单的“参考照片”列填写随名单上传的照片文件名（不含路径），每张照片须有一行引用。照片须为本人正面免冠单人照片，jpg/png，不超过${PHOTO_MEGABYTES}MB，短边不少于200像素，每次最多${REGISTRY_IMPORT_LIMITS.maxPhotos}张。已有参考照片的，以新照片为准；该列留空的保留原照片。`,
    ],
    enterprises: [
      '列：企业名称、统一社会信用代码（须符合GB 32100校验码）、法定代表人、注册资本(元)、登记状态（存续、吊销、注销）、成立日期、住所。同一统一社会信用代码已登记的，更新其余各项。',
      '可选列：法定代表人证件类型、法定代表人证件号码，须同时填写或同时留空，居民身份证号码须符合校验位；证件号码只保存摘要，留空的保留原有记录。',
    ],
  } as Record<'persons' | 'enterprises', string[]>,
  photos: {
    choose: '添加参考照片',
    hint: (count: number) => `可选，jpg/png，每张不超过${PHOTO_MEGABYTES}MB，最多${REGISTRY_IMPORT_LIMITS.maxPhotos}张；已添加${count}张`,
    listLabel: '随名单上传的参考照片',
    remove: (name: string) => `移除 ${name}`,
    clearAll: '全部移除',
    refusedTitle: '以下照片未添加',
    wrongType: (name: string) => `“${name}”不是 jpg 或 png 图片`,
    tooLarge: (name: string) => `“${name}”超过${PHOTO_MEGABYTES}MB`,
    tooMany: (left: number) => `最多添加${REGISTRY_IMPORT_LIMITS.maxPhotos}张，其余${left}张未添加`,
    /** After a good import the photos went in with it. */
    imported: (count: number) => `参考照片${count}张已登记。`,
  },
} as const;
