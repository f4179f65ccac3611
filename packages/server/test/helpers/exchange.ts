import type { Queryable } from '../../src/db/db.ts';
import { dataOf, key } from './offerings.ts';
import type { ApiResponse, TestServer } from './server.ts';

export interface ExchangeQuote {
  quoteId: string;
  from: string;
  to: string;
  amount: string;
  mid: string;
  spread: string;
  rate: string;
  fee: string;
  spreadCost: string;
  amountReceived: string;
  asOf: string;
  expiresAt: string;
}

export interface ExchangeRecord {
  id: string;
  quoteId: string;
  from: string;
  to: string;
  amount: string;
  rate: string;
  amountReceived: string;
}

export function exchangeApi(t: TestServer) {
  return {
    quote: (headers: Record<string, string>, from: string, to: string, amount: string): Promise<ApiResponse> =>
      t.api.post('/exchange/quote', { from, to, amount }, headers),
    quoted: async (headers: Record<string, string>, from: string, to: string, amount: string) => {
      const res = await t.api.post('/exchange/quote', { from, to, amount }, headers);
      if (res.status !== 200) throw new Error(`quote failed: ${JSON.stringify(res.body)}`);
      return dataOf<ExchangeQuote>(res);
    },
    convert: (headers: Record<string, string>, quoteId: string, k?: string): Promise<ApiResponse> =>
      t.api.post('/exchange/convert', { quote_id: quoteId }, { ...headers, 'Idempotency-Key': k ?? key() }),
    balances: async (headers: Record<string, string>) =>
      new Map(
        dataOf<{ currency: string; available: string; frozen: string }[]>(
          await t.api.post('/exchange/balances', {}, headers),
        ).map((b) => [b.currency, b]),
      ),
  };
}

/** Every conversion and which quotes are used: what a refused conversion must leave as it was. */
export async function exchangeFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT COUNT(*) FROM exchange_conversions)::bigint AS conversions,
            (SELECT COUNT(*) FROM exchange_quotes WHERE used_at IS NOT NULL)::bigint AS used_quotes`,
  );
  return row;
}
