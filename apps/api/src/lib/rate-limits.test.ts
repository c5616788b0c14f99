import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { createTestApi, type TestApi } from '../testing.ts';
import { LIMITS } from './rate-limits.ts';

/**
 * Issue 13, defects 2 and 5: a parallel burst against each limited endpoint
 * gets exactly the limit through; the counts live in PostgreSQL, so another
 * process (or a restart) sees them.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ config: { TOKEN_TTL_HOURS: 24, SHOP_EMAIL: 'verkoop@toonbank.nl' } });
});
afterAll(() => t.close());

const burst = async (count: number, send: (i: number) => Promise<Response>) => {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return responses.map((response) => response.status);
};
const passed = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

const registration = (email: string) => ({
  kind: 'Private',
  firstName: 'Bram',
  lastName: 'Vos',
  email,
  phoneNumber: '0612345678',
  address: { street: 'Slotlaan', houseNumber: '10', postalCode: '3701gb', city: 'Zeist', countryCode: 'NL' },
});

describe('parallel bursts against every limited endpoint', () => {
  it('forgotPassword: 20 at once for one e-mail send at most 3 mails', async () => {
    const before = t.mails.length;
    const statuses = await burst(20, (i) =>
      t.request('/api/aspos/authentication/forgotPassword', {
        json: { email: 'particulier@toonbank.nl' },
        headers: { 'x-client-ip': `10.1.0.${i}` },
      }),
    );
    expect(passed(statuses)).toBe(LIMITS.forgotPasswordEmail[0].points);
    expect(t.mails.length - before).toBe(LIMITS.forgotPasswordEmail[0].points);
  });

  it('forgotPassword: 20 at once from one address pass 5 times', async () => {
    const statuses = await burst(20, (i) =>
      t.request('/api/aspos/authentication/forgotPassword', {
        json: { email: `niemand${i}@toonbank.nl` },
        headers: { 'x-client-ip': '10.2.0.1' },
      }),
    );
    expect(passed(statuses)).toBe(LIMITS.forgotPasswordAddress[0].points);
  });

  it('registration: 12 at once from one address mail the shop 3 times; one e-mail twice a day', async () => {
    const before = t.mails.length;
    const statuses = await burst(12, (i) =>
      t.request('/api/aspos/registration', { json: registration(`nieuw${i}@example.nl`), headers: { 'x-client-ip': '10.3.0.1' } }),
    );
    expect(passed(statuses)).toBe(LIMITS.registrationAddress[0].points);
    // Each accepted request mails the shop once (and the applicant a confirmation).
    const toShop = t.mails.slice(before).filter((mail) => mail.to === 'verkoop@toonbank.nl');
    expect(toShop).toHaveLength(LIMITS.registrationAddress[0].points);
    const sameEmail = await burst(6, (i) =>
      t.request('/api/aspos/registration', { json: registration('eenmaal@example.nl'), headers: { 'x-client-ip': `10.3.1.${i}` } }),
    );
    expect(passed(sameEmail)).toBeLessThanOrEqual(LIMITS.registrationEmail[0].points);
  });

  it('checkIfEmailExists: 100 at once answer 10; only the registration mode is answered', async () => {
    const statuses = await burst(100, () =>
      t.request('/api/aspos/authentication/checkIfEmailExists?email=zakelijk%40toonbank.nl&mode=register', {
        headers: { 'x-client-ip': '10.4.0.1' },
      }),
    );
    expect(passed(statuses)).toBe(LIMITS.emailCheckAddress[0].points);
    const limited = await t.request('/api/aspos/authentication/checkIfEmailExists?email=zakelijk%40toonbank.nl&mode=register', {
      headers: { 'x-client-ip': '10.4.0.1' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      Code: 'TOO_MANY_REQUESTS',
      Message: expect.stringMatching(/^Te veel aanvragen\. Probeer het over \d+ seconden opnieuw\.$/) as string,
    });
    expect(
      (
        await t.request('/api/aspos/authentication/checkIfEmailExists?email=zakelijk%40toonbank.nl', {
          headers: { 'x-client-ip': '10.4.0.2' },
        })
      ).status,
    ).toBe(400);
  });

  it('contact form: 20 at once from one address store 5, and a restart (another process) keeps the count', async () => {
    const valid = { data: { name: 'Jan', email: 'jan@example.nl', message: 'Vraag' }, culture: 'nl-NL' };
    const statuses = await burst(20, () => t.request('/api/form/contact', { json: valid, headers: { 'x-client-ip': '10.5.0.1' } }));
    expect(passed(statuses)).toBe(LIMITS.formAddress[0].points);
    const restarted = createApi({ ...t.deps });
    const again = await restarted.request('/api/form/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': '10.5.0.1' },
      body: JSON.stringify(valid),
    });
    expect(again.status).toBe(429);
  });

  it('login: 30 wrong passwords at once from one address for one account get at most 5 answers', async () => {
    const statuses = await burst(30, (i) =>
      t.request('/api/aspos/authentication/login', {
        json: { email: 'vertegenwoordiger@toonbank.nl', password: `Fout${i}xxxx` },
        headers: { 'x-client-ip': '10.6.0.1' },
      }),
    );
    expect(passed(statuses)).toBe(LIMITS.loginPair[0].points);
  });

  it('login: 60 wrong passwords at once from one address for many accounts get at most 30 answers', async () => {
    const statuses = await burst(60, (i) =>
      t.request('/api/aspos/authentication/login', {
        json: { email: `x${i}@toonbank.nl`, password: 'Fout1234x' },
        headers: { 'x-client-ip': '10.7.0.1' },
      }),
    );
    expect(passed(statuses)).toBe(LIMITS.loginAddress[0].points);
  });
});
