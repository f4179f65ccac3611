/**
 * Reloads into the server's newer build (the splash's version check). Under a service worker a plain reload would
 * get the old shell again from its precache: the new worker waits until no page of the old one is open. So the new
 * worker is fetched (or found waiting), told to take over — safe here, since this page is about to reload and runs
 * nothing of the old build meanwhile — and the page reloads once it has. After `waitMs` it reloads regardless; the
 * splash's once-per-version marker stops a second reload.
 */
export async function reloadForNewVersion(waitMs = 10_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      activateNewWorker(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
  } catch {
    // No worker to update (none registered, the network gone): the reload is all there is to do.
  } finally {
    clearTimeout(timer);
  }
  window.location.reload();
}

async function activateNewWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  await registration.update();
  const worker = registration.installing ?? registration.waiting;
  // No new worker: the server's build is the one this worker holds already (only the version number moved).
  if (!worker) return;
  await installed(worker);
  const taken = new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
  );
  // vite-plugin-pwa's prompt mode: the worker waits, and skips waiting only when it is told to.
  worker.postMessage({ type: 'SKIP_WAITING' });
  await taken;
}

function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === 'redundant') reject(new Error('the new service worker failed to install'));
      else if (worker.state !== 'installing') resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });
}
