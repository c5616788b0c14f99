import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import type { Selection } from './selections.schemas.ts';

let t: TestApi;
let lotte: string; // private customer, publication code B
let sanne: string; // business customer, codes A;B
let rep: string; // representative acting for nobody
let repForSanne: string;
let sanneId: number;
let products: number[] = [];
let onlyA = 0;

type Json = Record<string, unknown> & { Code?: string; Message?: string; Data?: unknown };
type Page = { Selections: Selection[]; HasMore: boolean; Total: number };

async function call(path: string, init: { method?: string; token?: string | null; json?: unknown } = {}) {
  const response = await t.request(`/api/aspos/products/selections${path}`, init);
  return { status: response.status, body: (await response.json()) as Json };
}

const add = (token: string, productId: number, quantity = 1) => call('', { token, json: { productId, quantity, type: 'OrderList' } });

async function page(token: string, query = ''): Promise<Page> {
  const { status, body } = await call(query, { token });
  expect(status).toBe(200);
  return body.Data as Page;
}

/** Every selection row (but those of `except`), to prove a refused call changed nothing. */
async function snapshot(except = 0): Promise<string> {
  const { rows } = await t.database.pool.query<{ x: string }>(
    `select coalesce(string_agg(concat_ws(':', id, customer_id, product_id, type, quantity, notes), ';' order by id), '') as x
       from product_selections where customer_id <> $1`,
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
  sanneId = (await t.database.pool.query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`)).rows[0]!.id;
  repForSanne = (
    (await (await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: sanneId } })).json()) as {
      Token: string;
    }
  ).Token;
  const orderable = `is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
    and exists (select 1 from product_web_nodes w where w.product_id = products.id)`;
  products = (
    await t.database.pool.query<{ id: number }>(
      `select id from products where ${orderable} and 'B' = any(publication_codes) and stock_quantity >= 100
         and max_in_cart is null and purchase_unit_factor = 1 order by id limit 12`,
    )
  ).rows.map((r) => r.id);
  onlyA = (
    await t.database.pool.query<{ id: number }>(
      `select id from products where ${orderable} and publication_codes = '{A}' order by id limit 1`,
    )
  ).rows[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.pool.query('delete from product_selections; delete from cart_lines');
});

describe('the order list (§3 Product selection, §4, §7 products/selections)', () => {
  it('adds a product, and adds to its quantity by the absolute amount when it is there already (§4)', async () => {
    const first = await add(lotte, products[0]!, 2);
    expect(first.status).toBe(200);
    expect(first.body.Data).toMatchObject({
      ProductId: products[0],
      Quantity: 2,
      Type: 'OrderList',
      Notes: '',
      Product: { Id: products[0] },
    });
    const again = await add(lotte, products[0]!, 3);
    expect(again.body.Data).toMatchObject({ Id: (first.body.Data as Selection).Id, Quantity: 5 });
    expect((await page(lotte)).Selections).toHaveLength(1);
  });

  it('pages by 10 with HasMore while more lines follow (§4, §9)', async () => {
    for (const id of products.slice(0, 11)) await add(lotte, id);
    const first = await page(lotte, '?types=OrderList&offset=0&limit=10');
    expect(first.Selections).toHaveLength(10);
    expect(first).toMatchObject({ HasMore: true, Total: 11 });
    const second = await page(lotte, '?types=OrderList&offset=10&limit=10');
    expect(second.Selections.map((s) => s.ProductId)).toEqual([products[10]]);
    expect(second.HasMore).toBe(false);
    expect((await page(lotte)).Selections).toHaveLength(10);
    expect((await page(lotte, '?limit=5000')).Selections).toHaveLength(11);
    await call('', { token: lotte, method: 'DELETE', json: { selectionIds: [first.Selections[0]!.Id] } });
    expect(await page(lotte)).toMatchObject({ HasMore: false, Total: 10 });
  });

  it('changes quantity and note, removes one and several lines and clears the list', async () => {
    const ids: number[] = [];
    for (const id of products.slice(0, 4)) ids.push(((await add(lotte, id)).body.Data as Selection).Id);
    const changed = await call(`/${ids[0]}`, {
      token: lotte,
      method: 'PATCH',
      json: { quantity: 12, notes: '  Voor de winkel in Breda ' },
    });
    expect(changed.body.Data).toMatchObject({ Quantity: 12, Notes: 'Voor de winkel in Breda' });
    expect((await call(`/${ids[1]}`, { token: lotte, method: 'DELETE' })).status).toBe(200);
    expect((await call('', { token: lotte, method: 'DELETE', json: { selectionIds: [ids[2]] } })).body.Data).toEqual({ Removed: 1 });
    expect((await page(lotte)).Selections.map((s) => s.Id)).toEqual([ids[0], ids[3]]);
    expect((await call('/clear', { token: lotte, json: { types: ['OrderList'] } })).body.Data).toEqual({ Removed: 2 });
    expect((await page(lotte)).Total).toBe(0);
  });

  it('puts the chosen lines in the cart at their quantities, keeps them on the list, and asks to choose first', async () => {
    const a = (await add(lotte, products[0]!, 3)).body.Data as Selection;
    const b = (await add(lotte, products[1]!, 1)).body.Data as Selection;
    await add(lotte, products[2]!, 7);
    const moved = await call('/cart', { token: lotte, json: { selectionIds: [a.Id, b.Id] } });
    expect(moved.status).toBe(200);
    expect(moved.body.Data).toMatchObject({ AddedCount: 2, Warnings: [], CartItemCount: 4 });
    const cart = (await (await t.request('/api/aspos/cart', { token: lotte })).json()) as {
      Data: { CartLines: { ProductId: number; Quantity: number }[] };
    };
    expect(cart.Data.CartLines.map((l) => [l.ProductId, l.Quantity])).toEqual([
      [products[0], 3],
      [products[1], 1],
    ]);
    expect((await page(lotte)).Total).toBe(3);
    expect(await call('/cart', { token: lotte, json: { selectionIds: [] } })).toMatchObject({
      status: 400,
      body: { Message: 'Selecteer eerst producten' },
    });
  });

  it('keeps type Sample apart from the order list', async () => {
    await add(lotte, products[0]!);
    await t.database.pool.query(
      `insert into product_selections (customer_id, product_id, type, quantity) select customer_id, product_id, 'Sample', 1 from product_selections`,
    );
    expect((await page(lotte)).Total).toBe(1);
    expect((await page(lotte, '?types=Sample')).Selections.map((s) => s.Type)).toEqual(['Sample']);
    expect((await page(lotte, '?types=OrderList&types=Sample')).Total).toBe(2);
    expect((await call('/clear', { token: lotte, json: { types: ['Sample'] } })).body.Data).toEqual({ Removed: 1 });
    expect((await page(lotte)).Total).toBe(1);
  });
});

describe('the order list: who may use it (security)', () => {
  it('answers 401 to anonymous visitors on every call and changes nothing', async () => {
    const own = (await add(lotte, products[0]!)).body.Data as Selection;
    const before = await snapshot();
    for (const [method, path, json] of [
      ['GET', ''],
      ['POST', '', { productId: products[1], quantity: 1, type: 'OrderList' }],
      ['PATCH', `/${own.Id}`, { quantity: 9 }],
      ['DELETE', `/${own.Id}`],
      ['DELETE', '', { selectionIds: [own.Id] }],
      ['POST', '/clear', { types: ['OrderList'] }],
      ['POST', '/cart', { selectionIds: [own.Id] }],
    ] as [string, string, unknown?][]) {
      const answer = await call(path, { method, json });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 to another customer's selection ids, leaks nothing and changes nothing", async () => {
    const own = (await add(lotte, products[0]!, 4)).body.Data as Selection;
    await call(`/${own.Id}`, { token: lotte, method: 'PATCH', json: { notes: 'Geheime notitie' } });
    const mine = (await add(sanne, products[1]!)).body.Data as Selection;
    const before = await snapshot(sanneId);
    for (const [method, path, json] of [
      ['PATCH', `/${own.Id}`, { quantity: 9, notes: 'overgenomen' }],
      ['DELETE', `/${own.Id}`],
      ['DELETE', '', { selectionIds: [mine.Id, own.Id] }],
      ['POST', '/cart', { selectionIds: [mine.Id, own.Id] }],
    ] as [string, string, unknown?][]) {
      const answer = await call(path, { token: sanne, method, json });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Geheime');
    }
    const seen = await page(sanne, '?limit=1000');
    expect(seen.Selections.map((s) => s.Id)).toEqual([mine.Id]);
    // Sanne's own line is still there (the mixed delete removed nothing) and her cart stayed empty.
    const cart = (await (await t.request('/api/aspos/cart', { token: sanne })).json()) as { Data: { CartLines: unknown[] } };
    expect(cart.Data.CartLines).toEqual([]);
    expect((await call('/clear', { token: sanne, json: { types: ['OrderList'] } })).body.Data).toEqual({ Removed: 1 });
    expect(await snapshot(sanneId)).toBe(before);
  });

  it('lets a representative use the list of the customer they act for, and nothing while acting for nobody', async () => {
    const added = await add(repForSanne, products[0]!, 2);
    expect(added.status).toBe(200);
    expect((await page(sanne)).Selections.map((s) => s.ProductId)).toEqual([products[0]]);
    const before = await snapshot();
    for (const [method, path, json] of [
      ['GET', ''],
      ['POST', '', { productId: products[1], quantity: 1 }],
      ['PATCH', `/${(added.body.Data as Selection).Id}`, { quantity: 9 }],
      ['POST', '/clear', { types: ['OrderList'] }],
      ['POST', '/cart', { selectionIds: [(added.body.Data as Selection).Id] }],
    ] as [string, string, unknown?][]) {
      expect((await call(path, { token: rep, method, json })).status, `${method} ${path}`).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('the order list: bad input gets a Dutch message and changes nothing', () => {
  it('refuses unknown and unreleased products, bad quantities, types and notes', async () => {
    const own = (await add(lotte, products[0]!, 2)).body.Data as Selection;
    const before = await snapshot();
    const adds: [unknown, string][] = [
      [{ productId: 999_999, quantity: 1 }, 'Het product is niet gevonden.'],
      [{ productId: onlyA, quantity: 1 }, 'Het product is niet gevonden.'],
      [{ productId: products[1], quantity: -2 }, 'quantity: Het aantal moet minimaal 1 zijn.'],
      [{ productId: products[1], quantity: 0.5 }, 'quantity: Het aantal moet een heel getal zijn.'],
      [{ productId: products[1], quantity: 1e12 }, 'quantity: Te lang of te groot (maximaal 99999).'],
      [{ productId: products[1], quantity: 1, type: 'Sample' }, 'type: Onbekend soort lijst.'],
      [{ productId: products[1], quantity: 1, type: 'Cart' }, 'type: Onbekend soort lijst.'],
    ];
    for (const [json, message] of adds) {
      const answer = await call('', { token: lotte, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.Message, JSON.stringify(json)).toBe(message);
    }
    const changes: [unknown, string][] = [
      [{ quantity: 0 }, 'quantity: Het aantal moet minimaal 1 zijn.'],
      [{ quantity: 2.5 }, 'quantity: Het aantal moet een heel getal zijn.'],
      [{ notes: 'x'.repeat(501) }, 'notes: Te lang (maximaal 500 tekens).'],
      [{}, 'body: Geef minstens één wijziging op.'],
    ];
    for (const [json, message] of changes) {
      const answer = await call(`/${own.Id}`, { token: lotte, method: 'PATCH', json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.Message, JSON.stringify(json)).toBe(message);
    }
    expect((await call('/clear', { token: lotte, json: { types: ['Wishlist'] } })).body.Message).toBe('types.0: Onbekend soort lijst.');
    expect((await call('?types=Nope', { token: lotte })).status).toBe(400);
    expect((await call('?offset=-1', { token: lotte })).status).toBe(400);
    expect(await snapshot()).toBe(before);
    // Sanne may put the product released for code A on her list.
    expect((await add(sanne, onlyA)).status).toBe(200);
  });

  it('refuses a sum above the largest quantity and keeps the line as it was', async () => {
    await add(lotte, products[0]!, 99_990);
    const answer = await add(lotte, products[0]!, 10);
    expect(answer).toMatchObject({ status: 400, body: { Message: 'Het aantal mag hoogstens 99999 zijn.' } });
    expect((await page(lotte)).Selections[0]!.Quantity).toBe(99_990);
  });

  it('adds every piece of a parallel burst to one line', async () => {
    await Promise.all(Array.from({ length: 10 }, () => add(lotte, products[0]!, 2)));
    const seen = await page(lotte);
    expect(seen.Selections.map((s) => s.Quantity)).toEqual([20]);
  });
});
