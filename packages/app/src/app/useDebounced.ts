import { useEffect, useState } from 'react';

/** The value once it has not changed for `ms` (an empty value at once): a query waits for a pause in typing. */
export function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), value === '' ? 0 : ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
