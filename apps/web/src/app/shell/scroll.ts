import { useEffect, useState } from 'react';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window to the top over `durationMs` (§2 Floating panel), or at once when the
 * user prefers reduced motion. A wheel or touch by the user cancels the animation.
 */
export function animateScrollToTop(durationMs: number): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (durationMs <= 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  frame = window.requestAnimationFrame(step);
}

/** Whether the window has scrolled further than one window height. */
export function useScrolledPastWindowHeight(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return past;
}
