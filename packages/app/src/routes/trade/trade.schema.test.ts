import { describe, expect, it } from 'vitest';
import { orderFormSchema, priceProblem, quantityProblem, tradeMessages } from './trade.schema.ts';

// TOPIX 500 members' tick table (MARKET-RULES.md), first rows.
const topix500 = [
  { upTo: '1000', tick: '0.1' },
  { upTo: '3000', tick: '0.5' },
  { upTo: '10000', tick: '1' },
  { upTo: '30000', tick: '5' },
  { upTo: null, tick: '10' },
];
const band = { tickTable: topix500, limitUp: '4673', limitDown: '3273' };

describe('order quantity', () => {
  const lots = { minQuantity: 100, quantityStep: 100 };
  it.each([
    ['', tradeMessages.required],
    ['  ', tradeMessages.required],
    ['1.5', tradeMessages.wholeNumber],
    ['-100', tradeMessages.wholeNumber],
    ['１００', tradeMessages.wholeNumber],
    ['0', tradeMessages.belowMinimum],
    ['50', tradeMessages.belowMinimum],
    ['150', tradeMessages.lot],
    ['100', null],
    ['300', null],
    ['99999900', null],
  ])('%j in lots of 100 → %s', (value, problem) => {
    expect(quantityProblem(value, lots)).toBe(problem);
  });

  it('STAR buys: at least 200, then one share at a time', () => {
    const star = { minQuantity: 200, quantityStep: 1 };
    expect(quantityProblem('199', star)).toBe(tradeMessages.belowMinimum);
    expect(quantityProblem('200', star)).toBeNull();
    expect(quantityProblem('201', star)).toBeNull();
  });

  it('sells stop at the sellable shares; China may sell an odd-lot remainder whole', () => {
    const sell = { minQuantity: 100, quantityStep: 100, maxQuantity: 250 };
    expect(quantityProblem('300', sell)).toBe(tradeMessages.overSellable);
    expect(quantityProblem('250', sell)).toBe(tradeMessages.lot);
    expect(quantityProblem('250', { ...sell, oddLotRemainder: true })).toBeNull();
    expect(quantityProblem('150', { ...sell, oddLotRemainder: true })).toBe(tradeMessages.lot);
    expect(quantityProblem('200', sell)).toBeNull();
  });
});

describe('limit price', () => {
  it.each([
    ['', tradeMessages.required],
    ['abc', tradeMessages.price],
    ['0', tradeMessages.price],
    ['-5', tradeMessages.price],
    ['3929', null],
    ['3929.5', tradeMessages.tick],
    ['4673', null],
    ['4674', tradeMessages.band],
    ['3272', tradeMessages.band],
    ['3273', null],
  ])('%j → %s', (value, problem) => {
    expect(priceProblem(value, band)).toBe(problem);
  });

  it('takes the tick of the band the price falls in, exactly', () => {
    const open = { tickTable: topix500, limitUp: null, limitDown: null };
    expect(priceProblem('999.9', open)).toBeNull();
    expect(priceProblem('999.95', open)).toBe(tradeMessages.tick);
    expect(priceProblem('2500.5', open)).toBeNull();
    expect(priceProblem('2500.3', open)).toBe(tradeMessages.tick);
    expect(priceProblem('29995', open)).toBeNull();
    expect(priceProblem('30005', open)).toBe(tradeMessages.tick);
    expect(priceProblem('30010', open)).toBeNull();
  });
});

describe('order form', () => {
  const quantity = { minQuantity: 100, quantityStep: 100 };
  it('checks the price of limit orders only', () => {
    const limit = orderFormSchema({ limit: true, quantity, price: band });
    const market = orderFormSchema({ limit: false, quantity, price: band });
    const form = { price: '5000', quantity: '100' };
    const refused = limit.safeParse(form);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', tradeMessages.band],
    ]);
    expect(market.safeParse(form).success).toBe(true);
  });

  it('reports both fields at once', () => {
    const limit = orderFormSchema({ limit: true, quantity, price: band });
    const result = limit.safeParse({ price: '3929.3', quantity: '120' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['quantity', 'price']);
  });
});
