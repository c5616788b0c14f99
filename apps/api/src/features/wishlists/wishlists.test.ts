import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import type { Wishlist } from './wishlists.schemas.ts';

let t: TestApi;
let lotte: string; // private customer, publication code B
let sanne: string; // business customer 'Kwispel', codes A;B
let rep: string; // representative acting for nobody
let repForSanne: string; // the representative acting for Sanne
let sanneId: number;
const p = { plain: 0, plain2: 0, onlyA: 0, capped: 0, cap: 0 };

const orderable = `is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
  and exists (select 1 from product_web_nodes w where w.product_id = products.id)`;

async function pick(where: string) {
  const { rows } = await t.database.pool.query<{ id: number; max_in_cart: number | null }>(
    `select id, max_in_cart from products where ${where} order by id limit 1`,
  );
  if (!rows[0]) throw new Error(`no demo product where ${where}`);
  return rows[0];
}

type Json = Record<string, unknown> & { Success?: boolean; Code?: string; Message?: string; Data?: unknown };

async function call(path: string, init: { method?: string; token?: string | null; json?: unknown } = {}) {
  const response = await t.request(`/api/aspos/customer${path}`, init);
  return { status: response.status, body: (await response.json()) as Json };
}

async function lists(token: string): Promise<Wishlist[]> {
  const { status, body } = await call('/wishlists', { token });
  expect(status).toBe(200);
  return body.Data as Wishlist[];
}

const defaultList = async (token: string) => (await lists(token)).find((list) => list.IsDefault)!;

/** Every wishlist row in the database (but those of `except`), to prove a refused call changed nothing. */
async function snapshot(except = 0): Promise<string> {
  const { rows } = await t.database.pool.query<{ x: string }>(
    `select coalesce(string_agg(concat_ws(':', w.id, w.customer_id, w.name, w.is_default, wp.product_id, wp.quantity), ';' order by w.id, wp.product_id), '') as x
       from wishlists w left join wishlist_products wp on wp.wishlist_id = w.id where w.customer_id <> $1`,
    [except],
  );
  return rows[0]!.x;
}

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const { rows } = await t.database.pool.query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`);
  sanneId = rows[0]!.id;
  const impersonated = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: sanneId } });
  repForSanne = ((await impersonated.json()) as { Token: string }).Token;
  const plainWhere = `${orderable} and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1`;
  p.plain = (await pick(plainWhere)).id;
  p.plain2 = (await pick(`${plainWhere} and id > ${p.plain}`)).id;
  p.onlyA = (await pick(`${orderable} and publication_codes = '{A}' and stock_quantity >= 10`)).id;
  const capped = await pick(
    `${orderable} and 'B' = any(publication_codes) and max_in_cart between 2 and 20 and purchase_unit_factor = 1 and stock_quantity > max_in_cart`,
  );
  p.capped = capped.id;
  p.cap = capped.max_in_cart!;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.pool.query('delete from wishlists; delete from cart_lines');
});

describe('wishlists (§3, §7 customer/wishlists)', () => {
  it("gives every customer the default list 'Mijn favorieten', once, also under parallel first calls", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => lists(lotte)));
    expect(answers[0]!.map((list) => [list.ListName, list.IsDefault])).toEqual([['Mijn favorieten', true]]);
    const { rows } = await t.database.pool.query(`select 1 from wishlists where is_default`);
    expect(rows).toHaveLength(1);
  });

  it('makes the default list on the first wishlists-check of a product (the product page), once, also under parallel first calls', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(`/wishlists-check/${p.plain}`, { token: lotte })));
    const { rows } = await t.database.pool.query<{ id: number; name: string }>(`select id, name from wishlists where is_default`);
    expect(rows).toEqual([{ id: expect.any(Number), name: 'Mijn favorieten' }]);
    for (const answer of answers) {
      expect(answer.body.Data).toMatchObject({
        IsOnWishlist: false,
        DefaultWishlistId: rows[0]!.id,
        Lists: [{ Id: rows[0]!.id, IsDefault: true }],
      });
    }
    expect((await call(`/wishlists-check/${p.plain}`, { token: lotte })).body.Data).toMatchObject({ DefaultWishlistId: rows[0]!.id });
    expect(await t.database.pool.query(`select 1 from wishlists`)).toMatchObject({ rowCount: 1 });
  });

  it('adds a product with the heart, knows it is there (wishlists-check) and takes it off again', async () => {
    const list = await defaultList(lotte);
    expect((await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain } })).status).toBe(200);
    const check = await call(`/wishlists-check/${p.plain}`, { token: lotte });
    expect(check.body.Data).toMatchObject({ ProductId: p.plain, IsOnWishlist: true, DefaultWishlistId: list.Id });
    expect((await call('/wishlists-check', { token: lotte })).body.Data).toEqual({ ProductIds: [p.plain] });
    expect((check.body.Data as { Lists: unknown[] }).Lists).toEqual([
      { Id: list.Id, ListName: 'Mijn favorieten', IsDefault: true, HasProduct: true },
    ]);
    const shown = (await defaultList(lotte)).Products;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ ProductId: p.plain, Quantity: 1, Product: { Id: p.plain } });
    expect((await call(`/wishlists-check/${p.plain}`, { token: lotte, method: 'DELETE' })).body.Data).toEqual({ Removed: 1 });
    expect((await call(`/wishlists-check/${p.plain}`, { token: lotte })).body.Data).toMatchObject({ IsOnWishlist: false, Wishlists: [] });
  });

  it('wishlists-check names every list in the overview order and the lists holding the product default first, then oldest', async () => {
    const standard = await defaultList(lotte);
    const made = async (listName: string) =>
      ((await call('/wishlists', { token: lotte, json: { listName } })).body.Data as { Id: number }).Id;
    const zomer = await made('Zomer');
    const avond = await made('avond');
    for (const id of [zomer, standard.Id]) await call(`/wishlists/${id}/products`, { token: lotte, json: { productId: p.plain } });
    await call(`/wishlists/${avond}/products`, { token: lotte, json: { productId: p.plain2 } });
    expect((await call(`/wishlists-check/${p.plain}`, { token: lotte })).body.Data).toEqual({
      ProductId: p.plain,
      IsOnWishlist: true,
      Wishlists: [
        { Id: standard.Id, ListName: 'Mijn favorieten' },
        { Id: zomer, ListName: 'Zomer' },
      ],
      DefaultWishlistId: standard.Id,
      Lists: [
        { Id: standard.Id, ListName: 'Mijn favorieten', IsDefault: true, HasProduct: true },
        { Id: avond, ListName: 'avond', IsDefault: false, HasProduct: false },
        { Id: zomer, ListName: 'Zomer', IsDefault: false, HasProduct: true },
      ],
    });
    for (const id of [zomer, avond]) expect((await call(`/wishlists/${id}`, { token: lotte, method: 'DELETE' })).status).toBe(200);
    await call(`/wishlists/${standard.Id}/products/${p.plain}`, { token: lotte, method: 'DELETE' });
  });

  it('adds to the quantity of a product already on the list (§4) and removes one product from one list', async () => {
    const list = await defaultList(lotte);
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain, quantity: 2 } });
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain, quantity: 3 } });
    expect((await defaultList(lotte)).Products[0]!.Quantity).toBe(5);
    expect((await call(`/wishlists/${list.Id}/products/${p.plain}`, { token: lotte, method: 'DELETE' })).status).toBe(200);
    expect((await defaultList(lotte)).Products).toEqual([]);
    expect((await call(`/wishlists/${list.Id}/products/${p.plain}`, { token: lotte, method: 'DELETE' })).status).toBe(404);
  });

  it('sets the quantity of a product on a list; bad quantities and products not on the list are refused in Dutch', async () => {
    const list = await defaultList(lotte);
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain, quantity: 2 } });
    const path = `/wishlists/${list.Id}/products/${p.plain}`;
    expect((await call(path, { token: lotte, method: 'PATCH', json: { quantity: 6 } })).status).toBe(200);
    expect((await defaultList(lotte)).Products[0]!.Quantity).toBe(6);
    const before = await snapshot();
    const cases: [string, unknown, number, string][] = [
      [path, { quantity: 0 }, 400, 'quantity: Het aantal moet minimaal 1 zijn.'],
      [path, { quantity: 2.5 }, 400, 'quantity: Het aantal moet een heel getal zijn.'],
      [path, { quantity: 100_000 }, 400, 'quantity: Te lang of te groot (maximaal 99999).'],
      [path, {}, 400, 'quantity: Het aantal moet een heel getal zijn.'],
      [`/wishlists/${list.Id}/products/${p.plain2}`, { quantity: 3 }, 404, 'Deze regel staat niet (meer) op je lijst.'],
    ];
    for (const [target, json, status, message] of cases) {
      const answer = await call(target, { token: lotte, method: 'PATCH', json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body.Message, JSON.stringify(json)).toBe(message);
    }
    expect(await snapshot()).toBe(before);
  });

  it('makes, renames and deletes named lists; the default list stays', async () => {
    const made = await call('/wishlists', { token: lotte, json: { listName: '  Voor de   kat ' } });
    expect(made.status).toBe(200);
    const id = (made.body.Data as { Id: number }).Id;
    expect((made.body.Data as { ListName: string }).ListName).toBe('Voor de kat');
    expect((await call(`/wishlists/${id}`, { token: lotte, method: 'PATCH', json: { listName: 'Kerst' } })).status).toBe(200);
    expect((await lists(lotte)).map((list) => list.ListName)).toEqual(['Mijn favorieten', 'Kerst']);
    const refused = await call(`/wishlists/${(await defaultList(lotte)).Id}`, { token: lotte, method: 'DELETE' });
    expect(refused).toMatchObject({ status: 400, body: { Message: 'Je standaardlijst kun je niet verwijderen.' } });
    expect((await call(`/wishlists/${id}`, { token: lotte, method: 'DELETE' })).status).toBe(200);
    expect((await lists(lotte)).map((list) => list.ListName)).toEqual(['Mijn favorieten']);
  });

  it('puts a whole list in the cart with the cart’s caps and reports what could not go in', async () => {
    const list = await defaultList(lotte);
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain, quantity: 2 } });
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.capped, quantity: p.cap + 5 } });
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain2 } });
    // The third product stops being orderable after it was put on the list.
    await t.database.pool.query('update products set is_orderable = false where id = $1', [p.plain2]);
    try {
      const moved = await call('/wishlists/cart', { token: lotte, json: { listName: 'mijn favorieten' } });
      expect(moved.status).toBe(200);
      const data = moved.body.Data as {
        AddedCount: number;
        Warnings: { ProductId: number; Code: string; Message: string }[];
        CartItemCount: number;
      };
      expect(data.AddedCount).toBe(2);
      expect(data.Warnings.map((w) => [w.ProductId, w.Code]).sort()).toEqual(
        [
          [p.capped, 'OVER_STOCK'],
          [p.plain2, 'NOT_ORDERABLE'],
        ].sort(),
      );
      expect(data.Warnings.find((w) => w.Code === 'NOT_ORDERABLE')!.Message).toBe('Het product is niet bestelbaar.');
      const cart = (await (await t.request('/api/aspos/cart', { token: lotte })).json()) as {
        Data: { CartLines: { ProductId: number; Quantity: number }[] };
      };
      expect(cart.Data.CartLines.map((l) => [l.ProductId, l.Quantity]).sort()).toEqual(
        [
          [p.plain, 2],
          [p.capped, p.cap],
        ].sort(),
      );
      expect(data.CartItemCount).toBe(2 + p.cap);
    } finally {
      await t.database.pool.query('update products set is_orderable = true where id = $1', [p.plain2]);
    }
  });
});

describe('wishlists: who may use them (security)', () => {
  it('answers 401 to anonymous visitors on every call and changes nothing', async () => {
    const list = await defaultList(lotte);
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain } });
    const before = await snapshot();
    const calls: [string, string, unknown?][] = [
      ['GET', '/wishlists'],
      ['POST', '/wishlists', { listName: 'x' }],
      ['PATCH', `/wishlists/${list.Id}`, { listName: 'x' }],
      ['DELETE', `/wishlists/${list.Id}`],
      ['POST', `/wishlists/${list.Id}/products`, { productId: p.plain2 }],
      ['DELETE', `/wishlists/${list.Id}/products/${p.plain}`],
      ['PATCH', `/wishlists/${list.Id}/products/${p.plain}`, { quantity: 7 }],
      ['GET', `/wishlists-check/${p.plain}`],
      ['DELETE', `/wishlists-check/${p.plain}`],
      ['GET', '/wishlists-check'],
      ['POST', '/wishlists/cart', { listName: 'Mijn favorieten' }],
    ];
    for (const [method, path, json] of calls) {
      const answer = await call(path, { method, json });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(JSON.stringify(answer.body)).not.toContain(String(p.plain));
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 to another customer's list ids, leaks nothing and changes nothing", async () => {
    const list = await defaultList(lotte);
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain } });
    const own = await call('/wishlists', { token: lotte, json: { listName: 'Geheim' } });
    const secret = (own.body.Data as { Id: number }).Id;
    const before = await snapshot(sanneId);
    const calls: [string, string, unknown?][] = [
      ['PATCH', `/wishlists/${secret}`, { listName: 'Overgenomen' }],
      ['DELETE', `/wishlists/${secret}`],
      ['POST', `/wishlists/${list.Id}/products`, { productId: p.plain2 }],
      ['DELETE', `/wishlists/${list.Id}/products/${p.plain}`],
      ['PATCH', `/wishlists/${list.Id}/products/${p.plain}`, { quantity: 7 }],
      ['POST', '/wishlists/cart', { listName: 'Geheim' }],
    ];
    for (const [method, path, json] of calls) {
      const answer = await call(path, { token: sanne, method, json });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/Geheim|Mijn favorieten/);
    }
    // Sanne's own reads show only her lists; Lotte's product is not on them.
    expect((await lists(sanne)).flatMap((l) => l.Products)).toEqual([]);
    expect((await call(`/wishlists-check/${p.plain}`, { token: sanne })).body.Data).toMatchObject({ IsOnWishlist: false });
    expect((await call(`/wishlists-check/${p.plain}`, { token: sanne, method: 'DELETE' })).body.Data).toEqual({ Removed: 0 });
    // Sanne's reads made her own default list; Lotte's rows are untouched.
    expect(await snapshot(sanneId)).toBe(before);
  });

  it('lets a representative use the lists of the customer they act for, and nothing while acting for nobody', async () => {
    const sanneList = await defaultList(sanne);
    expect((await call(`/wishlists/${sanneList.Id}/products`, { token: repForSanne, json: { productId: p.plain } })).status).toBe(200);
    expect((await defaultList(sanne)).Products.map((x) => x.ProductId)).toEqual([p.plain]);
    const before = await snapshot();
    for (const [method, path, json] of [
      ['GET', '/wishlists'],
      ['POST', '/wishlists', { listName: 'x' }],
      ['POST', `/wishlists/${sanneList.Id}/products`, { productId: p.plain2 }],
      ['DELETE', `/wishlists/${sanneList.Id}/products/${p.plain}`],
      ['PATCH', `/wishlists/${sanneList.Id}/products/${p.plain}`, { quantity: 7 }],
      ['GET', `/wishlists-check/${p.plain}`],
      ['POST', '/wishlists/cart', { listName: 'Mijn favorieten' }],
    ] as [string, string, unknown?][]) {
      expect((await call(path, { token: rep, method, json })).status, `${method} ${path}`).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('wishlists: bad input gets a Dutch message and changes nothing', () => {
  it('refuses unknown and unreleased products and bad quantities', async () => {
    const list = await defaultList(lotte);
    const before = await snapshot(sanneId);
    const cases: [unknown, number, string][] = [
      [{ productId: 999_999 }, 400, 'Het product is niet gevonden.'],
      [{ productId: p.onlyA }, 400, 'Het product is niet gevonden.'],
      [{ productId: p.plain, quantity: -1 }, 400, 'quantity: Het aantal moet minimaal 1 zijn.'],
      [{ productId: p.plain, quantity: 1.5 }, 400, 'quantity: Het aantal moet een heel getal zijn.'],
      [{ productId: p.plain, quantity: 1e9 }, 400, 'quantity: Te lang of te groot (maximaal 99999).'],
      [{ productId: 'x' }, 400, 'productId: Ongeldig product.'],
      [{ productId: p.plain, extra: 1 }, 400, 'body: Onbekend veld: extra.'],
    ];
    for (const [json, status, message] of cases) {
      const answer = await call(`/wishlists/${list.Id}/products`, { token: lotte, json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body.Message, JSON.stringify(json)).toBe(message);
    }
    // The same product is fine for Sanne, whose codes include A.
    expect(
      (await call(`/wishlists/${(await defaultList(sanne)).Id}/products`, { token: sanne, json: { productId: p.onlyA } })).status,
    ).toBe(200);
    expect(await snapshot(sanneId)).toBe(before);
  });

  it('refuses a sum above the largest quantity', async () => {
    const list = await defaultList(lotte);
    await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain, quantity: 99_999 } });
    const answer = await call(`/wishlists/${list.Id}/products`, { token: lotte, json: { productId: p.plain, quantity: 1 } });
    expect(answer).toMatchObject({ status: 400, body: { Message: 'Het aantal mag hoogstens 99999 zijn.' } });
    expect((await defaultList(lotte)).Products[0]!.Quantity).toBe(99_999);
  });

  it('refuses empty, too long and duplicate list names, also under a parallel burst', async () => {
    await lists(lotte);
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ listName: '   ' }, 'Geef de lijst een naam.'],
      [{ listName: 'x'.repeat(61) }, 'De naam van de lijst is te lang (maximaal 60 tekens).'],
      [{ listName: 'MIJN favorieten' }, 'Je hebt al een lijst met deze naam.'],
      [{}, 'listName: Geef de lijst een naam.'],
      [{ listName: 'a\u0000b' }, 'De aanvraag bevat ongeldige tekens.'],
    ];
    for (const [json, message] of cases) {
      const answer = await call('/wishlists', { token: lotte, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.Message, JSON.stringify(json)).toBe(message);
    }
    expect(await snapshot()).toBe(before);
    const burst = await Promise.all(Array.from({ length: 8 }, () => call('/wishlists', { token: lotte, json: { listName: 'Dubbel' } })));
    expect(burst.filter((a) => a.status === 200)).toHaveLength(1);
    expect(burst.filter((a) => a.status === 400).every((a) => a.body.Message === 'Je hebt al een lijst met deze naam.')).toBe(true);
  });

  it('holds the limit of 20 lists under a parallel burst', async () => {
    await lists(lotte);
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => call('/wishlists', { token: lotte, json: { listName: `Lijst ${i}` } })),
    );
    expect(burst.filter((a) => a.status === 200)).toHaveLength(19);
    expect(burst.find((a) => a.status === 400)!.body.Message).toBe('Je kunt maximaal 20 lijsten maken.');
    expect(await lists(lotte)).toHaveLength(20);
  });

  it('refuses renaming to another list’s name and moving an empty or unknown list', async () => {
    const other = (await call('/wishlists', { token: lotte, json: { listName: 'Kerst' } })).body.Data as { Id: number };
    const rename = await call(`/wishlists/${other.Id}`, { token: lotte, method: 'PATCH', json: { listName: 'mijn favorieten' } });
    expect(rename).toMatchObject({ status: 400, body: { Message: 'Je hebt al een lijst met deze naam.' } });
    expect((await call(`/wishlists/${other.Id}`, { token: lotte, method: 'PATCH', json: { listName: 'KERST' } })).status).toBe(200);
    expect(await call('/wishlists/cart', { token: lotte, json: { listName: 'Kerst' } })).toMatchObject({
      status: 400,
      body: { Message: 'Deze lijst is leeg.' },
    });
    expect(await call('/wishlists/cart', { token: lotte, json: { listName: 'Bestaat niet' } })).toMatchObject({
      status: 404,
      body: { Message: 'De lijst is niet gevonden.' },
    });
  });

  it('answers in French when asked', async () => {
    const response = await t.request('/api/aspos/customer/wishlists', {
      token: lotte,
      json: { listName: '' },
      headers: { 'x-language': 'fr' },
    });
    expect(((await response.json()) as Json).Message).toBe('Donnez un nom à la liste.');
  });
});
