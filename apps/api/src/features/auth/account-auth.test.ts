import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { customers } from '@toonbank/db/schema/customers';
import { impersonationAudit, passwordResetTokens } from '@toonbank/db/schema/identity';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../lib/mail.ts';
import { createTestApi, DEMO_PASSWORD, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const resetLinkIn = (text: string) => {
  const match = /https?:\/\/\S+\/myaccount\/resetpassword\/redirect\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in mail: ${text}`);
  return decodeURIComponent(match[1]!);
};

describe('forgot and reset password', () => {
  it('mails a single-use link; the token checks, resets once and the new password logs in', async () => {
    const email = 'particulier@toonbank.nl';
    const response = await t.request('/api/aspos/authentication/forgotPassword', { json: { email: 'Particulier@Toonbank.nl' } });
    expect(response.status).toBe(200);
    const notice = ((await response.json()) as { Message: string }).Message;
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(email);
    const token = resetLinkIn(mail.text);

    // Only a hash is stored.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);

    const check = await t.request(`/api/aspos/authentication/checkForgotPasswordToken?token=${encodeURIComponent(token)}`);
    expect(await check.json()).toMatchObject({ Data: { IsValid: true } });

    const same = await t.request('/api/aspos/authentication/resetPassword', {
      json: { token, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ Message: 'Het nieuwe wachtwoord is hetzelfde als het oude wachtwoord' });

    const mismatch = await t.request('/api/aspos/authentication/resetPassword', {
      json: { token, password: 'Nieuw2027!', confirmPassword: 'Nieuw2028!' },
    });
    expect(await mismatch.json()).toMatchObject({
      Errors: [{ Field: 'confirmPassword', Message: 'Het wachtwoord en het bevestigingswachtwoord komen niet overeen.' }],
    });

    const weak = await t.request('/api/aspos/authentication/resetPassword', {
      json: { token, password: 'zondercijfer', confirmPassword: 'zondercijfer' },
    });
    expect(weak.status).toBe(400);

    const ok = await t.request('/api/aspos/authentication/resetPassword', {
      json: { token, password: 'Nieuw2027!', confirmPassword: 'Nieuw2027!' },
    });
    expect(ok.status).toBe(200);
    await expect(t.login(email, 'Nieuw2027!')).resolves.toBeTypeOf('string');
    await expect(t.login(email, DEMO_PASSWORD)).rejects.toThrow();

    const again = await t.request('/api/aspos/authentication/resetPassword', {
      json: { token, password: 'Anders2027!', confirmPassword: 'Anders2027!' },
    });
    expect(again.status).toBe(400);
    const recheck = await t.request(`/api/aspos/authentication/checkForgotPasswordToken?token=${encodeURIComponent(token)}`);
    expect(await recheck.json()).toMatchObject({ Data: { IsValid: false } });

    // An unknown e-mail gets the same notice and no mail.
    const count = t.mails.length;
    const unknown = await t.request('/api/aspos/authentication/forgotPassword', { json: { email: 'niemand@toonbank.nl' } });
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as { Message: string }).Message).toBe(notice);
    expect(t.mails.length).toBe(count);
  });

  it('refuses a link after one hour', async () => {
    await t.request('/api/aspos/authentication/forgotPassword', { json: { email: 'zakelijk@toonbank.nl' } });
    const token = resetLinkIn(t.mails.at(-1)!.text);
    const later = t.at(new Date(Date.now() + 61 * 60_000));
    const check = await later(`/api/aspos/authentication/checkForgotPasswordToken?token=${encodeURIComponent(token)}`);
    expect(await check.json()).toMatchObject({ Data: { IsValid: false } });
    const reset = await later('/api/aspos/authentication/resetPassword', {
      json: { token, password: 'Nieuw2027!', confirmPassword: 'Nieuw2027!' },
    });
    expect(reset.status).toBe(400);
  });

  it('refuses a made-up token and a malformed e-mail', async () => {
    const reset = await t.request('/api/aspos/authentication/resetPassword', {
      json: { token: 'verzonnen', password: 'Nieuw2027!', confirmPassword: 'Nieuw2027!' },
    });
    expect(reset.status).toBe(400);
    const bad = await t.request('/api/aspos/authentication/forgotPassword', { json: { email: 'geen-adres' } });
    expect(await bad.json()).toMatchObject({ Errors: [{ Field: 'email', Message: 'Ongeldig e-mailadres.' }] });
  });
});

describe('mail over real SMTP', () => {
  it('delivers the reset mail to a local SMTP server and its link works', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const smtp = await createTestApi({ mailer: smtpMailer(`smtp://127.0.0.1:${port}`, 'Toonbank <noreply@toonbank.nl>') });
    try {
      const response = await smtp.request('/api/aspos/authentication/forgotPassword', { json: { email: 'zakelijk@toonbank.nl' } });
      expect(response.status).toBe(200);
      expect(received).toHaveLength(1);
      const raw = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(raw).toMatch(/To: zakelijk@toonbank.nl/);
      const token = resetLinkIn(raw);
      const reset = await smtp.request('/api/aspos/authentication/resetPassword', {
        json: { token, password: 'Smtp2027!x', confirmPassword: 'Smtp2027!x' },
      });
      expect(reset.status).toBe(200);
      await expect(smtp.login('zakelijk@toonbank.nl', 'Smtp2027!x')).resolves.toBeTypeOf('string');
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('login rate limit (decision 0005)', () => {
  const login = (email: string, password: string, ip: string) =>
    t.request('/api/aspos/authentication/login', { json: { email, password }, headers: { 'x-client-ip': ip } });

  it('slows down one e-mail from one address, not its owner elsewhere', async () => {
    const email = 'petra.vandijk@toonbank.nl';
    for (let i = 0; i < 5; i++) expect((await login(email, `fout${i}xxxx`, '10.0.0.1')).status).toBe(401);
    const blocked = await login(email, DEMO_PASSWORD, '10.0.0.1');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await blocked.json()).toMatchObject({
      Code: 'TOO_MANY_ATTEMPTS',
      Message: `Te veel mislukte inlogpogingen. Probeer het over ${retryAfter} seconden opnieuw.`,
    });
    // The owner, from another address, logs in at once: the guesser cannot lock the account.
    expect((await login(email, DEMO_PASSWORD, '10.0.0.2')).status).toBe(200);
    // When the first rung's minute is over (moved back in the table), the pair may try again; a right password clears its count.
    await t.database.pool.query(`update rate_limits set expire = 0 where key like 'loginPair.0:%'`);
    expect((await login(email, DEMO_PASSWORD, '10.0.0.1')).status).toBe(200);
    const { rows } = await t.database.pool.query(`select key from rate_limits where key like 'loginPair%' and key like $1`, [
      `%${email}|10.0.0.1`,
    ]);
    expect(rows).toEqual([]);
  });

  it('limits one address over many e-mails (30 in 15 minutes), but not other addresses', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`onbekend${i}@toonbank.nl`, 'Fout12345', '192.0.2.7')).status).toBe(401);
    expect((await login('vertegenwoordiger@toonbank.nl', DEMO_PASSWORD, '192.0.2.7')).status).toBe(429);
    expect((await login('vertegenwoordiger@toonbank.nl', DEMO_PASSWORD, '192.0.2.8')).status).toBe(200);
  });

  it('holds under a parallel burst: 30 guesses at once get at most 5 answers, the right one 24th gets no token', async () => {
    const email = 'zakelijk@toonbank.nl';
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, i === 23 ? DEMO_PASSWORD : `Fout${i}xxxx`, '198.51.100.30')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    if (statuses[23] === 429) expect(((await responses[23]!.json()) as { Token?: string }).Token).toBeUndefined();
  });

  it('never logs a password, even when logging everything', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const logged = await createTestApi({ logger });
    try {
      await logged.request('/api/aspos/authentication/login', { json: { email: 'zakelijk@toonbank.nl', password: 'GeheimWachtwoord77' } });
      await logged.request('/api/aspos/authentication/login', { json: { email: 'zakelijk@toonbank.nl', password: DEMO_PASSWORD } });
      await logged.request('/api/aspos/authentication/resetPassword', {
        json: { token: 'x', password: 'GeheimWachtwoord78', confirmPassword: 'GeheimWachtwoord78' },
      });
      await logged.request('/api/aspos/authentication/forgotPassword', { json: { email: 'zakelijk@toonbank.nl' } });
    } finally {
      await logged.close();
    }
    const all = lines.join('\n');
    expect(all).not.toContain('GeheimWachtwoord');
    expect(all).not.toContain(DEMO_PASSWORD);
  });

  it('never stores the password of a failed attempt', async () => {
    await t.request('/api/aspos/authentication/login', { json: { email: 'x@toonbank.nl', password: 'GeheimWachtwoord99' } });
    const { rows } = await t.database.pool.query('select * from rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('GeheimWachtwoord99');
  });
});

describe('checkIfEmailExists', () => {
  it('tells whether a customer uses the e-mail', async () => {
    const used = await t.request('/api/aspos/authentication/checkIfEmailExists?email=zakelijk%40toonbank.nl&mode=register');
    expect(await used.json()).toMatchObject({ Data: { Exists: true }, Message: 'Er is al een klant bekend op het opgegeven emailadres.' });
    const free = await t.request('/api/aspos/authentication/checkIfEmailExists?email=nieuw%40example.nl&mode=register');
    expect(await free.json()).toMatchObject({ Data: { Exists: false } });
    const bad = await t.request('/api/aspos/authentication/checkIfEmailExists?email=nope');
    expect(bad.status).toBe(400);
  });
});

describe('impersonation', () => {
  it('lets a representative act for an assigned customer, records it, and refuses others with 403', async () => {
    const rep = await t.login('vertegenwoordiger@toonbank.nl');
    const search = await t.request('/api/aspos/customer/search', { token: rep, json: { searchTerm: 'Kwispel', offset: 0, limit: 10 } });
    const found = (await search.json()) as { Data: { Items: { Id: number; CompanyName: string }[]; Total: number } };
    expect(found.Data.Items[0]?.CompanyName).toMatch(/Kwispel/);
    const kwispel = found.Data.Items[0]!;

    const all = (await (await t.request('/api/aspos/customer/search', { token: rep, json: { offset: 0, limit: 3 } })).json()) as {
      Data: { Items: unknown[]; Total: number };
    };
    expect(all.Data.Total).toBe(7);
    expect(all.Data.Items).toHaveLength(3);

    const response = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: kwispel.Id } });
    expect(response.status).toBe(200);
    const token = ((await response.json()) as { Token: string }).Token;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      role: 'impersonation',
      impersonatedCustomerId: kwispel.Id,
      impersonatedCompanyName: kwispel.CompanyName,
    });
    const customer = await t.request('/api/aspos/customer', { token });
    expect(await customer.json()).toMatchObject({ Data: { Id: kwispel.Id } });

    const audit = await t.database.db.select().from(impersonationAudit);
    expect(audit).toContainEqual(
      expect.objectContaining({ customerId: kwispel.Id, action: 'impersonate', representativeUserId: claims.id }),
    );

    const [lotte] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'particulier@toonbank.nl'));
    const lotteId = lotte!.id;
    const refused = await t.request('/api/aspos/authentication/impersonate', { token: rep, json: { customerId: lotteId } });
    expect(refused.status).toBe(403);
    const peek = await t.request(`/api/aspos/customer?customerId=${lotteId}`, { token });
    expect(peek.status).toBe(403);
  });

  it('refuses representative endpoints to customers and anonymous visitors', async () => {
    const lotte = await t.login('zakelijk@toonbank.nl');
    expect((await t.request('/api/aspos/authentication/impersonate', { token: lotte, json: { customerId: 1 } })).status).toBe(403);
    expect((await t.request('/api/aspos/customer/search', { token: lotte, json: { searchTerm: '' } })).status).toBe(403);
    expect((await t.request('/api/aspos/authentication/impersonate', { json: { customerId: 1 } })).status).toBe(401);
  });
});
