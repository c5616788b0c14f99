/**
 * The seed against a real PostgreSQL: the shared test template (seeded by the
 * global setup with the default seed) and fresh databases seeded here.
 */
import { randomBytes } from 'node:crypto';
import { isValidEan13 } from '@toonbank/domain/ean';
import { isWithinPublicationWindow } from '@toonbank/domain/publication-window';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database, type Db } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { verifyPassword } from '../password-hash.ts';
import { brands, products, webNodes } from '../schema/catalogue.ts';
import { articles, contentItems } from '../schema/content.ts';
import { customers, representativeCustomers, users } from '../schema/customers.ts';
import { discounts } from '../schema/pricing.ts';
import { settings } from '../schema/settings.ts';
import { stores } from '../schema/stores.ts';
import { TEST_SEED_PRODUCTS } from '../testing/constants.ts';
import { withDatabase } from '../testing/global-setup.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData, truncateAllTables } from './index.ts';

/** A new, migrated, empty database on the test server; dropped by the returned close(). */
async function emptyDatabase(): Promise<Database> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `toonbank_seed_${randomBytes(5).toString('hex')}`;
  const admin = connect(adminUrl, { max: 1 });
  await admin.pool.query(`create database "${name}"`);
  await admin.close();
  const database = connect(withDatabase(adminUrl, name), { max: 2 });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = connect(adminUrl, { max: 1 });
      await cleanup.pool.query(`drop database if exists "${name}" with (force)`);
      await cleanup.close();
    },
  };
}

/** Checksums over the columns that define the catalogue, in id order. */
async function catalogueChecksums(db: Db): Promise<Record<string, string>> {
  const checksum = async (query: ReturnType<typeof sql>) => {
    const result = await db.execute<{ hash: string }>(sql`select md5(coalesce(string_agg(x, '|'), '')) as hash from (${query}) rows`);
    return result.rows[0]?.hash ?? '';
  };
  return {
    products: await checksum(
      sql`select concat_ws(';', id, number, name, url, list_price_incl_cents, scan_code, stock_quantity, publication_codes::text, tags::text) as x from products order by id`,
    ),
    prices: await checksum(
      sql`select concat_ws(';', price_list_id, product_id, net_price_excl_cents) as x from price_list_prices order by price_list_id, product_id`,
    ),
    links: await checksum(
      sql`select concat_ws(';', product_id, web_node_id, sort_order) as x from product_web_nodes order by product_id, web_node_id`,
    ),
    stock: await checksum(sql`select concat_ws(';', store_id, product_id, quantity) as x from store_stock order by store_id, product_id`),
    customers: await checksum(sql`select concat_ws(';', id, number, email, company_name, price_list_id) as x from customers order by id`),
    content: await checksum(
      sql`select concat_ws(';', id, area, name, url, publication_date, removal_date) as x from content_items order by id`,
    ),
    history: await checksum(
      sql`select concat_ws(';', o.number, o.status, o.total_incl_cents, o.created_at, i.number, i.invoice_date,
        (select string_agg(concat_ws(':', l.product_id, l.quantity, l.delivered_quantity, l.back_order_quantity, l.cancelled_quantity), ',' order by l.line_number) from order_lines l where l.order_id = o.id),
        (select string_agg(p.number, ',' order by p.id) from packing_slips p where p.order_id = o.id)) as x
        from orders o left join invoices i on i.order_id = o.id order by o.id`,
    ),
    purchases: await checksum(
      sql`select concat_ws(';', number, customer_id, store_id, purchased_at, amount_incl_cents, bonus_points) as x from store_purchases order by id`,
    ),
  };
}

describe('seedDemoData on the test template', () => {
  let database: TestDatabase;
  let db: Db;
  /** How the template was seeded (the `demo` setting). */
  let reference: Date;
  let productCount: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const [row] = await db.select().from(settings).where(eq(settings.name, 'demo'));
    const demo = row?.value as { referenceDate: string; products: number };
    reference = new Date(`${demo.referenceDate}T00:00:00Z`);
    productCount = demo.products;
  });
  afterAll(() => database?.close());

  it('is not empty and has roughly the expected amounts', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    const count = async (table: PgTable) => (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;
    expect(await count(products)).toBe(productCount);
    expect(productCount).toBe(TEST_SEED_PRODUCTS);
    expect(await count(brands)).toBeGreaterThanOrEqual(40);
    expect(await count(stores)).toBeGreaterThanOrEqual(9);
    expect(await count(customers)).toBeGreaterThanOrEqual(30);
    expect(await count(webNodes)).toBeGreaterThanOrEqual(100);
  });

  it('has the three demo accounts with working passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user?.role).toBe(account.role);
      expect(await verifyPassword(account.password, user?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('verkeerd-wachtwoord-1', user?.passwordHash ?? '')).toBe(false);
    }
  });

  it('sets up the business, private and representative demo accounts as described', async () => {
    const customerOf = async (email: string) => {
      const [row] = await db.select().from(customers).innerJoin(users, eq(users.customerId, customers.id)).where(eq(users.email, email));
      return row?.customers;
    };
    const business = await customerOf('zakelijk@toonbank.nl');
    expect(business).toMatchObject({
      gender: 'Company',
      publicationCode: 'A;B',
      allowOnAccount: true,
      bonusPoints: 1250,
      languageCode: 'nl',
    });
    expect(business?.companyName).toMatch(/B\.V\.$/);
    expect(business?.kvkNumber).toMatch(/^\d{8}$/);
    expect(business?.vatNumber).toMatch(/^NL\d{9}B01$/);
    expect(business?.priceListId).not.toBeNull();
    expect(business?.groupCode).toContain('SPAAR');

    const person = await customerOf('particulier@toonbank.nl');
    expect(person).toMatchObject({ publicationCode: 'B', priceListId: null, bonusPoints: 340 });
    expect(['Female', 'Male']).toContain(person?.gender);
    const [store] = await db
      .select()
      .from(stores)
      .where(eq(stores.id, person?.defaultStoreId ?? -1));
    expect(store?.isPickupStore).toBe(true);

    const [representative] = await db.select().from(users).where(eq(users.email, 'vertegenwoordiger@toonbank.nl'));
    expect(representative?.customerId).toBeNull();
    const assigned = await db
      .select()
      .from(representativeCustomers)
      .where(eq(representativeCustomers.userId, representative?.id ?? -1));
    expect(assigned.length).toBeGreaterThanOrEqual(5);
    expect(assigned.length).toBeLessThanOrEqual(8);
    expect(assigned.map((a) => a.customerId)).toContain(business?.id);
    const companies = await db.select().from(customers).where(eq(customers.gender, 'Company'));
    expect(companies.length).toBeGreaterThan(assigned.length);
  });

  it("has 'geen merk' and a nameless brand, which the shop must hide", async () => {
    const names = (await db.select({ name: brands.name }).from(brands)).map((b) => b.name);
    expect(names).toContain('geen merk');
    expect(names).toContain('');
  });

  it('stores unique product urls and valid EAN-13 scan codes', async () => {
    const rows = await db.select({ url: products.url, scanCode: products.scanCode }).from(products);
    expect(new Set(rows.map((r) => r.url)).size).toBe(rows.length);
    const codes = rows.map((r) => r.scanCode).filter((c): c is string => c !== null);
    expect(codes.length).toBeGreaterThan(rows.length * 0.9);
    expect(codes.filter((code) => !isValidEan13(code))).toEqual([]);
  });

  it('mixes publication codes', async () => {
    const result = await db.execute<{ codes: string; n: number }>(
      sql`select array_to_string(publication_codes, ';') as codes, count(*)::int as n from products group by 1 order by 1`,
    );
    const byCodes = Object.fromEntries(result.rows.map((r) => [r.codes, r.n]));
    expect(Object.keys(byCodes).sort()).toEqual(['A', 'A;B', 'B', 'C']);
    expect(byCodes.B).toBeGreaterThan(productCount * 0.7);
  });

  it('has site banners inside, before and after their publication window', async () => {
    const banners = await db.select().from(contentItems).where(eq(contentItems.area, 'SiteBanners'));
    const now = reference;
    expect(banners.filter((b) => isWithinPublicationWindow(b, now))).toHaveLength(1);
    expect(banners.some((b) => b.publicationDate && b.publicationDate > now)).toBe(true);
    expect(banners.some((b) => b.removalDate && b.removalDate <= now)).toBe(true);
  });

  it('fills every content area the shell uses, with the special menu keys', async () => {
    const areas = (await db.selectDistinct({ area: contentItems.area }).from(contentItems)).map((r) => r.area);
    for (const area of [
      'MainMenu',
      'FooterMenu',
      'SubFooterMenu',
      'TopMenu',
      'MainUsps',
      'SiteBanners',
      'HomeBanners',
      'HomeBannersRow',
      'HomeThreeBlocks',
      'HomeUspBanners',
      'HomeAdvantages',
      'PopularBrands',
      'NewBrands',
      'BrandsSlider',
      'DiscountBanners',
      'ContactDetailsBanner',
      'CheckoutUSPs',
      'PLPBanners',
      'VestigingBanners',
      'CompanyServices',
      'ServiceMenus',
    ]) {
      expect(areas, area).toContain(area);
    }
    const keys = (
      await db
        .select({ key: contentItems.key, parentId: contentItems.parentId })
        .from(contentItems)
        .where(eq(contentItems.area, 'MainMenu'))
    ).filter((r) => r.key);
    expect(keys.filter((k) => k.parentId === null).map((k) => k.key)).toEqual(expect.arrayContaining(['offers', 'new']));
    expect(keys.some((k) => k.key === 'pos-materiaal' && k.parentId !== null)).toBe(true);
    const footer = await db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.area, 'FooterMenu'), isNull(contentItems.parentId)))
      .orderBy(asc(contentItems.sortOrder));
    expect(footer.map((f) => f.name)).toEqual(['Klantenservice', 'Over Toonbank', 'Assortiment']);
  });

  it('has articles that need login, redirect or stay out of search engines', async () => {
    const pages = await db.select().from(articles);
    expect(pages.some((p) => p.loginRequired)).toBe(true);
    expect(pages.some((p) => p.alternateUrl)).toBe(true);
    expect(pages.some((p) => p.robotsNoIndex)).toBe(true);
    expect(pages.map((p) => p.url)).toEqual(
      expect.arrayContaining(['over-ons', 'bezorging', 'retourneren', 'privacy', 'algemene-voorwaarden', 'cookies', 'blocks/demo']),
    );
  });

  it('has discounts running today, started two days ago and expired', async () => {
    const rows = await db.select().from(discounts);
    const day = reference.getTime();
    expect(rows.some((d) => d.startDate.getTime() === day)).toBe(true);
    expect(rows.some((d) => d.startDate.getTime() === day - 2 * 86_400_000 && d.endDate.getTime() > day)).toBe(true);
    expect(rows.some((d) => d.endDate.getTime() < day)).toBe(true);
  });

  it('continues id sequences after the seeded ids', async () => {
    const [brand] = await db.insert(brands).values({ name: 'Testmerk', url: 'testmerk-seed' }).returning();
    const [max] = await db.select({ id: sql<number>`max(id)::int` }).from(brands);
    expect(brand?.id).toBe(max?.id);
    expect(brand?.id).toBeGreaterThan(40);
  });
});

describe('seedDemoData into empty databases', () => {
  it('gives identical data for the same options and other data for another seed', async () => {
    const first = await emptyDatabase();
    const second = await emptyDatabase();
    const other = await emptyDatabase();
    try {
      expect(await isDatabaseEmpty(first.db)).toBe(true);
      const options = { products: 300, referenceDate: new Date('2027-03-15T18:30:00Z') };
      await seedDemoData(first.db, options);
      await seedDemoData(second.db, { ...options, referenceDate: new Date('2027-03-15T07:00:00Z') });
      await seedDemoData(other.db, { ...options, seed: 99 });
      const expected = await catalogueChecksums(first.db);
      expect(await catalogueChecksums(second.db)).toEqual(expected);
      expect((await catalogueChecksums(other.db)).products).not.toBe(expected.products);

      // What --reset does: truncating empties everything and the seed starts again from id 1.
      await truncateAllTables(first.db);
      expect(await isDatabaseEmpty(first.db)).toBe(true);
      const counts = await seedDemoData(first.db, { products: 50 });
      expect(counts.products).toBe(50);
      const [lowest] = await first.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
      expect(lowest?.id).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close(), other.close()]);
    }
  }, 120_000);
});

describe("the demo customers' history on the test template", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const rowsOf = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await database.db.execute<T>(query)).rows;

  it('gives both demo customers orders over 18 months in every status, with invoices and packing slips', async () => {
    for (const email of ['zakelijk@toonbank.nl', 'particulier@toonbank.nl']) {
      const statuses = await rowsOf<{ status: string; n: number; oldest: string; newest: string }>(sql`
        select o.status, count(*)::int as n, min(o.created_at)::text as oldest, max(o.created_at)::text as newest
        from orders o join customers c on c.id = o.customer_id where c.email = ${email} group by o.status`);
      expect(statuses.map((row) => row.status).sort()).toEqual([
        'Cancelled',
        'DeliveredPartCancelled',
        'InProcessing',
        'Open',
        'Processed',
      ]);
      const oldest = Math.min(...statuses.map((row) => Date.parse(row.oldest)));
      const newest = Math.max(...statuses.map((row) => Date.parse(row.newest)));
      expect((newest - oldest) / 86_400_000).toBeGreaterThan(400);
      const [documents] = await rowsOf<{ invoices: number; slips: number; backOrders: number; purchases: number }>(sql`
        select (select count(*)::int from invoices i join customers c on c.id = i.customer_id where c.email = ${email}) as invoices,
          (select count(*)::int from packing_slips p join customers c on c.id = p.customer_id where c.email = ${email}) as slips,
          (select count(*)::int from order_lines l join orders o on o.id = l.order_id join customers c on c.id = o.customer_id
            where c.email = ${email} and l.back_order_quantity > 0 and o.status = 'InProcessing') as "backOrders",
          (select count(*)::int from store_purchases s join customers c on c.id = s.customer_id where c.email = ${email}) as purchases`);
      expect(documents!.invoices).toBeGreaterThan(5);
      expect(documents!.slips).toBeGreaterThan(5);
      expect(documents!.backOrders).toBeGreaterThan(0);
      expect(documents!.purchases).toBeGreaterThan(5);
    }
  });

  it('keeps every line consistent: delivered + back order + cancelled never exceed what was ordered, processed means all delivered', async () => {
    const wrong = await rowsOf<{ id: number }>(sql`
      select l.id from order_lines l join orders o on o.id = l.order_id
      where l.delivered_quantity + l.back_order_quantity + l.cancelled_quantity > l.quantity
        or (o.status = 'Processed' and l.delivered_quantity <> l.quantity)
        or (o.status = 'Cancelled' and l.cancelled_quantity <> l.quantity)`);
    expect(wrong).toEqual([]);
    // A cancelled order paid at pickup was never invoiced; every order on account was.
    const [invoicing] = await rowsOf<{ cancelledInvoiced: number; onAccountMissing: number }>(sql`
      select (select count(*)::int from orders o join invoices i on i.order_id = o.id where o.status = 'Cancelled') as "cancelledInvoiced",
        (select count(*)::int from orders o where o.payment_method = 'onaccount' and not exists (select 1 from invoices i where i.order_id = o.id)) as "onAccountMissing"`);
    expect(invoicing).toEqual({ cancelledInvoiced: 0, onAccountMissing: 0 });
  });

  it('gives both demo customers a points ledger that ends at their balance: taken over, earned and paid with at the till', async () => {
    for (const email of ['zakelijk@toonbank.nl', 'particulier@toonbank.nl']) {
      const [ledger] = await rowsOf<{
        balance: number;
        sum: number;
        given: number;
        earned: number;
        redeemed: number;
        unlinked: number;
        orders: number;
      }>(sql`
        select c.bonus_points as balance, coalesce(sum(m.points), 0)::int as sum,
          count(*) filter (where m.order_id is not null)::int as orders,
          count(*) filter (where m.kind = 'given')::int as given, count(*) filter (where m.kind = 'earned')::int as earned,
          count(*) filter (where m.kind = 'redeemed')::int as redeemed,
          count(*) filter (where m.kind <> 'given' and m.store_purchase_id is null and m.order_id is null)::int as unlinked
        from customers c join loyalty_point_mutations m on m.customer_id = c.id where c.email = ${email} group by c.bonus_points`);
      expect(ledger!.sum).toBe(ledger!.balance);
      expect(ledger).toMatchObject({ given: 1, unlinked: 0 });
      expect(ledger!.earned).toBeGreaterThan(5);
      // The loyalty customer also earns with her orders on account; the private customer only in the stores.
      if (email === 'zakelijk@toonbank.nl') expect(Math.min(ledger!.redeemed, ledger!.orders)).toBeGreaterThan(0);
      else expect(ledger!.orders).toBe(0);
    }
    // A purchase paid partly with points shows them as a payment worth the points taken (1 cent each) and still adds up.
    const wrong = await rowsOf<{ id: number }>(sql`
      select s.id from store_purchases s join loyalty_point_mutations m on m.store_purchase_id = s.id and m.kind = 'redeemed'
      where s.received_cents <> s.payable_cents
        or -m.points <> (select coalesce(sum(p.amount_cents), 0) from store_purchase_payments p where p.store_purchase_id = s.id and p.method = 'points')`);
    expect(wrong).toEqual([]);
  });
});
