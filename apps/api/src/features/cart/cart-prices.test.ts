/**
 * One price everywhere (issue 10): the same viewer, product and quantity get the same unit price in search,
 * listers, the product page and the cart; tiers apply in the cart; a business customer's tiers and 'was'
 * prices come from their own price; a price change after adding is flagged and can be accepted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import type { ProductDetail } from '../shared/product.schemas.ts';
import type { Cart } from '../shared/cart.schemas.ts';

let t: TestApi;
let clock = new Date();
let lotte: string; // private customer: list prices
let sanne: string; // business customer 'Kwispel': net prices of price list 2, prefers prices excl. VAT
let rep: string; // representative acting for Kwispel
let priceListId: number;

type Product = { id: number; url: string; name: string; list_price_incl_cents: number };
const orderable = `p.is_active and p.is_viewable and p.is_orderable and not p.is_virtual and p.type <> 'ProductVoucher'
  and exists (select 1 from product_web_nodes w where w.product_id = p.id) and 'B' = any(p.publication_codes)
  and p.stock_quantity >= 50 and p.max_in_cart is null and p.purchase_unit_factor = 1
  and not exists (select 1 from discount_products d where d.product_id = p.id)`;

async function pick(where: string): Promise<Product> {
  const { rows } = await t.database.pool.query<Product>(
    `select p.id, p.url, p.name, p.list_price_incl_cents from products p where ${orderable} and ${where} order by p.id limit 1`,
  );
  if (!rows[0]) throw new Error(`no demo product where ${where}`);
  return rows[0];
}

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: T }).Data;
}
const detail = async (url: string, token: string | null) =>
  data<ProductDetail>(await t.request(`/api/aspos/products/url/${url}`, { token }));
async function cartWith(token: string, productId: number, quantity: number): Promise<Cart> {
  await t.request('/api/aspos/cart/lines', { method: 'DELETE', token });
  return data<Cart>(await t.request('/api/aspos/cart/lines/batch', { token, json: { changes: [{ action: 1, productId, quantity }] } }));
}
const getCart = async (token: string) => data<Cart>(await t.request('/api/aspos/cart', { token }));
async function searchHit(token: string | null, product: Product) {
  const body = await data<{ Hits: { Id: number; PriceInclTax: number; PriceExclTax: number; OldPriceInclTax: number | null }[] }>(
    await t.request(`/api/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(product.name)}&limit=96`, { token }),
  );
  const hit = body.Hits.find((h) => h.Id === product.id);
  if (!hit) throw new Error(`search for '${product.name}' did not find product ${product.id}`);
  return hit;
}
async function idsSummary(token: string | null, id: number) {
  const [summary] = await data<{ PriceInclTax: number; PriceExclTax: number; OldPriceInclTax: number | null }[]>(
    await t.request(`/api/aspos/products/ids?productIds=${id}`, { token }),
  );
  return summary!;
}

let tiered: Product; // list tiers, and net tiers on the business price list
let tieredNoNet: Product; // list tiers, none on the business price list
let plain: Product;

beforeAll(async () => {
  t = await createTestApi({ now: () => clock });
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const { rows } = await t.database.pool.query<{ id: number; price_list_id: number }>(
    `select id, price_list_id from customers where email = 'zakelijk@toonbank.nl'`,
  );
  priceListId = rows[0]!.price_list_id;
  const sanneId = rows[0]!.id;
  await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: sanneId } }).then(async (r) => {
    rep = ((await r.json()) as { Token: string }).Token;
  });
  const netTiers = `exists (select 1 from price_list_price_levels l where l.product_id = p.id and l.price_list_id = ${priceListId})`;
  const listTiers = `exists (select 1 from product_price_levels l where l.product_id = p.id)`;
  const netPrice = `exists (select 1 from price_list_prices n where n.product_id = p.id and n.price_list_id = ${priceListId})`;
  tiered = await pick(`${listTiers} and ${netTiers} and ${netPrice}`);
  tieredNoNet = await pick(`${listTiers} and not ${netTiers} and ${netPrice}`);
  plain = await pick(`not ${listTiers} and ${netPrice}`);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date();
});

describe('quantity tiers in the cart', () => {
  it('applies the tier at the quantity in the cart, and rises again below it (private customer)', async () => {
    const page = await detail(tiered.url, lotte);
    expect(page.MoreLessLevels.length).toBeGreaterThan(0);
    const first = page.MoreLessLevels[0]!;
    expect(first.PriceInclTax).toBeLessThan(page.PriceInclTax);
    const atTier = await cartWith(lotte, tiered.id, first.Quantity);
    const line = atTier.CartLines[0]!;
    expect(line.PriceInclTax).toBe(first.PriceInclTax);
    expect(line.TierQuantity).toBe(first.Quantity);
    expect(line.OldPriceInclTax).toBe(page.PriceInclTax);
    expect(line.TotalInclTax).toBeCloseTo(first.PriceInclTax * first.Quantity, 2);
    expect(line.PriceChanged).toBe(false);
    const below = await data<Cart>(
      await t.request('/api/aspos/cart/lines/batch', {
        token: lotte,
        json: { changes: [{ action: 2, productId: tiered.id, quantity: first.Quantity - 1 }] },
      }),
    );
    expect(below.CartLines[0]!.PriceInclTax).toBe(page.PriceInclTax);
    expect(below.CartLines[0]!.TierQuantity).toBeNull();
    expect(below.CartLines[0]!.PriceChanged).toBe(false);
  });

  it('gives a business customer the tiers of their own price list, on their net price', async () => {
    const page = await detail(tiered.url, sanne);
    expect(page.AdvicePriceInclTax).toBe(tiered.list_price_incl_cents / 100);
    expect(page.OldPriceInclTax).toBeNull();
    expect(page.MoreLessLevels.length).toBeGreaterThan(0);
    for (const level of page.MoreLessLevels) {
      expect(level.PriceExclTax).toBeLessThan(page.PriceExclTax);
      expect(level.Save).toBeGreaterThan(0);
    }
    const level = page.MoreLessLevels[0]!;
    const line = (await cartWith(sanne, tiered.id, level.Quantity)).CartLines[0]!;
    expect(line.PriceExclTax).toBe(level.PriceExclTax);
    expect(line.PriceLadder.Leading).toBe('excl');
  });

  it('offers a business customer no tiers where their price list has none, whatever the list price has', async () => {
    const page = await detail(tieredNoNet.url, sanne);
    expect(page.MoreLessLevels).toEqual([]);
    expect(page.OldPriceInclTax).toBeNull();
    const anonymous = await detail(tieredNoNet.url, null);
    expect(anonymous.MoreLessLevels.length).toBeGreaterThan(0);
    const line = (await cartWith(sanne, tieredNoNet.id, 12)).CartLines[0]!;
    expect(line.PriceExclTax).toBe(page.PriceExclTax);
    expect(line.OldPriceInclTax).toBeNull();
  });
});

describe('the same price everywhere', () => {
  it.each([
    ['private customer', () => lotte],
    ['business customer', () => sanne],
    ['representative for the business customer', () => rep],
  ])('search, ids, the product page and the cart agree for a %s', async (_who, token) => {
    for (const product of [plain, tiered]) {
      const [hit, summary, page, cart] = await Promise.all([
        searchHit(token(), product),
        idsSummary(token(), product.id),
        detail(product.url, token()),
        cartWith(token(), product.id, 1),
      ]);
      const line = cart.CartLines[0]!;
      for (const shown of [hit, summary, page]) {
        expect([shown.PriceInclTax, shown.PriceExclTax]).toEqual([line.PriceInclTax, line.PriceExclTax]);
      }
    }
  });

  it('gives anonymous visitors the list price in search, ids and on the product page', async () => {
    const [hit, summary, page] = await Promise.all([searchHit(null, plain), idsSummary(null, plain.id), detail(plain.url, null)]);
    expect(page.PriceInclTax).toBe(plain.list_price_incl_cents / 100);
    expect(hit.PriceInclTax).toBe(page.PriceInclTax);
    expect(summary.PriceInclTax).toBe(page.PriceInclTax);
  });
});

describe('dated discounts, the Omnibus was price and cached answers', () => {
  it('prices a discount the same in search, product page and cart from the day it begins, with the lowest 30-day price as was price', async () => {
    const product = plain;
    const start = new Date(Date.now() + 3_600_000);
    // The list price was 10% lower until 10 days before the discount: that is its 'was' price (Omnibus).
    await t.database.pool.query(
      `update product_price_history set valid_from = $2::timestamptz - interval '60 days' where product_id = $1 and kind = 'list' and valid_to is null`,
      [product.id, start.toISOString()],
    );
    const lower = Math.round(product.list_price_incl_cents * 0.9);
    await t.database.pool.query(
      `insert into product_price_history (product_id, kind, list_price_incl_cents, valid_from, valid_to) values ($1, 'list', $2, $3::timestamptz - interval '40 days', $3::timestamptz - interval '10 days')`,
      [product.id, lower, start.toISOString()],
    );
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into discounts (name, flyer_code, percentage, start_date, end_date) values ('Testkorting', 'TEST', 20, $1, $1::timestamptz + interval '5 days') returning id`,
      [start.toISOString()],
    );
    await t.database.pool.query('insert into discount_products (discount_id, product_id) values ($1, $2)', [rows[0]!.id, product.id]);
    try {
      const before = await searchHit(lotte, product);
      expect(before.PriceInclTax).toBe(product.list_price_incl_cents / 100);
      expect(before.OldPriceInclTax).toBeNull();
      // The clock passes the start: the cached search answer must not be served any more.
      clock = new Date(start.getTime() + 60_000);
      const discounted = Math.round(product.list_price_incl_cents * 0.8) / 100;
      const [hit, page, cart] = await Promise.all([searchHit(lotte, product), detail(product.url, lotte), cartWith(lotte, product.id, 1)]);
      expect(page.PriceInclTax).toBe(discounted);
      expect(page.Discount?.Percentage).toBe(20);
      expect(page.OldPriceInclTax).toBe(lower / 100);
      expect(hit.PriceInclTax).toBe(discounted);
      expect(hit.OldPriceInclTax).toBe(lower / 100);
      expect(cart.CartLines[0]!.PriceInclTax).toBe(discounted);
      expect(cart.CartLines[0]!.OldPriceInclTax).toBe(lower / 100);
      expect(cart.CartLines[0]!.DiscountAmountInclTax).toBeCloseTo(product.list_price_incl_cents / 100 - discounted, 2);
      // A business customer gets the discount off their own net price; their was price is that net price.
      const business = await detail(product.url, sanne);
      expect(business.OldPriceExclTax).toBeGreaterThan(business.PriceExclTax);
      expect(business.OldPriceInclTax).not.toBe(product.list_price_incl_cents / 100);
    } finally {
      await t.database.pool.query('delete from discounts where id = $1', [rows[0]!.id]);
    }
  });

  it('shows no was price when the lowest 30-day price is not above the discounted price', async () => {
    const product = await pick(`p.id not in (${plain.id}, ${tiered.id}, ${tieredNoNet.id})`);
    const start = new Date(Date.now() - 86_400_000);
    await t.database.pool.query(
      `insert into product_price_history (product_id, kind, list_price_incl_cents, valid_from, valid_to) values ($1, 'list', $2, $3::timestamptz - interval '20 days', $3::timestamptz - interval '15 days')`,
      [product.id, Math.round(product.list_price_incl_cents * 0.7), start.toISOString()],
    );
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into discounts (name, flyer_code, percentage, start_date, end_date) values ('Test', 'TEST2', 10, $1, now() + interval '5 days') returning id`,
      [start.toISOString()],
    );
    await t.database.pool.query('insert into discount_products (discount_id, product_id) values ($1, $2)', [rows[0]!.id, product.id]);
    try {
      const page = await detail(product.url, lotte);
      expect(page.PriceInclTax).toBe(Math.round(product.list_price_incl_cents * 0.9) / 100);
      expect(page.OldPriceInclTax).toBeNull();
    } finally {
      await t.database.pool.query('delete from discounts where id = $1', [rows[0]!.id]);
    }
  });

  it('records list-price changes in the price history', async () => {
    const product = await pick(`p.id not in (${plain.id}, ${tiered.id}, ${tieredNoNet.id})`);
    await t.database.pool.query('update products set list_price_incl_cents = list_price_incl_cents + 100 where id = $1', [product.id]);
    const { rows } = await t.database.pool.query<{ list_price_incl_cents: number; valid_from: Date; valid_to: Date | null }>(
      `select list_price_incl_cents, valid_from, valid_to from product_price_history where product_id = $1 and kind = 'list' order by valid_from`,
      [product.id],
    );
    const open = rows.filter((row) => row.valid_to === null);
    expect(open.map((row) => row.list_price_incl_cents)).toEqual([product.list_price_incl_cents + 100]);
    const closed = rows.find((row) => row.valid_to?.getTime() === open[0]!.valid_from.getTime());
    expect(closed?.list_price_incl_cents).toBe(product.list_price_incl_cents);
    await t.database.pool.query('update products set list_price_incl_cents = $2 where id = $1', [
      product.id,
      product.list_price_incl_cents,
    ]);
  });
});

describe('price changed after adding (§4, §9 tolerance 0.01)', () => {
  it('says nothing right after adding, for a business customer and a representative', async () => {
    for (const token of [sanne, rep]) {
      const cart = await cartWith(token, plain.id, 2);
      expect(cart.CartLines[0]!.PriceChanged).toBe(false);
      expect(cart.CartLines[0]!.OldPriceInclTax).toBeNull();
      expect((await getCart(token)).CartLines[0]!.PriceChanged).toBe(false);
    }
  });

  it('flags a line whose price changed since it was added, with the accepted price, until the customer accepts the new one', async () => {
    const product = await pick(`p.id not in (${plain.id}, ${tiered.id}, ${tieredNoNet.id})`);
    const added = (await cartWith(lotte, product.id, 2)).CartLines[0]!;
    await t.database.pool.query('update products set list_price_incl_cents = list_price_incl_cents + 1 where id = $1', [product.id]);
    expect((await getCart(lotte)).CartLines[0]!.PriceChanged).toBe(false); // within the 0.01 tolerance
    await t.database.pool.query('update products set list_price_incl_cents = list_price_incl_cents + 150 where id = $1', [product.id]);
    try {
      const changed = (await getCart(lotte)).CartLines[0]!;
      expect(changed.PriceChanged).toBe(true);
      expect(changed.ConfirmedPriceInclTax).toBe(added.PriceInclTax);
      expect(changed.PriceInclTax).toBeCloseTo(added.PriceInclTax + 1.51, 2);
      // Another customer's accept changes nothing of this cart.
      await data<Cart>(await t.request('/api/aspos/cart/lines/accept-prices', { token: sanne, json: { lineIds: [changed.Id] } }));
      expect((await getCart(lotte)).CartLines[0]!.PriceChanged).toBe(true);
      const accepted = await data<Cart>(
        await t.request('/api/aspos/cart/lines/accept-prices', { token: lotte, json: { lineIds: [changed.Id] } }),
      );
      expect(accepted.CartLines[0]!.PriceChanged).toBe(false);
      expect(accepted.CartLines[0]!.ConfirmedPriceInclTax).toBeNull();
      expect((await getCart(lotte)).CartLines[0]!.PriceChanged).toBe(false);
    } finally {
      await t.database.pool.query('update products set list_price_incl_cents = $2 where id = $1', [
        product.id,
        product.list_price_incl_cents,
      ]);
    }
  });

  it('refuses accept-prices for anonymous visitors and malformed bodies', async () => {
    expect((await t.request('/api/aspos/cart/lines/accept-prices', { json: {} })).status).toBe(401);
    expect((await t.request('/api/aspos/cart/lines/accept-prices', { token: lotte, json: { lineIds: ['x'] } })).status).toBe(400);
    expect((await t.request('/api/aspos/cart/lines/accept-prices', { token: lotte, json: { other: 1 } })).status).toBe(400);
  });
});

describe('totals and the VAT preference', () => {
  it('sums VAT per rate to the cart VAT, and incl. = excl. + VAT on every line', async () => {
    await t.request('/api/aspos/cart/lines/batch', {
      token: lotte,
      json: {
        changes: [
          { action: 1, productId: plain.id, quantity: 3 },
          { action: 1, productId: tiered.id, quantity: 7 },
        ],
      },
    });
    const cart = await getCart(lotte);
    const cents = (amount: number) => Math.round(amount * 100);
    for (const line of cart.CartLines) expect(cents(line.TotalInclTax)).toBe(cents(line.TotalExclTax) + cents(line.TaxAmount));
    expect(cart.VatByRate.reduce((sum, rate) => sum + cents(rate.TaxAmount), 0)).toBe(cents(cart.TaxAmount));
    expect(cart.VatByRate.reduce((sum, rate) => sum + cents(rate.BaseExclTax), 0)).toBe(cents(cart.SubTotalExclTax));
    expect(cents(cart.TotalInclTax)).toBe(cart.CartLines.reduce((sum, line) => sum + cents(line.TotalInclTax), 0));
  });

  it('answers the VAT preference: the business customer excl., the private customer incl., the representative the customer’s', async () => {
    const vat = async (token: string | null) => t.request('/api/aspos/preference/vat', { token });
    expect((await vat(null)).status).toBe(401);
    expect((await data<{ IncludeVat: boolean }>(await vat(sanne))).IncludeVat).toBe(false);
    expect((await data<{ IncludeVat: boolean }>(await vat(rep))).IncludeVat).toBe(false);
    expect((await data<{ IncludeVat: boolean }>(await vat(lotte))).IncludeVat).toBe(true);
    // A customer without a choice gets the default of their kind.
    await t.database.pool.query(`update customers set include_vat = null where email = 'zakelijk@toonbank.nl'`);
    expect((await data<{ IncludeVat: boolean }>(await vat(sanne))).IncludeVat).toBe(false);
    await t.database.pool.query(`update customers set include_vat = false where email = 'zakelijk@toonbank.nl'`);
  });
});
