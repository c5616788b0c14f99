import { Form, useNavigation } from 'react-router';
import { FormAlert, FormSelect } from '../../components/identity/FormField.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readData } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { formValues, readApi, type FormFailure } from '../../lib/forms.server.ts';
import { requireActingUser } from '../../lib/account.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/preferences';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('identity.menu.preferences'), to: '/account/preferences' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('identity.menu.preferences') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // A representative acting for nobody has no preferences: choose a customer first (was a 500, issue 13's fuzz found it).
  const { api } = requireActingUser(request, context);
  const preference = await readData(await api.aspos.preference.$get()).catch((error: unknown) => {
    throwIfUnauthorized(error, request);
    throw error;
  });
  return { preference };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormFailure | { ok: true; message: string }> {
  const { api, locale } = requireUser(request, context);
  const t = translator(locale);
  const values = formValues(await request.formData());
  const storeId = Number.parseInt(values.storeId ?? '', 10);
  if (Number.isFinite(storeId)) {
    const store = await readApi(request, await api.aspos.preference.store.$post({ json: { storeId } }), values, t('identity.genericError'));
    if (!store.ok) return store;
  }
  const vat = await readApi(
    request,
    await api.aspos.preference.vat.$post({ json: { includeVat: values.includeVat !== 'excl' } }),
    values,
    t('identity.genericError'),
  );
  if (!vat.ok) return vat;
  return { ok: true, message: t('identity.preferences.saved') };
}

export default function Preferences({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { preference } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <h1>{t('identity.menu.preferences')}</h1>
      <FormAlert message={failure?.error ?? Object.values(failure?.fieldErrors ?? {})[0]} />
      <FormAlert theme="success" message={actionData?.ok ? actionData.message : null} />
      <Form method="post" className="form account-card">
        <FormSelect
          id="preference-store"
          name="storeId"
          label={t('identity.preferences.store')}
          defaultValue={preference.Store ? String(preference.Store.Id) : ''}
          options={[
            { value: '', label: t('identity.preferences.noStore') },
            ...preference.Stores.map((s) => ({ value: String(s.Id), label: s.Name })),
          ]}
        />
        <fieldset className="form__fieldset">
          <legend className="form__legend">{t('identity.preferences.prices')}</legend>
          <div className="form__check">
            <input type="radio" id="preference-incl" name="includeVat" value="incl" defaultChecked={preference.IncludeVat} />
            <label htmlFor="preference-incl">{t('identity.preferences.inclVat')}</label>
          </div>
          <div className="form__check">
            <input type="radio" id="preference-excl" name="includeVat" value="excl" defaultChecked={!preference.IncludeVat} />
            <label htmlFor="preference-excl">{t('identity.preferences.exclVat')}</label>
          </div>
        </fieldset>
        <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
          {t('identity.save')}
        </button>
      </Form>
    </>
  );
}
