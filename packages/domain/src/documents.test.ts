import { describe, expect, it } from 'vitest';
import { documentVatSummary, letterheadFrom } from './documents.ts';

describe('letterheadFrom', () => {
  it('reads the shop setting the footer uses', () => {
    const head = letterheadFrom([
      {
        name: 'shop',
        value: {
          name: 'Toonbank',
          legalName: 'Toonbank Groothandel B.V.',
          address: { street: 'Nijverheidsweg', houseNumber: '7', houseNumberExtension: 'A', postalCode: '3439 LM', city: 'Nieuwegein' },
          phone: '030 630 4400',
          email: 'klantenservice@toonbank.nl',
          kvkNumber: '30187654',
          vatNumber: 'NL812345678B01',
        },
      },
    ]);
    expect(head).toEqual({
      name: 'Toonbank',
      legalName: 'Toonbank Groothandel B.V.',
      addressLines: ['Nijverheidsweg 7 A', '3439 LM  Nieuwegein'],
      phone: '030 630 4400',
      email: 'klantenservice@toonbank.nl',
      kvkNumber: '30187654',
      vatNumber: 'NL812345678B01',
    });
    expect(letterheadFrom([]).legalName).toBe('Toonbank');
  });
});

describe('documentVatSummary', () => {
  const lines = [
    { taxRate: 9, totalExclCents: 1000, taxCents: 90 },
    { taxRate: 21, totalExclCents: 2000, taxCents: 420 },
    { taxRate: 9, totalExclCents: 500, taxCents: 45 },
  ];
  it('sums base and VAT per rate with the shipping at its rate', () => {
    expect(documentVatSummary(lines, { inclCents: 495, exclCents: 409 }, 21, false)).toEqual([
      { rate: 9, baseExclCents: 1500, taxCents: 135 },
      { rate: 21, baseExclCents: 2409, taxCents: 506 },
    ]);
  });
  it('makes everything 0% for an intra-community supply', () => {
    expect(documentVatSummary(lines, { inclCents: 0, exclCents: 0 }, 21, true)).toEqual([{ rate: 0, baseExclCents: 3500, taxCents: 0 }]);
  });
});
