/**
 * Promotions on the real PostgreSQL (no mocks): promotion codes, coupons and vouchers in the cart, loyalty points,
 * the confirm that takes them (and the race for a coupon's last use), and giving them back when a payment fails.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, sessionTokenFor, type TestApi } from '../../testing.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';

let t: TestApi;
let lotte: string; // private customer, not a loyalty customer, personal voucher LOTTE-BEDANKT
let sanne: string; // business customer 'De Kwispel', loyalty customer (KvK, group SPAAR), 1250 points, voucher KWISPEL-TEGOED
let ids: { lotte: number; sanne: number; stranger: number };
let stranger: string;
let product = 0; // list price 5..20 euros, 21% or 9% VAT
let product2 = 0;

const call = (...args: Parameters<TestApi['call']>) => t.call(...args);
const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);
const cartOf = async (token: string) => (await call('/api/aspos/cart', token)).body.Data as CheckoutCart;
const add = (token: string, productId: number, quantity: number) =>
  call('/api/aspos/cart/lines/batch', token, { changes: [{ action: 2, productId, quantity }] });
const empty = (token: string) => call('/api/aspos/cart/lines', token, undefined, 'DELETE');
const lookup = (token: string | null, code: string) => call(`/api/aspos/customer/vouchers/code/${encodeURIComponent(code)}`, token);
const apply = (token: string | null, body: unknown) => call('/api/aspos/cart/vouchers', token, body);
const remove = (token: string | null, body: unknown) => call('/api/aspos/cart/vouchers', token, body, 'DELETE');
const points = (token: string | null, value: unknown) => call('/api/aspos/cart/points', token, { points: value });
const cents = (amount: number) => Math.round(amount * 100);

async function coupon(values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const [row] = await query<{ id: number }>(
    `insert into coupons (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  return row!.id;
}
const idOf = async (table: 'coupons' | 'vouchers', code: string) =>
  (await query<{ id: number }>(`select id from ${table} where code = $1`, [code]))[0]!.id;
const pointsOf = async (customerId: number) =>
  (await query<{ bonus_points: number }>('select bonus_points from customers where id = $1', [customerId]))[0]!.bonus_points;
const balanceOf = async (code: string) =>
  (await query<{ balance_cents: number }>('select balance_cents from vouchers where code = $1', [code]))[0]!.balance_cents;

async function readyForOrder(token: string) {
  expect((await call('/api/aspos/cart/delivery', token, { method: 'CustomerAddress' })).status).toBe(200);
  const r = await call('/api/aspos/cart/payment', token, { method: 'ideal', data: { issuer: 'ING' } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Data as CheckoutCart;
}

async function pay(paymentUrl: string, status: 'paid' | 'failed') {
  const id = paymentUrl.split('/').pop()!;
  await t.request(`/api/payment/test/${id}`, {
    method: 'POST',
    body: `status=${status}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const response = await t.request('/api/aspos/payment/webhook/test', {
    method: 'POST',
    body: `id=${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne] = await Promise.all([t.login('particulier@toonbank.nl'), t.login('zakelijk@toonbank.nl')]);
  const [l] = await query<{ id: number }>(`select id from customers where email = 'particulier@toonbank.nl'`);
  const [s] = await query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`);
  const [c] = await query<{ id: number }>(
    `insert into customers (number, email, first_name, last_name, gender) values ('T-GUESS', 'guess@example.nl', 'Gijs', 'Raden', 'Male') returning id`,
  );
  const [u] = await query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, customer_id) select 'guess@example.nl', password_hash, 'Gijs', 'Raden', $1 from users where email = 'particulier@toonbank.nl' returning id`,
    [c!.id],
  );
  stranger = await sessionTokenFor(t, {
    id: u!.id,
    email: 'guess@example.nl',
    firstName: 'Gijs',
    middleName: '',
    lastName: 'Raden',
    language: 'nl',
    role: 'customer',
    customerId: c!.id,
    impersonatedCustomerId: null,
    impersonatedCompanyName: null,
  });
  ids = { lotte: l!.id, sanne: s!.id, stranger: c!.id };
  const plain = `is_active and is_viewable and is_orderable and not is_virtual and type = 'Product' and 'B' = any(publication_codes)
    and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1 and list_price_incl_cents between 500 and 2000
    and exists (select 1 from product_web_nodes w where w.product_id = products.id)
    and not exists (select 1 from discount_products d where d.product_id = products.id)`;
  const picked = await query<{ id: number }>(`select id from products where ${plain} order by tax_rate desc, id limit 2`);
  product = picked[0]!.id;
  product2 = picked[1]!.id;
  // Inside the flyer coupon's window (the test seed's reference day is the day the tests run), in the afternoon.
  const [flyer] = await query<{ valid_from: Date }>(`select valid_from from coupons where code like 'FOLDER%'`);
  const now = new Date(flyer!.valid_from.getTime() + 36 * 3600_000);
  t.deps.now = () => now;
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([empty(lotte), empty(sanne)]);
  await query('delete from cart_codes');
  await query('delete from checkout_sessions');
});

describe('who may use the promotion calls', () => {
  it('answers 401 to anonymous visitors on every call', async () => {
    expect((await lookup(null, 'CADEAU-50')).status).toBe(401);
    expect((await apply(null, { couponId: 1 })).status).toBe(401);
    expect((await remove(null, { couponId: 1 })).status).toBe(401);
    expect((await points(null, 500)).status).toBe(401);
  });

  it('answers 404 to a representative acting for nobody, and changes nothing', async () => {
    const [rep] = await query<{ id: number; email: string }>(`select id, email from users where email = 'vertegenwoordiger@toonbank.nl'`);
    const nobody = await sessionTokenFor(t, {
      id: rep!.id,
      email: rep!.email,
      firstName: 'Ruben',
      middleName: '',
      lastName: 'Meijer',
      language: 'nl',
      role: 'impersonation',
      customerId: null,
      impersonatedCustomerId: null,
      impersonatedCompanyName: null,
    });
    expect((await lookup(nobody, 'CADEAU-50')).status).toBe(404);
    expect((await apply(nobody, { voucherId: await idOf('vouchers', 'CADEAU-50') })).status).toBe(404);
    expect((await remove(nobody, { voucherId: await idOf('vouchers', 'CADEAU-50') })).status).toBe(404);
    expect((await points(nobody, 500)).status).toBe(404);
    expect(await query('select 1 from cart_codes')).toEqual([]);
  });

  it('lets a representative acting for the loyalty customer use that customer’s personal voucher and points', async () => {
    const [rep] = await query<{ id: number; email: string }>(`select id, email from users where email = 'vertegenwoordiger@toonbank.nl'`);
    const acting = await sessionTokenFor(t, {
      id: rep!.id,
      email: rep!.email,
      firstName: 'Ruben',
      middleName: '',
      lastName: 'Meijer',
      language: 'nl',
      role: 'impersonation',
      customerId: null,
      impersonatedCustomerId: ids.sanne,
      impersonatedCompanyName: 'De Kwispel',
    });
    await add(sanne, product, 6);
    const r = await apply(acting, { voucherId: await idOf('vouchers', 'KWISPEL-TEGOED') });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await points(acting, 500)).status).toBe(200);
    expect((await cartOf(sanne)).PointsToRedeem).toBe(500);
    expect((await cartOf(sanne)).Vouchers).toHaveLength(1);
  });
});

describe('GET customer/vouchers/code/{code} (§7)', () => {
  it('finds the banner’s coupon and a voucher, whatever the case, with id and name', async () => {
    const [flyer] = await query<{ code: string; id: number }>(`select code, id from coupons where code like 'FOLDER%'`);
    const [title] = await query<{ title: string }>(
      `select title from content_items where title like 'Folderactie: tot 20%% korting met code %'`,
    );
    expect(title!.title).toContain(flyer!.code);
    const found = await lookup(sanne, flyer!.code.toLowerCase());
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.Data).toEqual({ Type: 'Coupon', Id: flyer!.id, Name: 'Folderactie: 20% korting' });
    const voucher = await lookup(sanne, ' kwispel-tegoed ');
    expect(voucher.body.Data).toMatchObject({ Type: 'Voucher', Id: await idOf('vouchers', 'KWISPEL-TEGOED') });
  });

  it('says the §5 messages for unknown, empty, overlong and binary codes and for another customer’s personal voucher', async () => {
    const unknown = await lookup(lotte, 'BESTAATNIET');
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe('De ingevoerde code is ongeldig of de voorwaarden zijn niet vervuld.');
    const personal = await lookup(lotte, 'KWISPEL-TEGOED');
    expect(personal.status).toBe(404);
    expect(personal.body.Message).toBe('De ingevoerde code is ongeldig of de voorwaarden zijn niet vervuld.');
    const blank = await lookup(lotte, ' ');
    expect(blank.status).toBe(400);
    expect(blank.body.Message).toBe('Er is geen geldige code ingevoerd.');
    for (const code of ['A'.repeat(200), "x' or 1=1 --", '€uro']) {
      const r = await lookup(lotte, code);
      expect(r.status, code).toBe(400);
      expect(r.body.Message).toBe('Er is geen geldige code ingevoerd.');
    }
    // Control characters are refused by the API's guard before any lookup.
    const binary = await lookup(lotte, '\u0000\u0001\u00ff');
    expect(binary.status).toBe(400);
    expect(binary.body.Message).toBe('De aanvraag bevat ongeldige tekens.');
    const expired = await lookup(lotte, 'zomer10');
    expect(expired.status).toBe(400);
    expect(expired.body.Message).toBe('Deze code is niet (meer) geldig.');
  });

  it('refuses the 11th wrong code in a minute with 429, also for a right code, per customer', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => lookup(stranger, `FOUT${i}`)));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 404));
    const eleventh = await lookup(stranger, 'FOUT11');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.Message).toMatch(/^Te veel aanvragen/);
    expect((await lookup(stranger, 'CADEAU-50')).status).toBe(429);
    expect((await apply(stranger, { voucherId: await idOf('vouchers', 'CADEAU-50') })).status).toBe(429);
    // Another customer is not affected.
    expect((await lookup(lotte, 'CADEAU-50')).status).toBe(200);
  });
});

describe('codes in the cart (§7 POST/DELETE cart/vouchers)', () => {
  it('spreads a coupon over the eligible lines: VAT per line, totals and VAT per rate add up, discount line listed', async () => {
    await add(lotte, product, 3);
    await add(lotte, product2, 2);
    const before = await cartOf(lotte);
    const id = await coupon({ code: 'TIEN-PROCENT', description: '10% korting', kind: 'percentage', percentage: 10 });
    const r = await apply(lotte, { couponId: id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cart = r.body.Data as CheckoutCart;
    expect(cart.Coupons).toEqual([{ CouponId: id, CouponDescription: '10% korting' }]);
    const line = cart.PromotionLines.find((l) => l.Kind === 'Coupon')!;
    const goods = cents(before.SubTotalInclTax);
    expect(cents(line.AmountInclTax)).toBe(Math.round(goods / 10));
    expect(line).toMatchObject({ Code: 'TIEN-PROCENT', Applies: true, Reason: null });
    // The lines keep their prices; the discount comes off the totals, VAT included.
    expect(cart.CartLines.map((l) => l.TotalInclTax)).toEqual(before.CartLines.map((l) => l.TotalInclTax));
    expect(cents(cart.TotalInclTax)).toBe(
      cents(before.TotalInclTax) - cents(line.AmountInclTax) + cents(cart.ShippingCostsInclTax) - cents(before.ShippingCostsInclTax),
    );
    expect(cents(cart.TaxAmount)).toBe(cart.VatByRate.reduce((sum, rate) => sum + cents(rate.TaxAmount), 0));
    expect(cents(cart.TotalInclTax)).toBe(cents(cart.TotalExclTax) + cents(cart.TaxAmount));
    expect(cents(cart.DiscountAmountInclTax)).toBe(cents(before.DiscountAmountInclTax) + cents(line.AmountInclTax));
    // GET cart answers the same (the cart's revision moved with the code).
    expect((await cartOf(lotte)).PromotionLines).toEqual(cart.PromotionLines);

    const again = await apply(lotte, { couponId: id });
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe('Herhaalde activering is niet mogelijk.');

    const removed = await remove(lotte, { couponId: id });
    expect(removed.status).toBe(200);
    expect((removed.body.Data as CheckoutCart).PromotionLines).toEqual([]);
    expect((removed.body.Data as CheckoutCart).TotalInclTax).toBe(before.TotalInclTax);
    const gone = await remove(lotte, { couponId: id });
    expect(gone.status).toBe(404);
    expect(gone.body.Message).toBe('Deze code staat niet in je winkelwagen.');
  });

  it('shows a coupon changed by the shop at once (the change bumps the revision of carts that applied it)', async () => {
    await add(lotte, product, 2);
    const id = await coupon({ code: 'WIJZIG', description: '1 euro', kind: 'amount', amount_cents: 100 });
    expect((await apply(lotte, { couponId: id })).status).toBe(200);
    expect((await cartOf(lotte)).PromotionLines[0]!.AmountInclTax).toBe(1);
    await query('update coupons set amount_cents = 300 where id = $1', [id]);
    expect((await cartOf(lotte)).PromotionLines[0]!.AmountInclTax).toBe(3);
    await query(`update coupons set valid_until = now() - interval '1 day' where id = $1`, [id]);
    expect((await cartOf(lotte)).PromotionLines[0]).toMatchObject({ Applies: false, AmountInclTax: 0, Reason: 'promotionExpired' });
  });

  it('refuses an expired coupon, one below its minimum, one the customer used up, and changes nothing', async () => {
    await add(lotte, product, 1);
    const expired = await apply(lotte, { couponId: await idOf('coupons', 'ZOMER10') });
    expect(expired.status).toBe(400);
    expect(expired.body.Message).toBe('Deze code is niet (meer) geldig.');
    const minimum = await coupon({
      code: 'VANAF-500',
      description: 'Vanaf € 500',
      kind: 'amount',
      amount_cents: 2_000,
      minimum_cents: 50_000,
    });
    const below = await apply(lotte, { couponId: minimum });
    expect(below.status).toBe(400);
    expect(below.body.Message).toBe('Deze kortingscode geldt vanaf € 500,00 aan producten uit de actie.');
    const once = await coupon({ code: 'EENMALIG', description: 'Eenmalig', kind: 'amount', amount_cents: 100, per_customer_limit: 1 });
    const [order] = await query<{ id: number }>(
      `insert into orders (number, customer_id, status, shipping_method, payment_method, sub_total_incl_cents, sub_total_excl_cents,
        shipping_incl_cents, shipping_excl_cents, tax_cents, total_incl_cents, total_excl_cents)
       values ('T-EENMALIG', $1, 'Open', 'Delivery', 'onaccount', 0, 0, 0, 0, 0, 0, 0) returning id`,
      [ids.lotte],
    );
    await query('insert into coupon_uses (coupon_id, customer_id, order_id) values ($1, $2, $3)', [once, ids.lotte, order!.id]);
    const used = await apply(lotte, { couponId: once });
    expect(used.status).toBe(400);
    expect(used.body.Message).toBe('Je hebt deze kortingscode al zo vaak gebruikt als mogelijk is.');
    // Another customer may still use it.
    await add(sanne, product, 1);
    expect((await apply(sanne, { couponId: once })).status).toBe(200);
    const brandless = await coupon({
      code: 'MERKLOOS',
      description: 'Ander merk',
      kind: 'percentage',
      percentage: 10,
      scope: 'products',
      product_ids: [product2],
    });
    const notInCart = await apply(lotte, { couponId: brandless });
    expect(notInCart.status).toBe(400);
    expect(notInCart.body.Message).toBe('De ingevoerde code is ongeldig of de voorwaarden zijn niet vervuld.');
    expect((await cartOf(lotte)).Coupons).toEqual([]);
  });

  it('combines only combinable coupons', async () => {
    await add(lotte, product, 4);
    const a = await coupon({ code: 'COMBI-A', description: 'A', kind: 'amount', amount_cents: 100 });
    const b = await coupon({ code: 'COMBI-B', description: 'B', kind: 'amount', amount_cents: 200 });
    const alone = await coupon({ code: 'ALLEEN', description: 'Alleen', kind: 'amount', amount_cents: 300, combinable: false });
    expect((await apply(lotte, { couponId: a })).status).toBe(200);
    const both = await apply(lotte, { couponId: b });
    expect(both.status).toBe(200);
    expect((both.body.Data as CheckoutCart).PromotionLines.map((l) => [l.Code, l.AmountInclTax])).toEqual([
      ['COMBI-A', 1],
      ['COMBI-B', 2],
    ]);
    const refused = await apply(lotte, { couponId: alone });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe('Deze kortingscode is niet te combineren met een andere kortingscode in je winkelwagen.');
    await remove(lotte, { couponId: a });
    await remove(lotte, { couponId: b });
    expect((await apply(lotte, { couponId: alone })).status).toBe(200);
    expect((await apply(lotte, { couponId: a })).body.Message).toBe(
      'Deze kortingscode is niet te combineren met een andere kortingscode in je winkelwagen.',
    );
  });

  it('refuses another customer’s personal voucher, a spent voucher and malformed bodies', async () => {
    await add(lotte, product, 1);
    const foreign = await apply(lotte, { voucherId: await idOf('vouchers', 'KWISPEL-TEGOED') });
    expect(foreign.status).toBe(404);
    expect(foreign.body.Message).toBe('De ingevoerde code is ongeldig of de voorwaarden zijn niet vervuld.');
    const spent = await apply(lotte, { voucherId: await idOf('vouchers', 'CADEAU-LEEG') });
    expect(spent.status).toBe(400);
    expect(spent.body.Message).toBe('Deze cadeaubon heeft geen tegoed meer.');
    for (const body of [{}, { couponId: 1, voucherId: 1 }, { couponId: -1 }, { couponId: 'x' }, { couponId: 1, extra: true }]) {
      const r = await apply(lotte, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await cartOf(lotte)).Vouchers).toEqual([]);
  });

  it('lets a payment voucher pay part of the total incl. VAT, never more', async () => {
    await add(sanne, product, 1);
    const r = await apply(sanne, { voucherId: await idOf('vouchers', 'KWISPEL-TEGOED') });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cart = r.body.Data as CheckoutCart;
    expect(cart.Vouchers).toEqual([
      { VoucherId: await idOf('vouchers', 'KWISPEL-TEGOED'), VoucherDescription: 'Tegoedbon De Kwispel (€ 25,00)' },
    ]);
    expect(cents(cart.VoucherAmount)).toBe(Math.min(2_500, cents(cart.TotalInclTax)));
    expect(cents(cart.AmountToPay)).toBe(cents(cart.TotalInclTax) - cents(cart.VoucherAmount));
    expect(cart.AmountToPay).toBeGreaterThanOrEqual(0);
  });
});

describe('loyalty points (§5, POST cart/points)', () => {
  it('lets a loyalty customer redeem within the limits and shows the balance', async () => {
    await add(sanne, product, 5);
    const cart = await cartOf(sanne);
    expect(cart.Loyalty).toMatchObject({ IsLoyaltyCustomer: true, Balance: 1250, Minimum: 500 });
    expect(cart.Loyalty.Maximum).toBe(Math.min(1250, cents(cart.TotalInclTax)));
    const low = await points(sanne, 499);
    expect(low.status).toBe(400);
    expect(low.body.Message).toContain('Je kunt minimaal 500 punten inwisselen.');
    const high = await points(sanne, cart.Loyalty.Maximum + 1);
    expect(high.status).toBe(400);
    expect(high.body.Message).toContain(`Je kunt hoogstens ${cart.Loyalty.Maximum} punten inwisselen.`);
    for (const bad of [-1, 1.5, '500', null]) expect((await points(sanne, bad)).status, String(bad)).toBe(400);
    expect((await cartOf(sanne)).PointsToRedeem).toBe(0);
    const ok = await points(sanne, 600);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = ok.body.Data as CheckoutCart;
    expect(after).toMatchObject({ PointsToRedeem: 600, PointsChosen: 600, PointsAmount: 6 });
    expect(cents(after.AmountToPay)).toBe(cents(after.TotalInclTax) - 600);
    expect(after.PromotionLines.at(-1)).toMatchObject({ Kind: 'Points', Points: 600, AmountInclTax: 6 });
    expect((await points(sanne, 0)).body.Data).toMatchObject({ PointsToRedeem: 0 });
  });

  it('refuses points for a customer who is not a loyalty customer', async () => {
    await add(lotte, product, 5);
    const r = await points(lotte, 500);
    expect(r.status).toBe(400);
    expect(r.body.Message).toContain('Punten inwisselen kan alleen als spaarklant.');
    expect((await cartOf(lotte)).Loyalty).toMatchObject({ IsLoyaltyCustomer: false, Maximum: 0 });
  });
});

describe('confirm and payment', () => {
  it('keeps the discounts on the order, takes the coupon use, voucher and points; a failed payment gives all back', async () => {
    await add(sanne, product, 10);
    const id = await coupon({ code: 'BESTEL-5', description: '€ 5,00 korting', kind: 'amount', amount_cents: 500 });
    expect((await apply(sanne, { couponId: id })).status).toBe(200);
    expect((await apply(sanne, { voucherId: await idOf('vouchers', 'KWISPEL-TEGOED') })).status).toBe(200);
    expect((await points(sanne, 500)).status).toBe(200);
    const cart = await readyForOrder(sanne);
    const pointsBefore = await pointsOf(ids.sanne);
    const balanceBefore = await balanceOf('KWISPEL-TEGOED');
    const confirm = await call('/api/aspos/cart/confirm', sanne, { isAccept: true, expectedTotalInclTax: cart.TotalInclTax });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const orderId = confirm.body.OrderId as number;
    const [order] = await query<{
      total_incl_cents: number;
      voucher_cents: number;
      points_redeemed: number;
      coupon_discount_incl_cents: number;
    }>('select total_incl_cents, voucher_cents, points_redeemed, coupon_discount_incl_cents from orders where id = $1', [orderId]);
    expect(order).toEqual({
      total_incl_cents: cents(cart.TotalInclTax),
      voucher_cents: cents(cart.VoucherAmount) + 0,
      points_redeemed: 500,
      coupon_discount_incl_cents: 500,
    });
    const [payment] = await query<{ amount_cents: number }>('select amount_cents from payments where order_id = $1', [orderId]);
    expect(payment!.amount_cents).toBe(cents(cart.AmountToPay));
    const kept = await query<{ kind: string; code: string; amount_incl_cents: number; points: number }>(
      'select kind, code, amount_incl_cents, points from order_discounts where order_id = $1 order by id',
      [orderId],
    );
    expect(kept).toEqual([
      { kind: 'coupon', code: 'BESTEL-5', amount_incl_cents: 500, points: 0 },
      { kind: 'points', code: '', amount_incl_cents: 500, points: 500 },
      { kind: 'payment_voucher', code: 'KWISPEL-TEGOED', amount_incl_cents: cents(cart.VoucherAmount), points: 0 },
    ]);
    expect(await pointsOf(ids.sanne)).toBe(pointsBefore - 500);
    expect(await balanceOf('KWISPEL-TEGOED')).toBe(balanceBefore - cents(cart.VoucherAmount));
    expect((await query<{ used_count: number }>('select used_count from coupons where id = $1', [id]))[0]!.used_count).toBe(1);
    const emptied = await cartOf(sanne);
    expect(emptied).toMatchObject({ Coupons: [], Vouchers: [], PointsToRedeem: 0 });
    expect(confirm.body.Cart).toEqual(emptied);

    await pay(confirm.body.PaymentUrl as string, 'failed');
    expect(await pointsOf(ids.sanne)).toBe(pointsBefore);
    expect(await balanceOf('KWISPEL-TEGOED')).toBe(balanceBefore);
    expect((await query<{ used_count: number }>('select used_count from coupons where id = $1', [id]))[0]!.used_count).toBe(0);
    const restored = await cartOf(sanne);
    expect(restored.Coupons.map((c) => c.CouponId)).toEqual([id]);
    expect(restored.Vouchers).toHaveLength(1);
    expect(restored.PointsToRedeem).toBe(500);
    const ledger = await query<{ kind: string; points: number }>(
      'select kind, points from loyalty_point_mutations where order_id = $1 order by id',
      [orderId],
    );
    expect(ledger).toEqual([
      { kind: 'redeemed', points: -500 },
      { kind: 'returned', points: 500 },
    ]);
  });

  it('adds the points an order earns when it is paid, once; the order and its e-mail show the discounts', async () => {
    await add(sanne, product, 8);
    const id = await coupon({ code: 'MAIL-2', description: '€ 2,00 korting voor de e-mail', kind: 'amount', amount_cents: 200 });
    expect((await apply(sanne, { couponId: id })).status).toBe(200);
    expect((await points(sanne, 500)).status).toBe(200);
    const cart = await readyForOrder(sanne);
    const before = (await pointsOf(ids.sanne)) - 500;
    const mails = t.mails.length;
    const confirm = await call('/api/aspos/cart/confirm', sanne, { isAccept: true, expectedTotalInclTax: cart.TotalInclTax });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const orderId = confirm.body.OrderId as number;
    const earned = Math.floor(cents(cart.AmountToPay) / 100);
    expect(earned).toBeGreaterThan(0);
    expect(await pointsOf(ids.sanne)).toBe(before);
    await pay(confirm.body.PaymentUrl as string, 'paid');
    await pay(confirm.body.PaymentUrl as string, 'paid');
    expect(await pointsOf(ids.sanne)).toBe(before + earned);
    expect(t.mails.length - mails).toBe(1);
    const mail = t.mails.at(-1)!;
    // A business customer's mail shows amounts excl. VAT: the coupon line after the product lines.
    expect(mail.text).toMatch(/\n€ 2,00 korting voor de e-mail {2}− € \d+,\d{2}\n/);
    expect(mail.text).toContain('Betaald met 500 spaarpunten: € 5,00');
    expect(mail.text).toContain(`Te betalen (incl. btw): € ${cart.AmountToPay.toFixed(2).replace('.', ',')}`);
    const order = (await call(`/api/aspos/customer/orders/${orderId}`, sanne)).body.Order as Record<string, unknown>;
    expect(order).toMatchObject({
      TotalInclTax: cart.TotalInclTax,
      AmountToPay: cart.AmountToPay,
      VoucherTotal: 5,
      PointsRedeemed: 500,
      BonusPoints: earned,
      Discounts: [
        { Kind: 'Coupon', Code: 'MAIL-2', AmountInclTax: 2 },
        { Kind: 'Points', Points: 500, AmountInclTax: 5 },
      ],
    });
    expect(await query('select kind, points from loyalty_point_mutations where order_id = $1 order by id', [orderId])).toEqual([
      { kind: 'redeemed', points: -500 },
      { kind: 'earned', points: earned },
    ]);
    // Lotte is no loyalty customer: her orders earn nothing.
    await add(lotte, product, 4);
    const lotteCart = await readyForOrder(lotte);
    const lotteConfirm = await call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: lotteCart.TotalInclTax });
    const [lotteOrder] = await query<{ points_earned: number }>('select points_earned from orders where id = $1', [
      lotteConfirm.body.OrderId,
    ]);
    expect(lotteOrder!.points_earned).toBe(0);
  });

  it('takes one piece off with a product voucher, once; without its product in the cart it does not apply', async () => {
    const [voucher] = await query<{ id: number; product_id: number }>(`select id, product_id from vouchers where code = 'PROEF-GRATIS'`);
    await add(sanne, product === voucher!.product_id ? product2 : product, 1);
    const without = await apply(sanne, { voucherId: voucher!.id });
    expect(without.status).toBe(400);
    expect(without.body.Message).toBe('De ingevoerde code is ongeldig of de voorwaarden zijn niet vervuld.');
    await add(sanne, voucher!.product_id, 3);
    const r = await apply(sanne, { voucherId: voucher!.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cart = r.body.Data as CheckoutCart;
    const line = cart.CartLines.find((l) => l.ProductId === voucher!.product_id)!;
    const discount = cart.PromotionLines.find((l) => l.Kind === 'ProductVoucher')!;
    expect(discount).toMatchObject({ Applies: true, Code: 'PROEF-GRATIS' });
    expect(discount.AmountInclTax).toBe(line.PriceInclTax);
    expect(cents(cart.TaxAmount)).toBe(cart.VatByRate.reduce((sum, rate) => sum + cents(rate.TaxAmount), 0));
    const ready = await readyForOrder(sanne);
    const confirm = await call('/api/aspos/cart/confirm', sanne, { isAccept: true, expectedTotalInclTax: ready.TotalInclTax });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(await query('select amount_cents from voucher_uses where voucher_id = $1', [voucher!.id])).toEqual([
      { amount_cents: cents(discount.AmountInclTax) },
    ]);
    await add(sanne, voucher!.product_id, 1);
    const again = await apply(sanne, { voucherId: voucher!.id });
    expect(again.status, JSON.stringify((again.body.Data as CheckoutCart | undefined)?.PromotionLines)).toBe(400);
    expect(again.body.Message).toBe('Deze tegoedbon is al gebruikt.');
    // Another customer's personal product voucher is an invalid code to Lotte.
    expect((await apply(lotte, { voucherId: voucher!.id })).status).toBe(404);
  });

  it('checks the per-customer limit again at confirm (a use counted meanwhile by another order of the customer)', async () => {
    const id = await coupon({ code: 'EEN-KEER', description: 'Eén keer', kind: 'amount', amount_cents: 100, per_customer_limit: 1 });
    await add(lotte, product, 2);
    expect((await apply(lotte, { couponId: id })).status).toBe(200);
    const cart = await readyForOrder(lotte);
    const [order] = await query<{ id: number }>(
      `insert into orders (number, customer_id, status, shipping_method, payment_method, sub_total_incl_cents, sub_total_excl_cents,
        shipping_incl_cents, shipping_excl_cents, tax_cents, total_incl_cents, total_excl_cents)
       values ('T-EEN-KEER', $1, 'Open', 'Delivery', 'onaccount', 0, 0, 0, 0, 0, 0, 0) returning id`,
      [ids.lotte],
    );
    await query('insert into coupon_uses (coupon_id, customer_id, order_id) values ($1, $2, $3)', [id, ids.lotte, order!.id]);
    const refused = await call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: cart.TotalInclTax });
    expect(refused.status).toBe(409);
    expect(refused.body.ReasonCode).toBe('PROMOTION_CHANGED');
    expect((refused.body.Cart as CheckoutCart).Coupons).toEqual([]);
    expect((await query<{ used_count: number }>('select used_count from coupons where id = $1', [id]))[0]!.used_count).toBe(0);
  });

  it('refuses a confirm whose gift card another order partly used meanwhile, keeps the card and shows its new balance', async () => {
    const [card] = await query<{ id: number }>(
      `insert into vouchers (code, description, kind, balance_cents) values ('GEDEELD-20', 'Gedeelde cadeaubon', 'payment', 2000) returning id`,
    );
    await add(lotte, product, 4);
    expect((await apply(lotte, { voucherId: card!.id })).status).toBe(200);
    const cart = await readyForOrder(lotte);
    expect(cents(cart.VoucherAmount)).toBe(Math.min(2000, cents(cart.TotalInclTax)));
    // Another customer's order took most of it (as a confirm does: no cart is touched).
    await query('update vouchers set balance_cents = 100 where id = $1', [card!.id]);
    const refused = await call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: cart.TotalInclTax });
    expect(refused.status).toBe(409);
    expect(refused.body.ReasonCode).toBe('PROMOTION_CHANGED');
    const after = refused.body.Cart as CheckoutCart;
    expect(after.Vouchers.map((v) => v.VoucherId)).toEqual([card!.id]);
    expect(after.VoucherAmount).toBe(1);
    const confirmed = await call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: after.TotalInclTax });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await query<{ balance_cents: number }>('select balance_cents from vouchers where id = $1', [card!.id]))[0]!.balance_cents).toBe(
      0,
    );
  });

  it('gives the last use of a limited coupon to one of two customers confirming at once; the other gets a clear message', async () => {
    const id = await coupon({ code: 'LAATSTE', description: 'De laatste', kind: 'amount', amount_cents: 100, total_limit: 1 });
    await add(lotte, product, 2);
    await add(sanne, product, 2);
    for (const token of [lotte, sanne]) expect((await apply(token, { couponId: id })).status).toBe(200);
    const [lotteCart, sanneCart] = [await readyForOrder(lotte), await readyForOrder(sanne)];
    const results = await Promise.all([
      call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: lotteCart.TotalInclTax }),
      call('/api/aspos/cart/confirm', sanne, { isAccept: true, expectedTotalInclTax: sanneCart.TotalInclTax }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({ IsOrderable: false, ReasonCode: 'PROMOTION_CHANGED' });
    expect(loser.body.Message).toBe(
      'Een kortingscode, tegoedbon of je punten zijn intussen niet meer geldig en zijn uit je winkelwagen verwijderd. Controleer het totaal en bestel opnieuw.',
    );
    expect((loser.body.Cart as CheckoutCart).Coupons).toEqual([]);
    expect((await query<{ used_count: number }>('select used_count from coupons where id = $1', [id]))[0]!.used_count).toBe(1);
    expect((await query('select 1 from coupon_uses where coupon_id = $1', [id])).length).toBe(1);
  });
});
