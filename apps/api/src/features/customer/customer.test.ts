import { addresses, customers } from '@toonbank/db/schema/customers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, DEMO_PASSWORD, type TestApi } from '../../testing.ts';

let t: TestApi;
let lotte: string;
let sanne: string;
let lotteId: number;
let sanneId: number;
let sanneAddressId: number;

beforeAll(async () => {
  t = await createTestApi();
  lotte = await t.login('particulier@toonbank.nl');
  sanne = await t.login('zakelijk@toonbank.nl');
  const rows = await t.database.db.select({ id: customers.id, email: customers.email }).from(customers);
  lotteId = rows.find((row) => row.email === 'particulier@toonbank.nl')!.id;
  sanneId = rows.find((row) => row.email === 'zakelijk@toonbank.nl')!.id;
  const [address] = await t.database.db.select().from(addresses).where(eq(addresses.customerId, sanneId));
  sanneAddressId = address!.id;
});
afterAll(() => t.close());

const validUpdate = {
  firstName: 'Lotte',
  middleName: 'de',
  lastName: 'Boer',
  gender: 'Female',
  isOptIn: true,
  phoneNumber: '033-4567890',
  mobileNumber: '06 12345678',
  languageCode: 'fr',
  address: {
    street: 'Langestraat',
    houseNumber: '12',
    houseNumberExtension: 'A',
    postalCode: '3811ab',
    city: 'Amersfoort',
    countryCode: 'NL',
  },
};

const validAddress = {
  addressType: 'Delivery',
  name: 'Magazijn',
  street: 'Industrieweg',
  houseNumber: '4',
  postalCode: '3542 AD',
  city: 'Utrecht',
  countryCode: 'NL',
};

describe('GET /api/aspos/customer', () => {
  it('returns the own customer with addresses and needs a login', async () => {
    const response = await t.request('/api/aspos/customer', { token: sanne });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { Data: { Id: number; IsCompany: boolean; Addresses: unknown[]; CompanyName: string } };
    expect(body.Data).toMatchObject({ Id: sanneId, IsCompany: true });
    expect(body.Data.Addresses.length).toBeGreaterThan(0);
    expect((await t.request('/api/aspos/customer')).status).toBe(401);
  });

  it("refuses another customer's id with 403", async () => {
    const response = await t.request(`/api/aspos/customer?customerId=${sanneId}`, { token: lotte });
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain('Kwispel');
  });
});

describe('PUT /api/aspos/customer', () => {
  it('updates details and the default address, and a refreshed token carries the new language', async () => {
    const response = await t.request('/api/aspos/customer?refreshToken=true', { method: 'PUT', token: lotte, json: validUpdate });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      Data: Record<string, unknown> & { Addresses: { Type: string; PostalCode: string }[] };
      Token: string;
    };
    expect(body.Data).toMatchObject({ LastName: 'Boer', MiddleName: 'de', IsOptIn: true, LanguageCode: 'fr', MobileNumber: '06 12345678' });
    expect(body.Data.Addresses.find((a) => a.Type === 'Default')?.PostalCode).toBe('3811 AB');
    const claims = JSON.parse(Buffer.from(body.Token.split('.')[1]!, 'base64url').toString()) as { language: string; lastName: string };
    expect(claims).toMatchObject({ language: 'fr', lastName: 'Boer' });
  });

  it.each([
    ['a wrong phone number', { phoneNumber: '12345' }, 'phoneNumber', 'Telefoonnummer is ongeldig'],
    ['a wrong mobile number', { mobileNumber: '06-abc' }, 'mobileNumber', 'Telefoonnummer is ongeldig'],
    ['an empty first name', { firstName: '' }, 'firstName', 'Het veld is verplicht.'],
    ['a wrong postcode', { address: { ...validUpdate.address, postalCode: '12' } }, 'address.postalCode', 'Geen geldige postcode'],
    [
      'a house number with letters',
      { address: { ...validUpdate.address, houseNumber: '12b' } },
      'address.houseNumber',
      'Huisnummer mag alleen uit getallen bestaan',
    ],
    ['a 10,000-character name', { firstName: 'x'.repeat(10_000) }, 'firstName', undefined],
    ['an unknown gender', { gender: 'Onbekend' }, 'gender', undefined],
  ])('refuses %s with a Dutch message and saves nothing', async (_label, change, field, message) => {
    const before = await (await t.request('/api/aspos/customer', { token: sanne })).json();
    const response = await t.request('/api/aspos/customer', {
      method: 'PUT',
      token: sanne,
      json: { ...validUpdate, firstName: 'Gewijzigd', ...change },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { Errors: { Field: string; Message: string }[] };
    const error = body.Errors.find((e) => e.Field === field);
    expect(error).toBeDefined();
    if (message) expect(error!.Message).toBe(message);
    expect(await (await t.request('/api/aspos/customer', { token: sanne })).json()).toEqual(before);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.request('/api/aspos/customer', { method: 'PUT', token: sanne, body: '{"firstName":' });
    expect(response.status).toBe(400);
  });

  it('cannot change another customer through an id in the body', async () => {
    const response = await t.request('/api/aspos/customer', {
      method: 'PUT',
      token: lotte,
      json: { ...validUpdate, id: sanneId, customerId: sanneId },
    });
    expect(response.status).toBe(400);
    const [sanneRow] = await t.database.db.select().from(customers).where(eq(customers.id, sanneId));
    expect(sanneRow!.lastName).not.toBe('Boer');
  });
});

describe('change password', () => {
  it('checks the old password, the rule, the confirmation and that the new one differs', async () => {
    const call = (json: unknown) => t.request('/api/aspos/customer/change-password', { token: sanne, json });
    const wrongOld = await call({ oldPassword: 'Fout12345', newPassword: 'Nieuw2027!', confirmPassword: 'Nieuw2027!' });
    expect(wrongOld.status).toBe(400);
    expect(await wrongOld.json()).toMatchObject({ Message: 'De ingevulde e-mail of wachtwoord is onjuist.' });
    const same = await call({ oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    expect(await same.json()).toMatchObject({
      Errors: [{ Field: 'newPassword', Message: 'Het nieuwe wachtwoord is hetzelfde als het oude wachtwoord' }],
    });
    const mismatch = await call({ oldPassword: DEMO_PASSWORD, newPassword: 'Nieuw2027!', confirmPassword: 'Nieuw2028!' });
    expect(await mismatch.json()).toMatchObject({ Errors: [{ Field: 'confirmPassword' }] });
    const weak = await call({ oldPassword: DEMO_PASSWORD, newPassword: 'kort1', confirmPassword: 'kort1' });
    expect(weak.status).toBe(400);
    const ok = await call({ oldPassword: DEMO_PASSWORD, newPassword: 'Nieuw2027!', confirmPassword: 'Nieuw2027!' });
    expect(ok.status).toBe(200);
    await expect(t.login('zakelijk@toonbank.nl', 'Nieuw2027!')).resolves.toBeTypeOf('string');
    const anonymous = await t.request('/api/aspos/customer/change-password', {
      json: { oldPassword: 'Nieuw2027!', newPassword: 'Anders2027!', confirmPassword: 'Anders2027!' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('validate-phone', () => {
  it('tells valid from invalid numbers', async () => {
    expect(await (await t.request('/api/aspos/customer/validate-phone?phoneNumber=0301234567')).json()).toMatchObject({
      Data: { IsValid: true },
    });
    expect(await (await t.request('/api/aspos/customer/validate-phone?phoneNumber=abc')).json()).toMatchObject({
      Data: { IsValid: false },
      Message: 'Telefoonnummer is ongeldig',
    });
  });
});

describe('addresses', () => {
  it('lists by type, creates, updates and deletes own addresses', async () => {
    const created = await t.request('/api/aspos/addresses', { token: lotte, json: validAddress });
    expect(created.status).toBe(200);
    const { AddressId } = (await created.json()) as { AddressId: number };
    const deliveries = (await (await t.request('/api/aspos/customer/addresses?addressType=Delivery', { token: lotte })).json()) as {
      Data: { Id: number; Type: string; PostalCode: string }[];
    };
    expect(deliveries.Data.every((a) => a.Type === 'Delivery')).toBe(true);
    expect(deliveries.Data.find((a) => a.Id === AddressId)?.PostalCode).toBe('3542 AD');

    const updated = await t.request(`/api/aspos/addresses/${AddressId}`, {
      method: 'PUT',
      token: lotte,
      json: { ...validAddress, addressType: 'Invoice', city: 'Nieuwegein' },
    });
    expect(await updated.json()).toMatchObject({ Data: { Type: 'Invoice', City: 'Nieuwegein' } });

    expect((await t.request(`/api/aspos/addresses/${AddressId}`, { method: 'DELETE', token: lotte })).status).toBe(200);
    expect((await t.request(`/api/aspos/addresses/${AddressId}`, { method: 'DELETE', token: lotte })).status).toBe(404);
  });

  it("never reaches another customer's address", async () => {
    const put = await t.request(`/api/aspos/addresses/${sanneAddressId}`, { method: 'PUT', token: lotte, json: validAddress });
    expect(put.status).toBe(404);
    const del = await t.request(`/api/aspos/addresses/${sanneAddressId}`, { method: 'DELETE', token: lotte });
    expect(del.status).toBe(404);
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, sanneAddressId));
    expect(row?.customerId).toBe(sanneId);
    expect(row?.street).not.toBe('Industrieweg');
    const sneaky = await t.request('/api/aspos/addresses', { token: lotte, json: { ...validAddress, customerId: sanneId } });
    if (sneaky.status === 200) {
      const { AddressId } = (await sneaky.json()) as { AddressId: number };
      const [created] = await t.database.db.select().from(addresses).where(eq(addresses.id, AddressId));
      expect(created?.customerId).toBe(lotteId);
    }
  });

  it('validates address fields in Dutch', async () => {
    const response = await t.request('/api/aspos/addresses', {
      token: lotte,
      json: { ...validAddress, postalCode: '1234', houseNumber: 'x', addressType: 'Elders' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { Errors: { Field: string; Message: string }[] };
    expect(body.Errors.map((e) => e.Field)).toEqual(expect.arrayContaining(['addressType', 'houseNumber']));
    const be = await t.request('/api/aspos/addresses', { token: lotte, json: { ...validAddress, postalCode: '2000', countryCode: 'BE' } });
    expect(be.status).toBe(200);
    const badPostcode = await t.request('/api/aspos/addresses', { token: lotte, json: { ...validAddress, postalCode: '1234' } });
    expect(await badPostcode.json()).toMatchObject({ Errors: [{ Field: 'postalCode', Message: 'Geen geldige postcode' }] });
    expect((await t.request('/api/aspos/addresses', { json: validAddress })).status).toBe(401);
  });
});

describe('postcode lookup', () => {
  it('finds street and town for a demo postcode, with or without space, and says so when nothing matches', async () => {
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.customerId, sanneId));
    const compact = address!.postalCode.replace(' ', '');
    const found = await t.request('/api/aspos/locations/findaddress', {
      json: { postalCode: compact.toLowerCase(), houseNumber: address!.houseNumber },
    });
    expect(await found.json()).toMatchObject({ Success: true, Data: { City: address!.city } });
    const spaced = await t.request('/api/aspos/locations/findaddress', {
      json: { postalCode: `${compact.slice(0, 4)} ${compact.slice(4)}`, houseNumber: 1 },
    });
    expect(await spaced.json()).toMatchObject({ Success: true });
    const none = await t.request('/api/aspos/locations/findaddress', { json: { postalCode: '9999 ZZ', houseNumber: '1' } });
    expect(await none.json()).toMatchObject({ Success: false, Message: 'Geen adres gevonden' });
    const bad = await t.request('/api/aspos/locations/findaddress', { json: { postalCode: 'abc', houseNumber: '1a' } });
    expect(bad.status).toBe(400);
  });
});

describe('PUT /api/aspos/customer/store', () => {
  it("sets only the acting customer's default store", async () => {
    const response = await t.request('/api/aspos/customer/store', { method: 'PUT', token: sanne, json: { storeId: 3 } });
    expect(response.status).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, sanneId));
    expect(row!.defaultStoreId).toBe(3);
    expect((await t.request('/api/aspos/customer/store', { method: 'PUT', token: sanne, json: { storeId: 0 } })).status).toBe(400);
    expect((await t.request('/api/aspos/customer/store', { method: 'PUT', json: { storeId: 3 } })).status).toBe(401);
  });
});

describe('preferences', () => {
  it('reads and sets the default store and VAT display for the own customer only', async () => {
    const sanneBefore = await (await t.request('/api/aspos/preference', { token: sanne })).json();
    const before = (await (await t.request('/api/aspos/preference', { token: lotte })).json()) as {
      Data: { Store: { Id: number } | null; IncludeVat: boolean };
    };
    expect(before.Data.IncludeVat).toBe(true);
    expect((await t.request('/api/aspos/preference/vat', { token: lotte, json: { includeVat: false } })).status).toBe(200);
    expect((await t.request('/api/aspos/preference/store', { token: lotte, json: { storeId: 2 } })).status).toBe(200);
    const after = await (await t.request('/api/aspos/preference', { token: lotte })).json();
    expect(after).toMatchObject({ Data: { Store: { Id: 2 }, IncludeVat: false } });
    const unknown = await t.request('/api/aspos/preference/store', { token: lotte, json: { storeId: 99999 } });
    expect(unknown.status).toBe(400);
    expect((await t.request('/api/aspos/preference/vat', { token: lotte, json: { includeVat: 'ja' } })).status).toBe(400);
    const sanneAfter = await (await t.request('/api/aspos/preference', { token: sanne })).json();
    expect(sanneAfter).toEqual(sanneBefore);
    expect((await t.request('/api/aspos/preference')).status).toBe(401);
  });
});
