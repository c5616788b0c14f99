import { Form, Link } from 'react-router';
import { DownloadFailed, Pager } from '../../components/account/AccountParts.tsx';
import { FormAlert } from '../../components/identity/FormField.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { downloadFailed, pageOf, readOrFail, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/packings';
import { pageUrl } from '../../lib/page-url.ts';

/** §9: delivery notes 50 per page. */
const PAGE_SIZE = 50;

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.packings'), to: '/account/packings' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('account.packings.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const { page, offset } = pageOf(request, PAGE_SIZE);
  const body = await readOrFail(
    request,
    await api.aspos.customer['delivery-notes'].$get({ query: { offset: String(offset), limit: String(PAGE_SIZE) } }),
  );
  const nothingSelected = pageUrl(request).searchParams.get('selection') === 'empty';
  return { notes: body.DeliveryNotes, total: body.Total, page, failed: downloadFailed(request), nothingSelected };
}

/** Several packing slips are chosen with checkboxes and downloaded as one PDF (a GET form: works without JavaScript). */
export default function Packings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { notes, total, page, failed, nothingSelected } = loaderData;
  return (
    <>
      <h1>{t('account.packings.title')}</h1>
      <DownloadFailed show={failed} />
      <FormAlert message={nothingSelected ? t('account.selectFirst') : null} />
      {notes.length === 0 ? (
        <p>{t('account.packings.none')}</p>
      ) : (
        <Form method="get" action="/account/packings/download" reloadDocument>
          <input type="hidden" name="from" value="/account/packings" />
          <div className="doc-actions">
            <button type="submit" className="button button--primary" data-testid="packings-download">
              {t('account.packings.download')}
            </button>
          </div>
          <table className="doc-table" data-testid="packing-list">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('account.packings.selectAll')}</span>
                </th>
                <th scope="col">{t('account.packings.number')}</th>
                <th scope="col">{t('account.date')}</th>
                <th scope="col">{t('account.invoices.order')}</th>
              </tr>
            </thead>
            <tbody>
              {notes.map((note) => (
                <tr key={note.Id}>
                  <td className="doc-table__check">
                    <input
                      type="checkbox"
                      name="ids"
                      value={note.Id}
                      id={`slip-${note.Id}`}
                      aria-label={t('account.packings.select', { number: note.Number })}
                    />
                  </td>
                  <th scope="row" data-label={t('account.packings.number')}>
                    <a
                      href={`/account/packings/download?ids=${note.Id}&from=/account/packings`}
                      aria-label={t('account.packings.downloadOne', { number: note.Number })}
                    >
                      {note.Number} (pdf)
                    </a>
                  </th>
                  <td data-label={t('account.date')}>{day(note.Date, false)}</td>
                  <td data-label={t('account.invoices.order')}>
                    <Link to={`/account/orders/${note.OrderId}`}>{note.OrderNumber}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={total} pageSize={PAGE_SIZE} path="/account/packings" />
        </Form>
      )}
    </>
  );
}
