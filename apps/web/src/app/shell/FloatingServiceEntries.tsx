import { CustomerServiceEntry } from '../../features/customer-service/CustomerServiceEntry.tsx';
import { FeedbackEntry } from '../../features/feedback/FeedbackEntry.tsx';
import type { Track } from '../track.ts';

/**
 * The floating panel's service entries (§2 Floating panel), between account opening and back
 * to top: online customer service and feedback. Each entry is wrapped in
 * `floatingEntryClassNames.wrap` and decides itself whether it shows.
 */
export function FloatingServiceEntries({ track }: { track: Track }) {
  return (
    <>
      <CustomerServiceEntry track={track} />
      <FeedbackEntry track={track} />
    </>
  );
}
