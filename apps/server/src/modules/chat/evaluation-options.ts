/** The star levels of the rating dialog (§3 `cibPfbzList`): name and point. */
export const STAR_LEVELS = [
  { name: '非常不满意', point: 1 },
  { name: '不满意', point: 2 },
  { name: '一般', point: 3 },
  { name: '满意', point: 4 },
  { name: '非常满意', point: 5 },
] as const;

/** Reasons a customer may tick below the top level (§3 `cibWjdcList`); `uri` is the stored code. */
export const DISSATISFACTION_REASONS = [
  { name: '等待时间太长', uri: 'wait' },
  { name: '问题没有解决', uri: 'unsolved' },
  { name: '回复不够专业', uri: 'unprofessional' },
  { name: '服务态度不好', uri: 'attitude' },
  { name: '回复速度太慢', uri: 'slow' },
  { name: '其他原因', uri: 'other' },
] as const;

export const TOP_POINT = STAR_LEVELS[STAR_LEVELS.length - 1]!.point;
export const REASON_NAMES: ReadonlyMap<string, string> = new Map(DISSATISFACTION_REASONS.map((r) => [r.uri, r.name]));
