import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Returns `value`, but updates at most once per animation frame: many changes within one frame coalesce into a
 * single state update carrying the latest value. Use it to keep hundreds of ticking rows at one render per frame.
 */
export function useAnimationFrameValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const frame = useRef<number | null>(null);

  useLayoutEffect(() => {
    latest.current = value;
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setShown(() => latest.current);
    });
  }, [value]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );

  return shown;
}
