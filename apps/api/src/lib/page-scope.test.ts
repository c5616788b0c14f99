import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingStatements, createTestApi, type TestApi } from '../testing.ts';
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
  return { status: response.status, body: (await response.json()) as { Data?: { IncludeVat: boolean; Name?: string } } };
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

  it("keeps the page after recording a product view (a loader's write that changes no session, viewer or revision)", async () => {
    await setIncludeVat(false);
    const page = createPageScope();
    expect(await includeVat(page)).toBe(false);
    await setIncludeVat(true);
    const [product] = await t.query<{ id: number }>(
      `select id from products where 'B' = any(publication_codes) and is_active and is_viewable and type = 'Product' order by id limit 1`,
    );
    expect((await call(page, '/api/aspos/products/viewed', { method: 'POST', json: { productId: product!.id } })).status).toBe(200);
    expect(await includeVat(page)).toBe(false);
    expect(await includeVat(createPageScope())).toBe(true);
  });

  it("records a product view with the page's viewer: the customer is read once per page, not again for the write", async () => {
    const [product] = await t.query<{ id: number }>(
      `select id from products where 'B' = any(publication_codes) and is_active and is_viewable and type = 'Product' order by id limit 1`,
    );
    const page = createPageScope();
    expect(await includeVat(page)).not.toBeUndefined();
    const pageReads = await countingStatementsWith('"customers"', async () => {
      const viewed = await call(page, '/api/aspos/products/viewed', { method: 'POST', json: { productId: product!.id } });
      expect(viewed.status).toBe(200);
    });
    expect(pageReads).toBe(0);
    // Without a page (the browser's call) the write reads its customer itself.
    const ownReads = await countingStatementsWith('"customers"', async () => {
      expect((await call(undefined, '/api/aspos/products/viewed', { method: 'POST', json: { productId: product!.id } })).status).toBe(200);
    });
    expect(ownReads).toBeGreaterThan(0);
    const [stored] = await t.query<{ n: number }>(
      'select count(*)::int as n from viewed_products where customer_id = $1 and product_id = $2',
      [customerId, product!.id],
    );
    expect(stored!.n).toBe(1);
  });

  it("does not record a view of a product the page's viewer may not see", async () => {
    const [hidden] = await t.query<{ id: number }>(
      `select id from products where not ('B' = any(publication_codes)) and not ('A' = any(publication_codes)) and is_active and is_viewable order by id limit 1`,
    );
    const page = createPageScope();
    expect(await includeVat(page)).not.toBeUndefined();
    expect((await call(page, '/api/aspos/products/viewed', { method: 'POST', json: { productId: hidden!.id } })).status).toBe(404);
    const [stored] = await t.query<{ n: number }>(
      'select count(*)::int as n from viewed_products where customer_id = $1 and product_id = $2',
      [customerId, hidden!.id],
    );
    expect(stored!.n).toBe(0);
  });
});

describe('revisions in the page scope (decision 0025)', () => {
  const visibleProduct = async () => {
    const [product] = await t.query<{ id: number; url: string; name: string }>(
      `select id, url, name from products where 'B' = any(publication_codes) and is_active and is_viewable and type = 'Product' order by id limit 1`,
    );
    return product!;
  };
  const productName = async (scope: PageScope | undefined, url: string) =>
    (await call(scope, `/api/aspos/products/url/${url}`)).body.Data?.Name;
  const rename = (id: number, name: string) => t.query('update products set name = $1 where id = $2', [name, id]);

  it('reads the catalogue revision once per page: one page shows one catalogue, the next page and a call without a page the new one', async () => {
    const product = await visibleProduct();
    try {
      const page = createPageScope();
      expect(await productName(page, product.url)).toBe(product.name);
      await rename(product.id, `${product.name} (nieuw)`);
      expect(await productName(page, product.url)).toBe(product.name);
      expect(await productName(createPageScope(), product.url)).toBe(`${product.name} (nieuw)`);
      expect(await productName(undefined, product.url)).toBe(`${product.name} (nieuw)`);
    } finally {
      await rename(product.id, product.name);
    }
  });

  it('reads the revisions anew after a write in the page, but not after recording a product view', async () => {
    const product = await visibleProduct();
    try {
      const page = createPageScope();
      expect(await productName(page, product.url)).toBe(product.name);
      await rename(product.id, `${product.name} (nieuw)`);
      expect((await call(page, '/api/aspos/products/viewed', { method: 'POST', json: { productId: product.id } })).status).toBe(200);
      expect(await productName(page, product.url)).toBe(product.name);
      expect((await call(page, '/api/aspos/preference/vat', { method: 'POST', json: { includeVat: true } })).status).toBe(200);
      expect(await productName(page, product.url)).toBe(`${product.name} (nieuw)`);
    } finally {
      await rename(product.id, product.name);
    }
  });

  it('shares one read of each revision between the reads of a page', async () => {
    const product = await visibleProduct();
    const reads = await countingRevisionReads(async () => {
      const page = createPageScope();
      await Promise.all([productName(page, product.url), productName(page, product.url), call(page, '/api/aspos/webnodes/main/root')]);
      await productName(page, product.url);
    });
    expect(reads).toBe(1);
  });
});

/** How many times the catalogue revision is read while `run` runs (every statement on the test's pool is seen). */
function countingRevisionReads(run: () => Promise<void>): Promise<number> {
  return countingStatementsWith('from catalogue_revision', run);
}

/** How many statements contain `fragment` while `run` runs. */
async function countingStatementsWith(fragment: string, run: () => Promise<void>): Promise<number> {
  const { statements } = await countingStatements(run);
  return statements.filter((statement) => statement.includes(fragment)).length;
}
