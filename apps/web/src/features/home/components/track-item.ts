import type { HomeItem } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';

/** Every home-module item click is reported with the item's tracking id (§3 Home data). */
export function trackItemClick(track: Track, item: HomeItem): () => void {
  return () => track({ type: 'module_click', trackId: item.trackId, label: item.title });
}
