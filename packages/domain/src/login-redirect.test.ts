import { describe, expect, it } from 'vitest';
import { isListerPath, loginDestination, previousPageFromReferer, safeRedirectTarget, sameSitePath } from './login-redirect.ts';

const UNSAFE = [
  'https://evil.example',
  'https://evil.example/account',
  '//evil.example',
  '//evil.example/account',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  null,
  undefined,
];

describe('sameSitePath', () => {
  it('keeps paths on this site', () => {
    expect(sameSitePath('/account/details?tab=1')).toBe('/account/details?tab=1');
    expect(sameSitePath(' /product/lister/hond?page=2 ')).toBe('/product/lister/hond?page=2');
  });
  it.each(UNSAFE.map((target) => [JSON.stringify(target), target]))('refuses %s', (_label, target) =>
    expect(sameSitePath(target)).toBeNull(),
  );
});

describe('safeRedirectTarget', () => {
  it('keeps local paths and refuses auth pages', () => {
    expect(safeRedirectTarget('/account/details?tab=1')).toBe('/account/details?tab=1');
    expect(safeRedirectTarget('/loginhulp')).toBe('/loginhulp');
    for (const page of [
      '/login',
      '/login?redirect=/x',
      '/login/new-account',
      '/logout',
      '/forgot-password/reset?token=x',
      '/myaccount/resetpassword/redirect',
    ]) {
      expect(safeRedirectTarget(page, '/')).toBe('/');
    }
  });
});

describe('isListerPath', () => {
  it('knows the listers', () => {
    for (const path of ['/product/lister/hond?page=2', '/merken/polderbrok', '/zoek/brokken', '/zoek', '/tag/Hond'])
      expect(isListerPath(path), path).toBe(true);
    for (const path of ['/', '/merken', '/product/detail/x', '/zoekhulp', '/vestigingen']) expect(isListerPath(path), path).toBe(false);
  });
});

describe('previousPageFromReferer', () => {
  const page = 'https://shop.example/login';
  it('takes the path and query of a page of this shop', () => {
    expect(previousPageFromReferer('https://shop.example/product/lister/hond?size=48#top', page)).toBe('/product/lister/hond?size=48');
  });
  it.each([
    null,
    '',
    'not a url',
    'https://evil.example/account',
    'http://shop.example/account',
    'https://shop.example/login?x=1',
    'https://shop.example/forgot-password',
  ])('ignores %s', (referer) => expect(previousPageFromReferer(referer, page)).toBeNull());
});

describe('loginDestination (§2)', () => {
  it('goes to the redirect target of the query first', () => {
    expect(loginDestination({ redirect: '/account/details', previous: '/product/lister/hond', canGoBack: true })).toEqual({
      to: '/account/details',
      back: false,
    });
    expect(loginDestination({ redirect: '/product/lister/kat', previous: '/product/lister/hond', canGoBack: true })).toEqual({
      to: '/product/lister/kat',
      back: false,
    });
  });
  it('goes back in history when the redirect target is the lister the login was opened from (the header link)', () => {
    const lister = '/product/lister/hond?f=brand%3Apolderbrok&page=2';
    expect(loginDestination({ redirect: lister, previous: '/product/lister/hond?f=brand:polderbrok&page=2', canGoBack: true })).toEqual({
      to: lister,
      back: true,
    });
    expect(loginDestination({ redirect: lister, previous: lister, canGoBack: false })).toEqual({ to: lister, back: false });
    expect(loginDestination({ redirect: '/tag/Zacht%20%26%20mals', previous: '/tag/Zacht & mals', canGoBack: true })).toMatchObject({
      back: true,
    });
  });
  it.each(UNSAFE.map((target) => [JSON.stringify(target), target]))('never follows an unsafe redirect target %s', (_label, redirect) => {
    expect(loginDestination({ redirect })).toEqual({ to: '/', back: false });
    expect(loginDestination({ redirect, previous: '/vestigingen' })).toEqual({ to: '/vestigingen', back: false });
  });
  it('otherwise returns to the previous page, going back in history to a lister when it can', () => {
    expect(loginDestination({ previous: '/vestigingen', canGoBack: true })).toEqual({ to: '/vestigingen', back: false });
    expect(loginDestination({ previous: '/product/lister/hond?page=2', canGoBack: true })).toEqual({
      to: '/product/lister/hond?page=2',
      back: true,
    });
    expect(loginDestination({ previous: '/product/lister/hond?page=2', canGoBack: false })).toEqual({
      to: '/product/lister/hond?page=2',
      back: false,
    });
  });
  it('otherwise goes home; an unsafe or auth previous page counts as none', () => {
    expect(loginDestination({})).toEqual({ to: '/', back: false });
    for (const previous of ['//evil.example', 'https://evil.example', '/login', '/logout']) {
      expect(loginDestination({ previous, canGoBack: true })).toEqual({ to: '/', back: false });
    }
  });
});
