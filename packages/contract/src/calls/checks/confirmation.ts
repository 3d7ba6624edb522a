import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZLetterNo, ZQueryCode } from './fields.ts';

/**
 * Audit confirmation letters (询证函, §7 `/customized/confirmation/*`, issue 24): open to
 * visitors (the audit firm asks), by the letter number and the 6-digit query code the bank
 * prints on the letter's receipt slip. A wrong code and an unknown number get one answer
 * (LETTER_NOT_MATCHED); failures are counted per address (LETTER_CHECK_LOCKED).
 */
const ZLetterKey = z.object({ letterNo: ZLetterNo, queryCode: ZQueryCode });

const ZLetterHead = {
  letterNo: z.string(),
  auditFirm: z.string(),
  /** The audited enterprise (被审计单位). */
  auditedEntity: z.string(),
  /** The branch answering the letter. */
  branch: z.string(),
};

const ZEvent = z.object({
  step: z.string(),
  stepName: z.string(),
  at: z.string(),
  note: z.string(),
});

export const paperProgress = defineCall({
  method: 'POST',
  path: '/customized/confirmation/paperProgress',
  sealed: true,
  access: 'public',
  answers: ['LETTER_NOT_MATCHED'],
  request: ZLetterKey,
  response: z.object({
    ...ZLetterHead,
    /** false: the letter was sent electronically only; the timeline is empty. */
    hasPaper: z.boolean(),
    events: z.array(ZEvent),
    courier: z.nullable(z.object({ code: z.string(), name: z.string(), waybillNo: z.string() })),
  }),
});

export const electriProgress = defineCall({
  method: 'POST',
  path: '/customized/confirmation/electriProgress',
  sealed: true,
  access: 'public',
  answers: ['LETTER_NOT_MATCHED'],
  request: ZLetterKey,
  response: z.object({
    ...ZLetterHead,
    hasElectronic: z.boolean(),
    /** The confirmation platform the letter came through. */
    platform: z.string(),
    events: z.array(ZEvent),
  }),
});

/** The courier's own tracking page for the waybill of a letter sent back (an outside site). */
export const paperReturnUrl = defineCall({
  method: 'POST',
  path: '/customized/confirmation/paperReturnUrl',
  sealed: true,
  access: 'public',
  answers: ['LETTER_NOT_MATCHED', 'LETTER_NOT_SENT_BACK'],
  request: ZLetterKey,
  response: z.object({ courierName: z.string(), waybillNo: z.string(), url: z.string() }),
});
