/** How long the splash waits for the push stream's first event before it offers a retry. */
const helloTimeoutMs = 10_000;

let source: EventSource | null = null;

/**
 * Opens the tab's one push stream and resolves when the server's `hello` arrives. Later issues add quote events to
 * the same stream.
 */
export function connectStream(url = '/api/vue/stream'): Promise<EventSource> {
  source?.close();
  const stream = new EventSource(url);
  source = stream;
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => fail(), helloTimeoutMs);
    function fail() {
      window.clearTimeout(timer);
      stream.close();
      reject(new Error('stream_unavailable'));
    }
    stream.addEventListener(
      'hello',
      () => {
        window.clearTimeout(timer);
        stream.removeEventListener('error', onError);
        resolve(stream);
      },
      { once: true },
    );
    function onError() {
      // Before hello, an error means the host is unreachable; after it, EventSource reconnects by itself.
      if (stream.readyState === EventSource.CLOSED) fail();
    }
    stream.addEventListener('error', onError);
  });
}
