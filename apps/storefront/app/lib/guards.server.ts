import { sameSitePath } from '@toonbank/domain';
import { redirect } from 'react-router';
import { pageUrl } from './page-url.ts';
import { getRequestContext, type RequestContext } from './request-context.server.ts';
import type { SessionUser } from './session.ts';
import type { LoadContext } from './server-context.server.ts';

/** The login page carrying the current route, so the user comes back after login (§6 auth guard). */
export function loginRedirectFor(request: Request): string {
  const url = pageUrl(request);
  return `/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The login page for an anonymous 'In winkelwagen': back to the page afterwards, with the product and quantity
 * the login adds to the cart (`add`, `quantity`); the page says 'Log in om te bestellen.' (issue 12 defect 8).
 */
export function loginToOrder(request: Request, productId: number, quantity: number, returnTo?: string | null): string {
  const url = pageUrl(request);
  // A tile posts to the cart's action and names the page it is on (a same-site path only: never an open redirect).
  const back = sameSitePath(returnTo) ?? url.pathname + url.search;
  const params = new URLSearchParams({ redirect: back, add: String(productId), quantity: String(quantity) });
  return `/login?${params.toString()}`;
}

/** §6 auth guard: anonymous visitors go to login with the current route; returns the request context with its user. */
export function requireUser(request: Request, context: LoadContext): RequestContext & { user: SessionUser } {
  const ctx = getRequestContext(request, context);
  if (!ctx.user) throw redirect(loginRedirectFor(request));
  return ctx as RequestContext & { user: SessionUser };
}

/** §6 guest-only guard: a logged-in user goes home. */
export function requireGuest(request: Request, context: LoadContext): RequestContext {
  const ctx = getRequestContext(request, context);
  if (ctx.user) throw redirect('/');
  return ctx;
}

/** §6 impersonation guard: only role 'impersonation'; anonymous visitors log in first, others go home. */
export function requireRepresentative(request: Request, context: LoadContext): RequestContext & { user: SessionUser } {
  const ctx = requireUser(request, context);
  if (ctx.user.role !== 'impersonation') throw redirect('/');
  return ctx;
}
