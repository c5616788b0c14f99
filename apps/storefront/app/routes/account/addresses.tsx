import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AddressFields } from '../../components/identity/AddressFields.tsx';
import { FormAlert, FormField, FormSelect, useFocusFirstError } from '../../components/identity/FormField.tsx';
import { StreetLines } from '../../components/ui/PostalAddress.tsx';
import { translator, useT, type MessageKey } from '../../i18n/messages.ts';
import { loadAccount, type AccountAddress } from '../../lib/account.server.ts';
import { addressFrom, lookupAddressInto } from '../../lib/address-lookup.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { formValues, readApi, type FormFailure } from '../../lib/forms.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import type { Route } from './+types/addresses';
import { pageUrl } from '../../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('identity.menu.addresses'), to: '/account/addresses' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.menu.addresses') }) }, { name: 'robots', content: 'noindex' }];
}

const TYPES = ['Default', 'Delivery', 'Invoice'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await loadAccount(request, context);
  const edit = Number.parseInt(pageUrl(request).searchParams.get('edit') ?? '', 10);
  return { addresses: customer.Addresses, editing: customer.Addresses.find((a) => a.Id === edit) ?? null };
}

type ActionData = FormFailure | { ok: true; message: string };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData> {
  const { api, locale } = requireUser(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  if (values.intent === 'lookup') {
    const found = await lookupAddressInto(api, values, '', t('identity.address.notFound'));
    return { ok: false, lookup: true, values: found.values, lookupMessage: found.message, error: null, fieldErrors: {} };
  }
  const id = values.id ?? '';
  if (values.intent === 'delete') {
    const result = await readApi(request, await api.aspos.addresses[':id'].$delete({ param: { id } }), values, t('identity.genericError'));
    return result.ok ? { ok: true, message: t('identity.addresses.deleted') } : result;
  }
  const json = {
    addressType: (values.addressType ?? 'Delivery') as (typeof TYPES)[number],
    name: values.name ?? '',
    ...addressFrom(values, ''),
  };
  const response = id ? await api.aspos.addresses[':id'].$put({ param: { id }, json }) : await api.aspos.addresses.$post({ json });
  const result = await readApi(request, response, values, t('identity.genericError'));
  return result.ok ? { ok: true, message: t('identity.addresses.saved') } : result;
}

/** Remounts the form after a save or a postcode lookup, so its fields show the new values. */
function formKey(actionData: { ok: boolean; message?: string } | FormFailure | undefined, values: Record<string, string>): string {
  if (!actionData) return values.id ?? 'new';
  if (actionData.ok) return `saved-${Date.now()}`;
  const failure = actionData as FormFailure;
  return failure.lookup ? `lookup-${values.street ?? ''}-${values.city ?? ''}-${failure.lookupMessage ?? ''}` : (values.id ?? 'new');
}

function AddressCard({ address }: { address: AccountAddress }) {
  const t = useT();
  return (
    <li className="account-card">
      <p>
        <strong>{t(`identity.addressType.${address.Type}` as MessageKey)}</strong>
        {address.Name ? ` · ${address.Name}` : ''}
        <br />
        <StreetLines address={address} />
      </p>
      <div className="pager">
        <Link
          to={`/account/addresses?edit=${address.Id}`}
          aria-label={t('identity.addresses.editOne', { street: `${address.Street} ${address.HouseNumber}` })}
        >
          {t('identity.addresses.edit')}
        </Link>
        <Form method="post">
          <input type="hidden" name="id" value={address.Id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button--secondary-outline"
            aria-label={t('identity.addresses.deleteOne', { street: `${address.Street} ${address.HouseNumber}` })}
          >
            {t('identity.addresses.delete')}
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = actionData && !actionData.ok ? actionData : null;
  useFocusFirstError(formRef, failure && !failure.lookup ? failure : null);
  const { addresses, editing } = loaderData;
  const base: Record<string, string> = editing
    ? {
        id: String(editing.Id),
        addressType: editing.Type,
        name: editing.Name,
        street: editing.Street,
        houseNumber: editing.HouseNumber,
        houseNumberExtension: editing.HouseNumberExtension,
        postalCode: editing.PostalCode,
        city: editing.City,
        countryCode: editing.CountryCode,
      }
    : {};
  const values = failure?.values ?? base;
  const errors = failure?.fieldErrors ?? {};
  return (
    <>
      <h1>{t('identity.menu.addresses')}</h1>
      <FormAlert theme="success" message={actionData?.ok ? actionData.message : null} />
      <FormAlert message={failure?.error} />
      {TYPES.map((type) => {
        const ofType = addresses.filter((a) => a.Type === type);
        return (
          <section key={type} aria-labelledby={`addresses-${type}`}>
            <h2 id={`addresses-${type}`}>{t(`identity.addressType.${type}`)}</h2>
            {ofType.length === 0 ? (
              <p>{t('identity.addresses.none')}</p>
            ) : (
              <ul className="address-list">
                {ofType.map((address) => (
                  <AddressCard key={address.Id} address={address} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <section className="account-card" aria-labelledby="address-form-title">
        <h2 id="address-form-title">{values.id ? t('identity.addresses.editTitle') : t('identity.addresses.addTitle')}</h2>
        <Form method="post" className="form" ref={formRef} noValidate key={formKey(actionData, values)}>
          {values.id && <input type="hidden" name="id" value={values.id} />}
          <FormSelect
            id="address-type"
            name="addressType"
            label={t('identity.addresses.type')}
            defaultValue={values.addressType ?? 'Delivery'}
            error={errors.addressType}
            options={TYPES.map((type) => ({ value: type, label: t(`identity.addressType.${type}`) }))}
          />
          <FormField
            id="address-name"
            name="name"
            label={t('identity.addresses.name')}
            maxLength={200}
            defaultValue={values.name}
            error={errors.name}
          />
          <AddressFields prefix="" values={values} errors={errors} lookupMessage={failure?.lookupMessage} />
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={navigation.state === 'submitting'}>
            {t('identity.save')}
          </button>
        </Form>
      </section>
    </>
  );
}
