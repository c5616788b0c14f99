import { listRegistrationRequests } from '@toonbank/db/repositories/registration-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ config: { TOKEN_TTL_HOURS: 24, SHOP_EMAIL: 'verkoop@toonbank.nl' } });
});
afterAll(() => t.close());

/** Each request from its own address: registration is limited to 3 an hour per address (issue 13). */
let address = 0;
const nextAddress = () => ({ 'x-client-ip': `203.0.113.${++address}` });

const company = {
  kind: 'Company',
  companyName: 'Dierenhoek Zeist',
  kvkNumber: '12345678',
  vatNumber: 'nl 123456789 b01',
  firstName: 'Eva',
  lastName: 'Smit',
  email: 'eva@dierenhoek.nl',
  phoneNumber: '030-6912345',
  address: { street: 'Slotlaan', houseNumber: '10', postalCode: '3701gb', city: 'Zeist', countryCode: 'NL' },
};

describe('POST /api/aspos/registration', () => {
  it('stores a company request with status new and mails it to the shop', async () => {
    const response = await t.request('/api/aspos/registration', { headers: nextAddress(), json: company });
    expect(response.status).toBe(200);
    const rows = await listRegistrationRequests(t.database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'new',
      kind: 'Company',
      vatNumber: 'NL123456789B01',
      kvkNumber: '12345678',
      email: 'eva@dierenhoek.nl',
    });
    expect(rows[0]!.address.postalCode).toBe('3701 GB');
    const mail = t.mails.find((m) => m.to === 'verkoop@toonbank.nl')!;
    expect(mail.replyTo).toBe('eva@dierenhoek.nl');
    expect(mail.text).toContain('Dierenhoek Zeist');
  });

  it('sends the applicant a confirmation in their language (issue 12 defect 11)', async () => {
    const before = t.mails.length;
    const response = await t.request('/api/aspos/registration', { json: { ...company, email: 'anne@dierenhoek.nl', firstName: 'Anne' } });
    expect(response.status).toBe(200);
    const toApplicant = t.mails.slice(before).filter((m) => m.to === 'anne@dierenhoek.nl');
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]!.subject).toBe('We hebben je aanvraag ontvangen');
    expect(toApplicant[0]!.text).toContain('Beste Anne');
    expect(toApplicant[0]!.text).toContain('zakelijk account voor Dierenhoek Zeist');
    const french = await t.request('/api/aspos/registration', {
      json: { ...company, email: 'luc@example.be', firstName: 'Luc', language: 'fr' },
    });
    expect(french.status).toBe(200);
    expect(t.mails.find((m) => m.to === 'luc@example.be')?.subject).toBe('Nous avons bien reçu votre demande');
  });

  it('accepts a private request without company fields, and Belgian and Spanish VAT numbers', async () => {
    const priv = {
      kind: 'Private',
      firstName: 'Bram',
      lastName: 'Vos',
      email: 'bram@example.nl',
      phoneNumber: '0612345678',
      address: company.address,
    };
    expect((await t.request('/api/aspos/registration', { headers: nextAddress(), json: priv })).status).toBe(200);
    const be = {
      ...company,
      email: 'be@example.be',
      vatNumber: 'BE0123456789',
      address: { ...company.address, postalCode: '2000', countryCode: 'BE' },
    };
    expect((await t.request('/api/aspos/registration', { headers: nextAddress(), json: be })).status).toBe(200);
    const es = {
      ...company,
      email: 'es@example.es',
      vatNumber: 'ESX1234567X',
      address: { ...company.address, postalCode: '28013', countryCode: 'ES' },
    };
    expect((await t.request('/api/aspos/registration', { headers: nextAddress(), json: es })).status).toBe(200);
  });

  it('refuses a known e-mail with the Dutch message', async () => {
    const response = await t.request('/api/aspos/registration', {
      headers: nextAddress(),
      json: { ...company, email: 'Zakelijk@toonbank.nl' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      Errors: [{ Field: 'email', Message: 'Er is al een klant bekend op het opgegeven emailadres.' }],
    });
  });

  it('checks KvK, VAT, postcode and phone and stores nothing on failure', async () => {
    const before = (await listRegistrationRequests(t.database.db)).length;
    const response = await t.request('/api/aspos/registration', {
      headers: nextAddress(),
      json: {
        ...company,
        email: 'fout@example.nl',
        kvkNumber: '1234',
        vatNumber: 'NL12345',
        phoneNumber: '12',
        address: { ...company.address, postalCode: 'ABCD' },
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { Errors: { Field: string; Message: string }[] };
    expect(body.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'phoneNumber', Message: 'Telefoonnummer is ongeldig' },
        { Field: 'address.postalCode', Message: 'Geen geldige postcode' },
      ]),
    );
    const company2 = await t.request('/api/aspos/registration', {
      headers: nextAddress(),
      json: { ...company, email: 'fout2@example.nl', kvkNumber: '1234', vatNumber: 'NL12345' },
    });
    const body2 = (await company2.json()) as { Errors: { Field: string; Message: string }[] };
    expect(body2.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'kvkNumber', Message: 'Een KvK-nummer bestaat uit 8 cijfers.' },
        { Field: 'vatNumber', Message: 'Ongeldig btw-nummer.' },
      ]),
    );
    expect(
      (
        await t.request('/api/aspos/registration', {
          headers: nextAddress(),
          json: { ...company, email: 'lang@example.nl', companyName: 'x'.repeat(10_000) },
        })
      ).status,
    ).toBe(400);
    expect((await t.request('/api/aspos/registration', { headers: nextAddress(), body: '{"kind":' })).status).toBe(400);
    expect((await listRegistrationRequests(t.database.db)).length).toBe(before);
  });
});

describe('registration when the mail fails', () => {
  it('answers with the Dutch failure message and keeps nothing', async () => {
    const failing = await createTestApi({ mailer: { send: () => Promise.reject(new Error('smtp down')) } });
    try {
      const response = await failing.request('/api/aspos/registration', { json: company });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ Message: 'Verzoek tot registratie mislukt. Neem contact met ons op.' });
      expect(await listRegistrationRequests(failing.database.db)).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
