import { useEffect, useState } from 'react';

/** Seconds left to read, counting down once a second from `seconds` while `running`. */
export function useReadCountdown(seconds: number, running: boolean): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    // Measured against the clock, so a throttled background tab does not stretch the wait.
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, running]);
  return left;
}
