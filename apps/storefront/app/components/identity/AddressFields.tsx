import { useT } from '../../i18n/messages.ts';
import { FormField, FormSelect } from './FormField.tsx';

/**
 * Postcode, house number, addition, street, town and country, with a
 * lookup button (`intent=lookup`) that fills street and town from the
 * postcode and house number (works without JavaScript).
 */
export function AddressFields({
  prefix,
  values,
  errors,
  lookupMessage,
}: {
  /** Form field prefix, e.g. 'address.' */
  prefix: string;
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  lookupMessage?: string | null;
}) {
  const t = useT();
  const id = (name: string) => `${prefix.replace(/\W/g, '-')}${name}`;
  const field = (name: string) => ({
    id: id(name),
    name: `${prefix}${name}`,
    defaultValue: values[`${prefix}${name}`],
    error: errors[`${prefix}${name}`],
  });
  return (
    <fieldset className="form__fieldset">
      <legend className="form__legend">{t('identity.address.legend')}</legend>
      <div className="form__row">
        <FormField {...field('postalCode')} label={t('identity.address.postalCode')} autoComplete="postal-code" required maxLength={12} />
        <FormField {...field('houseNumber')} label={t('identity.address.houseNumber')} inputMode="numeric" required maxLength={6} />
        <FormField {...field('houseNumberExtension')} label={t('identity.address.extension')} maxLength={10} />
      </div>
      <div>
        <button type="submit" name="intent" value="lookup" className="button button--secondary-outline" formNoValidate>
          {t('identity.address.lookup')}
        </button>
        {lookupMessage && (
          <p className="form__error" role="status">
            {lookupMessage}
          </p>
        )}
      </div>
      <div className="form__row">
        <FormField {...field('street')} label={t('identity.address.street')} autoComplete="address-line1" required maxLength={200} />
        <FormField {...field('city')} label={t('identity.address.city')} autoComplete="address-level2" required maxLength={100} />
      </div>
      <FormSelect
        id={id('countryCode')}
        name={`${prefix}countryCode`}
        label={t('identity.address.country')}
        defaultValue={values[`${prefix}countryCode`] ?? 'NL'}
        error={errors[`${prefix}countryCode`]}
        options={[
          { value: 'NL', label: t('identity.country.NL') },
          { value: 'BE', label: t('identity.country.BE') },
          { value: 'ES', label: t('identity.country.ES') },
        ]}
      />
    </fieldset>
  );
}
