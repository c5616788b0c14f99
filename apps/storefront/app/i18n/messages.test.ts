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

  it('writes grammar with numbers through the plural rules of each language (issue 12 defect 6)', () => {
    const nlT = translator('nl');
    const frT = translator('fr');
    const enT = translator('en');
    expect(nlT('identity.impersonation.count', { count: 1 })).toBe('1 klant gevonden');
    expect(nlT('identity.impersonation.count', { count: 3 })).toBe('3 klanten gevonden');
    expect(nlT('review.stars', { count: 1 })).toBe('1 ster');
    expect(nlT('review.stars', { count: 4 })).toBe('4 sterren');
    expect(nlT('product.quantityHint', { factor: 1, max: 50 })).toBe('Per stuk te bestellen, maximaal 50.');
    expect(nlT('product.quantityHint', { factor: 6, max: 48 })).toBe('Per 6 stuks te bestellen, maximaal 48.');
    expect(nlT('cart.factorHint', { factor: 1 })).toBe('Per stuk.');
    expect(frT('product.quantityHint', { factor: 1, max: 50 })).toBe('À la pièce, maximum 50.');
    expect(frT('product.quantityHint', { factor: 12, max: 48 })).toBe('Par 12 pièces, maximum 48.');
    // French: 0 and 1 are singular; English: 0 is plural.
    expect(frT('faq.results', { count: 0 })).toBe('0 question trouvée');
    expect(enT('faq.results', { count: 0 })).toBe('0 questions found');
    expect(enT('catalogue.results', { count: 1 })).toBe('1 product');
    expect(nlT('catalogue.results', { count: 1234 })).toBe('1.234 producten');
  });

  it('has no count followed by a fixed plural word: such grammar goes through a plural message', () => {
    const fixed =
      /\{(count|factor|quantity)\} (stuks|klanten|sterren|producten|winkels|vragen|artikelen|beoordelingen|pièces|clients|étoiles|produits|magasins|questions|articles|pieces|customers|stars|products|stores|items|reviews)\b/;
    for (const catalogue of [nl, fr, en]) {
      for (const [key, text] of Object.entries(catalogue)) expect(fixed.test(text), `${key}: ${text}`).toBe(false);
    }
  });
});
