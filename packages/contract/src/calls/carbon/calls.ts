import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { CARBON_MESSAGES as M } from '../../carbon/sources.ts';
import { ZText } from '../../validate/field-types.ts';
import {
  ZAcquiredOn,
  ZActivityInput,
  ZActivityRecord,
  ZAsset,
  ZAssetAcquisition,
  ZAssetKind,
  ZAssetStatus,
  ZAssetTonnes,
  ZCarbonMonth,
  ZCarbonSourceCode,
  ZMemberCustomerId,
  ZMonthTotal,
  ZProjectName,
  ZProjectType,
  ZReduction,
  ZReductionTonnes,
  ZSourceTotal,
  ZVintage,
} from './fields.ts';

/**
 * The enterprise carbon account (§7 Green finance and carbon: /double/carbide/carbideEmission,
 * carbideEmissionReduction, carbideAsset; issue 24 point 7). An account belongs to an
 * authenticated enterprise: every seat reads it, only a director records, corrects or deletes.
 * The three §7 names read; the writes sit beside them under the same prefix.
 */

const ZYear = z.int().check(z.gte(2013, M.vintage), z.lte(2100, M.vintage));
/** A row id: a UUID exactly (anything else never reaches the uuid column). */
const ZId = ZText.check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '记录不存在或已删除'));

/** The year's account: records, totals by scope, month and source, reductions, net. */
export const carbideEmission = defineCall({
  method: 'POST',
  path: '/double/carbide/carbideEmission',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, year: z.optional(ZYear) }),
  response: z.object({
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    /** Whether the caller may record (a director). */
    canRecord: z.boolean(),
    year: z.int(),
    scope1: z.number(),
    scope2: z.number(),
    total: z.number(),
    reduction: z.number(),
    net: z.number(),
    months: z.array(ZMonthTotal),
    sources: z.array(ZSourceTotal),
    records: z.array(ZActivityRecord),
  }),
});

/** Records a month of a source; a month already recorded is corrected (the old value kept as history). */
export const saveCarbideEmission = defineCall({
  method: 'POST',
  path: '/double/carbide/saveCarbideEmission',
  sealed: true,
  access: 'user',
  request: ZActivityInput,
  response: z.object({ record: ZActivityRecord, corrected: z.boolean() }),
});

export const deleteCarbideEmission = defineCall({
  method: 'POST',
  path: '/double/carbide/deleteCarbideEmission',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, month: ZCarbonMonth, source: ZCarbonSourceCode }),
  response: z.object({ deleted: z.boolean() }),
});

/** Every version of one month and source, newest first (the correction history). */
export const carbideEmissionHistory = defineCall({
  method: 'POST',
  path: '/double/carbide/carbideEmissionHistory',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, month: ZCarbonMonth, source: ZCarbonSourceCode }),
  response: z.object({
    versions: z.array(z.object({ quantity: z.string(), tonnes: z.number(), note: z.string(), recordedBy: z.string(), recordedAt: z.string(), state: z.enum(['current', 'corrected', 'deleted']) })),
  }),
});

/** The year's account as an XLSX workbook (blob; file name in content-disposition). */
export const exportCarbideEmission = defineCall({
  method: 'POST',
  path: '/double/carbide/exportCarbideEmission',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, year: z.optional(ZYear) }),
  response: z.object({ fileName: z.string(), size: z.int() }),
});

export const carbideEmissionReduction = defineCall({
  method: 'POST',
  path: '/double/carbide/carbideEmissionReduction',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, year: z.optional(ZYear) }),
  response: z.object({ year: z.int(), total: z.number(), list: z.array(ZReduction) }),
});

export const saveCarbideEmissionReduction = defineCall({
  method: 'POST',
  path: '/double/carbide/saveCarbideEmissionReduction',
  sealed: true,
  access: 'user',
  request: z.object({
    memberCustomerId: ZMemberCustomerId,
    projectName: ZProjectName,
    projectType: ZProjectType,
    annualTonnes: ZReductionTonnes,
    startMonth: ZCarbonMonth,
  }),
  response: z.object({ id: z.string() }),
});

export const deleteCarbideEmissionReduction = defineCall({
  method: 'POST',
  path: '/double/carbide/deleteCarbideEmissionReduction',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, id: ZId }),
  response: z.object({ deleted: z.boolean() }),
});

export const carbideAsset = defineCall({
  method: 'POST',
  path: '/double/carbide/carbideAsset',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId }),
  response: z.object({ held: z.number(), list: z.array(ZAsset) }),
});

/** Records an asset, or (with `id`) changes one: a status change from held to surrendered or sold. */
export const saveCarbideAsset = defineCall({
  method: 'POST',
  path: '/double/carbide/saveCarbideAsset',
  sealed: true,
  access: 'user',
  request: z
    .object({
      memberCustomerId: ZMemberCustomerId,
      id: z.optional(ZId),
      kind: ZAssetKind,
      vintage: ZVintage,
      projectName: z.optional(ZText.check(z.trim(), z.maxLength(60, M.assetProject))),
      quantity: ZAssetTonnes,
      acquisition: ZAssetAcquisition,
      acquiredOn: ZAcquiredOn,
      status: ZAssetStatus,
    })
    .check(
      z.refine((v) => v.kind !== 'CCER' || !!v.projectName?.trim(), { message: M.assetProject, path: ['projectName'] }),
    ),
  response: z.object({ id: z.string() }),
});
