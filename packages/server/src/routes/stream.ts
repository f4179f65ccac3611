import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { markets } from '@kabuto/api-client';
import { authenticate } from '../auth/sessions.ts';
import { invalidParameter } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { publicOperation } from '../http/operation.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import type { Market } from '../market/provider.ts';
import type { StreamSink, Subscription } from '../market/push/hub.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

const CODE = /^[0-9A-Z][0-9A-Z.-]{0,11}$/;
const CODE_LIST = /^[0-9A-Z][0-9A-Z.-]{0,11}(,[0-9A-Z][0-9A-Z.-]{0,11}){0,99}$/;
const EVENT_ID = /^\d{1,20}$/;
const MAX_REPLAY = 1000;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  Connection: 'keep-alive',
  // Proxies must not buffer the stream.
  'X-Accel-Buffering': 'no',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** The stream's query (`market`, `codes`, `focus`) and `Last-Event-ID`, checked against the contract. */
function readSubscription(c: Context): { subscription: Subscription; lastEventId: string | undefined } {
  const url = new URL(c.req.url);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const name of url.searchParams.keys()) {
    if (seen.has(name)) throw invalidParameter();
    seen.add(name);
    if (name !== 'market' && name !== 'codes' && name !== 'focus') errors.push({ field: name, rule: 'unknown' });
  }
  const market = url.searchParams.get('market') ?? undefined;
  const codes = url.searchParams.get('codes') ?? undefined;
  const focus = url.searchParams.get('focus') ?? undefined;
  if (market !== undefined && !(markets as readonly string[]).includes(market)) {
    errors.push({ field: 'market', rule: 'enum' });
  }
  if (codes !== undefined && !CODE_LIST.test(codes)) errors.push({ field: 'codes', rule: 'pattern' });
  if (focus !== undefined && !CODE.test(focus)) errors.push({ field: 'focus', rule: 'pattern' });
  const lastEventId = c.req.header('last-event-id');
  if (lastEventId !== undefined && !EVENT_ID.test(lastEventId))
    errors.push({ field: 'Last-Event-ID', rule: 'pattern' });
  if (errors.length > 0) throw invalidParameter(errors);
  return {
    subscription: { market: market as Market | undefined, codes: codes?.split(','), focus },
    lastEventId,
  };
}

/** Writes straight to the socket: the queue we measure is Node's own unsent bytes. */
function socketSink(res: ServerResponse): StreamSink {
  res.socket?.setNoDelay(true);
  return {
    write(chunk) {
      res.write(chunk);
      return res.writableLength;
    },
    close: () => res.destroy(),
  };
}

/** For `app.request()` without a socket (tests): a web stream whose queue is measured the same way. */
function webSink(): { sink: StreamSink; body: ReadableStream<Uint8Array>; onCancel: (f: () => void) => void } {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      cancel: () => cancelled(),
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  return {
    body,
    sink: {
      write(chunk) {
        controller.enqueue(encoder.encode(chunk));
        return -(controller.desiredSize ?? 0);
      },
      close: () => {
        try {
          controller.close();
        } catch {
          // Already closed or cancelled.
        }
      },
    },
    onCancel: (f) => {
      cancelled = f;
    },
  };
}

/** The push stream, the market snapshot and the stream replay. */
export function streamRoutes(deps: RouteDeps): RouteDefinition[] {
  const { pushHub, marketData, db, clock } = deps;
  return [
    {
      method: 'POST',
      path: '/market/snapshot',
      handler: publicOperation(deps, 'getMarketSnapshot', async ({ form, now }) =>
        marketData.indexQuotes((form.type as Market | undefined) ?? 'jpy', now),
      ),
    },
    {
      method: 'POST',
      path: '/market/streamReplay',
      handler: publicOperation(deps, 'replayQuoteEvents', async ({ form }) => {
        const market = form.type as Market | undefined;
        const codes = form.stock_codes ? new Set(form.stock_codes.split(',')) : undefined;
        const lastId = BigInt(form.last_event_id ?? '0');
        const replay = pushHub.buffer.after(lastId);
        if (replay === 'resync') return { resync: true, lastEventId: String(pushHub.buffer.lastId), events: [] };
        const events: unknown[] = [];
        let last = replay.length > 0 ? lastId : pushHub.buffer.lastId;
        for (const event of replay) {
          if (event.channel !== 'list') continue;
          if (market && event.market !== market) continue;
          if (codes && !codes.has(event.code)) continue;
          if (events.length === MAX_REPLAY) break;
          events.push(JSON.parse(event.data));
          last = event.id;
        }
        // Nothing left to send after the last match: continue from the newest id.
        if (events.length < MAX_REPLAY) last = pushHub.buffer.lastId;
        return { resync: false, lastEventId: String(last), events };
      }),
    },
    {
      method: 'GET',
      path: '/stream',
      handler: async (c) => {
        const { subscription, lastEventId } = readSubscription(c);
        // With a session's headers the stream carries the user's events too; a bad session is refused as anywhere.
        const token = c.req.header('token');
        const user =
          token === undefined ? undefined : await authenticate(db, token, c.req.header('account'), clock.now());
        const signedIn = user && { userId: user.userId, sessionId: user.sessionId };
        const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
        if (outgoing && typeof outgoing.writeHead === 'function') {
          outgoing.writeHead(200, STREAM_HEADERS);
          const client = pushHub.connect(subscription, socketSink(outgoing), lastEventId, signedIn);
          outgoing.on('close', () => pushHub.remove(client));
          return RESPONSE_ALREADY_SENT;
        }
        const { sink, body, onCancel } = webSink();
        const client = pushHub.connect(subscription, sink, lastEventId, signedIn);
        onCancel(() => pushHub.remove(client));
        return new Response(body, { status: 200, headers: STREAM_HEADERS });
      },
    },
  ];
}
