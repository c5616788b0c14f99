import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './Icon.tsx';

describe('icon sprite', () => {
  const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

  it('has exactly one symbol for every icon name', () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws every symbol in the text colour', () => {
    for (const symbol of sprite.split('<symbol id=').slice(1)) expect(symbol).toContain('currentColor');
  });
});
