import { describe, expect, it, vi } from 'vitest';
import { fetchEventSource } from './sse.ts';

/** A fetch answering once with these chunks of an event stream (or another answer), recording what it was asked. */
function fakeFetch(chunks: readonly string[], init: ResponseInit = {}, type = 'text/event-stream') {
  const calls: { url: string; headers: Headers; priority?: string; signal: AbortSignal | null | undefined }[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, request?: RequestInit) => {
    calls.push({
      url: String(url),
      headers: new Headers(request?.headers),
      ...(request?.priority ? { priority: request.priority } : {}),
      signal: request?.signal,
    });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
      },
    });
    return new Response(body, { status: 200, ...init, headers: { 'content-type': type } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls, end: () => controller?.close() };
}

/** Resolves once `check` holds (the reader works through microtasks and the parser's chunk load). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe('fetchEventSource', () => {
  it('sends the headers and dispatches events by type, whatever the chunks split', async () => {
    const { fetchImpl, calls, end } = fakeFetch([
      'event: hello\ndata: {"serverTime":"x"}\n\n',
      'id: 7\nevent: quote\nda',
      'ta: {"code":"7203"}\n\nevent: user\r\ndata: {"kind":"order"}\r\n\r\n',
      ': heartbeat comment\n\ndata: plain\n\n',
    ]);
    const source = fetchEventSource('/api/vue/stream?codes=7203', { token: 't', account: '0900000001' }, fetchImpl);
    const got: string[] = [];
    for (const type of ['hello', 'quote', 'user', 'message', 'error']) {
      source.addEventListener(type, (event) => got.push(`${type} ${event.data}`));
    }
    expect(source.readyState).toBe(0);
    await until(() => got.length === 4);
    expect(source.readyState).toBe(1);
    expect(got).toEqual([
      'hello {"serverTime":"x"}',
      'quote {"code":"7203"}',
      'user {"kind":"order"}',
      'message plain',
    ]);
    expect(calls[0]?.url).toBe('/api/vue/stream?codes=7203');
    expect(calls[0]?.headers.get('token')).toBe('t');
    expect(calls[0]?.headers.get('account')).toBe('0900000001');
    expect(calls[0]?.headers.get('accept')).toBe('text/event-stream');
    // Low, as an EventSource's: nothing that waits for the page's important requests to end waits for this one.
    expect(calls[0]?.priority).toBe('low');
    // The server ends the stream: closed for good, with an error for its owner to reopen.
    end();
    await until(() => got.length === 5);
    expect(got[4]).toBe('error ');
    expect(source.readyState).toBe(2);
  });

  it('is closed with an error when the answer is a refusal or not an event stream', async () => {
    for (const [init, type] of [
      [{ status: 401 }, 'application/json'],
      [{ status: 200 }, 'application/json'],
    ] as const) {
      const { fetchImpl } = fakeFetch(['{"status":0}'], init, type);
      const source = fetchEventSource('/api/vue/stream', {}, fetchImpl);
      const said: string[] = [];
      source.addEventListener('refused', (event) => said.push(`refused ${event.data}`));
      source.addEventListener('error', () => said.push('error'));
      await until(() => said.includes('error'));
      expect(source.readyState).toBe(2);
      // Only a refusal of the session says so, first.
      expect(said).toEqual(init.status === 401 ? ['refused 401', 'error'] : ['error']);
    }
  });

  it('is closed with an error when the request fails, and closing it aborts the request without one', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    const failed = fetchEventSource('/api/vue/stream', {}, failing);
    const errors = vi.fn();
    failed.addEventListener('error', errors);
    await until(() => errors.mock.calls.length === 1);

    const { fetchImpl, calls } = fakeFetch(['event: hello\ndata: {}\n\n']);
    const source = fetchEventSource('/api/vue/stream', {}, fetchImpl);
    const seen = vi.fn();
    source.addEventListener('hello', seen);
    source.addEventListener('error', seen);
    await until(() => seen.mock.calls.length === 1);
    source.close();
    expect(source.readyState).toBe(2);
    expect(calls[0]?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveBeenCalledOnce();
  });
});
