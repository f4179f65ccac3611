/**
 * Registers the service worker (the build's /sw.js, made by vite-plugin-pwa with Workbox) once the page has loaded,
 * so neither its download nor its precache competes with the first render. main.tsx loads this for production builds
 * in a browser with service workers only (the dev server has no worker).
 */
export function registerServiceWorker(): void {
  const register = () => {
    // The first worker takes control of this page at once (clientsClaim); then it caches what the page has already
    // loaded (route chunks, the area messages), which the page fetched before it was there to see.
    if (!navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener('controllerchange', cacheLoadedAssets, { once: true });
    }
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No worker (a private window, a browser that refuses it): the app works as before, online only.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Workbox's router answers CACHE_URLS by running each URL through its route: the hashed assets' cache-first rule. */
function cacheLoadedAssets(): void {
  const assets = `${location.origin}/assets/`;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(assets));
  navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
