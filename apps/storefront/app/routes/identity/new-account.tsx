import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AddressFields } from '../../components/identity/AddressFields.tsx';
import { FormAlert, FormField, FormTextarea, useFocusFirstError } from '../../components/identity/FormField.tsx';
import { translator, useLocale, useT } from '../../i18n/messages.ts';
import { createApiClient, readAnswer } from '../../lib/api.ts';
import { addressFrom, lookupAddressInto } from '../../lib/address-lookup.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { formValues, readApi, type FormFailure } from '../../lib/forms.server.ts';
import { requireGuest } from '../../lib/guards.server.ts';
import type { Route } from './+types/new-account';
import { pageUrl } from '../../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => [
    { label: t('login.title'), to: '/login' },
    { label: t('identity.register.title'), to: '/login/new-account' },
  ],
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.register.title') }) }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context);
  const kind = pageUrl(request).searchParams.get('kind') === 'Private' ? 'Private' : 'Company';
  return { kind };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormFailure | { ok: true; message: string }> {
  const { api, locale } = requireGuest(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  if (values.intent === 'lookup') {
    const found = await lookupAddressInto(api, values, 'address.', t('identity.address.notFound'));
    return { ok: false, lookup: true, values: found.values, lookupMessage: found.message, error: null, fieldErrors: {} };
  }
  const kind = values.kind === 'Private' ? 'Private' : 'Company';
  const response = await api.aspos.registration.$post({
    json: {
      kind,
      companyName: values.companyName ?? '',
      kvkNumber: values.kvkNumber ?? '',
      vatNumber: values.vatNumber ?? '',
      firstName: values.firstName ?? '',
      middleName: values.middleName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phoneNumber: values.phoneNumber ?? '',
      address: addressFrom(values, 'address.'),
      remarks: values.remarks ?? '',
      language: locale,
    },
  });
  // A refused registration shows the API's message, else 'Verzoek tot registratie mislukt. Neem contact met ons op.' (§8).
  const result = await readApi(request, response, values, t('identity.register.failed'));
  if (!result.ok) return result;
  return { ok: true, message: t('identity.register.done') };
}

export default function NewAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = actionData && !actionData.ok ? actionData : null;
  useFocusFirstError(formRef, failure && !failure.lookup ? failure : null);
  const emailCheck = useEmailAvailability();
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  const kind = values.kind ?? loaderData.kind;
  const company = kind === 'Company';
  const field = (name: string) => ({ id: `register-${name}`, name, defaultValue: values[name], error: errors[name] });
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="register-title">
        <h1 id="register-title" className="auth-card__title">
          {t('identity.register.title')}
        </h1>
        {actionData?.ok ? (
          <>
            <FormAlert theme="success" message={actionData.message} />
            <Link to="/">{t('identity.backHome')}</Link>
          </>
        ) : (
          <>
            <p className="auth-card__intro">{t('identity.register.intro')}</p>
            <nav aria-label={t('identity.register.kind')} className="pager">
              <Link
                to="/login/new-account"
                aria-current={company ? 'page' : undefined}
                className={company ? 'button button--primary' : 'button button--secondary-outline'}
              >
                {t('identity.register.company')}
              </Link>
              <Link
                to="/login/new-account?kind=Private"
                aria-current={company ? undefined : 'page'}
                className={company ? 'button button--secondary-outline' : 'button button--primary'}
              >
                {t('identity.register.private')}
              </Link>
            </nav>
            <FormAlert message={failure?.error} />
            <Form
              method="post"
              className="form"
              ref={formRef}
              noValidate
              key={failure?.lookup ? `lookup-${values['address.street'] ?? ''}-${values['address.city'] ?? ''}` : 'form'}
            >
              <input type="hidden" name="kind" value={kind} />
              {company && (
                <fieldset className="form__fieldset">
                  <legend className="form__legend">{t('identity.register.companyLegend')}</legend>
                  <FormField
                    {...field('companyName')}
                    label={t('identity.register.companyName')}
                    autoComplete="organization"
                    required
                    maxLength={200}
                  />
                  <div className="form__row">
                    <FormField
                      {...field('kvkNumber')}
                      label={t('identity.register.kvk')}
                      inputMode="numeric"
                      required
                      maxLength={20}
                      hint={t('identity.register.kvkHint')}
                    />
                    <FormField
                      {...field('vatNumber')}
                      label={t('identity.register.vat')}
                      required
                      maxLength={30}
                      hint={t('identity.register.vatHint')}
                    />
                  </div>
                </fieldset>
              )}
              <fieldset className="form__fieldset">
                <legend className="form__legend">
                  {company ? t('identity.register.contactLegend') : t('identity.register.personLegend')}
                </legend>
                <div className="form__row">
                  <FormField
                    {...field('firstName')}
                    label={t('identity.details.firstName')}
                    autoComplete="given-name"
                    required
                    maxLength={100}
                  />
                  <FormField {...field('middleName')} label={t('identity.details.middleName')} maxLength={50} />
                  <FormField
                    {...field('lastName')}
                    label={t('identity.details.lastName')}
                    autoComplete="family-name"
                    required
                    maxLength={100}
                  />
                </div>
                <div className="form__row">
                  <FormField
                    {...field('email')}
                    error={errors.email ?? emailCheck.error ?? undefined}
                    onBlur={(event) => void emailCheck.check(event.currentTarget.value)}
                    type="email"
                    label={t('login.email')}
                    autoComplete="email"
                    required
                    maxLength={254}
                  />
                  <FormField
                    {...field('phoneNumber')}
                    type="tel"
                    label={t('identity.details.phone')}
                    autoComplete="tel"
                    required
                    maxLength={30}
                  />
                </div>
              </fieldset>
              <AddressFields prefix="address." values={values} errors={errors} lookupMessage={failure?.lookupMessage} />
              <FormTextarea
                id="register-remarks"
                name="remarks"
                label={t('identity.register.remarks')}
                rows={3}
                maxLength={2000}
                defaultValue={values.remarks}
              />
              <button
                type="submit"
                name="intent"
                value="submit"
                className="button button--primary button--block button--large"
                disabled={navigation.state === 'submitting'}
              >
                {t('identity.register.submit')}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}

/** §5: e-mail availability for registration, checked when the field is left (checkIfEmailExists, mode register). */
function useEmailAvailability() {
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const check = async (email: string) => {
    const value = email.trim();
    if (!value.includes('@')) return setError(null);
    const api = createApiClient({ baseUrl: '/api', language: locale });
    const answer = await api.aspos.authentication.checkIfEmailExists
      .$get({ query: { email: value, mode: 'register' } })
      .then(readAnswer)
      .catch(() => null);
    // A known address shows the API's message; an unknown one, or a check that failed, shows nothing.
    setError(answer?.ok && answer.body.Data.Exists ? answer.body.Message : null);
  };
  return { error, check };
}
