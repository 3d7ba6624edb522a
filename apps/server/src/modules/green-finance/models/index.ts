import { buildingModel } from './building.ts';
import { coalToGasModel } from './coal-to-gas.ts';
import { equipmentModel } from './equipment.ts';
import { transportModel } from './green-transport.ts';
import { hydroModel } from './hydro.ts';
import { solarModel } from './solar.ts';
import type { EnvModel } from './types.ts';
import { wastewaterModel } from './wastewater.ts';
import { windModel } from './wind.ts';

/** Every model, in the order the screen lists them. */
export const ENV_MODELS: readonly EnvModel[] = [solarModel, windModel, hydroModel, buildingModel, equipmentModel, coalToGasModel, transportModel, wastewaterModel];

const BY_CODE = new Map(ENV_MODELS.map((m) => [m.code, m]));

export function findModel(code: string): EnvModel | undefined {
  return BY_CODE.get(code);
}
