import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
let lotte: string;
let sanne: string;
let rep: string; // representative acting for nobody

type Json = Record<string, unknown> & { Message?: string; Data?: unknown };
type Animal = { Id: number; Species: string; Name: string; Birthday: string | null };

async function call(path: string, init: { method?: string; token?: string | null; json?: unknown } = {}) {
  const response = await t.request(`/api/aspos/customer/animals${path}`, init);
  return { status: response.status, body: (await response.json()) as Json };
}

async function snapshot(): Promise<string> {
  const { rows } = await t.database.pool.query<{ x: string }>(
    `select coalesce(string_agg(concat_ws(':', id, customer_id, species, name, birthday), ';' order by id), '') as x from customer_animals`,
  );
  return rows[0]!.x;
}

beforeAll(async () => {
  // The shop's today is fixed, so birthdays in the future are known.
  t = await createTestApi({ now: () => new Date('2026-06-15T10:00:00Z') });
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.pool.query('delete from customer_animals');
});

describe('animals (account page animals-good-news)', () => {
  it('registers, changes and removes an animal', async () => {
    const added = await call('', { token: lotte, json: { species: 'hond', name: ' Bobbie ', birthday: '2021-03-04' } });
    expect(added.status).toBe(200);
    const bobbie = added.body.Data as Animal;
    expect(bobbie).toMatchObject({ Species: 'hond', Name: 'Bobbie', Birthday: '2021-03-04' });
    await call('', { token: lotte, json: { species: 'kat', name: 'Minoes' } });
    const changed = await call(`/${bobbie.Id}`, { token: lotte, method: 'PUT', json: { species: 'hond', name: 'Bob', birthday: '' } });
    expect(changed.body.Data).toMatchObject({ Name: 'Bob', Birthday: null });
    expect(((await call('', { token: lotte })).body.Data as Animal[]).map((a) => [a.Species, a.Name])).toEqual([
      ['hond', 'Bob'],
      ['kat', 'Minoes'],
    ]);
    expect((await call(`/${bobbie.Id}`, { token: lotte, method: 'DELETE' })).status).toBe(200);
    expect(((await call('', { token: lotte })).body.Data as Animal[]).map((a) => a.Name)).toEqual(['Minoes']);
  });

  it('answers 401 anonymous, 404 for another customer’s animal and for a representative acting for nobody; nothing changes', async () => {
    const bobbie = (await call('', { token: lotte, json: { species: 'hond', name: 'Bobbie' } })).body.Data as Animal;
    const before = await snapshot();
    for (const [method, path, json] of [
      ['GET', ''],
      ['POST', '', { species: 'kat', name: 'x' }],
      ['PUT', `/${bobbie.Id}`, { species: 'kat', name: 'x' }],
      ['DELETE', `/${bobbie.Id}`],
    ] as [string, string, unknown?][]) {
      expect((await call(path, { method, json })).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await call(path, { token: rep, method, json })).status, `rep ${method} ${path}`).toBe(404);
    }
    for (const [method, json] of [
      ['PUT', { species: 'kat', name: 'Overgenomen' }],
      ['DELETE', undefined],
    ] as [string, unknown][]) {
      const answer = await call(`/${bobbie.Id}`, { token: sanne, method, json });
      expect(answer).toMatchObject({ status: 404, body: { Message: 'Dit dier is niet gevonden.' } });
    }
    expect((await call('', { token: sanne })).body.Data).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad species, names and birthdays with a Dutch message', async () => {
    const cases: [unknown, string][] = [
      [{ species: 'olifant', name: 'Dombo' }, 'species: Kies een diersoort: hond, kat, knaagdier, vogel, vis, paard of reptiel.'],
      [{ species: 'hond', name: '  ' }, 'name: Vul de naam van je dier in.'],
      [{ species: 'hond', name: 'x'.repeat(61) }, 'name: Te lang (maximaal 60 tekens).'],
      [{ species: 'hond', name: 'Rex', birthday: '2021-02-30' }, 'Ongeldige geboortedatum.'],
      [{ species: 'hond', name: 'Rex', birthday: '2026-06-16' }, 'De geboortedatum ligt in de toekomst.'],
      [{ species: 'hond', name: 'Rex', birthday: '15-06-2020' }, 'Ongeldige geboortedatum.'],
    ];
    for (const [json, message] of cases) {
      const answer = await call('', { token: lotte, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.Message, JSON.stringify(json)).toBe(message);
    }
    expect(await snapshot()).toBe('');
  });

  it('holds the limit of 20 animals under a parallel burst', async () => {
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => call('', { token: lotte, json: { species: 'vis', name: `Vis ${i}` } })),
    );
    expect(burst.filter((a) => a.status === 200)).toHaveLength(20);
    expect(burst.find((a) => a.status === 400)!.body.Message).toBe('Je kunt maximaal 20 dieren registreren.');
  });
});
