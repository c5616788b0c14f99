/**
 * The account's loyalty points and vouchers on the real PostgreSQL (demo data, no mocks): the history pages newest
 * first and adds up to the balance, an order on account adds its row with the order number, the vouchers show balance
 * and validity; anonymous, another customer, a representative acting for nobody or for a customer not theirs see
 * nothing of it; bad paging is a Dutch 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
let lotte: string;
let sanne: string;
let stranger: string;
let rep: string;
let ids: { lotte: number; sanne: number };
let product = 0;

interface Mutation {
  Id: number;
  Date: string;
  Kind: string;
  Points: number;
  OrderNumber: string | null;
  StorePurchaseNumber: string | null;
}
interface Points {
  Balance: number;
  IsLoyaltyCustomer: boolean;
  MinimumPointsToRedeem: number;
  Mutations: Mutation[];
  Total: number;
  HasMore: boolean;
}
interface Voucher {
  Code: string;
  Type: string;
  Balance: number;
  Product: { Name: string; Url: string } | null;
  ValidUntil: string | null;
  State: string;
  Personal: boolean;
}

const call = (path: string, token: string | null, json?: unknown) => t.call(path, token, json);
const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);
const points = async (token: string, paging = '') =>
  (await call(`/api/aspos/customer/loyalty/points${paging}`, token)).body as unknown as Points;
const vouchers = async (token: string) =>
  ((await call('/api/aspos/customer/vouchers', token)).body as unknown as { Vouchers: Voucher[] }).Vouchers;

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const [l] = await query<{ id: number }>(`select id from customers where email = 'particulier@toonbank.nl'`);
  const [s] = await query<{ id: number }>(`select id from customers where email = 'zakelijk@toonbank.nl'`);
  ids = { lotte: l!.id, sanne: s!.id };
  const [other] = await query<{ id: number }>(
    `insert into customers (number, email, first_name, last_name, gender) values ('T-LOYAL', 'loyal-stranger@example.nl', 'Sam', 'Vreemd', 'Male') returning id`,
  );
  const hash = (await query<{ password_hash: string }>(`select password_hash from users where email = 'particulier@toonbank.nl'`))[0]!
    .password_hash;
  await query(
    `insert into users (email, password_hash, first_name, last_name, customer_id) values ('loyal-stranger@example.nl', $1, 'Sam', 'Vreemd', $2)`,
    [hash, other!.id],
  );
  stranger = await t.login('loyal-stranger@example.nl');
  const [picked] = await query<{ id: number }>(`select id from products where is_active and is_viewable and is_orderable and not is_virtual
    and type = 'Product' and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
    and list_price_incl_cents between 500 and 2000 order by id limit 1`);
  product = picked!.id;
});
afterAll(() => t.close());

describe('loyalty points', () => {
  it('shows the balance, the rule and a history newest first that pages without gaps and adds up to the balance', async () => {
    const first = await points(sanne, '?limit=5');
    expect(first).toMatchObject({ Balance: 1250, IsLoyaltyCustomer: true, MinimumPointsToRedeem: 500, HasMore: true });
    expect(first.Mutations).toHaveLength(5);
    expect(first.Total).toBeGreaterThan(5);
    const all: Mutation[] = [];
    for (let offset = 0; offset < first.Total; offset += 4) all.push(...(await points(sanne, `?offset=${offset}&limit=4`)).Mutations);
    expect(all.map((m) => m.Id).slice(0, 5)).toEqual(first.Mutations.map((m) => m.Id));
    expect(new Set(all.map((m) => m.Id)).size).toBe(first.Total);
    const dates = all.map((m) => Date.parse(m.Date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.reduce((sum, m) => sum + m.Points, 0)).toBe(1250);
    // Earned and redeemed at the till name the purchase; the balance taken over is the oldest row.
    expect(all.some((m) => m.Kind === 'earned' && /^\d{4}-\d{6}$/.test(m.StorePurchaseNumber ?? ''))).toBe(true);
    expect(all.some((m) => m.Kind === 'earned' && /^TB-\d{4}-\d{6}$/.test(m.OrderNumber ?? ''))).toBe(true);
    const redeemed = all.find((m) => m.Kind === 'redeemed');
    expect(redeemed?.Points).toBeLessThan(0);
    expect(redeemed?.StorePurchaseNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(all.at(-1)).toMatchObject({ Kind: 'given', OrderNumber: null, StorePurchaseNumber: null });
    const last = await points(sanne, `?offset=${first.Total - 1}&limit=5`);
    expect(last).toMatchObject({ HasMore: false });
    expect(last.Mutations).toHaveLength(1);

    // A private customer saves too, but is no loyalty customer (§5): the page says so.
    expect(await points(lotte)).toMatchObject({ IsLoyaltyCustomer: false, HasMore: true });
  });

  it('adds the points an order on account earns as the newest row, with its order number', async () => {
    await call('/api/aspos/cart/lines/batch', sanne, { changes: [{ action: 2, productId: product, quantity: 4 }] });
    expect((await call('/api/aspos/cart/delivery', sanne, { method: 'CustomerAddress' })).status).toBe(200);
    expect((await call('/api/aspos/cart/payment', sanne, { method: 'onaccount' })).status).toBe(200);
    const confirm = await call('/api/aspos/cart/confirm', sanne, { isAccept: true });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const after = await points(sanne, '?limit=1');
    const [earned] = await query<{ points_earned: number }>('select points_earned from orders where id = $1', [confirm.body.OrderId]);
    expect(earned!.points_earned).toBeGreaterThan(0);
    expect(after.Mutations[0]).toMatchObject({ Kind: 'earned', Points: earned!.points_earned, OrderNumber: confirm.body.OrderNumber });
    expect(after.Balance).toBe(1250 + earned!.points_earned);
  });

  it('refuses bad paging with a Dutch 400 and changes nothing', async () => {
    for (const [paging, field] of [
      ['?offset=-1', 'offset'],
      ['?limit=0', 'limit'],
      ['?limit=100000', 'limit'],
      ['?offset=abc', 'offset'],
      ['?limit=2.5', 'limit'],
    ] as const) {
      const response = await call(`/api/aspos/customer/loyalty/points${paging}`, sanne);
      expect(response.status, paging).toBe(400);
      expect(response.body).toMatchObject({ Success: false, Code: 'VALIDATION_ERROR' });
      expect(response.body.Message, paging).toMatch(new RegExp(`^${field}: (Te kort of te klein|Te lang of te groot|Ongeldige waarde)`));
    }
    expect((await call('/api/aspos/customer/loyalty/points?limit=100', sanne)).status).toBe(200);
  });
});

describe('owned vouchers', () => {
  it('lists the customer’s own payment and product vouchers with balance and validity, and no one else’s', async () => {
    const own = await vouchers(sanne);
    expect(own.map((v) => v.Code).sort()).toEqual(['KWISPEL-TEGOED', 'PROEF-GRATIS']);
    expect(own.find((v) => v.Code === 'KWISPEL-TEGOED')).toMatchObject({ Type: 'Payment', Balance: 25, State: 'Valid', Personal: true });
    const product = own.find((v) => v.Code === 'PROEF-GRATIS');
    expect(product).toMatchObject({ Type: 'Product', State: 'Valid' });
    expect(product?.Product?.Url).toMatch(/^\/product\/detail\/.+/);
    expect(Date.parse(product!.ValidUntil!)).toBeGreaterThan(Date.now());
    expect((await vouchers(lotte)).map((v) => v.Code)).toEqual(['LOTTE-BEDANKT']);

    // After its end date it reads as expired; a spent gift card as used up.
    await query(`update vouchers set valid_until = now() - interval '1 day' where code = 'PROEF-GRATIS'`);
    expect((await vouchers(sanne)).find((v) => v.Code === 'PROEF-GRATIS')?.State).toBe('Expired');
    await query(`update vouchers set valid_until = $1 where code = 'PROEF-GRATIS'`, [product!.ValidUntil]);
    await query(`update vouchers set balance_cents = 0 where code = 'LOTTE-BEDANKT'`);
    expect((await vouchers(lotte))[0]).toMatchObject({ State: 'UsedUp', Balance: 0 });
    await query(`update vouchers set balance_cents = 1000 where code = 'LOTTE-BEDANKT'`);
  });

  it('shows a public gift card once an order of the customer paid with it, with what is left', async () => {
    const [card] = await query<{ id: number }>(`select id from vouchers where code = 'CADEAU-50'`);
    const [order] = await query<{ id: number }>('select id from orders where customer_id = $1 order by id limit 1', [ids.lotte]);
    await query('insert into voucher_uses (voucher_id, order_id, amount_cents) values ($1, $2, 1200)', [card!.id, order!.id]);
    await query(`update vouchers set balance_cents = 3800 where id = $1`, [card!.id]);
    expect((await vouchers(lotte)).find((v) => v.Code === 'CADEAU-50')).toMatchObject({ Balance: 38, Personal: false, State: 'Valid' });
    expect((await vouchers(sanne)).map((v) => v.Code)).not.toContain('CADEAU-50');
  });
});

describe('who may see points and vouchers', () => {
  it('answers 401 anonymous, nothing of anyone else to another customer, 404 to a representative acting for nobody', async () => {
    const paths = ['/api/aspos/customer/loyalty/points', '/api/aspos/customer/vouchers'];
    for (const path of paths) expect((await t.request(path, { token: null })).status, path).toBe(401);
    expect(await points(stranger)).toMatchObject({ Balance: 0, Total: 0, Mutations: [], HasMore: false });
    expect(await vouchers(stranger)).toEqual([]);
    for (const path of paths) {
      const response = await t.request(path, { token: rep });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/KWISPEL|LOTTE|Gespaard/);
    }
  });

  it('shows a representative the data of the customer they act for, never of a customer not assigned to them', async () => {
    const acting = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: ids.sanne } });
    const token = ((await acting.json()) as { Token: string }).Token;
    const own = await points(sanne);
    const seen = await points(token);
    expect(seen.Balance).toBe(own.Balance);
    expect(seen.Mutations.map((m) => m.Id)).toEqual(own.Mutations.map((m) => m.Id));
    expect((await vouchers(token)).map((v) => v.Code).sort()).toEqual(['KWISPEL-TEGOED', 'PROEF-GRATIS']);
    const refused = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: ids.lotte } });
    expect(refused.status).toBe(403);
  });
});
