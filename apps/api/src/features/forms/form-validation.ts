import { isValidEmail, isValidPhoneNumber, isValidPostalCode } from '@toonbank/domain';
import type { FormField } from '@toonbank/db/repositories/forms';
import type { ApiMessage, FieldError } from '../../lib/errors.ts';

export type FormValues = Record<string, string | boolean>;

/**
 * Checks submitted values against the form's fields. Returns the cleaned
 * values (trimmed, only known fields) or the error per field.
 */
export function validateFormData(
  fields: readonly FormField[],
  data: Record<string, string | boolean>,
): { ok: true; values: FormValues } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const values: FormValues = {};
  for (const field of fields) {
    const raw = Object.hasOwn(data, field.name) ? data[field.name] : undefined;
    if (field.type === 'checkbox') {
      const checked = raw === true || raw === 'true' || raw === 'on';
      if (field.required && !checked) errors.push({ Field: field.name, Message: 'required' });
      values[field.name] = checked;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') {
      if (field.required) errors.push({ Field: field.name, Message: 'required' });
      continue;
    }
    const message = fieldError(field, text);
    if (message) errors.push({ Field: field.name, Message: message });
    else values[field.name] = text;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}

function fieldError(field: FormField, text: string): ApiMessage | null {
  if (field.maxLength !== undefined && text.length > field.maxLength) return { id: 'tooLong', params: { max: field.maxLength } };
  // The same field rules as the account and checkout forms; a form's postcode is a Dutch one.
  if (field.type === 'email' && !isValidEmail(text)) return 'email';
  if (field.type === 'postcode' && !isValidPostalCode(text, 'NL')) return 'postalCode';
  if (field.type === 'tel' && !isValidPhoneNumber(text)) return 'phone';
  if (field.type === 'select' && !(field.options ?? []).some((option) => option.value === text)) return 'formOption';
  return null;
}
