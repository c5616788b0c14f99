import { describe, expect, it } from 'vitest';
import { CART_WARNING_MESSAGES } from './cart-rules.ts';
import { isMessageId, MESSAGE_CATALOGUE, MESSAGE_IDS, translateMessage } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  it('has every message id in Dutch, French and English, none empty, with the same placeholders', () => {
    const ids = Object.keys(MESSAGE_CATALOGUE.nl).sort();
    expect(ids.length).toBeGreaterThan(50);
    for (const language of ['fr', 'en'] as const) {
      expect(Object.keys(MESSAGE_CATALOGUE[language]).sort()).toEqual(ids);
    }
    for (const id of ids) {
      const dutch = MESSAGE_CATALOGUE.nl[id as keyof typeof MESSAGE_IDS];
      for (const language of ['nl', 'fr', 'en'] as const) {
        const text = MESSAGE_CATALOGUE[language][id as keyof typeof MESSAGE_IDS];
        expect(text.trim(), `${language}.${id}`).not.toBe('');
        expect(placeholders(text), `${language}.${id}`).toEqual(placeholders(dutch));
      }
    }
  });

  it('keeps the spec’s Dutch texts exact (§5, §8)', () => {
    expect(translateMessage('nl', 'loginFailed')).toBe('Onbekend e-mailadres en/of wachtwoord.');
    expect(translateMessage('nl', 'oldPasswordWrong')).toBe('De ingevulde e-mail of wachtwoord is onjuist.');
    expect(translateMessage('nl', 'emailExists')).toBe('Er is al een klant bekend op het opgegeven emailadres.');
    expect(translateMessage('nl', 'noAddressFound')).toBe('Geen adres gevonden');
    expect(translateMessage('nl', 'postalCode')).toBe('Geen geldige postcode');
    expect(translateMessage('nl', 'samePassword')).toBe('Het nieuwe wachtwoord is hetzelfde als het oude wachtwoord');
    expect(translateMessage('nl', 'registrationFailed')).toBe('Verzoek tot registratie mislukt. Neem contact met ons op.');
  });

  it('translates ids and fills placeholders, also with a nested message', () => {
    expect(translateMessage('fr', MESSAGE_IDS.loginFailed)).toBe('Adresse e-mail et/ou mot de passe inconnus.');
    expect(translateMessage('en', { id: 'tooLong', params: { max: 200 } })).toBe('Too long (at most 200 characters).');
    expect(translateMessage('fr', { id: 'fieldError', params: { field: 'email', message: { id: 'email' } } })).toBe(
      'email\u202F: Adresse e-mail non valide.',
    );
  });

  it('answers in Dutch for a language it does not have', () => {
    expect(translateMessage('de', 'required')).toBe('Het veld is verplicht.');
  });

  it('knows its ids, and every cart warning has one', () => {
    expect(isMessageId('required')).toBe(true);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId('Invalid input')).toBe(false);
    for (const id of Object.values(CART_WARNING_MESSAGES)) expect(isMessageId(id)).toBe(true);
  });
});
