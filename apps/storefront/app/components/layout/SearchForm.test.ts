import { describe, expect, it } from 'vitest';
import { searchPath } from './SearchForm.tsx';

describe('searchPath', () => {
  it('encodes non-Latin keywords, so the no-JavaScript redirect has an ASCII Location (issue 13)', () => {
    for (const keyword of ['αβ', '中', 'kat hond']) {
      const path = searchPath(keyword);
      expect(() => new Headers({ location: path })).not.toThrow();
      expect(decodeURIComponent(path)).toMatch(/^\/zoek\//);
    }
    expect(searchPath('αβ')).toBe('/zoek/%CE%B1%CE%B2');
    expect(searchPath('kat hond')).toBe('/zoek/kat-hond');
  });
});
