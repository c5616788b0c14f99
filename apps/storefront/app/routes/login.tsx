import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { Icon } from '../components/ui/Icon.tsx';
import { translator, useT } from '../i18n/messages.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { createApiClient } from '../lib/api.ts';
import { sessionCookie } from '../lib/cookies.ts';
import { safeRedirect } from '../lib/links.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { sessionUserFromToken } from '../lib/session.ts';
import type { Route } from './+types/login';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('login.title'), to: '/login' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('login.title') }) }, { name: 'robots', content: 'noindex' }];
}

/** §6 guest-only: a logged-in user who opens the login page goes on to the redirect target (or home). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = getRequestContext(request, context);
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}

type ActionResult = { error: string; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = getRequestContext(request, context);
  // Logging in needs no session: an old token (even one the API rejects) must not be sent along.
  const api = createApiClient({ baseUrl: context.apiBaseUrl, fetch: context.apiFetch, language: locale });
  const t = translator(locale);
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return data<ActionResult>({ error: t('login.required'), email }, { status: 400 });

  const response = await api.aspos.authentication.login.$post({ json: { email, password } });
  const body = (await response.json().catch(() => null)) as { Success?: boolean; Token?: string; Message?: string } | null;
  const token = response.ok && body?.Success && typeof body.Token === 'string' ? body.Token : null;
  const user = token ? sessionUserFromToken(token) : null;
  if (!token || !user) {
    // The API's Dutch message ('Onbekend e-mailadres en/of wachtwoord.'); in other languages our own translation.
    const message = locale === 'nl' && body?.Message ? body.Message : t('login.failed');
    return data<ActionResult>({ error: message, email }, { status: response.status === 400 ? 400 : 401 });
  }
  const maxAge = (user.expiresAt - Date.now()) / 1000;
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  return redirect(target, { headers: { 'Set-Cookie': sessionCookie(request, token, maxAge) } });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/login');
  const errorRef = useRef<HTMLDivElement>(null);
  const error = actionData?.error;
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error, actionData]);
  const redirectTo = searchParams.get('redirect');
  const action = redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login';
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          {t('login.title')}
        </h1>
        <p className="auth-card__intro">{t('login.intro')}</p>
        {error && (
          <div ref={errorRef} className="alert alert--error" role="alert" tabIndex={-1} id="login-error">
            <Icon name="alert" size={20} />
            <p>{error}</p>
          </div>
        )}
        <Form method="post" action={action} className="form" noValidate={false}>
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
              defaultValue={actionData?.email ?? ''}
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
