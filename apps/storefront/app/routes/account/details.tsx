import { useRef } from 'react';
import { Form, redirectDocument, useNavigation } from 'react-router';
import { FormAlert, FormField, FormSelect, useFocusFirstError } from '../../components/identity/FormField.tsx';
import { isLocale, translator, useT } from '../../i18n/messages.ts';
import { loadAccount } from '../../lib/account.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { localeCookie, sessionCookie } from '../../lib/cookies.ts';
import { formValues, readApi, type FormFailure } from '../../lib/forms.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { sessionUserFromToken } from '../../lib/session.ts';
import type { Route } from './+types/details';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('identity.menu.details'), to: '/account/details' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.menu.details') }) }, { name: 'robots', content: 'noindex' }];
}

const DETAILS = '/account/details';
/** The query of the details page after a save that changed the language. */
const SAVED = 'saved';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await loadAccount(request, context);
  return { customer, saved: pageUrl(request).searchParams.has(SAVED) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormFailure | Response | { ok: true; message: string }> {
  const { api, locale } = requireUser(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  const gender = values.gender as 'Male' | 'Female' | 'Unknown' | 'Company';
  const languageCode = values.languageCode as 'nl' | 'fr' | 'en';
  const response = await api.aspos.customer.$put({
    query: { refreshToken: 'true' },
    json: {
      firstName: values.firstName ?? '',
      middleName: values.middleName ?? '',
      lastName: values.lastName ?? '',
      gender,
      isOptIn: values.isOptIn === 'on',
      phoneNumber: values.phoneNumber ?? '',
      mobileNumber: values.mobileNumber ?? '',
      languageCode,
    },
  });
  const result = await readApi(request, response, values, t('identity.genericError'));
  if (!result.ok) return result;
  const token = result.body.Token;
  const user = token ? sessionUserFromToken(token) : null;
  const headers = new Headers();
  // §4: updating the customer refreshes token and language.
  if (token && user) headers.append('Set-Cookie', sessionCookie(request, token, user));
  if (isLocale(languageCode)) headers.append('Set-Cookie', localeCookie(request, languageCode));
  // Another language is a new document (the browser holds one language's messages, decision 0018), which says it saved.
  if (isLocale(languageCode) && languageCode !== locale) return redirectDocument(`${DETAILS}?${SAVED}`, { headers });
  return Response.json(
    { ok: true, message: translator(isLocale(languageCode) ? languageCode : locale)('identity.details.saved') },
    { headers },
  );
}

export default function Details({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = actionData && 'ok' in actionData && !actionData.ok ? (actionData as FormFailure) : null;
  const success =
    actionData && 'ok' in actionData && actionData.ok
      ? (actionData as { message: string })
      : loaderData.saved && !actionData
        ? { message: t('identity.details.saved') }
        : null;
  useFocusFirstError(formRef, failure);
  const c = loaderData.customer;
  const v = (name: string, fallback: string) => failure?.values[name] ?? fallback;
  const e = failure?.fieldErrors ?? {};
  return (
    <>
      <h1>{t('identity.menu.details')}</h1>
      <FormAlert message={failure?.error} />
      <FormAlert theme="success" message={success?.message} />
      <Form method="post" className="form account-card" ref={formRef} noValidate>
        {c.CompanyName && (
          <p>
            <strong>{c.CompanyName}</strong>
            {c.KvkNumber ? ` · ${t('identity.register.kvk')} ${c.KvkNumber}` : ''}
            {c.VatNumber ? ` · ${t('identity.register.vat')} ${c.VatNumber}` : ''}
          </p>
        )}
        <FormSelect
          id="details-gender"
          name="gender"
          label={t('identity.details.gender')}
          defaultValue={v('gender', c.Gender)}
          error={e.gender}
          options={[
            { value: 'Male', label: t('identity.gender.Male') },
            { value: 'Female', label: t('identity.gender.Female') },
            { value: 'Unknown', label: t('identity.gender.Unknown') },
            { value: 'Company', label: t('identity.gender.Company') },
          ]}
        />
        <div className="form__row">
          <FormField
            id="details-firstName"
            name="firstName"
            label={t('identity.details.firstName')}
            required
            maxLength={100}
            defaultValue={v('firstName', c.FirstName)}
            error={e.firstName}
            autoComplete="given-name"
          />
          <FormField
            id="details-middleName"
            name="middleName"
            label={t('identity.details.middleName')}
            maxLength={50}
            defaultValue={v('middleName', c.MiddleName)}
            error={e.middleName}
          />
          <FormField
            id="details-lastName"
            name="lastName"
            label={t('identity.details.lastName')}
            required
            maxLength={100}
            defaultValue={v('lastName', c.LastName)}
            error={e.lastName}
            autoComplete="family-name"
          />
        </div>
        <div className="form__row">
          <FormField
            id="details-phone"
            name="phoneNumber"
            type="tel"
            label={t('identity.details.phone')}
            maxLength={30}
            defaultValue={v('phoneNumber', c.PhoneNumber)}
            error={e.phoneNumber}
            autoComplete="tel"
          />
          <FormField
            id="details-mobile"
            name="mobileNumber"
            type="tel"
            label={t('identity.details.mobile')}
            maxLength={30}
            defaultValue={v('mobileNumber', c.MobileNumber)}
            error={e.mobileNumber}
          />
        </div>
        <FormSelect
          id="details-language"
          name="languageCode"
          label={t('identity.details.language')}
          defaultValue={v('languageCode', c.LanguageCode)}
          error={e.languageCode}
          options={[
            { value: 'nl', label: 'Nederlands' },
            { value: 'fr', label: 'Français' },
            { value: 'en', label: 'English' },
          ]}
        />
        <div className="form__check" id="newsletter">
          <input id="details-optin" type="checkbox" name="isOptIn" defaultChecked={failure ? failure.values.isOptIn === 'on' : c.IsOptIn} />
          <label htmlFor="details-optin">{t('identity.details.optIn')}</label>
        </div>
        <p className="form__hint">{t('identity.details.email', { email: c.Email })}</p>
        <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
          {t('identity.save')}
        </button>
      </Form>
    </>
  );
}
