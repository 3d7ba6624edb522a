import type { Track } from '../track.ts';
import { FloatingPanel } from './FloatingPanel.tsx';
import { FloatingServiceEntries } from './FloatingServiceEntries.tsx';

/** The floating panel with its service entries: one chunk, loaded after the first paint. */
export function FloatingTools({ track }: { track: Track }) {
  return <FloatingPanel track={track} extraEntries={<FloatingServiceEntries track={track} />} />;
}
