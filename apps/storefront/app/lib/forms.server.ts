import { data } from 'react-router';
import { clearSessionCookie } from './cookies.ts';

/** Field errors of a form, by field name (dotted for nested API fields, e.g. `address.postalCode`). */
export type FieldErrors = Record<string, string>;

export interface FormFailure {
  ok: false;
  /** A message for the whole form (shown in an alert), if any. */
  error: string | null;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  /** Set when the submit was a postcode lookup: its 'not found' message, or null when found. */
  lookup?: boolean;
  lookupMessage?: string | null;
}

export interface FormSuccess<T = undefined> {
  ok: true;
  message: string | null;
  result?: T;
}

interface ApiErrorBody {
  Success?: boolean;
  Code?: string;
  Message?: string;
  Errors?: { Field: string; Message: string }[];
}

/** The string values of a form (no files). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * Reads an API answer. An error envelope becomes a FormFailure with the
 * API's Dutch messages per field (401 raises the 401 error page, §6).
 */
export async function readApi<T extends object>(
  request: Request,
  response: Response,
  values: Record<string, string>,
  fallbackMessage: string,
): Promise<{ ok: true; body: T } | FormFailure> {
  const body = (await response.json().catch(() => null)) as (T & ApiErrorBody) | null;
  if (response.ok && body && body.Success !== false) return { ok: true, body };
  // §6: a 401 shows the 401 error page and forgets the token.
  if (response.status === 401) throw data(null, { status: 401, headers: { 'Set-Cookie': clearSessionCookie(request) } });
  const fieldErrors: FieldErrors = {};
  for (const error of body?.Errors ?? []) fieldErrors[error.Field] ??= error.Message;
  const hasFields = Object.keys(fieldErrors).length > 0;
  return { ok: false, error: hasFields ? null : (body?.Message ?? fallbackMessage), fieldErrors, values };
}
