/** The text sizes the toolbar steps through, in percent (WCAG 1.4.4: up to 200 %). */
export const TEXT_STEPS = [100, 125, 150, 175, 200] as const;

/** The next step up (+1) or down (-1) from `percent`, staying within the steps. */
export function stepText(percent: number, direction: 1 | -1): number {
  const index = TEXT_STEPS.findIndex((step) => step >= percent);
  const at = index === -1 ? TEXT_STEPS.length - 1 : index;
  return TEXT_STEPS[Math.min(TEXT_STEPS.length - 1, Math.max(0, at + direction))]!;
}
