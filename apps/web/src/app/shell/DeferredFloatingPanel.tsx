import { useEffect, useState } from 'react';
import type { Track } from '../track.ts';

type Tools = typeof import('./FloatingTools.tsx').FloatingTools;
let loading: Promise<Tools> | undefined;
function loadTools(): Promise<Tools> {
  loading ??= import('./FloatingTools.tsx').then(
    (m) => m.FloatingTools,
    (err: unknown) => {
      loading = undefined; // the next page asks again
      throw err;
    },
  );
  return loading;
}

/**
 * The floating panel (§2) arrives just after the first paint, not with it (issue 36: its service
 * entries weigh about 5 KB gzip on the home page's way to its first paint). It is fixed to the
 * window's edge, so nothing moves when it comes.
 */
export function DeferredFloatingPanel({ track }: { track: Track }) {
  const [Tools, setTools] = useState<Tools | null>(null);
  useEffect(() => {
    let live = true;
    loadTools().then(
      (tools) => live && setTools(() => tools),
      () => undefined, // without it the page still works: the panel is a shortcut
    );
    return () => {
      live = false;
    };
  }, []);
  return Tools ? <Tools track={track} /> : null;
}
