import { data, Form, Link, redirect } from 'react-router';
import { FormAlert } from '../../components/identity/FormField.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { sessionCookie } from '../../lib/cookies.ts';
import { formValues, readApi } from '../../lib/forms.server.ts';
import { requireRepresentative } from '../../lib/guards.server.ts';
import { sessionUserFromToken } from '../../lib/session.ts';
import type { Route } from './+types/impersonation';
import { pageUrl } from '../../lib/page-url.ts';
import '../../styles/identity.css';

const PAGE_SIZE = 10;

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('identity.impersonation.title'), to: '/impersonation' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.impersonation.title') }) }, { name: 'robots', content: 'noindex' }];
}

/** §6: only representatives; customers search their assigned customers by name, number or city, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = requireRepresentative(request, context);
  const url = pageUrl(request);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const response = await api.aspos.customer.search.$post({ json: { searchTerm: q, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } });
  const result = await readApi(request, response, {}, '');
  const found = result.ok ? result.body.Data : { Items: [], Total: 0 };
  return { q, page, items: found.Items, total: found.Total, acting: user.impersonatedCompanyName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = requireRepresentative(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  const customerId = values.intent === 'stop' ? null : Number.parseInt(values.customerId ?? '', 10);
  if (customerId !== null && !Number.isFinite(customerId)) return data({ error: t('identity.genericError') }, { status: 400 });
  const response = await api.aspos.authentication.impersonate.$post({ json: { customerId } });
  const result = await readApi(request, response, values, t('identity.genericError'));
  if (!result.ok) return data({ error: result.error ?? t('identity.genericError') }, { status: response.status });
  const user = sessionUserFromToken(result.body.Token);
  if (!user) return data({ error: t('identity.genericError') }, { status: 500 });
  // Every later call acts for the chosen customer; the header shows its company name.
  return redirect('/', { headers: { 'Set-Cookie': sessionCookie(request, result.body.Token, user) } });
}

export default function Impersonation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { q, page, items, total, acting } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageHref = (n: number) => `/impersonation?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) }).toString()}`;
  return (
    <div className="container account-content" style={{ paddingBlock: '24px 48px' }}>
      <h1>{t('identity.impersonation.title')}</h1>
      <p>{t('identity.impersonation.intro')}</p>
      <FormAlert message={actionData?.error} />
      {acting && (
        <Form method="post" className="account-card">
          <p>{t('user.actingFor', { company: acting })}</p>
          <button type="submit" name="intent" value="stop" className="button button--secondary-outline">
            {t('identity.impersonation.stop')}
          </button>
        </Form>
      )}
      <Form method="get" role="search" className="form__row">
        <div className="form__field">
          <label htmlFor="impersonation-q" className="form__label">
            {t('identity.impersonation.search')}
          </label>
          <input id="impersonation-q" name="q" type="search" className="form__input" defaultValue={q} maxLength={100} />
        </div>
        <div className="form__field" style={{ justifyContent: 'flex-end' }}>
          <button type="submit" className="button button--primary">
            {t('identity.impersonation.searchButton')}
          </button>
        </div>
      </Form>
      <p role="status">{t('identity.impersonation.count', { count: total })}</p>
      <ul className="result-list">
        {items.map((item) => (
          <li key={item.Id} className="result-list__item">
            <div>
              <strong>{item.CompanyName}</strong>
              <br />
              {item.Number} · {item.Name} · {item.City}
            </div>
            <Form method="post">
              <input type="hidden" name="customerId" value={item.Id} />
              <button
                type="submit"
                name="intent"
                value="choose"
                className="button button--primary"
                aria-label={t('identity.impersonation.chooseFor', { company: item.CompanyName })}
              >
                {t('identity.impersonation.choose')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="pager" aria-label={t('identity.impersonation.pages')}>
          {page > 1 && <Link to={pageHref(page - 1)}>{t('identity.impersonation.previous')}</Link>}
          <span>{t('identity.impersonation.pageOf', { page, pages })}</span>
          {page < pages && <Link to={pageHref(page + 1)}>{t('identity.impersonation.next')}</Link>}
        </nav>
      )}
    </div>
  );
}
