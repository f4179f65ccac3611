/** What the quote stream uses of an event source: the browser's EventSource, or `fetchEventSource`. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
  close(): void;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/**
 * A server-sent event stream read through fetch, so it can carry the session's headers (`token`, `account`), which
 * a browser's EventSource cannot send; the server then adds the account's own `user` events. Events are parsed by
 * eventsource-parser (its own chunk, loaded beside the first request) and given to listeners by type, as EventSource
 * does. Unlike EventSource it never reconnects by itself: a refused answer, a dropped connection or the end of the
 * stream leave it CLOSED with an `error` event (a 401 or 403 first says `refused`), and its owner reopens it
 * (stream.ts: with back-off, then catching up through the replay call).
 */
export function fetchEventSource(
  url: string,
  headers: Readonly<Record<string, string>>,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): EventSourceLike {
  const listeners = new Map<string, Set<(event: { data: string }) => void>>();
  const abort = new AbortController();
  let readyState = CONNECTING;

  const dispatch = (type: string, data: string) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener({ data });
  };
  const fail = () => {
    if (readyState === CLOSED) return;
    readyState = CLOSED;
    abort.abort();
    dispatch('error', '');
  };

  void (async () => {
    // The parser loads beside the request, off the first load's JavaScript. Low priority, as the browser gives an
    // EventSource: a request that never ends is not one the page waits for (Lighthouse, for one, waits for every
    // high-priority request to end before it stops measuring, and so ran each page to its 45 s limit).
    const [response, { createParser }] = await Promise.all([
      fetchImpl(url, {
        headers: { Accept: 'text/event-stream', ...headers },
        cache: 'no-store',
        priority: 'low',
        signal: abort.signal,
      }),
      import('eventsource-parser'),
    ]);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
      await response.body?.cancel();
      // Refused for the session it was opened with (revoked, expired): said apart, so its owner can open it without.
      if (response.status === 401 || response.status === 403) dispatch('refused', String(response.status));
      fail();
      return;
    }
    readyState = OPEN;
    const parser = createParser({
      onEvent: (event) => {
        if (readyState === OPEN) dispatch(event.event ?? 'message', event.data);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    fail();
  })().catch(fail);

  return {
    get readyState() {
      return readyState;
    },
    addEventListener(type, listener) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(listener);
    },
    close() {
      readyState = CLOSED;
      abort.abort();
    },
  };
}
