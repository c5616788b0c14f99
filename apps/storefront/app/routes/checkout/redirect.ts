import { redirect, redirectDocument } from 'react-router';
import { readApi } from '../../lib/forms.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import type { Route } from './+types/redirect';
import { pageUrl } from '../../lib/page-url.ts';

/**
 * §2 /checkout-redirect: the provider sends the customer back here. The API asks the provider about the payment (it
 * never trusts the return URL) and settles the order; then the customer goes to the thanks page, back to the
 * checkout with the message (failed, cancelled, expired; the cart is restored) or back to the payment (still open).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireUser(request, context);
  const id = pageUrl(request).searchParams.get('orderId') ?? '';
  if (!/^\d{1,9}$/.test(id)) throw redirect('/checkout');
  const response = await api.aspos.payment.result[':id'].$get({ param: { id } });
  const result = await readApi(request, response, {}, '');
  if (!result.ok) throw redirect('/checkout');
  const target = result.body.RedirectTo;
  // A place of the shop, or (still open) the payment page the API created for this order.
  if (target.startsWith('/') && !target.startsWith('//')) throw redirect(target);
  throw redirectDocument(/^https?:\/\//.test(target) ? target : '/checkout');
}
