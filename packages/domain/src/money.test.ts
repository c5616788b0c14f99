import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, exclFromIncl, formatPrice, inclFromExcl } from './money.ts';

describe('VAT conversions', () => {
  it('takes 21% VAT out of a gross price', () => {
    expect(exclFromIncl(1210, 21)).toBe(1000);
    expect(exclFromIncl(1295, 21)).toBe(1070);
  });
  it('takes 9% VAT out of a gross price', () => {
    expect(exclFromIncl(1090, 9)).toBe(1000);
    expect(exclFromIncl(4999, 9)).toBe(4586);
  });
  it('adds VAT to a net price', () => {
    expect(inclFromExcl(1000, 21)).toBe(1210);
    expect(inclFromExcl(1070, 21)).toBe(1295);
    expect(inclFromExcl(0, 9)).toBe(0);
  });
});

describe('amounts', () => {
  it('converts cents to two-decimal amounts', () => {
    expect(centsToAmount(1295)).toBe(12.95);
    expect(centsToAmount(5)).toBe(0.05);
  });
  it('turns negative, empty and garbage amounts into 0', () => {
    expect(amountToCents(-3)).toBe(0);
    expect(amountToCents('')).toBe(0);
    expect(amountToCents('abc')).toBe(0);
    expect(amountToCents(undefined)).toBe(0);
  });
  it('rounds to the cent and accepts a Dutch decimal comma', () => {
    expect(amountToCents(12.955)).toBe(1296);
    expect(amountToCents('12,95')).toBe(1295);
  });
});

describe('formatPrice', () => {
  it('formats euros the Dutch way', () => {
    expect(formatPrice(1295)).toBe('€ 12,95');
    expect(formatPrice(123456)).toBe('€ 1.234,56');
    expect(formatPrice(0)).toBe('€ 0,00');
  });
});
