/** The invoice PDF (factuur-2026-000123.pdf) of the acting customer; a failure goes back with 'Het downloaden is mislukt'. */
import { passDownload } from '../../lib/account-documents.server.ts';
import type { Route } from './+types/invoice-download';

export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? '') ? params.id! : '0';
  return passDownload(request, context, ({ api }) => api.aspos.invoice.download[':id'].$get({ param: { id } }), '/account/invoices');
}
