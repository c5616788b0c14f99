import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { translator } from './messages.ts';
import { nl } from './nl.ts';

describe('message catalogues', () => {
  it('have the same keys in every language and no empty texts', () => {
    const keys = Object.keys(nl).sort();
    expect(Object.keys(fr).sort()).toEqual(keys);
    expect(Object.keys(en).sort()).toEqual(keys);
    for (const catalogue of [nl, fr, en]) {
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
    }
  });
  it('fills placeholders', () => {
    expect(translator('nl')('error.status', { status: 404 })).toBe('Foutcode 404');
    expect(translator('en')('error.status', { status: 500 })).toBe('Error code 500');
  });
});
