import { describe, expect, it } from 'vitest';
import { basketLines, basketParam, parseBasketLines, universeParam } from './basket.ts';

describe('basket lines', () => {
  it('reads code:weight lines into the contract’s parameter, exactly', () => {
    const parsed = parseBasketLines('7203:40\n 6758 : 35.5 \n9984：24.50\n');
    expect(parsed).toEqual({
      items: [
        { code: '7203', weightPercent: '40.00' },
        { code: '6758', weightPercent: '35.50' },
        { code: '9984', weightPercent: '24.50' },
      ],
      total: '100.00',
      problem: null,
    });
    expect(basketParam(parsed.items)).toBe('7203:40.00,6758:35.50,9984:24.50');
    expect(parseBasketLines('aapl:50.00,msft:50.00').items.map((item) => item.code)).toEqual(['AAPL', 'MSFT']);
  });

  it('says what is wrong: empty, a bad line, a repeat, too many, or a total other than 100.00', () => {
    expect(parseBasketLines(' \n').problem).toBe('empty');
    expect(parseBasketLines('7203 40').problem).toBe('format');
    expect(parseBasketLines('7203:40.005').problem).toBe('format');
    expect(parseBasketLines('7203:50\n7203:50').problem).toBe('duplicate');
    const many = Array.from({ length: 21 }, (_, index) => `${1000 + index}:${index === 0 ? '5.00' : '4.75'}`);
    expect(parseBasketLines(many.join('\n')).problem).toBe('count');
    // 33.33 × 3 is 99.99, not 100.00: exact, never rounded up.
    expect(parseBasketLines('1:33.33\n2:33.33\n3:33.33')).toMatchObject({ total: '99.99', problem: 'total' });
  });

  it('writes a product’s basket back as lines, and a universe as codes', () => {
    expect(
      basketLines([
        { code: '7203', weightPercent: '30.00' },
        { code: '6758', weightPercent: '70.00' },
      ]),
    ).toBe('7203:30.00\n6758:70.00');
    expect(universeParam('aapl\nmsft, nvda  amzn')).toBe('AAPL,MSFT,NVDA,AMZN');
  });
});
