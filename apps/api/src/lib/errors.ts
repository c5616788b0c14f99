import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * One error envelope for the whole API: a Dutch, human `Message`, a machine
 * `Code` and, for validation errors, the fields at fault.
 */
export const ErrorSchema = z
  .object({
    Success: z.literal(false),
    Code: z.string().openapi({ example: 'VALIDATION_ERROR' }),
    Message: z.string().openapi({ example: 'Het veld is verplicht.' }),
    Errors: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof ErrorSchema>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: { Field: string; Message: string }[],
  ) {
    super(message);
  }
}

export const MESSAGES = {
  generic: 'Er is een fout ontstaan, probeer het later nog eens.',
  invalidJson: 'De aanvraag bevat geen geldige JSON.',
  required: 'Het veld is verplicht.',
  invalidValue: 'Ongeldige waarde.',
  notFound: 'De gevraagde gegevens zijn niet gevonden.',
  unauthorized: 'Je bent niet (meer) ingelogd. Log opnieuw in.',
  forbidden: 'Je hebt geen toegang tot deze gegevens.',
  loginFailed: 'Onbekend e-mailadres en/of wachtwoord.',
} as const;

export function errorBody(code: string, message: string, errors?: ErrorBody['Errors']): ErrorBody {
  return errors ? { Success: false, Code: code, Message: message, Errors: errors } : { Success: false, Code: code, Message: message };
}

export function sendError(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message, error.errors), error.status);
}

/** Maps zod issues to the Dutch field messages of §5. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const errors = issues.map((issue) => ({
    Field: issue.path.map(String).join('.') || 'body',
    Message: dutchIssueMessage(issue),
  }));
  const first = errors[0];
  const message = first ? `${first.Field}: ${first.Message}` : MESSAGES.invalidValue;
  return new ApiError(400, 'VALIDATION_ERROR', message, errors);
}

function dutchIssueMessage(issue: z.core.$ZodIssue): string {
  // A custom message from a schema is already Dutch.
  if (issue.code === 'custom' || !issue.message.match(/^(Invalid|Too|Expected|Unrecognized|Required)/i)) {
    return issue.message;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return MESSAGES.required;
  if (issue.code === 'too_big') return `Te lang of te groot (maximaal ${String(issue.maximum)}).`;
  if (issue.code === 'too_small') {
    return issue.minimum === 1 && issue.origin === 'string' ? MESSAGES.required : `Te kort of te klein (minimaal ${String(issue.minimum)}).`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Ongeldig e-mailadres.';
  if (issue.code === 'unrecognized_keys') return `Onbekend veld: ${issue.keys.join(', ')}.`;
  return MESSAGES.invalidValue;
}
