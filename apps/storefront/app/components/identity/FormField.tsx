import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../ui/Icon.tsx';
import '../../styles/identity.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/**
 * A labelled input whose error is linked with aria-describedby and marked
 * aria-invalid. `name` is the form field name and `errorKey` the API field
 * (e.g. `address.postalCode`), defaulting to `name`.
 */
export function FormField({
  id,
  name,
  label,
  error,
  hint,
  ...input
}: { id: string; name: string; label: string; error?: string; hint?: ReactNode } & InputProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form__field">
      <label htmlFor={id} className="form__label">
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        className="form__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormSelect({
  id,
  name,
  label,
  error,
  options,
  defaultValue,
  required,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id} className="form__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        className="form__input"
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** An alert for the whole form; focused when it appears so screen readers and keyboards land on it. */
export function FormAlert({
  message,
  theme = 'error',
  id,
}: {
  message: string | null | undefined;
  theme?: 'error' | 'success';
  id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} id={id} className={`alert alert--${theme}`} role={theme === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      <Icon name={theme === 'error' ? 'alert' : 'check'} size={20} />
      <p>{message}</p>
    </div>
  );
}

/** Moves focus to the first invalid field after a failed submit. */
export function useFocusFirstError(formRef: React.RefObject<HTMLFormElement | null>, trigger: unknown) {
  useEffect(() => {
    if (!trigger) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, trigger]);
}
