import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, DEMO_PASSWORD, type TestApi } from '../testing.ts';

/** The API answers in the request's language: x-language (§7), else Accept-Language, else Dutch. */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

type ErrorBody = { Code: string; Message: string; Errors?: { Field: string; Message: string }[] };

const login = (email: string, password: string, headers: Record<string, string>) =>
  t.request('/api/aspos/authentication/login', { json: { email, password }, headers });

describe('login failure', () => {
  it.each(
    (
      [
        [{ 'x-language': 'fr' }, 'Adresse e-mail et/ou mot de passe inconnus.'],
        [{ 'x-language': 'en' }, 'Unknown email address and/or password.'],
        [{ 'accept-language': 'fr-BE,fr;q=0.9,nl;q=0.8' }, 'Adresse e-mail et/ou mot de passe inconnus.'],
        [{ 'accept-language': 'de-DE,en;q=0.7' }, 'Unknown email address and/or password.'],
        [{ 'x-language': 'en', 'accept-language': 'fr' }, 'Unknown email address and/or password.'],
        [{ 'accept-language': 'de-DE' }, 'Onbekend e-mailadres en/of wachtwoord.'],
        [{ 'x-language': 'xx' }, 'Onbekend e-mailadres en/of wachtwoord.'],
        [{}, 'Onbekend e-mailadres en/of wachtwoord.'],
      ] as [Record<string, string>, string][]
    ).map(([headers, message], i) => [headers, message, i] as const),
  )('with %o says %s', async (headers, message, i) => {
    // Each case from its own address: one address gets 5 failures a minute for one e-mail (decision 0005).
    const response = await login('particulier@toonbank.nl', 'Verkeerd12345', { ...headers, 'x-client-ip': `198.51.100.${i + 1}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ Success: false, Code: 'LOGIN_FAILED', Message: message });
  });
});

describe('field validation', () => {
  const company = {
    kind: 'Company',
    companyName: 'Dierenhoek Zeist',
    kvkNumber: '1234',
    vatNumber: 'NL123456789B01',
    firstName: 'Eva',
    lastName: 'x'.repeat(101),
    email: 'eva@dierenhoek.nl',
    phoneNumber: '030-6912345',
    address: { street: 'Slotlaan', houseNumber: '10', postalCode: 'ABCD', city: 'Zeist', countryCode: 'NL' },
  };

  it.each([
    ['fr', 'lastName\u202F: Trop long (100 caractères maximum).', 'Un numéro KvK se compose de 8 chiffres.', 'Code postal non valide'],
    ['en', 'lastName: Too long (at most 100 characters).', 'A KvK (Chamber of Commerce) number consists of 8 digits.', 'Invalid postcode'],
    ['nl', 'lastName: Te lang (maximaal 100 tekens).', 'Een KvK-nummer bestaat uit 8 cijfers.', 'Geen geldige postcode'],
  ])('answers in %s, the first field in Message and each in Errors', async (language, message, kvk, postalCode) => {
    const response = await t.request('/api/aspos/registration', { json: company, headers: { 'x-language': language } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.Code).toBe('VALIDATION_ERROR');
    expect(body.Message).toBe(message);
    expect(body.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'kvkNumber', Message: kvk },
        { Field: 'address.postalCode', Message: postalCode },
      ]),
    );
  });

  it('translates an error thrown by a use case (the e-mail is taken)', async () => {
    const response = await t.request('/api/aspos/registration', {
      json: {
        ...company,
        kvkNumber: '12345678',
        lastName: 'Smit',
        address: { ...company.address, postalCode: '3701 GB' },
        email: 'zakelijk@toonbank.nl',
      },
      headers: { 'x-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      Code: 'EMAIL_EXISTS',
      Message: 'A customer with this email address already exists.',
      Errors: [{ Field: 'email', Message: 'A customer with this email address already exists.' }],
    });
  });
});

describe('login rate limit', () => {
  it('answers 429 in the asked language', async () => {
    const email = 'petra.vandijk@toonbank.nl';
    for (let i = 0; i < 5; i++) {
      expect((await login(email, `fout${i}xxxx`, { 'x-client-ip': '10.9.0.1' })).status).toBe(401);
    }
    const french = await login(email, DEMO_PASSWORD, { 'x-client-ip': '10.9.0.1', 'x-language': 'fr' });
    expect(french.status).toBe(429);
    expect(await french.json()).toMatchObject({
      Code: 'TOO_MANY_ATTEMPTS',
      Message: expect.stringMatching(/^Trop de tentatives de connexion échouées\. Veuillez réessayer dans \d+ secondes\.$/) as string,
    });
    const english = await login(email, DEMO_PASSWORD, { 'x-client-ip': '10.9.0.1', 'accept-language': 'en-GB' });
    expect(english.status).toBe(429);
    expect(await english.json()).toMatchObject({
      Message: expect.stringMatching(/^Too many failed login attempts\. Please try again in \d+ seconds\.$/) as string,
    });
  });
});

describe('cart warnings', () => {
  it.each([
    ['fr', 'Le produit est introuvable.'],
    ['en', 'The product could not be found.'],
    ['nl', 'Het product is niet gevonden.'],
  ])('are in %s', async (language, message) => {
    const token = await t.login('particulier@toonbank.nl');
    const response = await t.request('/api/aspos/cart/lines/batch', {
      token,
      json: { changes: [{ action: 1, productId: 2_000_000_000, quantity: 1 }] },
      headers: { 'x-language': language },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { Data: { Warnings: { Code: string; Message: string }[] } };
    expect(body.Data.Warnings).toEqual([expect.objectContaining({ Code: 'NOT_FOUND', Message: message })]);
  });
});

describe('other answers', () => {
  it('translates the 401, 404 and malformed JSON envelopes', async () => {
    const unauthorized = await t.request('/api/aspos/customer', { headers: { 'x-language': 'en' } });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ Message: 'You are not (or no longer) logged in. Please log in again.' });
    const missing = await t.request('/api/nope', { headers: { 'x-language': 'fr' } });
    expect(await missing.json()).toMatchObject({ Code: 'NOT_FOUND', Message: 'Les données demandées sont introuvables.' });
    const malformed = await t.request('/api/aspos/authentication/login', { body: '{"email":', headers: { 'x-language': 'en' } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ Message: 'The request does not contain valid JSON.' });
  });

  it('translates notices in success answers', async () => {
    const response = await t.request('/api/aspos/authentication/checkIfEmailExists?email=zakelijk%40toonbank.nl&mode=register', {
      headers: { 'x-language': 'fr' },
    });
    expect(await response.json()).toMatchObject({
      Data: { Exists: true },
      Message: 'Un client est déjà enregistré avec cette adresse e-mail.',
    });
  });
});
