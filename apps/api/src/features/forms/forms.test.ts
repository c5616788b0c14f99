import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const count = async () => Number((await t.database.pool.query<{ n: string }>('select count(*) as n from form_submissions')).rows[0]!.n);
const submit = (data: Record<string, unknown>, ip = '192.0.2.1', id = 'contact') =>
  t.request(`/api/form/${id}`, { json: { data, culture: 'nl-NL' }, headers: { 'x-client-ip': ip } });

describe('forms', () => {
  it('gives the definition per language', async () => {
    const nl = (await (await t.request('/api/form/contact/nl-NL')).json()) as {
      Data: { Title: string; Fields: { Name: string; Required: boolean }[] };
    };
    expect(nl.Data.Title).toBe('Contactformulier');
    expect(nl.Data.Fields.find((f) => f.Name === 'email')!.Required).toBe(true);
    const fr = (await (await t.request('/api/form/contact/fr')).json()) as { Data: { Title: string } };
    expect(fr.Data.Title).toBe('Formulaire de contact');
    expect((await t.request('/api/form/bestaat-niet/nl')).status).toBe(404);
    expect((await t.request('/api/form/..%2F..%2Fetc/nl')).status).toBe(400);
  });

  it('refuses missing required fields with the Dutch message and stores nothing', async () => {
    const before = await count();
    const response = await submit({ name: '  ', email: 'piet@example.nl' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { Message: string; Errors: { Field: string; Message: string }[] };
    expect(body.Errors).toEqual(
      expect.arrayContaining([
        { Field: 'name', Message: 'Het veld is verplicht.' },
        { Field: 'message', Message: 'Het veld is verplicht.' },
      ]),
    );
    expect((await submit({ name: 'Piet', email: 'geen-mail', message: 'x' })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('stores a valid submission as text, writes the mail and returns the success url', async () => {
    const response = await submit(
      { name: 'Piet <script>alert(1)</script>', email: 'piet@example.nl', message: 'Hallo', extra: 'dropped' },
      '192.0.2.2',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Success: true, SuccessUrl: '/klantenservice?verzonden=1' });
    const { rows } = await t.database.pool.query<{ data: Record<string, string>; ip: string }>(
      'select data, ip from form_submissions order by id desc limit 1',
    );
    expect(rows[0]!.data).toEqual({ name: 'Piet <script>alert(1)</script>', email: 'piet@example.nl', message: 'Hallo' });
    expect(rows[0]!.ip).toBe('192.0.2.2');
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: 'klantenservice@toonbank.nl' });
    expect(t.mails[0]!.text).toContain('Naam: Piet');
  });

  it('limits submissions per client address', async () => {
    const valid = { name: 'Jan', email: 'jan@example.nl', message: 'Vraag' };
    for (let i = 0; i < 5; i++) expect((await submit(valid, '198.51.100.7')).status).toBe(200);
    const limited = await submit(valid, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { Message: string }).Message).toMatch(/te veel/);
    expect((await submit(valid, '198.51.100.8')).status).toBe(200);
  });

  it('checks e-mail, phone and postcode with the same rules as the account forms', async () => {
    const before = await count();
    const errorsOf = async (data: Record<string, unknown>, id = 'contact') =>
      ((await (await submit(data, '192.0.2.3', id)).json()) as { Errors?: { Field: string; Message: string }[] }).Errors ?? [];
    const contact = { name: 'Piet', message: 'Hallo' };
    expect(await errorsOf({ ...contact, email: 'piet<x>@example.nl' })).toEqual([{ Field: 'email', Message: 'Ongeldig e-mailadres.' }]);
    // Eight digits without a leading 0 are no Dutch number; a number with parentheses is.
    expect(await errorsOf({ ...contact, email: 'piet@example.nl', phone: '12345678' })).toEqual([
      { Field: 'phone', Message: 'Telefoonnummer is ongeldig' },
    ]);
    const registration = { companyName: 'Kwispel', name: 'Piet', email: 'piet@example.nl', kvkNumber: '12345678', terms: true };
    // One space between digits and letters, as everywhere else.
    expect(await errorsOf({ ...registration, postcode: '3511\tAB' }, 'registratie')).toEqual([
      { Field: 'postcode', Message: 'Geen geldige postcode' },
    ]);
    expect(await count()).toBe(before);
    expect((await submit({ ...contact, email: 'piet@example.nl', phone: '(030) 123 45 67' }, '192.0.2.3')).status).toBe(200);
  });
});
