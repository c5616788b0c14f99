import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormAlert, FormField, useFocusFirstError } from '../../components/identity/FormField.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { formValues, readApi, type FormFailure } from '../../lib/forms.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import type { Route } from './+types/details-login';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('identity.menu.login'), to: '/account/details/login' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.menu.login') }) }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormFailure | { ok: true; message: string }> {
  const { api, locale } = requireUser(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  const response = await api.aspos.customer['change-password'].$post({
    json: { oldPassword: values.oldPassword ?? '', newPassword: values.newPassword ?? '', confirmPassword: values.confirmPassword ?? '' },
  });
  // Passwords are never sent back to the page.
  const result = await readApi(request, response, {}, t('identity.genericError'));
  if (!result.ok) return result;
  return { ok: true, message: t('identity.password.changed') };
}

export default function ChangeLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = actionData && !actionData.ok ? actionData : null;
  useFocusFirstError(formRef, failure);
  const e = failure?.fieldErrors ?? {};
  return (
    <>
      <h1>{t('identity.menu.login')}</h1>
      <p>{t('identity.details.email', { email: loaderData.email })}</p>
      <FormAlert message={failure?.error} />
      <FormAlert theme="success" message={actionData?.ok ? actionData.message : null} />
      <Form method="post" className="form account-card" ref={formRef} noValidate key={actionData?.ok ? 'done' : 'form'}>
        <FormField
          id="login-old"
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          required
          label={t('identity.password.old')}
          error={e.oldPassword}
        />
        <FormField
          id="login-new"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          label={t('identity.password.new')}
          hint={t('identity.passwordRule')}
          error={e.newPassword}
        />
        <FormField
          id="login-confirm"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          label={t('identity.reset.confirm')}
          error={e.confirmPassword}
        />
        <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
          {t('identity.save')}
        </button>
      </Form>
    </>
  );
}
