import { useRef } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { FormAlert, FormField, useFocusFirstError } from '../../components/identity/FormField.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readAnswer } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { formValues, readApi } from '../../lib/forms.server.ts';
import { requireGuest } from '../../lib/guards.server.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/reset-password';
import { pageUrl } from '../../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => [
    { label: t('login.title'), to: '/login' },
    { label: t('identity.reset.title'), to: '/forgot-password/reset' },
  ],
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.reset.title') }) }, { name: 'robots', content: 'noindex' }];
}

/** The reset link's token is spent once used: the form must never come from a cache (decision 0007). */
export const headers: Route.HeadersFunction = privatePage;

/** A failed token check (a used or expired link) says so on the forgot-password page, which offers a new link (issue 12 defect 11). */
const EXPIRED_LINK = '/forgot-password?verlopen=1';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireGuest(request, context);
  const token = pageUrl(request).searchParams.get('token') ?? '';
  if (!token) throw redirect(EXPIRED_LINK);
  const answer = await readAnswer(await api.aspos.authentication.checkForgotPasswordToken.$get({ query: { token } }));
  if (!answer.ok || !answer.body.Data.IsValid) throw redirect(EXPIRED_LINK);
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = requireGuest(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  const token = pageUrl(request).searchParams.get('token') ?? values.token ?? '';
  const response = await api.aspos.authentication.resetPassword.$post({
    json: { token, password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' },
  });
  const result = await readApi(request, response, { ...values, password: '', confirmPassword: '' }, t('identity.genericError'));
  if (!result.ok) return result;
  // A new password is confirmed on the login page, which then leads to the home page (§4).
  return redirect('/login?redirect=%2F&reset=1');
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="auth-card__title">
          {t('identity.reset.title')}
        </h1>
        <p className="auth-card__intro">{t('identity.passwordRule')}</p>
        <FormAlert message={actionData?.error} />
        <Form method="post" className="form" ref={formRef} noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <FormField
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            label={t('identity.reset.password')}
            error={actionData?.fieldErrors.password}
          />
          <FormField
            id="reset-confirm"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            label={t('identity.reset.confirm')}
            error={actionData?.fieldErrors.confirmPassword}
          />
          <button type="submit" className="button button--primary button--block button--large" disabled={navigation.state === 'submitting'}>
            {t('identity.reset.submit')}
          </button>
        </Form>
      </section>
    </div>
  );
}
