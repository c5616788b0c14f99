import { data } from 'react-router';
import { readAnswer, type ApiResponse, type SuccessBody } from './api.ts';
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

/** The string values of a form (no files). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * Reads an API answer for a form: an error envelope becomes a FormFailure with the API's messages per field (already
 * in the visitor's language), else the API's message for the whole form, else `fallbackMessage`. A 401 shows the
 * login-expired error page and forgets the session token.
 */
export async function readApi<R extends ApiResponse>(
  request: Request,
  response: R,
  values: Record<string, string>,
  fallbackMessage: string,
): Promise<{ ok: true; body: SuccessBody<R> } | FormFailure> {
  const answer = await readAnswer(response);
  if (answer.ok) return { ok: true, body: answer.body };
  if (answer.status === 401) throw data(null, { status: 401, headers: { 'Set-Cookie': clearSessionCookie(request) } });
  const fieldErrors: FieldErrors = {};
  for (const error of answer.errors) fieldErrors[error.Field] ??= error.Message;
  const hasFields = Object.keys(fieldErrors).length > 0;
  return { ok: false, error: hasFields ? null : (answer.message ?? fallbackMessage), fieldErrors, values };
}
