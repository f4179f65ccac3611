import { describe, expect, it } from 'vitest';
import { compareDecimal, sanitizeDecimal, stepDecimal } from './decimal.ts';

describe('sanitizeDecimal', () => {
  it('converts full-width digits and drops other characters', () => {
    expect(sanitizeDecimal('１２３．４５')).toBe('123.45');
    expect(sanitizeDecimal('1,234.5円')).toBe('1234.5');
    expect(sanitizeDecimal('1.2.3')).toBe('1.23');
    expect(sanitizeDecimal('12.5', { integer: true })).toBe('125');
    expect(sanitizeDecimal('-5')).toBe('5');
    expect(sanitizeDecimal('－５', { allowNegative: true })).toBe('-5');
  });
});

describe('stepDecimal', () => {
  it('adds and subtracts exactly, without float error', () => {
    expect(stepDecimal('0.1', 1, { step: '0.1' })).toBe('0.2');
    expect(stepDecimal('0.2', 1, { step: '0.1' })).toBe('0.3');
    expect(stepDecimal('0.3', -1, { step: '0.1' })).toBe('0.2');
    expect(stepDecimal('99999999999999999.9', 1, { step: '0.1' })).toBe('100000000000000000.0');
  });

  it('snaps a value between ticks to the neighbouring tick', () => {
    expect(stepDecimal('150', 1, { step: '100' })).toBe('200');
    expect(stepDecimal('150', -1, { step: '100' })).toBe('100');
    expect(stepDecimal('1234.56', 1, { step: '0.5' })).toBe('1235.0');
    expect(stepDecimal('1234.56', -1, { step: '0.5' })).toBe('1234.5');
    expect(stepDecimal('7', 1, { step: '5', min: '2' })).toBe('12');
    expect(stepDecimal('8', -1, { step: '5', min: '2' })).toBe('7');
  });

  it('clamps to min and max and starts an empty value at min or step', () => {
    expect(stepDecimal('950', 1, { step: '100', max: '1000' })).toBe('1000');
    expect(stepDecimal('1000', 1, { step: '100', max: '1000' })).toBe('1000');
    expect(stepDecimal('0', -1, { step: '100', min: '0' })).toBe('0');
    expect(stepDecimal('', 1, { step: '100' })).toBe('100');
    expect(stepDecimal('', 1, { step: '100', min: '100' })).toBe('100');
    expect(stepDecimal('', -1, { step: '1' })).toBe('0');
    expect(stepDecimal('-0.5', -1, { step: '0.5', min: '-2' })).toBe('-1.0');
  });

  it('compares exactly', () => {
    expect(compareDecimal('0.30', '0.3')).toBe(0);
    expect(compareDecimal('1000', '999.99')).toBe(1);
    expect(compareDecimal('', '1')).toBeNull();
  });
});
describe('compareDecimal', () => {
  it('compares exactly, across signs and scales', () => {
    expect(compareDecimal('-1.5', '-1.25')).toBe(-1);
    expect(compareDecimal('2', '2.000')).toBe(0);
    expect(compareDecimal('0.10000000000000000001', '0.1')).toBe(1);
    expect(compareDecimal('', '1')).toBeNull();
  });
});
