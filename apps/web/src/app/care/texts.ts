/** User-facing strings of 关怀模式 (issue 38). */
export const CARE_TEXTS = {
  switchOn: '关怀模式',
  switchOff: '退出关怀模式',
  switchOnTip: '切换到关怀模式：字更大、按钮更大、页面更简洁',
  switchOffTip: '退出关怀模式，回到标准页面',
} as const;
