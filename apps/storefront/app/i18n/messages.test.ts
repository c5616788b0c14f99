import { MESSAGE_CATALOGUE } from '@toonbank/domain/messages';
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

  it('fills placeholders and several plurals in one message, and the same message again the same way', () => {
    const nlT = translator('nl');
    const enT = translator('en');
    const values = { name: 'Blad1', count: 3 };
    expect(nlT('upload.sheetRead', values)).toBe(
      'Gelezen tabblad: Blad1 (3 tabbladen in het bestand; alleen het eerste met gegevens is gelezen).',
    );
    expect(nlT('upload.sheetRead', { name: 'Blad1', count: 1 })).toBe(
      'Gelezen tabblad: Blad1 (1 tabblad in het bestand; alleen het eerste met gegevens is gelezen).',
    );
    // One value chooses in two places; an exact case (=0) before the language's category.
    expect(nlT('upload.cartSummary', { lines: 1, pieces: 12 })).toBe('1 regel uit je bestelling is in je winkelwagen gezet (12 stuks).');
    expect(nlT('upload.cartSummary', { lines: 2, pieces: 1 })).toBe('2 regels uit je bestelling zijn in je winkelwagen gezet (1 stuk).');
    expect(nlT('wishlist.count', { count: 0 })).toBe('leeg');
    expect(enT('upload.summary', { lines: 3, good: 2, problems: 1 })).toBe('3 lines: 2 OK, 1 with a problem.');
    expect(nlT('orderList.shown', { shown: 10, total: 1234 })).toBe('10 van 1.234 regels');
  });

  it('leaves a placeholder without a value, and a plural whose value is no number, as written', () => {
    const nlT = translator('nl');
    expect(nlT('orderList.shown', { total: 2 })).toBe('{shown} van 2 regels');
    expect(nlT('orderList.shown', { shown: 1, total: 'veel' })).toBe('1 van {total, plural, one {# regel} other {# regels}}');
    expect(nlT('error.status', {})).toBe('Foutcode {status}');
  });

  it('has no count followed by a fixed plural word: such grammar goes through a plural message', () => {
    const fixed =
      /\{(count|factor|quantity)\} (stuks|klanten|sterren|producten|winkels|vragen|artikelen|beoordelingen|pièces|clients|étoiles|produits|magasins|questions|articles|pieces|customers|stars|products|stores|items|reviews)\b/;
    for (const catalogue of [nl, fr, en]) {
      for (const [key, text] of Object.entries(catalogue)) expect(fixed.test(text), `${key}: ${text}`).toBe(false);
    }
  });
});

describe('French typography', () => {
  it('puts a narrow no-break space before : ; ! ? in every French message, the shop’s and the API’s', () => {
    // Punctuation ending a word or sentence (not '08:00' nor a link); anything but U+202F before it is wrong.
    const punctuation = /(.)([:;!?])(?=\s|$)/gu;
    const wrong: string[] = [];
    for (const [key, text] of [...Object.entries(fr), ...Object.entries(MESSAGE_CATALOGUE.fr)]) {
      for (const match of text.replace(/https?:\/\/\S+/g, '').matchAll(punctuation)) {
        if (match[1] !== '\u202F') wrong.push(`${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(translator('fr')('text.colon', { label: 'Commander' })).toBe('Commander\u202F:');
    expect(translator('nl')('text.colon', { label: 'Afrekenen' })).toBe('Afrekenen:');
  });
});
