import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Icon } from '../ui/Icon.tsx';
import '../../styles/identity.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;

/**
 * The frame every form control here shares: its label (with ' *' when required), the control,
 * then its hint and its error, whose ids the control names in aria-describedby (`describedBy`).
 */
function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="form__field">
      <label htmlFor={id} className="form__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's aria-invalid and aria-describedby (its error first, then its hint). */
function describedBy(id: string, error: string | undefined, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

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
  return (
    <FieldFrame id={id} label={label} required={input.required} error={error} hint={hint}>
      <input id={id} name={name} className="form__input" {...describedBy(id, error, hint)} {...input} />
    </FieldFrame>
  );
}

/** A labelled textarea, like FormField. */
export function FormTextarea({
  id,
  name,
  label,
  error,
  ...textarea
}: { id: string; name: string; label: string; error?: string } & TextareaProps) {
  return (
    <FieldFrame id={id} label={label} required={textarea.required} error={error}>
      <textarea id={id} name={name} className="form__input" {...describedBy(id, error)} {...textarea} />
    </FieldFrame>
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
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <select id={id} name={name} className="form__input" defaultValue={defaultValue} required={required} {...describedBy(id, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** An alert for the whole form; focused when it appears so screen readers and keyboards land on it. */
export function FormAlert({
  message,
  theme = 'error',
  id,
  focusKey,
}: {
  message: string | null | undefined;
  theme?: 'error' | 'success';
  id?: string;
  /** Focuses the alert again when this changes (e.g. each failed attempt's answer), even if the message is the same. */
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, focusKey]);
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
