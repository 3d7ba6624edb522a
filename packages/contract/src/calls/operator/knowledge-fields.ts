import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';

/** Limits of a knowledge-base entry as operators edit it. */
export const KB_LIMITS = {
  categoryMax: 20,
  questionMin: 2,
  questionMax: 100,
  similarMax: 10,
  answerMin: 5,
  answerMax: 2000,
  keywordMax: 50,
  pageSizeMax: 100,
} as const;

/** Chinese messages of the knowledge-base editor (shown at the field and sent by the server). */
export const KB_FIELD_MESSAGES = {
  categoryRequired: '请输入分类',
  categoryTooLong: `分类不能超过${KB_LIMITS.categoryMax}个字`,
  questionTooShort: `标准问题至少${KB_LIMITS.questionMin}个字`,
  questionTooLong: `标准问题不能超过${KB_LIMITS.questionMax}个字`,
  similarTooShort: `相似问法每条至少${KB_LIMITS.questionMin}个字`,
  similarTooLong: `相似问法每条不能超过${KB_LIMITS.questionMax}个字`,
  similarTooMany: `相似问法最多${KB_LIMITS.similarMax}条`,
  answerTooShort: `答案至少${KB_LIMITS.answerMin}个字`,
  answerTooLong: `答案不能超过${KB_LIMITS.answerMax}个字`,
  idInvalid: '知识条目编号格式不正确',
} as const;

export const ZKbId = z.string().check(z.regex(/^kb-[0-9]{4,8}$/, KB_FIELD_MESSAGES.idInvalid));

const text = (min: number, max: number, short: string, long: string, base = ZText) =>
  base.check(z.trim(), z.minLength(min, short), z.maxLength(max, long));

/** What an operator writes: category, question, other phrasings, answer (plain text, line breaks kept). */
export const ZKbContent = z.object({
  category: text(1, KB_LIMITS.categoryMax, KB_FIELD_MESSAGES.categoryRequired, KB_FIELD_MESSAGES.categoryTooLong),
  question: text(KB_LIMITS.questionMin, KB_LIMITS.questionMax, KB_FIELD_MESSAGES.questionTooShort, KB_FIELD_MESSAGES.questionTooLong),
  similarQuestions: z
    .array(text(KB_LIMITS.questionMin, KB_LIMITS.questionMax, KB_FIELD_MESSAGES.similarTooShort, KB_FIELD_MESSAGES.similarTooLong))
    .check(z.maxLength(KB_LIMITS.similarMax, KB_FIELD_MESSAGES.similarTooMany)),
  answer: text(KB_LIMITS.answerMin, KB_LIMITS.answerMax, KB_FIELD_MESSAGES.answerTooShort, KB_FIELD_MESSAGES.answerTooLong, ZMultilineText),
});
export type KbContent = z.infer<typeof ZKbContent>;

/** One entry as the console shows it. */
export const ZKbEntry = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  similarQuestions: z.array(z.string()),
  answer: z.string(),
  enabled: z.boolean(),
  /** Times it was given as a direct answer. */
  hits: z.int(),
  updatedAt: z.string(),
  /** Display name of the operator who last changed it; null for seeded entries. */
  updatedBy: z.nullable(z.string()),
});
export type KbEntry = z.infer<typeof ZKbEntry>;
