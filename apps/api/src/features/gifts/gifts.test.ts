/**
 * Free gifts and samples (§4, §9) on the real PostgreSQL: the offer, choosing and removing, the refusals (not a
 * sample, a third gift, below the threshold), removal by themselves below EUR 25, and who may do what.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';
import type { GiftOffer } from './gifts.routes.ts';

let t: TestApi;
let lotte: string; // private customer, list prices
let sanne: string; // business customer 'Kwispel'
let rep: string; // representative acting for nobody
let big = 0; // a plain product above EUR 25 incl. VAT
let cheap = 0; // a plain product below EUR 25 incl. VAT
let samples: number[] = [];

const call = (...args: Parameters<TestApi['call']>) => t.call(...args);
const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);
const cartOf = async (token: string) => (await call('/api/aspos/cart', token)).body.Data as CheckoutCart;
const set = (token: string, productId: number, quantity: number) =>
  call('/api/aspos/cart/lines/batch', token, { changes: [{ action: 2, productId, quantity }] });
const offer = async (token: string, query = '') => (await call(`/api/aspos/cart/gifts${query}`, token)).body.Data as GiftOffer;
const choose = (token: string, productId: number) => call('/api/aspos/cart/gifts', token, { productId });
const giftsIn = (cart: CheckoutCart) => cart.CartLines.filter((line) => line.AsposDerived).map((line) => line.ProductId);

const plain = `is_active and is_viewable and is_orderable and not is_virtual and type <> 'ProductVoucher' and 'B' = any(publication_codes)
  and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
  and exists (select 1 from product_web_nodes w where w.product_id = products.id)
  and not exists (select 1 from discount_products d where d.product_id = products.id)`;

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  big = (
    await query<{ id: number }>(
      `select id from products where ${plain} and list_price_incl_cents between 3000 and 6000 order by id limit 1`,
    )
  )[0]!.id;
  cheap = (
    await query<{ id: number }>(`select id from products where ${plain} and list_price_incl_cents between 500 and 1500 order by id limit 1`)
  )[0]!.id;
  samples = (
    await query<{ product_id: number }>(
      `select product_id from product_web_nodes
        where web_node_id = (select (value->'sampleProducts'->>'id')::int from settings where name = 'specialWebNodes')
        order by product_id`,
    )
  ).map((row) => row.product_id);
  // The demo data offers more samples than one page of the selector.
  expect(samples.length).toBeGreaterThan(5);
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([call('/api/aspos/cart/lines', lotte, undefined, 'DELETE'), call('/api/aspos/cart/lines', sanne, undefined, 'DELETE')]);
});

describe('the gift offer (§4, §9)', () => {
  it('is not enabled at or below EUR 25 and says how much is missing; above it, 5 samples at a time', async () => {
    await set(lotte, cheap, 1);
    const below = await offer(lotte);
    expect(below.Enabled).toBe(false);
    expect(below.LeftToChoose).toBe(0);
    expect(below.RemainingForGifts).toBeGreaterThan(0);
    expect(below.FromCartTotalInclTax).toBe(25);
    expect(below.SamplesAdviceFromInclTax).toBe(20);
    expect(below.CartTotalInclTax).toBe((await cartOf(lotte)).SubTotalInclTax);
    expect(below.RemainingForGifts).toBeCloseTo(25.01 - below.CartTotalInclTax, 2);

    await set(lotte, big, 1);
    const first = await offer(lotte);
    expect(first).toMatchObject({ Enabled: true, MaxGifts: 2, LeftToChoose: 2, ShownAtOnce: 5, Offset: 0, Limit: 5, RemainingForGifts: 0 });
    expect(first.Products).toHaveLength(5);
    expect(first.Total).toBe(samples.length);
    const next = await offer(lotte, '?offset=5&limit=5');
    expect(next.Products.length).toBe(Math.min(5, samples.length - 5));
    const shown = [...first.Products, ...next.Products].map((p) => p.Id);
    expect(new Set(shown).size).toBe(shown.length);
    for (const id of shown) expect(samples).toContain(id);
  });

  it('leaves out samples that are not released for the customer or not orderable', async () => {
    const [hidden, empty] = samples;
    await query(`update products set publication_codes = '{A}' where id = $1`, [hidden]);
    await query(`update products set is_orderable = false where id = $1`, [empty]);
    try {
      await set(lotte, big, 1);
      const all = await offer(lotte, '?limit=50');
      expect(all.Total).toBe(samples.length - 2);
      expect(all.Products.map((p) => p.Id)).not.toContain(hidden);
      expect(all.Products.map((p) => p.Id)).not.toContain(empty);
      expect((await choose(lotte, hidden!)).status).toBe(400);
    } finally {
      await query(`update products set publication_codes = '{A,B}', is_orderable = true where id = any($1)`, [[hidden, empty]]);
    }
  });
});

describe('choosing gifts (§4)', () => {
  it('adds two samples at 0.00 as derived lines that do not count, then refuses a third and a non-sample', async () => {
    await set(lotte, big, 1);
    const before = await cartOf(lotte);
    const one = await choose(lotte, samples[0]!);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const two = await choose(lotte, samples[1]!);
    const cart = two.body.Data as CheckoutCart;
    expect(giftsIn(cart)).toEqual([samples[0], samples[1]]);
    for (const line of cart.CartLines.filter((l) => l.AsposDerived)) {
      expect(line).toMatchObject({ Quantity: 1, PriceInclTax: 0, TotalInclTax: 0, TaxAmount: 0, IsValid: true });
    }
    expect(cart.SubTotalInclTax).toBe(before.SubTotalInclTax);
    expect(cart.ItemCount).toBe(before.ItemCount);
    const count = (await call('/api/aspos/cart/count', lotte)).body.Data as { Count: number };
    expect(count.Count).toBe(before.ItemCount);
    expect((await offer(lotte)).Enabled).toBe(false);

    const third = await choose(lotte, samples[2]!);
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({ Success: false, Code: 'GIFT_NOT_ALLOWED', Message: 'Je kunt maximaal 2 gratis proefjes kiezen.' });
    const notSample = await choose(lotte, cheap);
    expect(notSample.status).toBe(400);
    expect(notSample.body.Message).toBe('Dit product is geen gratis proefje dat je kunt kiezen.');
    const unknown = await choose(lotte, 2_000_000_000);
    expect(unknown.body.Message).toBe('Dit product is geen gratis proefje dat je kunt kiezen.');
    expect(giftsIn(await cartOf(lotte))).toEqual([samples[0], samples[1]]);
  });

  it('refuses a gift at or below EUR 25 and a repeat, and bad input with a Dutch 400', async () => {
    await set(lotte, cheap, 1);
    const below = await choose(lotte, samples[0]!);
    expect(below.status).toBe(400);
    expect(below.body.Message).toBe('Gratis proefjes kun je kiezen vanaf een bestelbedrag van € 25,00.');
    expect(giftsIn(await cartOf(lotte))).toEqual([]);
    await set(lotte, big, 1);
    expect((await choose(lotte, samples[0]!)).status).toBe(200);
    expect((await choose(lotte, samples[0]!)).body.Message).toBe('Dit proefje zit al in je winkelwagen.');
    for (const body of [{}, { productId: 'x' }, { productId: -1 }, { productId: samples[1], quantity: 2 }]) {
      const r = await call('/api/aspos/cart/gifts', lotte, body);
      expect(r.status).toBe(400);
      expect(r.body.Success).toBe(false);
    }
    expect(giftsIn(await cartOf(lotte))).toEqual([samples[0]]);
  });

  it('keeps a gift at one piece and lets the customer remove it', async () => {
    await set(lotte, big, 1);
    await choose(lotte, samples[0]!);
    const changed = await set(lotte, samples[0]!, 5);
    const cart = changed.body.Data as CheckoutCart;
    expect(cart.CartLines.find((l) => l.ProductId === samples[0])).toMatchObject({ Quantity: 1, AsposDerived: true });
    expect(cart.Warnings.map((w) => w.Code)).toContain('GIFT_QUANTITY');
    const removed = await call(`/api/aspos/cart/gifts/${samples[0]}`, lotte, undefined, 'DELETE');
    expect(removed.status).toBe(200);
    expect(giftsIn(removed.body.Data as CheckoutCart)).toEqual([]);
    const again = await call(`/api/aspos/cart/gifts/${samples[0]}`, lotte, undefined, 'DELETE');
    expect(again.status).toBe(404);
    expect(again.body.Message).toBe('Dit proefje zit niet in je winkelwagen.');
    // A regular line is not a gift: DELETE cart/gifts does not remove it.
    expect((await call(`/api/aspos/cart/gifts/${big}`, lotte, undefined, 'DELETE')).status).toBe(404);
    expect((await cartOf(lotte)).CartLines.map((l) => l.ProductId)).toEqual([big]);
  });
});

describe('gifts leave by themselves below the threshold (§4)', () => {
  it('on a change of the cart', async () => {
    await set(lotte, big, 1);
    await choose(lotte, samples[0]!);
    await choose(lotte, samples[1]!);
    await set(lotte, cheap, 1);
    const r = await set(lotte, big, 0);
    const cart = r.body.Data as CheckoutCart;
    expect(giftsIn(cart)).toEqual([]);
    expect(cart.CartLines.map((l) => l.ProductId)).toEqual([cheap]);
    expect(cart.Warnings.filter((w) => w.Code === 'GIFT_REMOVED').map((w) => w.ProductId)).toEqual([samples[0], samples[1]]);
    expect(cart.Warnings.find((w) => w.Code === 'GIFT_REMOVED')?.Message).toBe(
      'Het gratis proefje is uit je winkelwagen gehaald: het bestelbedrag is niet meer hoog genoeg.',
    );
    expect((await query('select 1 from cart_lines where derived')).length).toBe(0);
  });

  it('on reading the cart when a price change took the total below it', async () => {
    await set(lotte, big, 1);
    await choose(lotte, samples[0]!);
    expect(giftsIn(await cartOf(lotte))).toEqual([samples[0]]);
    const [{ list_price_incl_cents: was } = { list_price_incl_cents: 0 }] = await query<{ list_price_incl_cents: number }>(
      'select list_price_incl_cents from products where id = $1',
      [big],
    );
    await query('update products set list_price_incl_cents = 1000 where id = $1', [big]);
    try {
      const cart = await cartOf(lotte);
      expect(giftsIn(cart)).toEqual([]);
      expect(cart.Warnings.map((w) => w.Code)).toContain('GIFT_REMOVED');
      expect(giftsIn(await cartOf(lotte))).toEqual([]);
    } finally {
      await query('update products set list_price_incl_cents = $2 where id = $1', [big, was]);
    }
  });
});

describe('who may use the gifts', () => {
  it('refuses anonymous visitors with 401', async () => {
    expect((await call('/api/aspos/cart/gifts', null)).status).toBe(401);
    expect((await call('/api/aspos/cart/gifts', null, { productId: samples[0] })).status).toBe(401);
    expect((await call(`/api/aspos/cart/gifts/${samples[0]}`, null, undefined, 'DELETE')).status).toBe(401);
  });

  it('answers 404 to a representative acting for nobody', async () => {
    expect((await call('/api/aspos/cart/gifts', rep)).status).toBe(404);
    expect((await call('/api/aspos/cart/gifts', rep, { productId: samples[0] })).status).toBe(404);
    expect((await call(`/api/aspos/cart/gifts/${samples[0]}`, rep, undefined, 'DELETE')).status).toBe(404);
  });

  it("never reaches another customer's gifts", async () => {
    await set(lotte, big, 1);
    await choose(lotte, samples[0]!);
    // Sanne cannot remove Lotte's gift (it is not in her cart), and her own offer knows nothing of it.
    expect((await call(`/api/aspos/cart/gifts/${samples[0]}`, sanne, undefined, 'DELETE')).status).toBe(404);
    expect((await offer(sanne)).ChosenProductIds).toEqual([]);
    expect(giftsIn(await cartOf(lotte))).toEqual([samples[0]]);
    // Sanne's empty cart does not qualify: nothing is added to hers or to Lotte's.
    expect((await choose(sanne, samples[1]!)).status).toBe(400);
    expect(giftsIn(await cartOf(lotte))).toEqual([samples[0]]);
  });

  it('lets at most two gifts in under a burst of parallel choices', async () => {
    await set(lotte, big, 1);
    const results = await Promise.all(samples.slice(0, 6).map((id) => choose(lotte, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
    expect(giftsIn(await cartOf(lotte))).toHaveLength(2);
  });
});

describe('login and logout reset the shop-made lines and reload the cart (§4)', () => {
  const derivedOf = async (email: string) =>
    (
      await query<{ product_id: number }>(
        `select l.product_id from cart_lines l join carts c on c.id = l.cart_id
          join users u on u.customer_id = c.customer_id where u.email = $1 and l.derived order by l.id`,
        [email],
      )
    ).map((row) => row.product_id);

  async function withBigCheap<T>(run: () => Promise<T>): Promise<T> {
    const [{ list_price_incl_cents: was } = { list_price_incl_cents: 0 }] = await query<{ list_price_incl_cents: number }>(
      'select list_price_incl_cents from products where id = $1',
      [big],
    );
    try {
      return await run();
    } finally {
      await query('update products set list_price_incl_cents = $2 where id = $1', [big, was]);
    }
  }

  it('on login: a gift that no longer qualifies is gone before the cart is read, the others stay', async () => {
    await set(lotte, big, 1);
    await choose(lotte, samples[0]!);
    // Still qualifying: logging in keeps it.
    await t.login('particulier@toonbank.nl');
    expect(await derivedOf('particulier@toonbank.nl')).toEqual([samples[0]]);
    await withBigCheap(async () => {
      await query('update products set list_price_incl_cents = 1000 where id = $1', [big]);
      await t.login('particulier@toonbank.nl');
      expect(await derivedOf('particulier@toonbank.nl')).toEqual([]);
    });
  });

  it('on logout and when a representative starts acting for a customer', async () => {
    // A gift stops qualifying when its sample is no longer orderable: the next logout or impersonation removes it.
    const [first, second] = samples;
    const unorderable = (id: number, off: boolean) => query('update products set is_orderable = $2 where id = $1', [id, !off]);
    try {
      await set(sanne, big, 1);
      expect((await choose(sanne, first!)).status).toBe(200);
      const session = await t.login('zakelijk@toonbank.nl');
      await unorderable(first!, true);
      expect(await derivedOf('zakelijk@toonbank.nl')).toEqual([first]);
      expect((await call('/api/aspos/authentication/logout', session, {})).status).toBe(200);
      expect(await derivedOf('zakelijk@toonbank.nl')).toEqual([]);

      expect((await choose(sanne, second!)).status).toBe(200);
      await unorderable(second!, true);
      const [{ id: sanneId } = { id: 0 }] = await query<{ id: number }>(
        `select customer_id as id from users where email = 'zakelijk@toonbank.nl'`,
      );
      expect((await call('/api/aspos/authentication/impersonate', rep, { customerId: sanneId })).status).toBe(200);
      expect(await derivedOf('zakelijk@toonbank.nl')).toEqual([]);
    } finally {
      await unorderable(first!, false);
      await unorderable(second!, false);
    }
  });
});
