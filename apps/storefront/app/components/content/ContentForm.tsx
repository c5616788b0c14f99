import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { FormDefinition } from '@toonbank/api/types';
import type { FormActionResult } from '../../lib/content.ts';

/**
 * A form rendered from its JSON definition. It posts to the page's own action
 * (works without JavaScript); the browser checks required fields first, the
 * API checks everything again and its Dutch messages show per field.
 */
export function ContentForm({ form, result, title }: { form: FormDefinition; result: FormActionResult | null; title: string | null }) {
  const t = useT();
  const navigation = useNavigation();
  const mine = result?.formId === form.Id ? result : null;
  const id = (name: string) => `form-${form.Id}-${name}`;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('_form') === form.Id;
  return (
    <section className="content-form card" aria-labelledby={id('title')}>
      <h2 id={id('title')}>{title ?? form.Title}</h2>
      {form.Intro ? <p>{form.Intro}</p> : null}
      {mine?.message ? (
        <div className="alert alert--error" role="alert">
          <p>{mine.message}</p>
        </div>
      ) : null}
      <Form method="post" className="form" noValidate={false}>
        <input type="hidden" name="_form" value={form.Id} />
        {form.Fields.map((field) => {
          const error = mine?.errors[field.Name];
          const value = mine?.values[field.Name] ?? '';
          const common = {
            id: id(field.Name),
            name: field.Name,
            required: field.Required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? id(`${field.Name}-error`) : undefined,
          } as const;
          const label = (
            <label htmlFor={id(field.Name)} className="form__label">
              {field.Label} {field.Required ? <span className="form__required">{t('form.requiredMark')}</span> : null}
            </label>
          );
          const message = error ? (
            <p id={id(`${field.Name}-error`)} className="form__error">
              {error}
            </p>
          ) : null;
          if (field.Type === 'checkbox') {
            return (
              <div key={field.Name} className="form__field form__field--checkbox">
                <input type="checkbox" {...common} value="true" defaultChecked={value === 'true'} />
                {label}
                {message}
              </div>
            );
          }
          return (
            <div key={field.Name} className="form__field">
              {label}
              {field.Type === 'textarea' ? (
                <textarea {...common} className="form__input" rows={5} maxLength={field.MaxLength ?? undefined} defaultValue={value} />
              ) : field.Type === 'select' ? (
                <select {...common} className="form__input" defaultValue={value}>
                  <option value="">{t('form.choose')}</option>
                  {field.Options.map((option) => (
                    <option key={option.Value} value={option.Value}>
                      {option.Label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  className="form__input"
                  type={field.Type === 'postcode' ? 'text' : field.Type}
                  autoComplete={
                    field.Type === 'email' ? 'email' : field.Type === 'tel' ? 'tel' : field.Type === 'postcode' ? 'postal-code' : undefined
                  }
                  maxLength={field.MaxLength ?? undefined}
                  defaultValue={value}
                />
              )}
              {message}
            </div>
          );
        })}
        <button type="submit" className="button button--primary" disabled={busy}>
          {form.SubmitLabel}
        </button>
      </Form>
    </section>
  );
}
