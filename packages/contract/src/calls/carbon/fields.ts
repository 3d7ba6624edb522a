import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { isDashedDate } from '../../validate/date.ts';
import {
  ASSET_ACQUISITIONS,
  ASSET_KINDS,
  ASSET_STATUSES,
  CARBON_MESSAGES as M,
  CARBON_SOURCES,
  QUANTITY_TEXT,
  REDUCTION_PROJECT_TYPES,
  chinaMonth,
  monthProblem,
  quantityProblem,
} from '../../carbon/sources.ts';

/** The enterprise the caller acts for (§3 memberCustomerId); the caller's first when omitted. */
export const ZMemberCustomerId = z.optional(ZText.check(z.maxLength(64)));

export const ZCarbonMonth = ZText.check(
  // The format and the years 2013–2099 (a month before 2013 gets the same message, which names the start).
  z.regex(/^20(1[3-9]|[2-9]\d)-(0[1-9]|1[0-2])$/, M.month),
  z.superRefine((v, ctx) => {
    const problem = monthProblem(v);
    // The regex above already said so for a malformed month.
    if (problem && problem !== M.month) ctx.addIssue({ code: 'custom', message: problem, input: v });
  }),
);

/** The source, with its own message for an unknown one (not zod's enum text). */
export const ZCarbonSourceCode = z.enum(CARBON_SOURCES, M.source);

/** An activity quantity: checked against its source's ceiling in the object's own check. */
// A number's shape here (a sign let through, so "-5" gets its own message from the object's check).
export const ZQuantityText = ZText.check(z.trim(), z.maxLength(20, M.quantity), z.regex(/^-?\d{1,15}(\.\d{1,6})?$/, M.quantity));

/** A positive decimal up to `max` with up to three decimals, as text (the exact value is stored). */
const boundedTonnes = (max: number, message: string) =>
  ZText.check(
    z.trim(),
    z.refine((t) => QUANTITY_TEXT.test(t) && Number(t) > 0 && Number(t) <= max, message),
  );
export const ZReductionTonnes = boundedTonnes(10_000_000, M.reduction);
export const ZAssetTonnes = boundedTonnes(100_000_000, M.assetQuantity);

export const ZProjectName = ZText.check(z.trim(), z.minLength(1, M.projectName), z.maxLength(60, M.projectName));
export const ZProjectType = z.enum(Object.keys(REDUCTION_PROJECT_TYPES) as [keyof typeof REDUCTION_PROJECT_TYPES], M.projectType);
export const ZAssetKind = z.enum(Object.keys(ASSET_KINDS) as [keyof typeof ASSET_KINDS], M.assetKind);
export const ZAssetAcquisition = z.enum(Object.keys(ASSET_ACQUISITIONS) as [keyof typeof ASSET_ACQUISITIONS], M.acquisition);
export const ZAssetStatus = z.enum(Object.keys(ASSET_STATUSES) as [keyof typeof ASSET_STATUSES], M.assetStatus);

export const ZVintage = z.int(M.vintage).check(
  z.gte(2013, M.vintage),
  z.refine((y) => y <= Number(chinaMonth().slice(0, 4)), M.vintage),
);

export const ZAcquiredOn = ZText.check(
  z.refine((d) => isDashedDate(d) && d <= new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10), M.acquiredOn),
);

/** The activity-record fields and the per-source quantity check, reported at `quantity`. */
export const ZActivityInput = z
  .object({
    memberCustomerId: ZMemberCustomerId,
    month: ZCarbonMonth,
    source: ZCarbonSourceCode,
    quantity: ZQuantityText,
    /** Why a recorded month was corrected (kept in its history). */
    note: z.optional(ZText.check(z.trim(), z.maxLength(100, '备注不能超过100个字'))),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = quantityProblem(v.source, v.quantity);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['quantity'], input: v.quantity });
    }),
  );

/** One recorded month of one source with its computed emission. */
export const ZActivityRecord = z.object({
  id: z.string(),
  month: z.string(),
  source: z.enum(CARBON_SOURCES),
  scope: z.union([z.literal(1), z.literal(2)]),
  /** As stored (exact decimal text). */
  quantity: z.string(),
  unit: z.string(),
  /** tCO2 per activity unit used, and where it comes from. */
  factor: z.number(),
  factorYear: z.int(),
  factorSource: z.string(),
  tonnes: z.number(),
  /** Earlier versions of this month and source (corrections). */
  revisions: z.int(),
  note: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type ActivityRecord = z.output<typeof ZActivityRecord>;

export const ZMonthTotal = z.object({ month: z.string(), scope1: z.number(), scope2: z.number() });
export const ZSourceTotal = z.object({ source: z.enum(CARBON_SOURCES), tonnes: z.number() });

export const ZReduction = z.object({
  id: z.string(),
  projectName: z.string(),
  projectType: ZProjectType,
  annualTonnes: z.string(),
  startMonth: z.string(),
  /** Counted in the year shown (see docs/carbon-methods.md §4). */
  tonnesInYear: z.number(),
  /** The environmental-benefit estimate this figure came from (saved from #/measure), or null when typed. */
  estimateId: z.nullable(z.string()),
  /** What the linked estimate was: its model, factor year and region, and when it was saved. */
  estimate: z.nullable(z.object({ modelName: z.string(), year: z.int(), region: z.string(), savedAt: z.string() })),
  recordedAt: z.string(),
});

export const ZAsset = z.object({
  id: z.string(),
  kind: ZAssetKind,
  vintage: z.int(),
  projectName: z.string(),
  quantity: z.string(),
  acquisition: ZAssetAcquisition,
  acquiredOn: z.string(),
  status: ZAssetStatus,
  recordedAt: z.string(),
});
