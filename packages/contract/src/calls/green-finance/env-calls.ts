import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import {
  ENV_MESSAGES,
  ENV_RESULT_KEYS,
  ZEnvFactorRow,
  ZEnvModelCode,
  ZEnvParamCheck,
  ZEnvParamDef,
  ZEnvRegion,
  ZEnvResultRow,
  ZEnvYear,
} from './env-fields.ts';

/**
 * The environmental-benefit estimate (§7 Green finance and carbon: envModelList, envParam,
 * envBenefitCal, envBenefitCalForLoan, discern; issue 24). A public tool: visitors may use it,
 * the server limits calls per address (docs/decisions.md).
 */

export const ZEnvModelSummary = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** The quantities this model yields. */
  outputs: z.array(z.enum(ENV_RESULT_KEYS)),
});
export type EnvModelSummary = z.infer<typeof ZEnvModelSummary>;

export const envModelList = defineCall({
  method: 'POST',
  path: '/greenFinance/envModelList',
  sealed: true,
  request: z.object({}),
  response: z.object({ models: z.array(ZEnvModelSummary) }),
});

export const envParam = defineCall({
  method: 'POST',
  path: '/greenFinance/envParam',
  sealed: true,
  request: z.object({ modelCode: ZEnvModelCode }),
  response: z.object({
    model: ZEnvModelSummary,
    params: z.array(ZEnvParamDef),
    checks: z.array(ZEnvParamCheck),
    /** The formula in words, as docs/green-methods.md writes it. */
    method: z.string(),
    /** Years that have factor rows, newest first; the form offers them. */
    years: z.array(z.int()),
    regions: z.array(z.string()),
    /** Whether the model reads a regional factor (the region picker matters). */
    regional: z.boolean(),
    /** Whether the model reads any published factor at all (the factor-year picker matters). */
    yearly: z.boolean(),
  }),
});

/** A value as typed: a number, or text the server reads as one (and refuses at the field if it is none). */
const ZParamValue = z.union([z.number(), ZText.check(z.maxLength(30))]);

export const ZCalcFields = {
  modelCode: ZEnvModelCode,
  year: ZEnvYear,
  region: ZEnvRegion,
  params: z.record(ZText.check(z.maxLength(40)), ZParamValue),
};

export const ZCalcResult = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  year: z.int(),
  region: z.string(),
  results: z.array(ZEnvResultRow),
  /** The factor rows the calculation used (year and region of each, with its source). */
  factors: z.array(ZEnvFactorRow),
});
export type EnvCalcResult = z.infer<typeof ZCalcResult>;

export const envBenefitCal = defineCall({
  method: 'POST',
  path: '/greenFinance/envBenefitCal',
  sealed: true,
  request: z.object(ZCalcFields),
  response: ZCalcResult,
});

/** Loan amounts in 万元, typed text or numbers, checked with checkLoanShare. */
const ZAmount = z.union([z.number(), ZText.check(z.maxLength(20))]);

export const envBenefitCalForLoan = defineCall({
  method: 'POST',
  path: '/greenFinance/envBenefitCalForLoan',
  sealed: true,
  request: z.object({ ...ZCalcFields, loanBalance: ZAmount, totalInvestment: ZAmount }),
  response: z.object({
    ...ZCalcResult.shape,
    loanBalance: z.number(),
    totalInvestment: z.number(),
    /** loanBalance / totalInvestment. */
    shareRatio: z.number(),
    /** Each result × shareRatio: the benefits the bank's loan accounts for. */
    bankShare: z.array(ZEnvResultRow),
  }),
});

export const ZEnvCandidate = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  /** 0 to 1. */
  confidence: z.number(),
  /** The words of the description that pointed to this model. */
  matched: z.array(z.string()),
});
export type EnvCandidate = z.infer<typeof ZEnvCandidate>;

export const discern = defineCall({
  method: 'POST',
  path: '/greenFinance/discern',
  sealed: true,
  request: z.object({
    text: ZMultilineText.check(z.trim(), z.minLength(2, ENV_MESSAGES.discernText), z.maxLength(500, ENV_MESSAGES.discernText)),
  }),
  response: z.object({
    candidates: z.array(ZEnvCandidate),
    /** Set when nothing was recognised: what to do instead. */
    message: z.optional(z.string()),
  }),
});
