import { useEffect, useRef } from 'react';

/**
 * §9 analytics: the funnel events in GA4 e-commerce form on `window.dataLayer` (view_item_list, select_item,
 * view_item, add_to_cart, remove_from_cart, view_cart, begin_checkout, add_shipping_info, add_payment_info,
 * purchase, login, search). The events are always pushed; only the tag manager (loaded when configured and the
 * visitor accepted analytics cookies, see `GtmScripts`) sends anything anywhere.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity?: number;
  index?: number;
  item_brand?: string;
  item_list_name?: string;
}

export type AnalyticsEvent =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'login'
  | 'search';

declare global {
  interface Window {
    /** The tag manager's queue of events (GA4 reads it). */
    dataLayer?: unknown[];
  }
}

/** Pushes one event; an e-commerce event first clears the previous `ecommerce` object (as GA4 asks). */
export function pushEvent(event: AnalyticsEvent, payload: Record<string, unknown> = {}, ecommerce = true): void {
  if (typeof window === 'undefined') return;
  const dataLayer = (window.dataLayer ??= []);
  if (ecommerce) {
    dataLayer.push({ ecommerce: null });
    dataLayer.push({ event, ecommerce: payload });
  } else {
    dataLayer.push({ event, ...payload });
  }
}

/** Cart or order lines as GA4 items (unit price incl. VAT, as charged). */
export function cartItems(
  lines: readonly { ProductId: number | null; ProductTitle?: string; Description?: string; PriceInclTax: number; Quantity: number }[],
): AnalyticsItem[] {
  return lines.map((line) => ({
    item_id: String(line.ProductId ?? ''),
    item_name: line.ProductTitle ?? line.Description ?? '',
    price: line.PriceInclTax,
    quantity: line.Quantity,
  }));
}

/**
 * Pushes the event `build` gives once per `key` (a page view, a step): in an effect, so only in the browser and
 * only after hydration. `build` may answer null for nothing to push.
 */
export function useAnalyticsEvent(key: string | null, build: () => [AnalyticsEvent, Record<string, unknown>, boolean?] | null): void {
  const sent = useRef<string | null>(null);
  const latest = useRef(build);
  useEffect(() => {
    latest.current = build;
  });
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    const event = latest.current();
    if (event) pushEvent(event[0], event[1], event[2] ?? true);
  }, [key]);
}

/** The tag manager container to load, or null: configured (shop config analytics) and analytics cookies accepted. */
export function gtmContainer(settings: unknown, consent: string | null): string | null {
  const analytics = (settings ?? {}) as { gtmEnabled?: unknown; gtmContainerId?: unknown };
  if (consent !== 'all' || analytics.gtmEnabled !== true) return null;
  const id = typeof analytics.gtmContainerId === 'string' ? analytics.gtmContainerId.trim() : '';
  return /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}

/**
 * The inline script before the container: the dataLayer, Consent Mode v2 defaults all denied, then analytics
 * granted (the visitor accepted analytics cookies, or the container would not load), then the container itself.
 * Minimal on purpose: the Content-Security-Policy gives it a nonce.
 */
export function gtmBootstrap(containerId: string): string {
  const id = JSON.stringify(containerId);
  return (
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});" +
    "gtag('consent','update',{analytics_storage:'granted'});" +
    "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    `var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(${id});` +
    'var n=document.currentScript&&document.currentScript.nonce;if(n)s.nonce=n;document.head.appendChild(s);'
  );
}

/** A catalogue product as a GA4 item (the price incl. VAT). */
export function productItem(
  product: { Id: number; Name: string; PriceInclTax: number; Brand?: { Name: string } | null },
  index?: number,
  list?: string,
): AnalyticsItem {
  return {
    item_id: String(product.Id),
    item_name: product.Name,
    price: product.PriceInclTax,
    ...(product.Brand ? { item_brand: product.Brand.Name } : {}),
    ...(index !== undefined ? { index } : {}),
    ...(list ? { item_list_name: list } : {}),
  };
}

/** §9 login: pushed when the root data turns from a visitor into a logged-in user (not on the first page of a session). */
export function useLoginEvent(loggedIn: boolean): void {
  const previous = useRef(loggedIn);
  useEffect(() => {
    if (loggedIn && !previous.current) pushEvent('login', { method: 'Toonbank' }, false);
    previous.current = loggedIn;
  }, [loggedIn]);
}
