import * as z from 'zod/mini';

/**
 * The check tools of issue 24 (spec §1 "guarantee check; confirmation-letter query; e-seal
 * anti-fake code query"): what a visitor types, as printed on the paper, and the Chinese
 * message of each field. Codes are compared upper-case without spaces or dashes, so
 * "bh2025 0314-0012" and "BH202503140012" are the same number.
 */
export const CHECK_MESSAGES = {
  guaranteeNo: '请输入正确的保函编号（6-32位字母或数字）',
  verifyCode: '请输入保函上印制的8位验证码（字母或数字）',
  letterNo: '请输入正确的询证函编号（6-32位字母或数字）',
  queryCode: '请输入询证函回执联上印制的6位查询码（数字）',
  antiFakeCode: '请输入电子回单或文件上印制的16位防伪码（字母或数字）',
} as const;

/** Upper case, without the spaces and dashes people type between groups of a printed code. */
export function normaliseCode(text: string): string {
  return text.replace(/[\s\-－—]/g, '').toUpperCase();
}

const code = (pattern: RegExp, message: string) =>
  z.string().check(
    z.overwrite((v) => normaliseCode(v)),
    z.regex(pattern, message),
  );

export const ZGuaranteeNo = code(/^[A-Z0-9]{6,32}$/, CHECK_MESSAGES.guaranteeNo);
/** 8 characters of the unambiguous alphabet (no 0/O, 1/I/L) printed beside the number. */
export const ZVerifyCode = code(/^[2-9A-HJ-KM-NP-Z]{8}$/, CHECK_MESSAGES.verifyCode);
export const ZLetterNo = code(/^[A-Z0-9]{6,32}$/, CHECK_MESSAGES.letterNo);
export const ZQueryCode = code(/^\d{6}$/, CHECK_MESSAGES.queryCode);
export const ZAntiFakeCode = code(/^[0-9A-Z]{16}$/, CHECK_MESSAGES.antiFakeCode);

/** Kinds of guarantee a bank issues (银行保函). */
export const GUARANTEE_TYPES = {
  bid: '投标保函',
  performance: '履约保函',
  advancePayment: '预付款保函',
  quality: '质量保函',
  payment: '付款保函',
  financing: '融资保函',
  customs: '海关税费保函',
  litigation: '诉讼保全保函',
} as const;
export type GuaranteeType = keyof typeof GUARANTEE_TYPES;
export const ZGuaranteeType = z.enum(Object.keys(GUARANTEE_TYPES) as [GuaranteeType, ...GuaranteeType[]]);

/** Stored states; `expired` is never stored: it follows from the validity dates. */
export const GUARANTEE_STATUS = { valid: '有效', expired: '已过期', cancelled: '已撤销', claimed: '已索赔' } as const;
export type GuaranteeStatus = keyof typeof GUARANTEE_STATUS;
export const ZGuaranteeStatus = z.enum(['valid', 'expired', 'cancelled', 'claimed']);
export const STORED_GUARANTEE_STATUS = ['valid', 'cancelled', 'claimed'] as const;

/** Currencies a guarantee may be issued in. */
export const GUARANTEE_CURRENCIES = { CNY: '人民币', USD: '美元', EUR: '欧元', HKD: '港币', JPY: '日元', GBP: '英镑' } as const;
export type GuaranteeCurrency = keyof typeof GUARANTEE_CURRENCIES;

/** The steps of a paper confirmation letter at the bank, in order. */
export const PAPER_STEPS = { received: '银行已签收', processing: '银行处理中', sentBack: '已寄回' } as const;
export type PaperStep = keyof typeof PAPER_STEPS;
/** The steps of an electronic confirmation letter on the platform, in order. */
export const ELECTRONIC_STEPS = { received: '平台已接收', processing: '银行处理中', replied: '银行已回函', closed: '事务所已确认' } as const;
export type ElectronicStep = keyof typeof ELECTRONIC_STEPS;
export const LETTER_CHANNELS = { paper: '纸质', electronic: '电子' } as const;
export type LetterChannel = keyof typeof LETTER_CHANNELS;

/** Kinds of sealed document (the §6 electronic receipt and its siblings). */
export const SEALED_DOC_TYPES = {
  receipt: '电子回单',
  statement: '对账单',
  balanceCertificate: '存款证明',
  creditCertificate: '资信证明',
  confirmationReply: '询证函回函',
  guarantee: '电子保函',
} as const;
export type SealedDocType = keyof typeof SEALED_DOC_TYPES;

/** Why a seal check is valid or not; see docs/decisions.md (issue 24) for the rule. */
export const SEAL_VERDICTS = {
  valid: '印章有效，文件盖章时印章及数字证书均有效',
  sealRevoked: '印章无效：盖章时该印章已注销',
  certExpired: '印章无效：盖章时印章的数字证书已过期或尚未生效',
} as const;
export type SealVerdict = keyof typeof SEAL_VERDICTS;
