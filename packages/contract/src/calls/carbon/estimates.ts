import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZText } from '../../validate/field-types.ts';
import { ZCalcFields } from '../green-finance/env-calls.ts';
import { ZEnvFactorRow, ZEnvResultRow } from '../green-finance/env-fields.ts';
import { ZCarbonMonth, ZMemberCustomerId, ZProjectName, ZProjectType } from './fields.ts';

/**
 * The seam between the environmental-benefit estimate (#/measure) and the carbon account
 * (issue 24): an enterprise user saves an estimate to the enterprise, and a director records it
 * as a reduction project linked to it. Every call is for the caller's own enterprise only.
 */

const ZId = ZText.check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '测算记录不存在'));

/** A saved estimate: the inputs, model, factor year and region, and the results as computed when saved. */
export const ZEnvEstimate = z.object({
  id: z.string(),
  memberCustomerId: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  year: z.int(),
  region: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  results: z.array(ZEnvResultRow),
  factors: z.array(ZEnvFactorRow),
  /** tCO2e a year, as a plain decimal: the figure a reduction takes. */
  co2eTonnes: z.string(),
  savedAt: z.string(),
  /** The reduction project that records it, once a director did. */
  reductionId: z.nullable(z.string()),
});
export type EnvEstimate = z.infer<typeof ZEnvEstimate>;

/** Saves an estimate to the enterprise: the server computes it again from the inputs. */
export const saveEnvEstimate = defineCall({
  method: 'POST',
  path: '/double/carbide/saveEnvEstimate',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, ...ZCalcFields }),
  response: ZEnvEstimate,
});

/** One saved estimate of the caller's enterprise (another enterprise's is "not found"). */
export const envEstimate = defineCall({
  method: 'POST',
  path: '/double/carbide/envEstimate',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, id: ZId }),
  response: ZEnvEstimate,
});

/** A director records a saved estimate as a reduction project; its annual tonnes are the estimate's CO2e. */
export const saveEstimateReduction = defineCall({
  method: 'POST',
  path: '/double/carbide/saveEstimateReduction',
  sealed: true,
  access: 'user',
  request: z.object({
    memberCustomerId: ZMemberCustomerId,
    estimateId: ZId,
    projectName: ZProjectName,
    projectType: ZProjectType,
    startMonth: ZCarbonMonth,
  }),
  response: z.object({ id: z.string() }),
});

/** Which reduction project type an estimate model is (the director may change it). */
export const PROJECT_TYPE_OF_MODEL: Record<string, z.infer<typeof ZProjectType>> = {
  solar_pv: 'solar',
  wind: 'wind',
  hydro: 'hydro',
  building: 'building',
  equipment: 'equipment',
  green_transport: 'transport',
  wastewater: 'wastewater',
};
