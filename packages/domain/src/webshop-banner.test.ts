import { describe, expect, it } from 'vitest';
import { webshopBannerKind } from './webshop-banner.ts';

describe('webshopBannerKind', () => {
  const today = new Date('2026-11-21T10:00:00Z');
  it('is a tag within its month and a label outside it', () => {
    expect(webshopBannerKind('Actie 11-2026', today)).toBe('tag');
    expect(webshopBannerKind('Actie 10-2026', today)).toBe('label');
    expect(webshopBannerKind('Actie 11-2025', today)).toBe('label');
  });
  it('is a tag within its quarter and a label outside it', () => {
    expect(webshopBannerKind('Q4-2026', today)).toBe('tag');
    expect(webshopBannerKind('Q3-2026', today)).toBe('label');
    expect(webshopBannerKind('Q4-2027', today)).toBe('label');
  });
  it('is a label without a period', () => {
    expect(webshopBannerKind('Nieuw', today)).toBe('label');
  });
});
