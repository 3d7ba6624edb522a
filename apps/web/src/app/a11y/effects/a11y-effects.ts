import { a11yShown } from '../a11y-settings.ts';
import { followReadAloud } from './read-aloud.ts';
import { showReadingGuide } from './reading-guide.ts';

let started = false;

function sync(): void {
  const { readingGuide, readAloud } = a11yShown.get();
  showReadingGuide(readingGuide);
  followReadAloud(readAloud);
}

/** The toolbar's choices that are code rather than CSS (guide, speech): on and off with the settings. */
export function startA11yEffects(): void {
  if (started) return;
  started = true;
  a11yShown.subscribe(sync);
  sync();
}
