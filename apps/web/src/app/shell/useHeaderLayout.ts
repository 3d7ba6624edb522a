import { useCareMode } from '../care/care-mode.ts';
import { useShellWidth, type ShellWidth } from './useShellWidth.ts';

/**
 * How the header and the floating panel lay themselves out: the window's width class, one step
 * narrower in 关怀模式 (issue 38), whose larger menu and strip need the room of the next wider
 * window (a 1366 px desktop gets the tablet's header, a tablet the phone's).
 */
export function useHeaderLayout(): ShellWidth {
  const width = useShellWidth();
  const care = useCareMode();
  if (!care || width === 'phone') return width;
  return width === 'desktop' ? 'tablet' : 'phone';
}
