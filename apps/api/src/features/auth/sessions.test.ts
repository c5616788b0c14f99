import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../app.ts';
import { SESSION_CHECK_TTL_MS } from '../../lib/session.ts';
import { createTestApi, DEMO_PASSWORD, type TestApi } from '../../testing.ts';

/** Issue 13, defect 3: sessions end on the server, on every process. */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const readCustomer = (token: string, request = t.request) => request('/api/aspos/customer', { token }).then((response) => response.status);

/** A second API process on the same database (its own session cache), as another node of the shop would be. */
function otherProcess(): TestApi['request'] {
  const api = createApi({ ...t.deps });
  return (path, init = {}) =>
    Promise.resolve(
      api.request(path, { method: init.method ?? 'GET', headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) } }),
    );
}

describe('revocable sessions', () => {
  it('logout ends the token here at once and on another process within the check interval', async () => {
    const token = await t.login('particulier@toonbank.nl');
    const other = otherProcess();
    expect(await readCustomer(token)).toBe(200);
    expect(await readCustomer(token, other)).toBe(200);
    expect((await t.request('/api/aspos/authentication/logout', { method: 'POST', token })).status).toBe(200);
    expect(await readCustomer(token)).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 100));
    expect(await readCustomer(token, other)).toBe(401);
  });

  it('another login of the same user is not ended by a logout', async () => {
    const first = await t.login('zakelijk@toonbank.nl');
    const second = await t.login('zakelijk@toonbank.nl');
    await t.request('/api/aspos/authentication/logout', { method: 'POST', token: first });
    expect(await readCustomer(first)).toBe(401);
    expect(await readCustomer(second)).toBe(200);
  });

  it('a password change ends every other session of the user and keeps the one that changed it', async () => {
    const email = 'particulier@toonbank.nl';
    const old = await t.login(email);
    const current = await t.login(email);
    const changed = await t.request('/api/aspos/customer/change-password', {
      token: current,
      json: { oldPassword: DEMO_PASSWORD, newPassword: 'Nieuw2027!a', confirmPassword: 'Nieuw2027!a' },
    });
    expect(changed.status).toBe(200);
    expect(await readCustomer(old)).toBe(401);
    expect(await readCustomer(current)).toBe(200);
    // Back to the demo password for the other tests.
    await t.request('/api/aspos/customer/change-password', {
      token: current,
      json: { oldPassword: 'Nieuw2027!a', newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
  });

  it('a password reset ends every session of the user', async () => {
    const email = 'zakelijk@toonbank.nl';
    const before = await t.login(email);
    await t.request('/api/aspos/authentication/forgotPassword', { json: { email } });
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(t.mails.at(-1)!.text)![1]!);
    const reset = await t.request('/api/aspos/authentication/resetPassword', {
      json: { token, password: 'Herstel2027!', confirmPassword: 'Herstel2027!' },
    });
    expect(reset.status).toBe(200);
    expect(await readCustomer(before)).toBe(401);
    expect(await readCustomer(await t.login(email, 'Herstel2027!'))).toBe(200);
  });

  it("a representative's impersonation token stops working when the assignment is removed", async () => {
    const rep = await t.login('vertegenwoordiger@toonbank.nl');
    const { rows } = await t.database.pool.query<{ customer_id: number; user_id: number }>(
      `select rc.customer_id, rc.user_id from representative_customers rc join users u on u.id = rc.user_id where u.email = 'vertegenwoordiger@toonbank.nl' limit 1`,
    );
    const { customer_id: customerId, user_id: userId } = rows[0]!;
    const response = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId } });
    const acting = ((await response.json()) as { Token: string }).Token;
    expect(await readCustomer(acting)).toBe(200);
    await t.database.pool.query('delete from representative_customers where user_id = $1 and customer_id = $2', [userId, customerId]);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 100));
    expect(await readCustomer(acting)).toBe(401);
    // The representative's own token (no customer) still works.
    expect((await t.request('/api/aspos/customer/search', { token: rep, json: { offset: 0, limit: 1 } })).status).toBe(200);
  });

  it('a token whose session row does not exist is refused', async () => {
    const token = await t.login('particulier@toonbank.nl');
    await t.database.pool.query("delete from user_sessions where user_id = (select id from users where email = 'particulier@toonbank.nl')");
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 100));
    expect(await readCustomer(token)).toBe(401);
  });
});
