import type { EnvModel, EnvResults } from './types.ts';

/**
 * Waste-water treatment (docs/green-methods.md §5). Q = annual treated water in t (1 m³ = 1 t).
 *   COD, ammonia nitrogen (t) = Q × (inflow − outflow concentration, mg/L) / 10^6
 *   water saved (t)           = Q × reuse rate
 * mg/L × m³ = g, hence / 10^6 for tonnes. No published factor is needed.
 */
export function wastewaterBenefit(annualTreatedKt: number, codIn: number, codOut: number, nh3In: number, nh3Out: number, reusePercent: number): EnvResults {
  const tonnes = annualTreatedKt * 10_000;
  return {
    cod: (tonnes * (codIn - codOut)) / 1e6,
    ammoniaNitrogen: (tonnes * (nh3In - nh3Out)) / 1e6,
    waterSaved: (tonnes * reusePercent) / 100,
  };
}

export const wastewaterModel: EnvModel = {
  code: 'wastewater',
  name: '污水处理',
  description: '城镇或工业污水处理厂及再生水回用：按进出水浓度差计算污染物削减量。',
  category: '污染防治',
  outputs: ['cod', 'ammoniaNitrogen', 'waterSaved'],
  params: [
    { key: 'designCapacityM3PerDay', label: '设计处理规模', unit: 'm³/d', min: 1, max: 5_000_000, help: '污水处理厂设计日处理能力', example: 20000 },
    { key: 'annualTreatedKt', label: '年处理水量', unit: '万t', min: 0.01, max: 182_500, help: '年实际处理水量，不能超过设计规模×365天', example: 650 },
    { key: 'codIn', label: '进水COD浓度', unit: 'mg/L', min: 0, max: 100_000, help: '年平均进水化学需氧量浓度', example: 300 },
    { key: 'codOut', label: '出水COD浓度', unit: 'mg/L', min: 0, max: 100_000, help: '年平均出水浓度，不能高于进水', example: 30 },
    { key: 'nh3In', label: '进水氨氮浓度', unit: 'mg/L', min: 0, max: 10_000, help: '年平均进水氨氮浓度', example: 30 },
    { key: 'nh3Out', label: '出水氨氮浓度', unit: 'mg/L', min: 0, max: 10_000, help: '年平均出水浓度，不能高于进水', example: 1.5 },
    { key: 'reusePercent', label: '再生水回用率', unit: '%', min: 0, max: 100, help: '处理后回用（替代新鲜水）的水量占比，无回用填 0', example: 20 },
  ],
  checks: [
    { field: 'annualTreatedKt', other: 'designCapacityM3PerDay', times: 0.0365, message: '年处理水量不能超过设计处理规模×365天，请核对单位（万t）' },
    { field: 'codOut', other: 'codIn', times: 1, message: '出水COD浓度不能高于进水COD浓度' },
    { field: 'nh3Out', other: 'nh3In', times: 1, message: '出水氨氮浓度不能高于进水氨氮浓度' },
  ],
  factors: [],
  method: 'COD削减 = 年处理水量 ×（进水 − 出水）COD浓度；氨氮削减同理；节水量 = 年处理水量 × 再生水回用率',
  keywords: [['污水', 3], ['废水', 3], ['污水处理厂', 3], ['再生水', 2], ['中水', 2], ['COD', 2], ['氨氮', 2], ['管网', 1], ['水处理', 2]],
  compute: (p) => wastewaterBenefit(p.annualTreatedKt!, p.codIn!, p.codOut!, p.nh3In!, p.nh3Out!, p.reusePercent!),
};
