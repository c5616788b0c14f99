import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing.ts';
import { createPageScope, type PageScope } from './page-scope.ts';

let t: TestApi;
let token: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApi();
  token = await t.login('zakelijk@toonbank.nl');
  const [user] = await t.query<{ customer_id: number }>(`select customer_id from users where email = 'zakelijk@toonbank.nl'`);
  customerId = user!.customer_id;
});
afterAll(() => t.close());

/** One in-process call of a page, as the storefront server makes it (apps/server http.ts). */
async function call(scope: PageScope | undefined, path: string, init: { method?: string; json?: unknown } = {}) {
  const request = new Request(`http://toonbank.internal${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const response = await t.api.request(request, undefined, scope ? { pageScope: scope } : undefined);
  return { status: response.status, body: (await response.json()) as { Data?: { IncludeVat: boolean } } };
}

const includeVat = async (scope?: PageScope) => (await call(scope, '/api/aspos/preference/vat')).body.Data?.IncludeVat;
const setIncludeVat = (value: boolean | null) => t.query('update customers set include_vat = $1 where id = $2', [value, customerId]);

describe('the page scope (decision 0017)', () => {
  it('resolves the viewer once per page: the reads of one page see one customer, the next page the changed one', async () => {
    await setIncludeVat(false);
    const page = createPageScope();
    expect(await includeVat(page)).toBe(false);
    await setIncludeVat(true);
    // Still the same page: the customer read at its first call.
    expect(await includeVat(page)).toBe(false);
    // A new page, and a call without a page (the browser's), read it anew.
    expect(await includeVat(createPageScope())).toBe(true);
    expect(await includeVat()).toBe(true);
  });

  it('reads anew after a write in the same page (a form action followed by its loaders)', async () => {
    await setIncludeVat(false);
    const page = createPageScope();
    expect(await includeVat(page)).toBe(false);
    expect((await call(page, '/api/aspos/preference/vat', { method: 'POST', json: { includeVat: true } })).status).toBe(200);
    expect(await includeVat(page)).toBe(true);
  });

  it('checks the session once per page: a logout ends it for the next page and for calls without a page', async () => {
    const own = await t.login('zakelijk@toonbank.nl');
    const page = createPageScope();
    const read = (scope: PageScope | undefined) =>
      t.api.request(
        new Request('http://toonbank.internal/api/aspos/preference/vat', { headers: { authorization: `Bearer ${own}` } }),
        undefined,
        scope ? { pageScope: scope } : undefined,
      );
    expect((await read(page)).status).toBe(200);
    expect((await t.request('/api/aspos/authentication/logout', { method: 'POST', token: own })).status).toBeLessThan(300);
    expect((await read(createPageScope())).status).toBe(401);
    expect((await read(undefined)).status).toBe(401);
  });

  it('refuses a bad token in a page as without one', async () => {
    const page = createPageScope();
    const bad = await t.api.request(
      new Request('http://toonbank.internal/api/aspos/preference/vat', { headers: { authorization: 'Bearer nonsense' } }),
      undefined,
      { pageScope: page },
    );
    expect(bad.status).toBe(401);
  });
});
