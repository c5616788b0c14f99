import type { RouteHandler } from '@hono/zod-openapi';
import { PAYMENT_RESULT_MESSAGES, formatPrice, translateMessage, type PaymentStatus } from '@toonbank/domain';
import { findLatestPayment, findOrder, findTestProviderPayment, setTestProviderPaymentStatus } from '@toonbank/db/repositories/orders';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import type { paymentResultRoute, webhookRoute } from './payment.routes.ts';
import { settleFromProvider, settleKnown } from '../shared/settle.ts';

export const webhookHandler: RouteHandler<typeof webhookRoute, AppEnv> = async (c) => {
  const { provider } = c.req.valid('param');
  const { id } = c.req.valid('form');
  await settleFromProvider(c.var.deps, provider, id);
  return c.json({ Success: true as const }, 200);
};

export const paymentResultHandler: RouteHandler<typeof paymentResultRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const orderId = c.req.valid('param').id;
  const found = await findOrder(deps.database.db, customerId, orderId);
  if (!found) throw new ApiError(404, 'ORDER_NOT_FOUND', 'orderNotFound');
  let paymentStatus = 'none';
  const payment = await findLatestPayment(deps.database.db, orderId);
  if (payment) {
    paymentStatus = payment.status;
    if (payment.status === 'open') paymentStatus = (await settleKnown(deps, payment)).paymentStatus;
  }
  // Read after settling: a webhook may have settled it meanwhile, and then this answer must say so.
  const settled = (await findOrder(deps.database.db, customerId, orderId))!;
  const orderStatus = settled.order.status;
  paymentStatus = settled.payments.at(-1)?.status ?? paymentStatus;
  const failed = paymentStatus === 'failed' || paymentStatus === 'canceled' || paymentStatus === 'expired';
  const redirectTo =
    orderStatus === 'PaymentPending' && payment?.checkoutUrl
      ? payment.checkoutUrl
      : failed || orderStatus === 'Cancelled'
        ? `/checkout?payment=${paymentStatus}`
        : `/checkout-success?orderId=${orderId}`;
  return c.json(
    {
      Success: true as const,
      OrderId: orderId,
      OrderNumber: found.order.number,
      Status: orderStatus,
      PaymentStatus: paymentStatus,
      Message: failed
        ? translateMessage(c.var.language, PAYMENT_RESULT_MESSAGES[paymentStatus as Exclude<PaymentStatus, 'paid' | 'open'>])
        : null,
      RedirectTo: redirectTo,
    },
    200,
  );
};

// ----------------------------------------------- the built-in test provider's hosted page

/** The four outcomes a tester can choose, with the button names the issue asks for. */
export const TEST_PROVIDER_CHOICES: readonly { status: Exclude<PaymentStatus, 'open'>; label: string }[] = [
  { status: 'paid', label: 'Betaald' },
  { status: 'failed', label: 'Mislukt' },
  { status: 'canceled', label: 'Geannuleerd' },
  { status: 'expired', label: 'Verlopen' },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const TEST_PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#263238}
h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700}form{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font-size:1rem;padding:.6rem 1rem;border-radius:.3rem;border:1px solid #2e7d32;background:#fff;cursor:pointer}
button[value=paid]{background:#2e7d32;color:#fff}.note{color:#546e7a;font-size:.9rem}`;

const TEST_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(TEST_PAGE_STYLE).digest('base64')}'`;

/**
 * The hosted page's own policy: the server's resource policy (`default-src 'none'`) would drop its inline style sheet,
 * so the page allows exactly that sheet (by its hash), and its form to post to itself and be redirected back to the
 * shop (`returnTo`: the payment's return address, which may name the shop by another host than the page's); no script.
 */
function testPagePolicy(returnTo?: string): string {
  const formTargets = ["'self'", ...(returnTo ? [new URL(returnTo).origin] : [])];
  return [
    "default-src 'none'",
    `style-src ${TEST_PAGE_STYLE_HASH}`,
    `form-action ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 | 404 = 200, returnTo?: string) {
  c.header('content-security-policy', testPagePolicy(returnTo));
  return c.html(
    `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${TEST_PAGE_STYLE}</style></head>
<body><main>${body}</main></body></html>`,
    status,
  );
}

export async function testProviderPage(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const payment = await findTestProviderPayment(c.var.deps.database.db, id);
  if (!payment) return page(c, 'Betaling niet gevonden', '<h1>Betaling niet gevonden</h1>', 404);
  const amount = formatPrice(payment.amountCents);
  const body =
    payment.status === 'open'
      ? `<h1>Testbetaling</h1>
<p class="note">Toonbank testbetaalprovider: er wordt geen echt geld afgeschreven. Kies de uitkomst van de betaling.</p>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>Betaalmethode: ${escapeHtml(payment.method)}</p>
<form method="post" action="/api/payment/test/${escapeHtml(payment.id)}">
${TEST_PROVIDER_CHOICES.map((choice) => `<button type="submit" name="status" value="${choice.status}">${choice.label}</button>`).join('\n')}
</form>`
      : `<h1>Testbetaling</h1><p>${escapeHtml(payment.description)}: deze betaling is al afgerond (${escapeHtml(payment.status)}).</p>
<p><a href="${escapeHtml(payment.redirectUrl)}">Terug naar de winkel</a></p>`;
  return page(c, `Testbetaling ${payment.description}`, body, 200, payment.redirectUrl);
}

/** A choice on the hosted page: the ledger gets the status, the shop's webhook is called, the customer goes back to /checkout-redirect. */
export async function testProviderChoice(c: Context<AppEnv>) {
  const { deps } = c.var;
  const id = c.req.param('id') ?? '';
  const form = await c.req.parseBody();
  const status = TEST_PROVIDER_CHOICES.find((choice) => choice.status === form.status)?.status;
  const payment = await findTestProviderPayment(deps.database.db, id);
  if (!payment) return page(c, 'Betaling niet gevonden', '<h1>Betaling niet gevonden</h1>', 404);
  if (!status) return page(c, 'Ongeldige keuze', '<h1>Kies Betaald, Mislukt, Geannuleerd of Verlopen.</h1>', 400);
  await setTestProviderPaymentStatus(deps.database.db, id, status, deps.now());
  try {
    const response = await fetch(payment.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) deps.logger.warn({ status: response.status, id }, 'webhook van de testbetaalprovider niet aangenomen');
  } catch (error) {
    // Like a real provider: the return page asks about the payment anyway, and the webhook is not the only way to settle.
    deps.logger.warn({ err: error, id }, 'webhook van de testbetaalprovider niet bereikbaar');
  }
  return c.redirect(payment.redirectUrl, 303);
}
