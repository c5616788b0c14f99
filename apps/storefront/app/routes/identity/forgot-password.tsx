import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert, FormField, useFocusFirstError } from '../../components/identity/FormField.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { formValues, readApi } from '../../lib/forms.server.ts';
import { requireGuest } from '../../lib/guards.server.ts';
import type { Route } from './+types/forgot-password';
import { pageUrl } from '../../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => [
    { label: t('login.title'), to: '/login' },
    { label: t('identity.forgot.title'), to: '/forgot-password' },
  ],
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.forgot.title') }) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context);
  // A used or expired reset link lands here (issue 12 defect 11): the page says so and offers a new link.
  return { expired: pageUrl(request).searchParams.get('verlopen') === '1' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = requireGuest(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  const response = await api.aspos.authentication.forgotPassword.$post({ json: { email: values.email ?? '' } });
  const result = await readApi(request, response, values, t('identity.genericError'));
  if (!result.ok) return result;
  // The same notice whether or not the address is known (§4).
  return { ok: true as const, message: result.body.Message };
}

export default function ForgotPassword({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = actionData && !actionData.ok ? actionData : null;
  useFocusFirstError(formRef, failure);
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="auth-card__title">
          {loaderData?.expired && !actionData ? t('identity.reset.expiredTitle') : t('identity.forgot.title')}
        </h1>
        {actionData?.ok ? (
          <>
            <FormAlert theme="success" message={actionData.message} />
            <Link to="/login">{t('identity.backToLogin')}</Link>
          </>
        ) : (
          <>
            {loaderData?.expired && !actionData ? (
              <p className="auth-card__intro">{t('identity.reset.expiredText')}</p>
            ) : (
              <p className="auth-card__intro">{t('identity.forgot.intro')}</p>
            )}
            <FormAlert message={failure?.error} />
            <Form method="post" className="form" ref={formRef} noValidate>
              <FormField
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                label={t('login.email')}
                defaultValue={failure?.values.email}
                error={failure?.fieldErrors.email}
              />
              <button
                type="submit"
                className="button button--primary button--block button--large"
                disabled={navigation.state === 'submitting'}
              >
                {loaderData?.expired && !actionData ? t('identity.reset.expiredButton') : t('identity.forgot.submit')}
              </button>
            </Form>
            <Link to="/login">{t('identity.backToLogin')}</Link>
          </>
        )}
      </section>
    </div>
  );
}
