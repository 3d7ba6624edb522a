import { powerModel } from './power-generation.ts';

export const hydroModel = powerModel({
  code: 'hydro',
  name: '水力发电',
  description: '水电站（含径流式、小水电），以发电量替代电网火电。',
  keywords: [['水电', 3], ['水力', 3], ['水电站', 2], ['径流', 1], ['水库', 1], ['大坝', 1], ['水轮机', 2]],
  maxCapacityKw: 30_000_000,
});
