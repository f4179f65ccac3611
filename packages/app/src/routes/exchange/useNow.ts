import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, ticking once a second until `until` (a quote's expiry, epoch milliseconds)
 * has passed, and still otherwise: no timer runs when nothing counts down.
 */
export function useNow(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time > until) window.clearInterval(timer);
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [until]);
  return now;
}
