/** The acting customer's orders as a spreadsheet (bestellingen.xlsx, §3 export formats). */
import { passDownload } from '../../lib/account-documents.server.ts';
import type { Route } from './+types/orders-export';

export function loader({ request, context }: Route.LoaderArgs) {
  return passDownload(
    request,
    context,
    ({ api }) => api.aspos.customer.orders.export.$get({ query: { format: 'xlsx' } }),
    '/account/orders',
  );
}
