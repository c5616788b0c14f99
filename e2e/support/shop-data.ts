import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** The address of the shop's own embedded database (port from postmaster.pid, password beside the data folder). */
export async function shopDatabaseUrl(): Promise<string> {
  const dataDir = inject('dataDir');
  const pid = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/toonbank`;
}

/** The shop's own embedded database. */
export async function shopDatabase(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: await shopDatabaseUrl() });
  await client.connect();
  return client;
}

/**
 * A private customer of the test's own (the demo password, an address in Utrecht), created once: what a test changes
 * on it (details, addresses, preferences) touches no demo account another test relies on.
 */
export async function ownCustomer(email: string): Promise<void> {
  const db = await shopDatabase();
  try {
    await db.query(
      `with hash as (select password_hash from users where email = 'particulier@toonbank.nl'),
       c as (
         insert into customers (number, email, first_name, last_name, gender)
         select 'E2E-' || md5($1), $1, 'Test', 'Klant', 'Female' where not exists (select 1 from customers where email = $1)
         returning id, email),
       a as (insert into addresses (customer_id, type, street, house_number, postal_code, city) select id, 'Default', 'Oudegracht', '1', '3511 AB', 'Utrecht' from c)
       insert into users (email, password_hash, first_name, last_name, customer_id) select c.email, hash.password_hash, 'Test', 'Klant', c.id from c, hash`,
      [email],
    );
  } finally {
    await db.end();
  }
}

/** The newest mail in DATA_DIR/mail addressed to `to`. */
export async function newestMailTo(to: string): Promise<string | null> {
  const dir = path.join(inject('dataDir'), 'mail');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (text.includes(`To: ${to}`)) return text;
  }
  return null;
}

/** The mails in DATA_DIR/mail that mention `text` (an order number, an address). */
export async function mailsContaining(text: string): Promise<string[]> {
  const dir = path.join(inject('dataDir'), 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return texts.filter((mail) => mail.includes(text));
}
