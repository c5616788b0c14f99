/**
 * The checkout on the real PostgreSQL (no mocks): choices, bad input, confirm, payment with the built-in test
 * provider, settlement from webhook and return page, expiry, orders and who may read them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingStatements, createTestApi, sessionTokenFor, type ApiJson, type TestApi } from '../../testing.ts';
import { expireOpenPayments } from '../shared/settle.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';
import { NO_ORDER_PROMOTIONS, placeOrder, type NewOrder } from '@toonbank/db/repositories/orders';

let t: TestApi;
let lotte: string; // private customer
let sanne: string; // business customer 'Kwispel', allowOnAccount, VAT number
let rep: string; // representative assigned to Kwispel
let ids: { lotte: number; sanne: number; repUser: number; stranger: number; lonelyRep: number };
let product = 0; // plain product, in stock, list price
let product2 = 0;

const call = (...args: Parameters<TestApi['call']>) => t.call(...args);
const cartOf = async (token: string) => (await call('/api/aspos/cart', token)).body.Data as CheckoutCart;
const add = (token: string, productId: number, quantity: number) =>
  call('/api/aspos/cart/lines/batch', token, { changes: [{ action: 2, productId, quantity }] });
const empty = (token: string) => call('/api/aspos/cart/lines', token, undefined, 'DELETE');

const address = {
  firstName: 'Lotte',
  lastName: 'de Vries',
  street: 'Oudegracht',
  houseNumber: '12',
  postalCode: '3511 AB',
  city: 'Utrecht',
  countryCode: 'NL',
};

const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);

/** A token for a user as the login would sign it. */
async function tokenFor(userId: number): Promise<string> {
  const [user] = await query<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    role: string;
    customer_id: number | null;
  }>('select id, email, first_name, last_name, role, customer_id from users where id = $1', [userId]);
  return sessionTokenFor(t, {
    id: user!.id,
    email: user!.email,
    firstName: user!.first_name,
    middleName: '',
    lastName: user!.last_name,
    language: 'nl',
    role: user!.role,
    customerId: user!.customer_id,
    impersonatedCustomerId: null,
    impersonatedCompanyName: null,
  });
}

/** Delivery to Lotte's own default address, a valid slot and iDEAL with a bank: the checkout is at the Order step. */
async function readyForOrder(
  token: string,
  payment: { method: string; data?: Record<string, string> } = { method: 'ideal', data: { issuer: 'ING' } },
) {
  expect((await call('/api/aspos/cart/delivery', token, { method: 'CustomerAddress' })).status).toBe(200);
  const r = await call('/api/aspos/cart/payment', token, payment);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Data as CheckoutCart;
}

/** The SQL a call sends to the database, in order (watched, not mocked: every statement runs). */
const statementsOf = countingStatements;

const stockOf = async (productId: number) =>
  (await query<{ stock_quantity: number }>('select stock_quantity from products where id = $1', [productId]))[0]!.stock_quantity;
const ordersOf = async (customerId: number) =>
  query<{ id: number; status: string; number: string }>('select id, status, number from orders where customer_id = $1 order by id', [
    customerId,
  ]);

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const [l] = await query<{ id: number }>(`select id from customers where email = 'particulier@toonbank.nl'`);
  const [s] = await query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`);
  const [r] = await query<{ id: number }>(`select id from users where email = 'vertegenwoordiger@toonbank.nl'`);
  // Another customer with a login, and a representative assigned to nobody.
  const [stranger] = await query<{ id: number }>(
    `insert into customers (number, email, first_name, last_name, gender) values ('T-STRANGER', 'stranger@example.nl', 'Sam', 'Vreemd', 'Male') returning id`,
  );
  const hash = (await query<{ password_hash: string }>(`select password_hash from users where email = 'particulier@toonbank.nl'`))[0]!
    .password_hash;
  const [strangerUser] = await query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, customer_id) values ('stranger@example.nl', $1, 'Sam', 'Vreemd', $2) returning id`,
    [hash, stranger!.id],
  );
  const [lonely] = await query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, role) values ('rep2@example.nl', $1, 'Rik', 'Los', 'impersonation') returning id`,
    [hash],
  );
  ids = { lotte: l!.id, sanne: s!.id, repUser: r!.id, stranger: strangerUser!.id, lonelyRep: lonely!.id };
  const plain = `is_active and is_viewable and is_orderable and not is_virtual and type = 'Product' and 'B' = any(publication_codes)
    and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1 and list_price_incl_cents between 500 and 2000
    and exists (select 1 from product_web_nodes w where w.product_id = products.id)
    and not exists (select 1 from discount_products d where d.product_id = products.id)`;
  const picked = await query<{ id: number }>(`select id from products where ${plain} order by id limit 2`);
  product = picked[0]!.id;
  product2 = picked[1]!.id;
  // Everything below happens on a working Tuesday afternoon.
  t.deps.now = () => new Date('2026-11-24T14:00:00+01:00');
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([empty(lotte), empty(sanne)]);
  // Each test starts its checkout from scratch (emptying the cart keeps the customer's choices, as in the shop).
  await query('delete from checkout_sessions');
});

describe('costs and step in the cart (§3, §4, §9)', () => {
  it('shows delivery costs from the settings, what is missing for free shipping and the Shipping step', async () => {
    await add(lotte, product, 1);
    const cart = await cartOf(lotte);
    const goods = cart.SubTotalInclTax;
    expect(goods).toBeLessThan(30);
    expect(cart.DeliveryCostsPreviewInclTax).toBe(4.95);
    expect(cart.RemainingForFreeShipping).toBeCloseTo(30 - goods, 2);
    expect(cart.CheckoutStep).toBe(1);
    expect(cart.PerLineShippingEstimates[String(product)]).toEqual({ InStock: true, Date: '2026-11-25', MinWeeks: null, MaxWeeks: null });
    expect(cart.DeliveryPromise).toEqual({ Date: '2026-11-25', IsTomorrow: true, Cutoff: '22:00' });
  });

  it('makes delivery free from EUR 30 incl. VAT and pickup free; the total includes the costs', async () => {
    await add(lotte, product, 10);
    const free = await readyForOrder(lotte);
    expect(free.SubTotalInclTax).toBeGreaterThanOrEqual(30);
    expect(free.ShippingCostsInclTax).toBe(0);
    await add(lotte, product, 1);
    const paid = await cartOf(lotte);
    expect(paid.IsDeliveryOrder).toBe(true);
    expect(paid.ShippingCostsInclTax).toBe(4.95);
    expect(paid.TotalInclTax).toBeCloseTo(paid.SubTotalInclTax + 4.95, 2);
    expect(paid.CheckoutStep).toBe(3);
    const store = (await query<{ id: number }>('select id from stores where is_pickup_store order by id limit 1'))[0]!.id;
    const pickup = (await call('/api/aspos/cart/store', lotte, { storeId: store })).body.Data as CheckoutCart;
    expect(pickup.IsDeliveryOrder).toBe(false);
    expect(pickup.ShippingCostsInclTax).toBe(0);
    expect(pickup.TotalInclTax).toBe(pickup.SubTotalInclTax);
  });

  it('says a line is Cart step when it is no longer valid', async () => {
    await add(lotte, product2, 1);
    await query('update products set is_orderable = false where id = $1', [product2]);
    try {
      expect((await cartOf(lotte)).CheckoutStep).toBe(0);
      const confirm = await call('/api/aspos/cart/confirm', lotte, { isAccept: true });
      expect(confirm.status).toBe(400);
      expect(confirm.body.ReasonCode).toBe('INVALID_LINE');
    } finally {
      await query('update products set is_orderable = true where id = $1', [product2]);
    }
  });
});

describe('delivery options (§4, §7 delivery-checkouts, shipment-types)', () => {
  it('offers slots from the earliest delivery date and pickup stores with distance, opening state and the cart’s stock', async () => {
    await add(lotte, product, 2);
    const store = (await query<{ id: number }>('select id from stores where is_pickup_store order by id limit 1'))[0]!.id;
    await query(
      'insert into store_stock (store_id, product_id, quantity) values ($1, $2, 5) on conflict (store_id, product_id) do update set quantity = 5',
      [store, product],
    );
    const r = await call('/api/aspos/delivery-checkouts?toZipcode=3511AB&toCountry=NL', lotte);
    expect(r.status).toBe(200);
    const data = r.body.Data as { ShipmentTypeId: string; Date: string; TimeFrom: string; TimeTo: string }[];
    expect(data[0]).toEqual({ ShipmentTypeId: 'standard', Date: '2026-11-25', TimeFrom: '08:00', TimeTo: '12:00' });
    expect(data.some((slot) => slot.Date === '2026-11-28' || slot.Date === '2026-11-29')).toBe(false);
    const locations = r.body.Locations as {
      Id: number;
      DistanceInMeters: number | null;
      OpenToday: string;
      OpeningState: { IsOpen: boolean; Text: string; ClosesAt: string | null; OpensAt: string | null };
      AllInStock: boolean;
      Stock: { ProductId: number; Quantity: number }[];
    }[];
    const mine = locations.find((l) => l.Id === store)!;
    expect(mine.Stock).toEqual([{ ProductId: product, Quantity: 5 }]);
    expect(mine.AllInStock).toBe(true);
    expect(typeof mine.DistanceInMeters).toBe('number');
    expect(mine.OpenToday).not.toBe('');
    // The fields the storefront words in the visitor's language (the Dutch line alone showed French visitors Dutch).
    expect(mine.OpeningState.Text).toBe(mine.OpenToday);
    expect(mine.OpeningState.IsOpen ? mine.OpeningState.ClosesAt : mine.OpeningState.OpensAt).toMatch(/^\d{2}:\d{2}/);
    expect((r.body.Config as { Countries: { Code: string }[] }).Countries.map((c) => c.Code)).toEqual(['NL', 'BE', 'ES']);
    const types = (await call('/api/aspos/customer/shipment-types', lotte)).body.Data as { Id: string }[];
    expect(types.map((t) => t.Id)).toEqual(['standard', 'evening']);
    expect((await call('/api/aspos/delivery-checkouts', null)).status).toBe(401);
  });

  it('marks a heavy delivery as a large parcel and adds a pallet cost line for a line from the pallet weight on', async () => {
    const [heavy] = await query<{ id: number; unit_content: number }>(
      `select id, unit_content from products where unit = 'kg' and unit_content >= 10 and is_active and is_viewable and is_orderable and not is_virtual
         and type = 'Product' and 'B' = any(publication_codes) and max_in_cart is null and purchase_unit_factor = 1
         and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit 1`,
    );
    const quantity = Math.ceil(260 / heavy!.unit_content);
    await query('update products set stock_quantity = greatest(stock_quantity, $2) where id = $1', [heavy!.id, quantity]);
    await add(lotte, heavy!.id, quantity);
    await call('/api/aspos/cart/delivery', lotte, { method: 'CustomerAddress' });
    const cart = await cartOf(lotte);
    expect(cart.IsLargeParcel).toBe(true);
    expect(cart.PalletCostLines).toEqual([{ ProductId: heavy!.id, Pallets: 1, CostsInclTax: 45, CostsExclTax: 37.19 }]);
    expect(cart.PalletCostsInclTax).toBe(45);
  });
});

describe('bad input changes nothing (§5)', () => {
  it('refuses missing and invalid delivery fields with the spec’s Dutch messages', async () => {
    await add(lotte, product, 1);
    const before = await cartOf(lotte);
    let r = await call('/api/aspos/cart/delivery', lotte, {});
    expect(r.status).toBe(400);
    expect(r.body.Errors?.[0]).toEqual({ Field: 'method', Message: 'Selecteer een leveringsmethode.' });
    r = await call('/api/aspos/cart/delivery', lotte, { method: 'AlternativeAddress', alternativeAddress: { ...address, lastName: '' } });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toContainEqual({ Field: 'alternativeAddress.lastName', Message: 'Het veld is verplicht.' });
    for (const [countryCode, postalCode] of [
      ['NL', '0123 AB'],
      ['BE', '12345'],
      ['ES', '99999'],
    ]) {
      r = await call('/api/aspos/cart/delivery', lotte, {
        method: 'AlternativeAddress',
        alternativeAddress: { ...address, countryCode, postalCode },
      });
      expect(r.status, `${countryCode} ${postalCode}`).toBe(400);
      expect(r.body.Errors).toContainEqual({ Field: 'alternativeAddress.postalCode', Message: 'Geen geldige postcode' });
    }
    r = await call('/api/aspos/cart/delivery', lotte, { method: 'CustomerAddress', deliveryAddressId: 999_999 });
    expect(r.status).toBe(400);
    const nonPickup = (
      await query<{ id: number }>('update stores set is_pickup_store = false where id = (select max(id) from stores) returning id')
    )[0]!.id;
    r = await call('/api/aspos/cart/store', lotte, { storeId: nonPickup });
    expect(r.status).toBe(400);
    expect(r.body.Errors?.[0]?.Message).toBe('Deze winkel is geen afhaalwinkel. Kies een andere winkel.');
    await query('update stores set is_pickup_store = true where id = $1', [nonPickup]);
    const after = await cartOf(lotte);
    expect(after.ShippingMethodType).toBe(before.ShippingMethodType);
    expect(after.AlternativeDeliveryAddress).toBe(before.AlternativeDeliveryAddress);
  });

  it('refuses dates in the past, on holidays and on days without delivery', async () => {
    await add(lotte, product, 1);
    await call('/api/aspos/cart/delivery', lotte, { method: 'AlternativeAddress', alternativeAddress: address });
    const slot = { id: 'standard', timeFrom: '08:00', timeTo: '12:00' };
    const cases: [string, string][] = [
      ['2026-11-20', 'Deze bezorgdatum ligt in het verleden.'],
      ['2026-12-25', 'Op deze feestdag bezorgen we niet.'],
      ['2026-11-29', 'Op deze dag bezorgen we niet.'],
    ];
    for (const [date, message] of cases) {
      const r = await call('/api/aspos/cart/shipment', lotte, { ...slot, date });
      expect(r.status, date).toBe(400);
      expect(r.body.Errors?.[0]?.Message).toBe(message);
    }
    expect((await call('/api/aspos/cart/shipment', lotte, { ...slot, id: 'raket', date: '2026-11-25' })).status).toBe(400);
    expect((await cartOf(lotte)).ShipmentMethod).toBeNull();
    const ok = await call('/api/aspos/cart/shipment', lotte, { ...slot, date: '2026-11-25' });
    expect(ok.status).toBe(200);
    expect((ok.body.Data as CheckoutCart).ShipmentMethod).toEqual({
      Id: 'standard',
      Date: '2026-11-25',
      Time: { From: '08:00', To: '12:00' },
    });
  });

  it('refuses payment methods the customer may not use, a missing bank and a wrong PIN', async () => {
    await add(lotte, product, 1);
    await call('/api/aspos/cart/delivery', lotte, { method: 'CustomerAddress' });
    const cases: [unknown, string, string][] = [
      [{ method: 'ideal' }, 'data.issuer', 'Selecteer een bank'],
      [{ method: 'giftcard', data: { pin: '12a4' } }, 'data.pin', 'De pincode is niet correct.'],
      [{ method: 'onaccount' }, 'method', 'Deze betaalmethode is voor deze bestelling niet mogelijk.'],
      [{ method: 'pickup' }, 'method', 'Deze betaalmethode is voor deze bestelling niet mogelijk.'],
      [{ method: 'bitcoin' }, 'method', 'Deze betaalmethode bestaat niet.'],
      [{}, 'method', 'Selecteer een betaalmethode.'],
    ];
    for (const [body, field, message] of cases) {
      const r = await call('/api/aspos/cart/payment', lotte, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.Errors?.[0]).toEqual({ Field: field, Message: message });
    }
    expect((await cartOf(lotte)).PaymentMethod).toBeNull();
    const gift = await call('/api/aspos/cart/payment', lotte, { method: 'giftcard', data: { pin: '0042' } });
    expect((gift.body.Data as CheckoutCart).PaymentMethod).toBe('giftcard');
  });

  it('lists the payment methods the customer may use, with iDEAL banks from the test provider', async () => {
    const methods = (await call('/api/aspos/payment/payment-methods', lotte)).body.Data as {
      Code: string;
      IdealIssuers: unknown[];
      PinCodeRequired: boolean;
    }[];
    expect(methods.map((m) => m.Code)).not.toContain('onaccount');
    expect(methods.find((m) => m.Code === 'ideal')!.IdealIssuers.length).toBeGreaterThan(0);
    expect(methods.find((m) => m.Code === 'giftcard')!.PinCodeRequired).toBe(true);
    const business = (await call('/api/aspos/payment/payment-methods', sanne)).body.Data as { Code: string }[];
    expect(business.map((m) => m.Code)).toContain('onaccount');
  });

  it("names the payment methods and shipment types in the reader's language (Dutch where a setting has no translation)", async () => {
    const described = async (path: string, language: string) => {
      const response = await t.request(path, { token: sanne, headers: { 'x-language': language } });
      const body = (await response.json()) as { Data: { Code?: string; Id: string; Description: string }[] };
      return Object.fromEntries(body.Data.map((row) => [row.Code ?? row.Id, row.Description]));
    };
    const methods = '/api/aspos/payment/payment-methods';
    expect(await described(methods, 'nl')).toMatchObject({ onaccount: 'Op rekening', giftcard: 'Toonbank cadeaubon', ideal: 'iDEAL' });
    expect(await described(methods, 'fr')).toMatchObject({ onaccount: 'Sur facture', giftcard: 'Chèque-cadeau Toonbank', ideal: 'iDEAL' });
    expect(await described(methods, 'en')).toMatchObject({ onaccount: 'On account', creditcard: 'Credit card', ideal: 'iDEAL' });
    const types = '/api/aspos/customer/shipment-types';
    expect(await described(types, 'fr')).toEqual({ standard: 'Livraison standard', evening: 'Livraison en soirée' });
    expect(await described(types, 'en')).toEqual({ standard: 'Standard delivery', evening: 'Evening delivery' });
    expect(await described(types, 'nl')).toEqual({ standard: 'Standaard bezorging', evening: 'Avondbezorging' });
  });

  it('refuses a confirm of an empty cart, or without terms, and creates nothing', async () => {
    const before = await ordersOf(ids.lotte);
    let r = await call('/api/aspos/cart/confirm', lotte, { isAccept: true });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ IsOrderable: false, ReasonCode: 'EMPTY_CART', Message: 'Je winkelwagen is leeg.' });
    await add(lotte, product, 1);
    r = await call('/api/aspos/cart/confirm', lotte, { isAccept: true });
    expect(r.body.ReasonCode).toBe('SHIPPING_INCOMPLETE');
    expect(r.body.Message).toBe('Selecteer een leveringsmethode.');
    await readyForOrder(lotte);
    r = await call('/api/aspos/cart/confirm', lotte, {});
    expect(r.status).toBe(400);
    expect(r.body.ReasonCode).toBe('TERMS_NOT_ACCEPTED');
    expect(await ordersOf(ids.lotte)).toEqual(before);
    expect((await cartOf(lotte)).CartLines).toHaveLength(1);
  });
});

describe('confirm and pay with the test provider', () => {
  it('reserves stock, creates the order with snapshots, empties the cart; Betaald settles once with one e-mail', async () => {
    await add(lotte, product, 3);
    await add(lotte, product2, 1);
    const cart = await readyForOrder(lotte);
    await call('/api/aspos/cart/customer', lotte, { remark: 'Achterom graag' });
    const stock = await stockOf(product);
    const confirm = await call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: cart.TotalInclTax });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body).toMatchObject({ IsOrderable: true, ReasonCode: null });
    expect(confirm.body.OrderNumber).toMatch(/^TB-2026-\d{6}$/);
    expect(confirm.body.PaymentUrl).toMatch(/^\/api\/payment\/test\/tst_[0-9a-f]+$/);
    expect((confirm.body.Cart as CheckoutCart).CartLines).toEqual([]);
    // The answer is the cart as the order left it (composed, not read again): the same as reading it now.
    expect(confirm.body.Cart).toEqual(await cartOf(lotte));
    expect((confirm.body.Cart as CheckoutCart).Remark).toBe('');
    expect(await stockOf(product)).toBe(stock - 3);
    const orderId = confirm.body.OrderId as number;

    const order = (await call(`/api/aspos/customer/orders/${orderId}`, lotte)).body.Order as Record<string, unknown> & {
      OrderLines: Record<string, unknown>[];
    };
    expect(order).toMatchObject({
      Status: 'PaymentPending',
      Remarks: 'Achterom graag',
      PaymentMethod: 'ideal',
      PlacedBy: null,
      TotalInclTax: cart.TotalInclTax,
    });
    expect(order.OrderLines[0]).toMatchObject({
      ProductId: product,
      Quantity: 3,
      TotalInclTax: cart.CartLines[0]!.TotalInclTax,
      TaxRate: cart.CartLines[0]!.TaxRate,
    });

    // The hosted page shows the amount, the order number and the four buttons.
    const pageResponse = await t.request(confirm.body.PaymentUrl as string);
    const html = await pageResponse.text();
    expect(html).toContain(confirm.body.OrderNumber as string);
    for (const label of ['Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen']) expect(html).toContain(`>${label}</button>`);
    const id = (confirm.body.PaymentUrl as string).split('/').pop()!;
    const chosen = await t.request(`/api/payment/test/${id}`, {
      method: 'POST',
      body: 'status=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toContain(`/checkout-redirect?orderId=${orderId}`);

    // Webhook five times at once and the return page twice: one paid order, one e-mail, stock taken once.
    const mailsBefore = t.mails.length;
    const webhook = () =>
      t.request('/api/aspos/payment/webhook/test', {
        method: 'POST',
        body: `id=${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, webhook),
      t.request(`/api/aspos/payment/result/${orderId}`, { token: lotte }),
      t.request(`/api/aspos/payment/result/${orderId}`, { token: lotte }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const result = (await results[5]!.json()) as ApiJson;
    expect(result, JSON.stringify(result)).toMatchObject({
      Status: 'Open',
      PaymentStatus: 'paid',
      RedirectTo: `/checkout-success?orderId=${orderId}`,
    });
    expect(t.mails.length - mailsBefore).toBe(1);
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe(`Je bestelling ${confirm.body.OrderNumber as string} bij Toonbank`);
    expect(mail.html).toContain(confirm.body.OrderNumber as string);
    expect(mail.text).toContain('Totaal');
    expect(await stockOf(product)).toBe(stock - 3);
    expect((await ordersOf(ids.lotte)).filter((o) => o.id === orderId)).toEqual([
      { id: orderId, status: 'Open', number: confirm.body.OrderNumber },
    ]);

    const success = await call(`/api/aspos/orders/success/${orderId}`, lotte);
    expect(success.status).toBe(200);
    expect(success.body.Order).toMatchObject({ OrderNumber: confirm.body.OrderNumber, StatusDescription: 'Open/besteld' });
    const list = await call('/api/aspos/customer/orders?offset=0&limit=10', lotte);
    expect((list.body.Orders as { Id: number }[]).some((o) => o.Id === orderId)).toBe(true);
  });

  it('makes the test payment in the order’s transaction: nothing is written after the commit', async () => {
    await add(lotte, product, 1);
    const cart = await readyForOrder(lotte);
    await call('/api/aspos/cart/customer', lotte, { isAccept: true });
    await cartOf(lotte); // the confirm below then reads the cart from the cache, as after the checkout page
    const { result: confirm, statements } = await statementsOf(() =>
      call('/api/aspos/cart/confirm', lotte, { expectedTotalInclTax: cart.TotalInclTax }),
    );
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const orderId = confirm.body.OrderId as number;
    const providerId = (confirm.body.PaymentUrl as string).split('/').pop()!;
    const commit = statements.findIndex((s) => /^commit/i.test(s));
    expect(commit, statements.join('\n')).toBeGreaterThan(0);
    // Written in the transaction: the payment with its provider id and the provider's ledger row; after it, nothing.
    expect(statements.slice(commit + 1), statements.join('\n')).toEqual([]);
    expect(statements.slice(0, commit).some((s) => s.includes('"test_provider_payments"'))).toBe(true);
    // The cache key, then begin, cart (its revision unchanged: the lines are not read again), products, order number,
    // order with everything, cart and stock, commit.
    expect(
      statements.some((s) => /^select .* from "cart_lines"/.test(s)),
      statements.join('\n'),
    ).toBe(false);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(8);
    const [payment] = await query<{ provider_payment_id: string; checkout_url: string }>(
      'select provider_payment_id, checkout_url from payments where order_id = $1',
      [orderId],
    );
    expect(payment).toEqual({ provider_payment_id: providerId, checkout_url: confirm.body.PaymentUrl });
    const [ledger] = await query<{ description: string; redirect_url: string; amount_cents: number }>(
      'select description, redirect_url, amount_cents from test_provider_payments where id = $1',
      [providerId],
    );
    expect(ledger).toMatchObject({
      description: `Toonbank ${confirm.body.OrderNumber as string}`,
      amount_cents: Math.round(cart.TotalInclTax * 100),
    });
    expect(ledger!.redirect_url).toMatch(new RegExp(`/checkout-redirect\\?orderId=${orderId}$`));
    // The hosted page finds the payment and its choice settles the order (cancelled here: the stock goes back).
    const chosen = await t.request(`/api/payment/test/${providerId}`, {
      method: 'POST',
      body: 'status=canceled',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(chosen.headers.get('location')).toBe(ledger!.redirect_url);
    expect((await call(`/api/aspos/payment/result/${orderId}`, lotte)).body).toMatchObject({
      Status: 'Cancelled',
      PaymentStatus: 'canceled',
    });
  });

  it('compares the cart’s lines again when its revision moved since they were priced, and refuses changed lines', async () => {
    await add(lotte, product, 2);
    const [cart] = await query<{ id: number; revision: string }>('select id, revision from carts where customer_id = $1', [ids.lotte]);
    const stale = Number(cart!.revision) - 1;
    const line = (quantity: number) => ({
      productId: product,
      productNumber: 'X',
      title: 'X',
      productUrl: '/x',
      quantity,
      unitPriceInclCents: 100,
      unitPriceExclCents: 83,
      taxRate: 21,
      totalInclCents: 100 * quantity,
      totalExclCents: 83 * quantity,
      taxCents: 17 * quantity,
      discountInclCents: 0,
      discountExclCents: 0,
      notes: '',
      gift: false,
    });
    const order = (quantity: number, cartRevision: number | null): NewOrder => ({
      ...NO_ORDER_PROMOTIONS,
      customerId: ids.lotte,
      cartRevision,
      placedByUserId: null,
      status: 'Open',
      shippingMethod: 'Delivery',
      storeId: null,
      storeName: null,
      deliveryAddress: null,
      invoiceAddress: null,
      shipmentTypeId: null,
      preferredDeliveryDate: null,
      preferredTimeFrom: null,
      preferredTimeTo: null,
      paymentMethod: 'onaccount',
      customerReference: '',
      remark: '',
      intraCommunity: false,
      subTotalInclCents: 100 * quantity,
      subTotalExclCents: 83 * quantity,
      shippingInclCents: 0,
      shippingExclCents: 0,
      palletInclCents: 0,
      palletExclCents: 0,
      taxCents: 17 * quantity,
      totalInclCents: 100 * quantity,
      totalExclCents: 83 * quantity,
      language: 'nl',
      lines: [line(quantity)],
      payment: null,
      year: 2026,
    });
    const before = (await ordersOf(ids.lotte)).length;
    // Priced at an older revision with another quantity than the cart has now: refused, nothing written.
    expect(await placeOrder(t.database.db, order(3, stale))).toEqual({ ok: false, reason: 'CART_CHANGED', productIds: [product] });
    expect(await placeOrder(t.database.db, order(3, null))).toEqual({ ok: false, reason: 'CART_CHANGED', productIds: [product] });
    expect(await ordersOf(ids.lotte)).toHaveLength(before);
    // An older revision with the same lines (another write in between, e.g. an address) still places the order.
    const placed = await placeOrder(t.database.db, order(2, stale));
    expect(placed).toMatchObject({ ok: true });
    expect(await ordersOf(ids.lotte)).toHaveLength(before + 1);
    expect(await query('select 1 from cart_lines where cart_id = $1', [cart!.id])).toEqual([]);
  });

  it('Mislukt releases the stock, restores the cart and tells why; a forged webhook id is a 404', async () => {
    await add(lotte, product, 2);
    await readyForOrder(lotte);
    const stock = await stockOf(product);
    const confirm = await call('/api/aspos/cart/confirm', lotte, { isAccept: true });
    expect(await stockOf(product)).toBe(stock - 2);
    const id = (confirm.body.PaymentUrl as string).split('/').pop()!;
    await t.request(`/api/payment/test/${id}`, {
      method: 'POST',
      body: 'status=failed',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const result = await call(`/api/aspos/payment/result/${confirm.body.OrderId as number}`, lotte);
    expect(result.body).toMatchObject({ Status: 'Cancelled', PaymentStatus: 'failed', RedirectTo: '/checkout?payment=failed' });
    expect(result.body.Message).toBe('De betaling is mislukt. Probeer het opnieuw of kies een andere betaalmethode.');
    expect(await stockOf(product)).toBe(stock);
    const cart = await cartOf(lotte);
    expect(cart.CartLines.map((l) => [l.ProductId, l.Quantity])).toEqual([[product, 2]]);
    expect(cart.CheckoutStep).toBe(3);
    // Repeats change nothing.
    const again = await t.request('/api/aspos/payment/webhook/test', {
      method: 'POST',
      body: `id=${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.status).toBe(200);
    expect(await stockOf(product)).toBe(stock);
    const forged = await t.request('/api/aspos/payment/webhook/test', {
      method: 'POST',
      body: 'id=tst_forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as ApiJson).Message).toBe('De betaling is niet gevonden.');
    expect(
      (
        await t.request('/api/aspos/payment/webhook/test', {
          method: 'POST',
          body: '',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.request('/api/aspos/payment/webhook/paypal', {
          method: 'POST',
          body: `id=${id}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(400);
  });

  it('expires open payments after the configured time and releases their stock', async () => {
    await add(lotte, product, 1);
    await readyForOrder(lotte);
    const stock = await stockOf(product);
    const confirm = await call('/api/aspos/cart/confirm', lotte, { isAccept: true });
    expect(await stockOf(product)).toBe(stock - 1);
    expect(await expireOpenPayments(t.deps)).toBe(0);
    const realNow = t.deps.now;
    t.deps.now = () => new Date(realNow().getTime() + 31 * 60_000);
    try {
      expect(await expireOpenPayments(t.deps)).toBe(1);
    } finally {
      t.deps.now = realNow;
    }
    expect(await stockOf(product)).toBe(stock);
    const order = (await call(`/api/aspos/customer/orders/${confirm.body.OrderId as number}`, lotte)).body.Order as {
      Status: string;
      Payments: { Status: string }[];
    };
    expect(order.Status).toBe('Cancelled');
    expect(order.Payments[0]!.Status).toBe('expired');
    expect((await cartOf(lotte)).CartLines).toHaveLength(1);
  });

  it('refuses with a reason when the price or the stock changed between cart and confirm, and creates nothing', async () => {
    await add(lotte, product, 2);
    const cart = await readyForOrder(lotte);
    const before = await ordersOf(ids.lotte);
    await query('update products set list_price_incl_cents = list_price_incl_cents + 100 where id = $1', [product]);
    try {
      const r = await call('/api/aspos/cart/confirm', lotte, { isAccept: true, expectedTotalInclTax: cart.TotalInclTax });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        ReasonCode: 'PRICE_CHANGED',
        Message: 'De prijs van een of meer producten is gewijzigd. Controleer je bestelling en bestel opnieuw.',
      });
    } finally {
      await query('update products set list_price_incl_cents = list_price_incl_cents - 100 where id = $1', [product]);
    }
    const stock = await stockOf(product);
    await query('update products set stock_quantity = 1 where id = $1', [product]);
    try {
      const r = await call('/api/aspos/cart/confirm', lotte, { isAccept: true });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ ReasonCode: 'NOT_ENOUGH_STOCK', ProductIds: [product] });
    } finally {
      await query('update products set stock_quantity = $2 where id = $1', [product, stock]);
    }
    expect(await ordersOf(ids.lotte)).toEqual(before);
  });
});

describe('business customers and representatives', () => {
  it('pays on account with an order reference: the order is open at once, excl. VAT shown, mail sent', async () => {
    await add(sanne, product, 2);
    expect((await call('/api/aspos/cart/delivery', sanne, { method: 'CustomerAddress' })).status).toBe(200);
    expect((await call('/api/aspos/cart/payment', sanne, { method: 'onaccount' })).status).toBe(200);
    await call('/api/aspos/cart/customer', sanne, { orderReference: 'PO-4711', isAccept: true });
    const mails = t.mails.length;
    const confirm = await call('/api/aspos/cart/confirm', sanne, undefined, 'POST');
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.PaymentUrl).toBe(`/checkout-success?orderId=${confirm.body.OrderId as number}`);
    expect(confirm.body.Cart).toEqual(await cartOf(sanne));
    expect((confirm.body.Cart as CheckoutCart).OrderReference).toBe('');
    const order = (await call(`/api/aspos/customer/orders/${confirm.body.OrderId as number}`, sanne)).body.Order as Record<string, unknown>;
    expect(order).toMatchObject({ Status: 'Open', CustomerReference: 'PO-4711', PaymentMethod: 'onaccount', Payments: [] });
    expect(t.mails.length - mails).toBe(1);
  });

  it("writes the order e-mail in the customer's language with the shop's one notation of amounts (€ 12,95)", async () => {
    await query(`update customers set language_code = 'fr' where id = $1`, [ids.sanne]);
    try {
      await add(sanne, product, 2);
      expect((await call('/api/aspos/cart/delivery', sanne, { method: 'CustomerAddress' })).status).toBe(200);
      expect((await call('/api/aspos/cart/payment', sanne, { method: 'onaccount' })).status).toBe(200);
      await call('/api/aspos/cart/customer', sanne, { isAccept: true });
      const mails = t.mails.length;
      const confirm = await call('/api/aspos/cart/confirm', sanne, undefined, 'POST');
      expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
      expect(t.mails.length - mails).toBe(1);
      const order = (await call(`/api/aspos/customer/orders/${confirm.body.OrderId as number}`, sanne)).body.Order as {
        TotalExclTax: number;
      };
      // A business customer's mail shows amounts excl. VAT; French words, the amount written as everywhere in the shop.
      const total = `€ ${order.TotalExclTax.toFixed(2).replace('.', ',')}`;
      expect(t.mails.at(-1)!.text).toContain(`Total\u202F: ${total}`);
      expect(t.mails.at(-1)!.text).not.toMatch(/\d,\d{2} €/);
    } finally {
      await query(`update customers set language_code = 'nl' where id = $1`, [ids.sanne]);
    }
  });

  it('delivers to Belgium at 0% VAT for a business customer with a VAT number (intra-community supply)', async () => {
    await add(sanne, product, 2);
    const nl = await cartOf(sanne);
    const be = (
      await call('/api/aspos/cart/address', sanne, { address: { ...address, postalCode: '2000', city: 'Antwerpen', countryCode: 'BE' } })
    ).body.Data as CheckoutCart;
    expect(be.IsIntraCommunity).toBe(true);
    expect(be.TaxAmount).toBe(0);
    expect(be.CartLines[0]!.TaxAmount).toBe(0);
    expect(be.SubTotalExclTax).toBe(nl.SubTotalExclTax);
    expect(be.SubTotalInclTax).toBe(nl.SubTotalExclTax);
    // VAT per rate covers the goods and the shipping costs: everything at 0%.
    expect(be.VatByRate).toEqual([{ Rate: 0, BaseExclTax: be.TotalExclTax, TaxAmount: 0 }]);
  });

  it('records the representative who placed an order, in the order and the impersonation audit', async () => {
    const acting = await call('/api/aspos/authentication/impersonate', rep, { customerId: ids.sanne });
    const token = (acting.body.Token ?? (acting.body.Data as { Token?: string } | undefined)?.Token) as string;
    expect(token).toBeTruthy();
    await add(token, product, 1);
    await call('/api/aspos/cart/delivery', token, { method: 'CustomerAddress' });
    await call('/api/aspos/cart/payment', token, { method: 'onaccount' });
    const confirm = await call('/api/aspos/cart/confirm', token, { isAccept: true });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const orderId = confirm.body.OrderId as number;
    const order = (await call(`/api/aspos/customer/orders/${orderId}`, sanne)).body.Order as { PlacedBy: string | null };
    const [repName] = await query<{ name: string }>(
      `select concat_ws(' ', first_name, nullif(middle_name, ''), last_name) as name from users where id = $1`,
      [ids.repUser],
    );
    expect(order.PlacedBy).toBe(repName!.name);
    const audit = await query<{ action: string }>(
      `select action from impersonation_audit where representative_user_id = $1 and action = 'order' and reference = $2`,
      [ids.repUser, String(orderId)],
    );
    expect(audit).toHaveLength(1);
  });
});

describe('who may read an order (§6)', () => {
  it('answers 401 anonymous, 404 for another customer and for a representative not acting for the owner', async () => {
    await add(lotte, product, 1);
    await readyForOrder(lotte);
    const orderId = (await call('/api/aspos/cart/confirm', lotte, { isAccept: true })).body.OrderId as number;
    const stranger = await tokenFor(ids.stranger);
    const lonely = await tokenFor(ids.lonelyRep);
    for (const path of [
      `/api/aspos/customer/orders/${orderId}`,
      `/api/aspos/orders/success/${orderId}`,
      `/api/aspos/payment/result/${orderId}`,
    ]) {
      expect((await call(path, null)).status, path).toBe(401);
      expect((await call(path, stranger)).status, path).toBe(404);
      expect((await call(path, sanne)).status, path).toBe(404);
      expect((await call(path, lonely)).status, path).toBe(404);
      expect((await call(path, rep)).status, path).toBe(404);
    }
    expect((await call('/api/aspos/customer/orders', null)).status).toBe(401);
    expect(((await call('/api/aspos/customer/orders', stranger)).body.Orders as unknown[]).length).toBe(0);
    expect((await call('/api/aspos/customer/orders', lonely)).status).toBe(404);
    // The unassigned representative cannot act for Lotte either.
    expect((await call('/api/aspos/authentication/impersonate', lonely, { customerId: ids.lotte })).status).toBeGreaterThanOrEqual(400);
    const store = (await query<{ id: number }>('select id from stores where is_pickup_store order by id limit 1'))[0]!.id;
    const posts = [
      ['/api/aspos/cart/delivery', { method: 'CustomerAddress' }],
      ['/api/aspos/cart/address', { address }],
      ['/api/aspos/cart/invoice', { invoiceAddressId: 1 }],
      ['/api/aspos/cart/store', { storeId: store }],
      ['/api/aspos/cart/shipment', { id: 'standard', date: '2026-11-25', timeFrom: '08:00', timeTo: '12:00' }],
      ['/api/aspos/cart/payment', { method: 'ideal', data: { issuer: 'ING' } }],
      ['/api/aspos/cart/confirm', { isAccept: true }],
      ['/api/aspos/cart/customer', { remark: 'x' }],
    ] as const;
    for (const [path, body] of posts) {
      expect((await call(path, null, body)).status, path).toBe(401);
      expect((await call(path, lonely, body)).status, path).toBe(404);
    }
    expect((await call('/api/aspos/delivery-checkouts', lonely)).status).toBe(404);
  });

  it('keeps every customer to their own addresses and cart: another customer’s address id is a 404, nothing changes', async () => {
    const [foreign] = await query<{ id: number }>('select id from addresses where customer_id = $1 order by id limit 1', [ids.sanne]);
    await add(lotte, product, 1);
    const before = await cartOf(lotte);
    const invoice = await call('/api/aspos/cart/invoice', lotte, { invoiceAddressId: foreign!.id });
    expect(invoice.status).toBe(404);
    const delivery = await call('/api/aspos/cart/delivery', lotte, { method: 'CustomerAddress', deliveryAddressId: foreign!.id });
    expect(delivery.status).toBe(400);
    expect(delivery.body.Errors?.[0]).toEqual({ Field: 'deliveryAddressId', Message: 'Het adres is niet gevonden.' });
    const after = await cartOf(lotte);
    expect(after.InvoiceAddress).toEqual(before.InvoiceAddress);
    expect(after.DeliveryAddress).toEqual(before.DeliveryAddress);
    // Sanne's cart did not move either.
    expect((await cartOf(sanne)).CartLines).toEqual([]);
  });
});
