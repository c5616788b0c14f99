import { SignJWT } from 'jose';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginRedirectFor, loginToOrder, requireGuest, requireRepresentative, requireUser } from './guards.server.ts';
import { serverContext } from './server-context.server.ts';

const context = new RouterContextProvider(new Map([[serverContext, { apiFetch: fetch, apiBaseUrl: 'http://api.invalid/api' }]]));

async function tokenFor(role: string): Promise<string> {
  return new SignJWT({
    id: 1,
    email: 'x@y.nl',
    firstName: 'X',
    middleName: '',
    lastName: 'Y',
    language: 'nl',
    role,
    customerId: role === 'customer' ? 1 : null,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('only-for-decoding-in-this-test-0123456789'));
}

function request(path: string, token?: string): Request {
  return new Request(`http://shop.test${path}`, token ? { headers: { cookie: `toonbank_session=${token}` } } : {});
}

/** The Location of a thrown redirect, or null when nothing was thrown. */
function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('guards', () => {
  it('sends anonymous visitors to login carrying the current route', () => {
    expect(redirectOf(() => requireUser(request('/account/details?tab=1'), context))).toBe(
      '/login?redirect=%2Faccount%2Fdetails%3Ftab%3D1',
    );
    expect(loginRedirectFor(request('/impersonation'))).toBe('/login?redirect=%2Fimpersonation');
  });

  it('carries the page, not the data request of a client-side navigation', () => {
    expect(redirectOf(() => requireUser(request('/account/details.data?tab=1&_routes=routes%2Faccount'), context))).toBe(
      '/login?redirect=%2Faccount%2Fdetails%3Ftab%3D1',
    );
    expect(loginRedirectFor(request('/account/_.data'))).toBe('/login?redirect=%2Faccount%2F');
  });

  it('lets logged-in users through auth pages and sends them home from guest-only pages', async () => {
    const token = await tokenFor('customer');
    expect(redirectOf(() => requireUser(request('/account', token), context))).toBeNull();
    expect(redirectOf(() => requireGuest(request('/forgot-password', token), context))).toBe('/');
    expect(redirectOf(() => requireGuest(request('/forgot-password'), context))).toBeNull();
  });

  it('opens the impersonation page only for role impersonation', async () => {
    const customer = await tokenFor('customer');
    expect(redirectOf(() => requireRepresentative(request('/impersonation', customer), context))).toBe('/');
    const rep = await tokenFor('impersonation');
    expect(redirectOf(() => requireRepresentative(request('/impersonation', rep), context))).toBeNull();
    expect(redirectOf(() => requireRepresentative(request('/impersonation'), context))).toBe('/login?redirect=%2Fimpersonation');
  });
});

describe('loginToOrder', () => {
  it('returns to the page the tile was on, never to another site', () => {
    const post = new Request('http://shop.test/cart', { method: 'POST' });
    expect(loginToOrder(post, 12, 3, '/product/lister/hond?page=2')).toBe(
      '/login?redirect=%2Fproduct%2Flister%2Fhond%3Fpage%3D2&add=12&quantity=3',
    );
    expect(loginToOrder(post, 12, 1, '//evil.example/x')).toBe('/login?redirect=%2Fcart&add=12&quantity=1');
    expect(loginToOrder(post, 12, 1, 'https://evil.example/')).toBe('/login?redirect=%2Fcart&add=12&quantity=1');
    expect(loginToOrder(new Request('http://shop.test/product/detail/brok?index', { method: 'POST' }), 5, 2)).toBe(
      '/login?redirect=%2Fproduct%2Fdetail%2Fbrok&add=5&quantity=2',
    );
    // React Router 8 hands the action the raw request of a client-side submission.
    const submitted = new Request('http://shop.test/product/detail/brok.data?index&_routes=routes%2Fcatalogue%2Fproduct', {
      method: 'POST',
    });
    expect(loginToOrder(submitted, 5, 2)).toBe('/login?redirect=%2Fproduct%2Fdetail%2Fbrok&add=5&quantity=2');
  });
});
