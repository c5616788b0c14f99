import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing.ts';
import { loadOperations, plausible, urlFor, type Operation, type Schema } from './openapi-cases.ts';

/**
 * Issue 13, standing access-control matrix generated from the OpenAPI
 * document: every customer-scoped operation (one that declares a bearer
 * token) is called with the victim's ids in every id parameter and field,
 * as anonymous, as another customer and as a representative the victim is
 * not assigned to. Anonymous calls are refused; the others never see the
 * victim's data; and afterwards every row of the victim (every table with a
 * `customer_id`, the customer and its login) is unchanged. Operations added
 * later (checkout, orders) are covered without editing this file.
 */
let t: TestApi;
let operations: Operation[];
let resolve: (schema: Schema | undefined) => Schema;
let victim: { customerId: number; userId: number; email: string; number: string; addressIds: number[] };
const tokens: Record<'attacker' | 'representative', string> = { attacker: '', representative: '' };

beforeAll(async () => {
  t = await createTestApi();
  ({ operations, resolve } = await loadOperations(t.api));
  const { rows } = await t.database.pool.query<{ customer_id: number; user_id: number; email: string; number: string }>(
    `select c.id as customer_id, u.id as user_id, c.email, c.number from customers c join users u on u.customer_id = c.id where u.email = 'particulier@toonbank.nl'`,
  );
  const row = rows[0]!;
  // Give the victim a cart line, so cart operations have something to steal or change.
  const victimToken = await t.login('particulier@toonbank.nl');
  const product = await t.database.pool.query<{ id: number }>(
    `select id from products where 'B' = any(publication_codes) and is_viewable order by id limit 1`,
  );
  await t.request('/api/aspos/cart/lines/batch', {
    token: victimToken,
    json: { changes: [{ action: 1, productId: product.rows[0]!.id, quantity: 2 }] },
  });
  const addresses = await t.database.pool.query<{ id: number }>('select id from addresses where customer_id = $1', [row.customer_id]);
  victim = {
    customerId: row.customer_id,
    userId: row.user_id,
    email: row.email,
    number: row.number,
    addressIds: addresses.rows.map((a) => a.id),
  };
  tokens.attacker = await t.login('zakelijk@toonbank.nl');
  tokens.representative = await t.login('vertegenwoordiger@toonbank.nl');
  const assigned = await t.database.pool.query('select 1 from representative_customers where customer_id = $1', [victim.customerId]);
  expect(assigned.rowCount, 'the victim must not be assigned to the representative').toBe(0);
});
afterAll(() => t.close());

/** Every row that belongs to the victim, as text: tables with a customer_id column, the customer and its login. */
async function victimRows(): Promise<string> {
  const { rows: tables } = await t.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'customer_id' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await t.database.pool.query(`select * from "${table}" where customer_id = $1 order by 1`, [victim.customerId]);
    parts.push(`${table}: ${JSON.stringify(rows)}`);
  }
  const customer = await t.database.pool.query('select * from customers where id = $1', [victim.customerId]);
  const user = await t.database.pool.query('select id, email, password_hash, customer_id, role from users where id = $1', [victim.userId]);
  parts.push(`customers: ${JSON.stringify(customer.rows)}`, `users: ${JSON.stringify(user.rows)}`);
  return parts.join('\n');
}

/** Requests for one operation with the victim's ids in every id slot (each candidate id in turn). */
function requestsFor(operation: Operation): { url: string; body?: string }[] {
  const candidates = [victim.customerId, victim.userId, ...victim.addressIds];
  return candidates.map((id) => {
    const ids = { id, customerid: victim.customerId, addressid: id, userid: victim.userId };
    const pathValues: Record<string, string> = {};
    for (const [, name] of operation.path.matchAll(/\{(\w+)\}/g)) pathValues[name!] = String(id);
    const query: Record<string, string> = { customerId: String(victim.customerId) };
    for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
      query[parameter.name] = String(plausible(parameter.name, parameter.schema ?? {}, resolve, ids));
    }
    const body = operation.body ? JSON.stringify(plausible('body', operation.body, resolve, ids)) : undefined;
    return { url: urlFor(operation, pathValues, query), body };
  });
}

describe('access-control matrix from the OpenAPI document', () => {
  it('finds the customer-scoped operations', () => {
    const secured = operations.filter((operation) => operation.secured);
    expect(secured.length).toBeGreaterThanOrEqual(10);
    expect(secured.map((o) => o.path)).toEqual(
      expect.arrayContaining([expect.stringContaining('/aspos/customer'), expect.stringContaining('/aspos/addresses/{id}')]),
    );
  });

  it("refuses anonymous callers, and never shows or changes the victim's data for another customer or an unassigned representative", async () => {
    const before = await victimRows();
    const problems: string[] = [];
    for (const operation of operations.filter((o) => o.secured)) {
      for (const request of requestsFor(operation)) {
        for (const identity of ['anonymous', 'attacker', 'representative'] as const) {
          const headers: Record<string, string> = { 'x-client-ip': '10.250.0.1' };
          if (identity !== 'anonymous') headers.authorization = `Bearer ${tokens[identity]}`;
          if (request.body !== undefined) headers['content-type'] = 'application/json';
          const response = await t.api.request(request.url, { method: operation.method, headers, body: request.body });
          const text = await response.text();
          const label = `${identity} ${operation.method} ${request.url} ${request.body?.slice(0, 100) ?? ''} → ${response.status}`;
          if (response.status >= 500) problems.push(`${label}: server error`);
          if (identity === 'anonymous' && response.status < 400) problems.push(`${label}: not refused`);
          if (identity !== 'anonymous' && response.ok && (text.includes(victim.email) || text.includes(victim.number)))
            problems.push(`${label}: shows the victim's data`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await victimRows()).toBe(before);
  }, 300_000);

  it('the matrix would notice a leak: the victim reading their own data shows their e-mail', async () => {
    const own = await t.request('/api/aspos/customer', { token: await t.login('particulier@toonbank.nl') });
    expect(await own.text()).toContain(victim.email);
  });
});
