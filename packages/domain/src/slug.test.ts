import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Brokkenmix Adult Kip')).toBe('brokkenmix-adult-kip');
  });

  it('removes characters other than letters, digits, underscore, hyphen and space', () => {
    expect(slugify('Kip & Rijst (12 kg)!')).toBe('kip-rijst-12-kg');
    expect(slugify('snack_mix/voor*honden')).toBe('snack_mixvoorhonden');
  });

  it('collapses repeated hyphens and trims them at the ends', () => {
    expect(slugify('  -- Hond -- & -- Kat --  ')).toBe('hond-kat');
    expect(slugify('a   b')).toBe('a-b');
  });

  it('strips diacritics by default', () => {
    expect(slugify('Crème brûlée voor België')).toBe('creme-brulee-voor-belgie');
    expect(slugify('Aloë Vera Shampoo')).toBe('aloe-vera-shampoo');
  });

  it('keeps diacritics when asked', () => {
    expect(slugify('Aloë Vera', { stripDiacritics: false })).toBe('aloë-vera');
  });

  it('returns an empty string when nothing remains', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' & ! ')).toBe('');
  });
});
