import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Opens every new page at its top. Screens link with plain `<a href="#/…">` (the design system has no router), and
 * a hash change keeps the window's scroll offset: without this, a stock opened from far down a list, or an order
 * from the foot of the positions, would open scrolled as far down. A page counts as new when a link was followed
 * or the app navigated in code (PUSH, REPLACE) to another path; back and forward are left to the browser, which
 * restores where the user was, and a link that changes only the query (a tab, a filter, a sheet) moves nothing.
 */
export function useScrollToTopOnNewPage(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The path of the last link followed (`/position/order`), until the location it leads to arrives. */
  const followedLink = useRef<string | null>(null);
  const pathname = useRef(location.pathname);

  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
      const href = target?.getAttribute('href');
      if (href) followedLink.current = href.slice(1).split('?')[0] ?? null;
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useLayoutEffect(() => {
    const changedPage = location.pathname !== pathname.current;
    pathname.current = location.pathname;
    // A route's chunk may load for a while before its location arrives: the link is matched by where it leads.
    const forward = followedLink.current === location.pathname || navigationType !== 'POP';
    followedLink.current = null;
    if (changedPage && forward) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
