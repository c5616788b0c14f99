import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from './support/browser.ts';
import { ownCustomer, shopDatabase } from './support/shop-data.ts';
import { ROOT } from './support/shop-process.ts';

/**
 * Issue 13, standing fuzz of the storefront's form actions: every route of the
 * production build that has an action (found in the build, so routes added
 * later are covered) gets bodies that are not forms and forms with hostile
 * values, anonymously, as a customer and as a representative acting for
 * nobody. No 5xx, no internals, and no redirect to another site. The customer
 * is the fuzz's own: hostile forms that are valid enough change its details,
 * addresses and preferences, which must not leak into the demo accounts the
 * other files use.
 */
/** The fuzz's own client address (the e2e shop trusts loopback proxies): its failed logins do not limit the other tests. */
const OWN_ADDRESS = { 'x-forwarded-for': '198.51.100.77' };
const FUZZ_CUSTOMER = 'formulier-fuzz@example.nl';
const INTERNALS =
  /(\n\s+at [\w.<>]+ \(|node_modules|invalid byte sequence|violates|syntax error at|relation "|TypeError|ReferenceError|Cannot read propert)/i;

let actionPaths: string[] = [];
/** Session cookies: a customer, and a representative who acts for nobody yet. */
const cookies = { customer: '', representative: '' };

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.join(ROOT, 'apps/storefront/build/server/index.js')).href)) as ServerBuild;
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  const paths = new Set<string>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route?.module.action) continue;
    const pattern = `/${fullPath(id)}`.replace(/\/+/g, '/');
    // Parameters get a made-up value; the catch-all is tried as a content page with a form and as an unknown page.
    const concrete = pattern.replace(/:\w+\??/g, 'bestaat-niet');
    if (concrete.endsWith('*')) {
      paths.add(concrete.replace(/\*$/, 'contact'));
      paths.add(concrete.replace(/\*$/, 'bestaat-niet-xyz'));
    } else paths.add(concrete);
  }
  actionPaths = [...paths].sort();
  // Logged in through the storefront's own form.
  await ownCustomer(FUZZ_CUSTOMER);
  for (const [identity, email] of [
    ['customer', FUZZ_CUSTOMER],
    ['representative', 'petra.vandijk@toonbank.nl'],
  ] as const) {
    const login = await fetch(`${baseUrl()}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded', ...OWN_ADDRESS },
      body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
    });
    cookies[identity] = /toonbank_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
  }
});

const FIELDS = [
  'intent',
  'email',
  'password',
  'locale',
  'consent',
  'redirectTo',
  'quantity',
  'productId',
  'id',
  'postalCode',
  'houseNumber',
  'changes',
  'q',
];
const VALUES = [
  '',
  '-1',
  '1e309',
  'abc',
  "' OR 1=1; drop table users; --",
  '<script>alert(1)</script>',
  '//evil.example/',
  'javascript:alert(1)',
  '__proto__',
  'x'.repeat(20_000),
];

interface Body {
  name: string;
  contentType?: string;
  body?: string;
}

function bodies(): Body[] {
  const list: Body[] = [
    { name: 'JSON', contentType: 'application/json', body: '{}' },
    { name: 'JSON array', contentType: 'application/json', body: '[1,2]' },
    { name: 'text', contentType: 'text/plain', body: 'intent=add' },
    { name: 'no body' },
    { name: 'XML', contentType: 'application/xml', body: '<a/>' },
    { name: 'broken multipart', contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nkapot' },
    {
      name: 'multipart with NUL',
      contentType: 'multipart/form-data; boundary=zz',
      body: '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000b\r\n--zz--\r\n',
    },
    { name: 'form with NUL', contentType: 'application/x-www-form-urlencoded', body: 'email=a%00b&intent=x' },
    { name: 'form not UTF-8', contentType: 'application/x-www-form-urlencoded', body: 'email=%C3%28&locale=%FF' },
    { name: 'form over 256 kB', contentType: 'application/x-www-form-urlencoded', body: `q=${'x'.repeat(300_000)}` },
    { name: 'empty form', contentType: 'application/x-www-form-urlencoded', body: '' },
    {
      name: 'prototype keys',
      contentType: 'application/x-www-form-urlencoded',
      body: '__proto__[a]=1&constructor[prototype][b]=2&intent=__proto__',
    },
  ];
  for (const value of VALUES) {
    const form = new URLSearchParams();
    for (const field of FIELDS) form.append(field, value);
    list.push({
      name: `every field ${JSON.stringify(value.slice(0, 20))}`,
      contentType: 'application/x-www-form-urlencoded',
      body: form.toString(),
    });
  }
  return list;
}

/**
 * A POST whose answer counts even when the server answers before the body is
 * sent (413 for an oversized form) and closes the connection: fetch would
 * report only the closed socket.
 */
function post(
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string; location: string | null }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, location: res.headers.location ?? null }));
      },
    );
    req.on('error', (error) => {
      if (!req.writableFinished && req.headersSent) return; // the answer came first; the rest of the body was refused
      reject(error);
    });
    req.end(body);
  });
}

// The hostile login forms are failed logins from this one address: give the address its attempts back, so the files
// after this one log in as on a fresh shop (the limits themselves are tested in the API's burst tests).
afterAll(async () => {
  const db = await shopDatabase();
  try {
    await db.query('delete from rate_limits');
  } finally {
    await db.end();
  }
});

describe('fuzzing every storefront form action', () => {
  it('finds the actions in the build', () => {
    expect(actionPaths).toEqual(
      expect.arrayContaining(['/login', '/logout', '/locale', '/cookie-consent', '/cart', '/account/details', '/account/addresses']),
    );
    expect(cookies.customer).toMatch(/^toonbank_session=/);
    expect(cookies.representative).toMatch(/^toonbank_session=/);
  });

  it('answers no bad body with a 5xx, internals or a redirect to another site: anonymous, customer and representative', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const actionPath of actionPaths) {
      // Logout last: it ends the session the logged-in round uses.
      if (actionPath === '/logout') continue;
      for (const identity of ['anonymous', 'customer', 'representative'] as const) {
        for (const { name, contentType, body } of bodies()) {
          const headers: Record<string, string> = { origin: baseUrl(), ...OWN_ADDRESS };
          if (contentType) headers['content-type'] = contentType;
          if (identity !== 'anonymous') headers.cookie = cookies[identity];
          const response = await post(`${baseUrl()}${actionPath}`, headers, body);
          const text = response.text;
          sent++;
          const label = `${identity} POST ${actionPath} (${name}) → ${response.status}`;
          if (response.status >= 500) problems.push(`${label}: ${text.slice(0, 150)}`);
          if (INTERNALS.test(text)) problems.push(`${label}: internals`);
          const location = response.location;
          if (location && !location.startsWith(baseUrl()) && !/^\/(?!\/)/.test(location))
            problems.push(`${label}: redirects to ${location}`);
        }
      }
    }
    // Cross-site and origin-less posts are refused everywhere, logout included.
    for (const actionPath of actionPaths) {
      for (const headers of [{ origin: 'http://evil.example' }, {}] as Record<string, string>[]) {
        const response = await fetch(`${baseUrl()}${actionPath}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...headers, ...OWN_ADDRESS, 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.customer },
          body: 'consent=all&locale=fr',
        });
        await response.arrayBuffer();
        sent++;
        if (response.status !== 403) problems.push(`cross-site POST ${actionPath} ${JSON.stringify(headers)} → ${response.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(actionPaths.length * 40);
  }, 300_000);
});
