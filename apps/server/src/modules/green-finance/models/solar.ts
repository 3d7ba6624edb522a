import { powerModel } from './power-generation.ts';

export const solarModel = powerModel({
  code: 'solar_pv',
  name: '太阳能光伏发电',
  description: '集中式或分布式光伏电站（含屋顶光伏），以发电量替代电网火电。',
  keywords: [['光伏', 3], ['太阳能', 3], ['光电', 2], ['屋顶', 1], ['组件', 1], ['分布式', 1], ['逆变器', 1], ['日照', 1]],
  maxCapacityKw: 10_000_000,
});
