import { powerModel } from './power-generation.ts';

export const windModel = powerModel({
  code: 'wind',
  name: '风力发电',
  description: '陆上或海上风电场，以发电量替代电网火电。',
  keywords: [['风电', 3], ['风力', 3], ['风机', 2], ['风电场', 2], ['海上', 1], ['陆上', 1], ['风能', 2], ['叶片', 1]],
  maxCapacityKw: 10_000_000,
});
