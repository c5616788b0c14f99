import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import type { Cart } from '../shared/cart.schemas.ts';

let t: TestApi;
let lotte: string; // private customer, publication code B, list prices
let sanne: string; // business customer 'Kwispel', codes A;B, net prices
let rep: string; // representative, assigned to Kwispel
let sanneId: number;

/** Ids of demo products picked by their facts, so the tests do not depend on seed order. */
const p = { plain: 0, plain2: 0, onlyA: 0, virtual: 0, factor: 0, factorSize: 0, capped: 0, cap: 0, hiddenType: 0 };

const orderable = `is_active and is_viewable and is_orderable and not is_virtual and type <> 'ProductVoucher'
  and exists (select 1 from product_web_nodes w where w.product_id = products.id)`;

async function pick(where: string): Promise<{ id: number; purchase_unit_factor: number; max_in_cart: number | null }> {
  const { rows } = await t.database.pool.query<{ id: number; purchase_unit_factor: number; max_in_cart: number | null }>(
    `select id, purchase_unit_factor, max_in_cart from products where ${where} order by id limit 1`,
  );
  if (!rows[0]) throw new Error(`no demo product where ${where}`);
  return rows[0];
}

type CartBody = { Success: true; Data: Cart };

async function getCart(token: string): Promise<Cart> {
  const response = await t.request('/api/aspos/cart', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as CartBody).Data;
}

async function batch(token: string, changes: unknown[]): Promise<{ status: number; body: CartBody & { Code?: string; Message?: string } }> {
  const response = await t.request('/api/aspos/cart/lines/batch', { token, json: { changes } });
  return { status: response.status, body: (await response.json()) as CartBody & { Code?: string; Message?: string } };
}

const empty = (token: string) => t.request('/api/aspos/cart/lines', { method: 'DELETE', token });

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const { rows } = await t.database.pool.query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`);
  sanneId = rows[0]!.id;
  const plainWhere = `${orderable} and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
    and not exists (select 1 from discount_products d where d.product_id = products.id)`;
  p.plain = (await pick(plainWhere)).id;
  p.plain2 = (await pick(`${plainWhere} and id > ${p.plain}`)).id;
  p.onlyA = (await pick(`${orderable} and publication_codes = '{A}' and stock_quantity >= 10 and max_in_cart is null`)).id;
  p.virtual = (await pick(`is_virtual and is_active and is_viewable and 'B' = any(publication_codes)`)).id;
  const factor = await pick(
    `${orderable} and 'B' = any(publication_codes) and purchase_unit_factor > 1 and stock_quantity >= 100 and max_in_cart is null`,
  );
  p.factor = factor.id;
  p.factorSize = factor.purchase_unit_factor;
  const capped = await pick(
    `${orderable} and 'B' = any(publication_codes) and max_in_cart between 2 and 20 and purchase_unit_factor = 1 and stock_quantity > max_in_cart`,
  );
  p.capped = capped.id;
  p.cap = capped.max_in_cart!;
  await t.database.pool
    .query(
      `update products set type = 'ProductVoucher' where id = (select id from products where ${plainWhere} and id > ${p.plain2} order by id limit 1) returning id`,
    )
    .then((r) => {
      p.hiddenType = (r.rows[0] as { id: number }).id;
    });
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([empty(lotte), empty(sanne)]);
});

describe('who may use the cart (§6)', () => {
  it('refuses anonymous visitors with 401 on every call and counts 0 for them', async () => {
    expect((await t.request('/api/aspos/cart')).status).toBe(401);
    expect(
      (await t.request('/api/aspos/cart/lines/batch', { json: { changes: [{ action: 1, productId: p.plain, quantity: 1 }] } })).status,
    ).toBe(401);
    expect((await t.request('/api/aspos/cart/lines', { method: 'DELETE' })).status).toBe(401);
    const count = (await (await t.request('/api/aspos/cart/count')).json()) as { Data: { Count: number } };
    expect(count.Data.Count).toBe(0);
  });

  it('keeps every customer to their own cart', async () => {
    await batch(lotte, [{ action: 1, productId: p.plain, quantity: 2 }]);
    const lotteCart = await getCart(lotte);
    const lineId = lotteCart.CartLines[0]!.Id;
    // Sanne sees none of Lotte's lines, and changing or deleting that product touches only her own cart.
    expect((await getCart(sanne)).CartLines).toEqual([]);
    await batch(sanne, [{ action: 3, productId: p.plain, quantity: 0 }]);
    await batch(sanne, [{ action: 2, productId: p.plain, quantity: 7 }]);
    await empty(sanne);
    const after = await getCart(lotte);
    expect(after.CartLines).toHaveLength(1);
    expect(after.CartLines[0]).toMatchObject({ Id: lineId, Quantity: 2 });
    // No call takes a cart or customer id: a customerId in the query is ignored, not obeyed.
    const sneaky = await t.request(`/api/aspos/cart?customerId=${sanneId}`, { token: lotte });
    expect(((await sneaky.json()) as CartBody).Data.CartLines.map((l) => l.Id)).toEqual([lineId]);
    const refused = await t.request('/api/aspos/cart/lines/batch', {
      token: lotte,
      json: { customerId: sanneId, changes: [{ action: 1, productId: p.plain, quantity: 1 }] },
    });
    expect(refused.status).toBe(400);
  });

  it("lets a representative change the impersonated customer's cart, not one of their own", async () => {
    expect((await t.request('/api/aspos/cart', { token: rep })).status).toBe(404);
    const impersonated = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: sanneId } });
    const repForSanne = ((await impersonated.json()) as { Token: string }).Token;
    await batch(repForSanne, [{ action: 1, productId: p.onlyA, quantity: 1 }]);
    const cart = await getCart(sanne);
    expect(cart.CartLines.map((l) => l.ProductId)).toEqual([p.onlyA]);
    expect((await getCart(repForSanne)).CartLines.map((l) => l.ProductId)).toEqual([p.onlyA]);
    const count = (await (await t.request('/api/aspos/cart/count', { token: repForSanne })).json()) as { Data: { Count: number } };
    expect(count.Data.Count).toBe(1);
  });
});

describe('POST /api/aspos/cart/lines/batch', () => {
  it('adds, adds again (summing), updates to an absolute quantity and deletes', async () => {
    const first = await batch(lotte, [{ action: 1, productId: p.plain, quantity: 2 }]);
    expect(first.status).toBe(200);
    let body = first.body;
    expect(body.Data.CartLines).toHaveLength(1);
    expect(body.Data.CartLines[0]).toMatchObject({ ProductId: p.plain, Quantity: 2, IsValid: true, AsposDerived: false });
    expect(body.Data.ItemCount).toBe(2);
    expect(body.Data.Warnings).toEqual([]);
    ({ body } = await batch(lotte, [{ action: 1, productId: p.plain, quantity: 3 }]));
    expect(body.Data.CartLines[0]!.Quantity).toBe(5);
    ({ body } = await batch(lotte, [
      { action: 2, productId: p.plain, quantity: 1 },
      { action: 1, productId: p.plain2, quantity: 1 },
    ]));
    expect(body.Data.CartLines.map((l) => [l.ProductId, l.Quantity])).toEqual([
      [p.plain, 1],
      [p.plain2, 1],
    ]);
    ({ body } = await batch(lotte, [{ action: 3, productId: p.plain }]));
    expect(body.Data.CartLines.map((l) => l.ProductId)).toEqual([p.plain2]);
    ({ body } = await batch(lotte, [{ action: 2, productId: p.plain2, quantity: 0 }]));
    expect(body.Data.CartLines).toEqual([]);
  });

  it('aligns quantities up to the purchase-unit factor (§5)', async () => {
    const { body } = await batch(lotte, [{ action: 1, productId: p.factor, quantity: 1 }]);
    expect(body.Data.CartLines[0]!.Quantity).toBe(p.factorSize);
    expect(body.Data.CartLines[0]!.PurchaseUnitFactor).toBe(p.factorSize);
    expect(body.Data.Warnings).toEqual([]);
  });

  it('lowers a quantity above max in cart to the limit with a warning (§5, §8)', async () => {
    const { body } = await batch(lotte, [{ action: 1, productId: p.capped, quantity: p.cap + 5 }]);
    expect(body.Data.CartLines[0]!.Quantity).toBe(p.cap);
    expect(body.Data.Warnings).toEqual([
      {
        ProductId: p.capped,
        Code: 'OVER_STOCK',
        Message: `Er is niet genoeg voorraad; het aantal is verlaagd naar ${p.cap}.`,
        Quantity: p.cap,
      },
    ]);
    expect(body.Data.MaxOrderableQuantitiesDelivery[String(p.capped)]).toBe(p.cap);
    const again = await batch(lotte, [{ action: 1, productId: p.capped, quantity: 1 }]);
    expect(again.body.Data.CartLines[0]!.Quantity).toBe(p.cap);
    expect(again.body.Data.Warnings[0]!.Code).toBe('OVER_STOCK');
  });

  it('warns per line for unknown, hidden, not released and not orderable products and applies the rest', async () => {
    const { status, body } = await batch(lotte, [
      { action: 1, productId: 2_000_000_000, quantity: 1 },
      { action: 1, productId: p.hiddenType, quantity: 1 },
      { action: 1, productId: p.onlyA, quantity: 1 },
      { action: 1, productId: p.virtual, quantity: 1 },
      { action: 1, productId: p.plain, quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(body.Data.Warnings.map((w) => [w.ProductId, w.Code])).toEqual([
      [2_000_000_000, 'NOT_FOUND'],
      [p.hiddenType, 'NOT_FOUND'],
      [p.onlyA, 'NOT_RELEASED'],
      [p.virtual, 'NOT_ORDERABLE'],
    ]);
    expect(body.Data.Warnings[2]!.Message).toBe('Het product is niet voor jou vrijgegeven. Neem contact op met kantoor.');
    expect(body.Data.CartLines.map((l) => l.ProductId)).toEqual([p.plain]);
    // The business customer has code A: the same product is released for her.
    const forSanne = await batch(sanne, [{ action: 1, productId: p.onlyA, quantity: 1 }]);
    expect(forSanne.body.Data.Warnings).toEqual([]);
  });

  it.each([
    ['no longer released for her publication code', `publication_codes = '{A}'`, 'NOT_RELEASED'],
    ['unpublished (not viewable)', 'is_viewable = false', 'NOT_FOUND'],
    ['inactive', 'is_active = false', 'NOT_FOUND'],
  ])('reports a line invalid and refuses more of it once its product is %s', async (_label, hide, code) => {
    await batch(lotte, [{ action: 1, productId: p.plain2, quantity: 2 }]);
    const { rows } = await t.database.pool.query<{ publication_codes: string[] }>('select publication_codes from products where id = $1', [
      p.plain2,
    ]);
    await t.database.pool.query(`update products set ${hide} where id = $1`, [p.plain2]);
    try {
      const line = (await getCart(lotte)).CartLines.find((l) => l.ProductId === p.plain2);
      expect(line?.IsValid).toBe(false);
      const { body } = await batch(lotte, [{ action: 1, productId: p.plain2, quantity: 1 }]);
      expect(body.Data.Warnings.map((w) => [w.ProductId, w.Code])).toEqual([[p.plain2, code]]);
      expect(body.Data.CartLines.map((l) => [l.ProductId, l.Quantity, l.IsValid])).toEqual([[p.plain2, 2, false]]);
    } finally {
      await t.database.pool.query('update products set is_active = true, is_viewable = true, publication_codes = $2 where id = $1', [
        p.plain2,
        rows[0]!.publication_codes,
      ]);
    }
    // Visible again, the same line is valid.
    expect((await getCart(lotte)).CartLines.map((l) => [l.ProductId, l.IsValid])).toEqual([[p.plain2, true]]);
  });

  it('warns when there is no stock at all', async () => {
    await t.database.pool.query('update products set stock_quantity = 0 where id = $1', [p.plain2]);
    try {
      const { body } = await batch(lotte, [{ action: 1, productId: p.plain2, quantity: 1 }]);
      expect(body.Data.Warnings.map((w) => w.Code)).toEqual(['NO_STOCK']);
      expect(body.Data.CartLines).toEqual([]);
    } finally {
      await t.database.pool.query('update products set stock_quantity = 500 where id = $1', [p.plain2]);
    }
  });

  it.each([
    ['an unknown action', [{ action: 4, productId: 1, quantity: 1 }], 'changes.0.action'],
    ['an action as text', [{ action: 'Add', productId: 1, quantity: 1 }], 'changes.0.action'],
    ['a negative quantity', [{ action: 2, productId: 1, quantity: -1 }], 'changes.0.quantity'],
    ['a fractional quantity', [{ action: 2, productId: 1, quantity: 1.5 }], 'changes.0.quantity'],
    ['a huge quantity', [{ action: 1, productId: 1, quantity: 1e12 }], 'changes.0.quantity'],
    ['adding 0', [{ action: 1, productId: 1, quantity: 0 }], 'changes.0.quantity'],
    ['a product id of 10,000 characters', [{ action: 1, productId: '9'.repeat(10_000), quantity: 1 }], 'changes.0.productId'],
    ['an unknown field of 10,000 characters', [{ action: 1, productId: 1, quantity: 1, notes: 'x'.repeat(10_000) }], 'changes.0'],
    ['a negative product id', [{ action: 1, productId: -5, quantity: 1 }], 'changes.0.productId'],
    ['no changes', [], 'changes'],
    ['too many changes', Array.from({ length: 101 }, () => ({ action: 1, productId: 1, quantity: 1 })), 'changes'],
  ])('refuses %s with a Dutch 400', async (_label, changes, field) => {
    const { status, body } = await batch(lotte, changes);
    expect(status).toBe(400);
    expect(body.Code).toBe('VALIDATION_ERROR');
    expect((body as unknown as { Errors: { Field: string; Message: string }[] }).Errors[0]!.Field).toBe(field);
    expect(body.Message).not.toMatch(/Invalid|Expected|Too (big|small)/);
  });

  it('saves nothing of a batch with one malformed change', async () => {
    const { status } = await batch(lotte, [
      { action: 1, productId: p.plain, quantity: 1 },
      { action: 9, productId: p.plain2, quantity: 1 },
    ]);
    expect(status).toBe(400);
    expect((await getCart(lotte)).CartLines).toEqual([]);
  });

  it('answers malformed JSON and a wrong body shape with a Dutch 400', async () => {
    const malformed = await t.request('/api/aspos/cart/lines/batch', { token: lotte, body: '{"changes": [' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { Message: string }).Message).toBe('De aanvraag bevat geen geldige JSON.');
    const text = await t.request('/api/aspos/cart/lines/batch', { token: lotte, json: 'x'.repeat(10_000) });
    expect(text.status).toBe(400);
    const notArray = await t.request('/api/aspos/cart/lines/batch', { token: lotte, json: { changes: 'x'.repeat(10_000) } });
    expect(notArray.status).toBe(400);
  });
});

describe('GET /api/aspos/cart', () => {
  it('prices lines from the price list with VAT per line and sums the totals in cents', async () => {
    await batch(sanne, [
      { action: 1, productId: p.plain, quantity: 3 },
      { action: 1, productId: p.plain2, quantity: 2 },
    ]);
    const cart = await getCart(sanne);
    const productPage = async (id: number) => {
      const [row] = (
        (await (await t.request(`/api/aspos/products/ids?productIds=${id}`, { token: sanne })).json()) as { Data: { Url: string }[] }
      ).Data;
      const detail = (await (await t.request(`/api/aspos/products/url/${encodeURIComponent(row!.Url)}`, { token: sanne })).json()) as {
        Data: { PriceInclTax: number; PriceExclTax: number };
      };
      return detail.Data;
    };
    for (const line of cart.CartLines) {
      const page = await productPage(line.ProductId);
      // The net price is leading for the business customer: the line's excl. total is exact.
      expect(line.PriceExclTax).toBe(page.PriceExclTax);
      expect(line.TotalExclTax).toBeCloseTo(page.PriceExclTax * line.Quantity, 2);
      expect(Math.round((line.TotalInclTax - line.TotalExclTax) * 100)).toBe(Math.round(line.TaxAmount * 100));
      expect(line.ProductUrl).toMatch(/^\/product\/detail\//);
      expect(line.ProductTitle).toBe(line.Product!.Name);
    }
    const cents = (amounts: number[]) => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
    expect(Math.round(cart.SubTotalInclTax * 100)).toBe(cents(cart.CartLines.map((l) => l.TotalInclTax)));
    expect(Math.round(cart.TaxAmount * 100)).toBe(cents(cart.CartLines.map((l) => l.TaxAmount)));
    expect(Math.round(cart.TotalExclTax * 100)).toBe(cents(cart.CartLines.map((l) => l.TotalExclTax)));
    expect(cart.TotalInclTax).toBe(cart.SubTotalInclTax);
    expect(cart.ItemCount).toBe(5);
    // Lines in the order they were added; the storefront shows them newest first (§3).
    expect(cart.CartLines.map((l) => l.ProductId)).toEqual([p.plain, p.plain2]);
  });

  it('shows anonymous list prices to the private customer, equal to the product page', async () => {
    await batch(lotte, [{ action: 1, productId: p.plain, quantity: 2 }]);
    const [line] = (await getCart(lotte)).CartLines;
    const summary = (
      (await (await t.request(`/api/aspos/products/ids?productIds=${p.plain}`, { token: lotte })).json()) as {
        Data: { Url: string; PriceInclTax: number }[];
      }
    ).Data[0]!;
    expect(line!.PriceInclTax).toBe(summary.PriceInclTax);
    expect(line!.TotalInclTax).toBeCloseTo(summary.PriceInclTax * 2, 2);
  });

  it('fixes over-stock lines on reading: lowered to the limit, or removed when nothing is left (§4)', async () => {
    await batch(lotte, [
      { action: 1, productId: p.plain, quantity: 8 },
      { action: 1, productId: p.plain2, quantity: 2 },
    ]);
    await t.database.pool.query('update products set stock_quantity = 5 where id = $1', [p.plain]);
    await t.database.pool.query('update products set stock_quantity = 0 where id = $1', [p.plain2]);
    try {
      // The header's count already shows the fixed quantities, before GET cart has saved them.
      const count = (await (await t.request('/api/aspos/cart/count', { token: lotte })).json()) as { Data: { Count: number } };
      expect(count.Data.Count).toBe(5);
      const cart = await getCart(lotte);
      expect(cart.CartLines.map((l) => [l.ProductId, l.Quantity])).toEqual([[p.plain, 5]]);
      expect(cart.ItemCount).toBe(count.Data.Count);
      expect(cart.Warnings.map((w) => [w.ProductId, w.Code, w.Quantity])).toEqual([
        [p.plain, 'OVER_STOCK', 5],
        [p.plain2, 'OUT_OF_STOCK', 0],
      ]);
      expect((await getCart(lotte)).Warnings).toEqual([]);
    } finally {
      await t.database.pool.query('update products set stock_quantity = 500 where id = any($1)', [[p.plain, p.plain2]]);
    }
  });

  it('keeps a line whose product is no longer orderable, marked invalid (§4)', async () => {
    await batch(lotte, [{ action: 1, productId: p.plain, quantity: 1 }]);
    await t.database.pool.query('update products set is_orderable = false where id = $1', [p.plain]);
    try {
      const cart = await getCart(lotte);
      expect(cart.CartLines[0]).toMatchObject({ ProductId: p.plain, IsValid: false });
      // It can still be removed.
      const { body } = await batch(lotte, [{ action: 3, productId: p.plain }]);
      expect(body.Data.CartLines).toEqual([]);
    } finally {
      await t.database.pool.query('update products set is_orderable = true where id = $1', [p.plain]);
    }
  });

  it('shows a discount on the line as a reduction, not as a price change (§4)', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into discounts (name, flyer_code, percentage, start_date, end_date) values ('Test', 'TEST', 20, now() - interval '1 day', now() + interval '1 day') returning id`,
    );
    await t.database.pool.query('insert into discount_products (discount_id, product_id) values ($1, $2)', [rows[0]!.id, p.plain]);
    try {
      await batch(lotte, [{ action: 1, productId: p.plain, quantity: 2 }]);
      const [line] = (await getCart(lotte)).CartLines;
      expect(line!.PriceChanged).toBe(false);
      expect(line!.DiscountAmountInclTax).toBeGreaterThan(0);
    } finally {
      await t.database.pool.query('delete from discounts where id = $1', [rows[0]!.id]);
    }
  });
});

describe('concurrent changes', () => {
  it('loses no add when several arrive at once (the cart is locked while it changes)', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => batch(lotte, [{ action: 1, productId: p.plain, quantity: 1 }])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await getCart(lotte)).CartLines.map((l) => l.Quantity)).toEqual([6]);
  });
});

describe('OpenAPI', () => {
  it('documents the cart calls of §7', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.paths['/api/aspos/cart']?.get).toBeDefined();
    expect(doc.paths['/api/aspos/cart/lines']?.delete).toBeDefined();
    expect(doc.paths['/api/aspos/cart/lines/batch']?.post?.description).toMatch(/nothing is saved/);
  });
});

describe('DELETE /api/aspos/cart/lines', () => {
  it('empties the cart', async () => {
    await batch(lotte, [{ action: 1, productId: p.plain, quantity: 1 }]);
    const response = await empty(lotte);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CartBody;
    expect(body.Data).toMatchObject({ CartLines: [], ItemCount: 0, TotalInclTax: 0, SubTotalExclTax: 0, TaxAmount: 0 });
  });
});
