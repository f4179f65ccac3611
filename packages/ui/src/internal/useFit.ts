import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { singleLineLabel } from './label.css.ts';

/** True when an element's content is wider than its box, or a single-line label inside it is cut short. */
function overflows(element: HTMLElement): boolean {
  if (element.scrollWidth > element.clientWidth) return true;
  for (const label of element.querySelectorAll<HTMLElement>(`.${singleLineLabel}`)) {
    if (label.scrollWidth > label.clientWidth) return true;
  }
  return false;
}

/**
 * The first of `layouts` (from roomiest to most compact) in which the element's labels fit on one line, chosen before
 * paint and again when the element's width changes or web fonts arrive. A control renders the returned layout (as a
 * `data-fit` attribute its styles read), so its labels stay whole in every language and width: the text is never
 * broken to fit, the layout gives it the space.
 *
 * The labels are the `singleLineLabel` elements inside it (they end in an ellipsis rather than overflow);
 * `contentKey` changes with their text (another language, other options).
 */
export function useFit<Layout extends string>(
  layouts: readonly [Layout, ...Layout[]],
  contentKey: string,
): [(element: HTMLElement | null) => void, Layout] {
  const ref = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const [measuredKey, setMeasuredKey] = useState(contentKey);
  const count = layouts.length;
  // New labels (another language, other options) start again from the roomiest layout.
  if (measuredKey !== contentKey) {
    setMeasuredKey(contentKey);
    setIndex(0);
  }

  // Set by the first measure, in the frame after the element mounts. Until then the element has not been laid out, and
  // reading its widths in a layout effect would force a layout of everything the same commit added (a whole screen, on
  // a slow phone a long task of its own); a frame callback measures it in the frame's own layout, still before paint.
  const measured = useRef(false);

  // Each layout is measured in turn before the browser paints; the last one stays, whatever it measures.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || index >= count - 1 || !measured.current) return;
    if (overflows(element)) setIndex(index + 1);
  }, [index, count, contentKey]);

  // Narrower than before (its container shrank): step on while it overflows. A new window width (rotation, a resized
  // window) or newly loaded fonts start again from the roomiest layout. The element's own width is not a reason to
  // start again, as the layouts themselves change it.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      setIndex((current) => (current < count - 1 && overflows(element) ? current + 1 : current));
    });
    // The first measure, observe() and window.innerWidth all lay the page out: they wait for the next frame, whose own
    // layout then serves them, rather than forcing that layout inside the commit. A step is rendered at once (the
    // layout effect above then measures each further one), so the frame paints the layout that fits.
    let windowWidth: number | undefined;
    const frame = requestAnimationFrame(() => {
      windowWidth = window.innerWidth;
      observer.observe(element);
      if (measured.current) return;
      measured.current = true;
      if (count > 1 && overflows(element)) flushSync(() => setIndex((current) => Math.min(current + 1, count - 1)));
    });
    const onResize = () => {
      if (window.innerWidth === windowWidth) return;
      windowWidth = window.innerWidth;
      setIndex(0);
    };
    const refit = () => setIndex(0);
    window.addEventListener('resize', onResize);
    document.fonts?.addEventListener('loadingdone', refit);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', onResize);
      document.fonts?.removeEventListener('loadingdone', refit);
    };
  }, [count]);

  const setRef = useCallback((element: HTMLElement | null) => {
    ref.current = element;
  }, []);
  return [setRef, layouts[Math.min(index, count - 1)]!];
}
