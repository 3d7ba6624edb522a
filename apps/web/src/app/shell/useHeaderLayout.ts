import { useA11y } from '../a11y/a11y-settings.ts';
import { useCareMode } from '../care/care-mode.ts';
import { useShellWidth, type ShellWidth } from './useShellWidth.ts';

const NARROWER: ShellWidth[] = ['phone', 'tablet', 'desktop'];

/**
 * How the header and the floating panel lay themselves out: the window's width class, one step
 * narrower in 关怀模式 (issue 38), whose larger menu and strip need the room of the next wider
 * window (a 1366 px desktop gets the tablet's header, a tablet the phone's). The 无障碍工具条's
 * larger text takes one step more from 150 % and another at 200 %, so the header reflows
 * rather than scrolls sideways.
 */
export function useHeaderLayout(): ShellWidth {
  const width = useShellWidth();
  const { textScale } = useA11y();
  const steps = (useCareMode() ? 1 : 0) + (textScale >= 150 ? 1 : 0) + (textScale >= 200 ? 1 : 0);
  return NARROWER[Math.max(0, NARROWER.indexOf(width) - steps)]!;
}
