import type { TrackEvent } from '@portal/contract/calls/analytics/track';

/** What a component reports when the user sees or clicks something configured (§3 Home data). */
export type TrackInput = Pick<TrackEvent, 'type' | 'trackId' | 'label' | 'detail'>;
export type Track = (event: TrackInput) => void;
