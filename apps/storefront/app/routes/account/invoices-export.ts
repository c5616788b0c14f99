/** The acting customer's invoices as a spreadsheet (facturen.xlsx, §3 export formats). */
import { passDownload } from '../../lib/account-documents.server.ts';
import type { Route } from './+types/invoices-export';

export function loader({ request, context }: Route.LoaderArgs) {
  return passDownload(
    request,
    context,
    ({ api }) => api.aspos.customer.invoices.export.$get({ query: { format: 'xlsx' } }),
    '/account/invoices',
  );
}
