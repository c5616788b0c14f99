import { CART_ACTION, loginDestination, MAX_LINE_QUANTITY, previousPageFromReferer, safeRedirectTarget, MAX_INT4 } from '@toonbank/domain';
import { useEffect, useState } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  redirectDocument,
  useNavigate,
  useNavigation,
  useNavigationType,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { FormAlert } from '../components/identity/FormField.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { isLocale, translator, useT } from '../i18n/messages.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { createApiClient, readAnswer } from '../lib/api.ts';
import { clearSessionCookie, localeCookie, sessionCookie } from '../lib/cookies.ts';
import { privatePage } from '../lib/private-page.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { sessionUserFromToken } from '../lib/session.ts';
import type { Route } from './+types/login';
import { pageUrl } from '../lib/page-url.ts';
import { serverValues } from '../lib/server-context.server.ts';
import '../styles/identity.css';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('login.title'), to: '/login' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('login.title') }) }, { name: 'robots', content: 'noindex' }];
}

/** The form remembers the page the visitor came from (Referer): never shared through the page cache (decision 0007). */
export const headers: Route.HeadersFunction = privatePage;

/** §6 guest-only: a logged-in user who opens the login page goes on to the redirect target (or home). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = getRequestContext(request, context);
  if (user) throw redirect(safeRedirectTarget(pageUrl(request).searchParams.get('redirect')));
  // §2: the page of this shop the visitor came from (for client navigations too: the data request carries it).
  return {
    previous: previousPageFromReferer(request.headers.get('referer'), pageUrl(request).href),
    ordering: pendingAdd(pageUrl(request).searchParams) !== null,
  };
}

/** The product an anonymous 'In winkelwagen' asked for (`add`, `quantity` of the query): added to the cart once logged in. */
function pendingAdd(params: URLSearchParams): { productId: number; quantity: number } | null {
  const productId = Number(params.get('add'));
  const quantity = Number(params.get('quantity') ?? '1');
  if (!Number.isInteger(productId) || productId <= 0 || productId > MAX_INT4) return null;
  return { productId, quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : 1 };
}

/**
 * The login page's own data never changes by a login attempt: a failed one keeps the previous page
 * it was opened from (a reload now would see /login as the Referer), and after a login that goes
 * back in history the guest-only loader must not send the now logged-in user elsewhere first.
 */
export function shouldRevalidate({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === 'POST' && formAction?.startsWith('/login')) return false;
  return defaultShouldRevalidate;
}

type ActionResult = { error: string; email: string };
/** A login that returns to a lister by going back in history (§2), done by the page once the cookies are set. */
type BackResult = { back: true; to: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getRequestContext(request, context);
  // Logging in needs no session: an old token (even one the API rejects) must not be sent along.
  const { apiBaseUrl, apiFetch } = serverValues(context);
  const api = createApiClient({ baseUrl: apiBaseUrl, fetch: apiFetch, language: locale });
  const t = translator(locale);
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return data<ActionResult>({ error: t('login.required'), email }, { status: 400 });

  // The rate limit counts per visitor address: the server's apiFetch passes on the one the HTTP layer saw.
  const response = await api.aspos.authentication.login.$post({ json: { email, password } });
  const answer = await readAnswer(response);
  const token = answer.ok ? answer.body.Token : null;
  const user = token ? sessionUserFromToken(token) : null;
  if (!token || !user) {
    // The API's message in the visitor's language ('Onbekend e-mailadres en/of wachtwoord.', the 429 text); ours when it gave none.
    const message = (answer.ok ? null : answer.message) || t('login.failed');
    // §4: a failed login removes any token.
    return data<ActionResult>(
      { error: message, email },
      {
        status: response.status === 400 ? 400 : response.status === 429 ? 429 : 401,
        headers: { 'Set-Cookie': clearSessionCookie(request) },
      },
    );
  }
  // Issue 12 defect 8: the product the visitor wanted to order goes into the cart now; the page it was on follows.
  const add = pendingAdd(pageUrl(request).searchParams);
  if (add) {
    const asUser = createApiClient({ baseUrl: apiBaseUrl, fetch: apiFetch, language: locale, token });
    // A representative without a chosen customer has no cart: the login itself still succeeds.
    await asUser.aspos.cart.lines.batch.$post({ json: { changes: [{ action: CART_ACTION.Add, ...add }] } }).catch(() => null);
  }
  // §2: the redirect target of the query, else the previous page (back in history to a lister), else home.
  const destination = loginDestination({
    redirect: pageUrl(request).searchParams.get('redirect'),
    previous: String(form.get('previous') ?? ''),
    canGoBack: form.get('back') === '1',
  });
  // The UI switches to the user's language after login.
  const headers = new Headers({ 'Set-Cookie': sessionCookie(request, token, user) });
  if (isLocale(user.language)) headers.append('Set-Cookie', localeCookie(request, user.language));
  // The browser holds one language's messages (decision 0018): another language is a new document, never a client
  // navigation that would show the message ids of the new language's pages.
  if (isLocale(user.language) && user.language !== locale) return redirectDocument(destination.to, { headers });
  if (destination.back) return data<BackResult>({ back: true, to: destination.to }, { headers });
  return redirect(destination.to, { headers });
}

/** The position in the browser history of the current entry (React Router keeps it in history.state). */
function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Going back to the previous page is possible when the login page was opened by an in-app link
 * (a PUSH navigation): the entry before it is that page. Returns the history index of that entry.
 */
function useReturnEntry(): number | null {
  const navigationType = useNavigationType();
  // A server render and the hydration of a freshly loaded page are POP navigations: never a return entry there.
  const [entry] = useState(() => {
    if (navigationType !== 'PUSH' || typeof window === 'undefined') return null;
    const idx = historyIndex();
    return idx !== null && idx > 0 ? idx - 1 : null;
  });
  return entry;
}

/** §4 lists need login: the login was asked for by a list page, a heart or 'op bestellijst' (`reden=lijst`). */
function forLists(params: URLSearchParams): boolean {
  return params.get('reden') === 'lijst' || /^\/(?:wishlist|order-list)(?:[/?#]|$)/.test(params.get('redirect') ?? '');
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/login');
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  // The page this login was opened from, kept as first seen (a failed attempt does not reload it).
  const [previous] = useState(loaderData?.previous ?? null);
  const returnEntry = useReturnEntry();
  const back = actionData && 'back' in actionData ? actionData : null;
  useEffect(() => {
    if (!back) return;
    const idx = historyIndex();
    if (returnEntry !== null && idx !== null && idx > returnEntry) void navigate(returnEntry - idx);
    else void navigate(back.to, { replace: true });
  }, [back, returnEntry, navigate]);
  const kept = new URLSearchParams();
  for (const name of ['redirect', 'add', 'quantity', 'reden']) {
    const value = searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const action = kept.size ? `/login?${kept.toString()}` : '/login';
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          {t('login.title')}
        </h1>
        {loaderData?.ordering ? (
          <div className="alert alert--info" role="status" id="login-reason">
            <Icon name="cart" size={20} />
            <p>
              <strong>{t('login.orderReason')}</strong> {t('login.orderReasonNew')}{' '}
              <Link to="/login/new-account">{t('login.orderReasonLink')}</Link>
            </p>
          </div>
        ) : forLists(searchParams) ? (
          <div className="alert alert--info" role="status" id="login-reason">
            <Icon name="heart" size={20} />
            <p>
              <strong>{t('lists.loginReason')}</strong>
            </p>
          </div>
        ) : (
          <p className="auth-card__intro">{t('login.intro')}</p>
        )}
        {searchParams.get('reset') === '1' && !error && (
          <div className="alert alert--success" role="status">
            <Icon name="check" size={20} />
            <p>{t('identity.reset.done')}</p>
          </div>
        )}
        <FormAlert id="login-error" message={error} focusKey={actionData} />
        <Form method="post" action={action} className="form" noValidate={false}>
          {previous && <input type="hidden" name="previous" value={previous} />}
          {previous && returnEntry !== null && <input type="hidden" name="back" value="1" />}
          <div className="form__field">
            <label htmlFor="login-email" className="form__label">
              {t('login.email')}
            </label>
            <input
              id="login-email"
              className="form__input"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              required
              aria-required="true"
              defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </div>
          <div className="form__field">
            <label htmlFor="login-password" className="form__label">
              {t('login.password')}
            </label>
            <input
              id="login-password"
              className="form__input"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'login-error' : undefined}
            />
          </div>
          <p className="form__aside">
            <Link to="/forgot-password">{t('login.forgot')}</Link>
          </p>
          <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </Form>
      </section>
      <section className="card auth-card auth-card--aside" aria-labelledby="login-new-title">
        <h2 id="login-new-title" className="auth-card__title">
          {t('login.newTitle')}
        </h2>
        <p>{t('login.newText')}</p>
        <Link to="/login/new-account" className="button button--secondary-outline">
          {t('login.newButton')}
          <Icon name="arrowRight" size={18} />
        </Link>
      </section>
    </div>
  );
}
