import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidEan13, toEan13 } from './ean.ts';

describe('EAN-13 check digit', () => {
  it('computes known check digits', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(gs1CheckDigit('871234567890')).toBe(6);
    expect(gs1CheckDigit('000000000000')).toBe(0);
  });

  it('completes 12 data digits', () => {
    expect(toEan13('400638133393')).toBe('4006381333931');
    expect(() => toEan13('123')).toThrow();
  });

  it('validates codes', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('rejects non-digits', () => {
    expect(() => gs1CheckDigit('12a')).toThrow();
  });
});
