/**
 * One PDF of the selected packing slips (§7 report/generate, DeliveryNote): `?ids=1&ids=2`. Nothing selected goes back
 * to the list with 'Selecteer eerst producten'; a failure with 'Het downloaden is mislukt'.
 */
import { redirect } from 'react-router';
import { passDownload } from '../../lib/account-documents.server.ts';
import type { Route } from './+types/packings-download';
import { pageUrl } from '../../lib/page-url.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  const ids = pageUrl(request)
    .searchParams.getAll('ids')
    .flatMap((value) => value.split(','))
    .filter((value) => /^\d{1,9}$/.test(value))
    .slice(0, 50);
  if (ids.length === 0) throw redirect('/account/packings?selection=empty');
  return passDownload(
    request,
    context,
    ({ api }) => api.aspos.report.generate.$get({ query: { reportName: 'DeliveryNote', documentType: 'pdf', selectionIds: ids } }),
    '/account/packings',
  );
}
