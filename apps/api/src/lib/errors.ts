import { z } from '@hono/zod-openapi';
import { isMessageId, translateMessage, type Message, type MessageId } from '@toonbank/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context.ts';

/**
 * One error envelope for the whole API: a human `Message` in the request's
 * language (Dutch by default), a machine `Code` and, for validation errors,
 * the fields at fault.
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

/** A message id, or an id with placeholder values; translated when the error is sent. */
export type ApiMessage = MessageId | Message;
export interface FieldError {
  Field: string;
  Message: ApiMessage;
}

/** An API failure as ids; `sendError` turns it into the envelope in the request's language. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly apiMessage: ApiMessage,
    readonly errors?: FieldError[],
  ) {
    super(translateMessage('nl', apiMessage));
  }
}

/** The error envelope in `language`. */
export function errorBody(language: string, code: string, message: ApiMessage, errors?: readonly FieldError[]): ErrorBody {
  const body: ErrorBody = { Success: false, Code: code, Message: translateMessage(language, message) };
  if (errors) body.Errors = errors.map((error) => ({ Field: error.Field, Message: translateMessage(language, error.Message) }));
  return body;
}

export function sendError(c: Context<AppEnv>, error: ApiError) {
  return c.json(errorBody(c.var.language, error.code, error.apiMessage, error.errors), error.status);
}

/** Maps zod issues to the field messages of §5 ('field: message' first, then every field). */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const errors = issues.map((issue) => ({ Field: issue.path.map(String).join('.') || 'body', Message: issueMessage(issue) }));
  const first = errors[0];
  const message: ApiMessage = first ? { id: 'fieldError', params: { field: first.Field, message: first.Message } } : 'invalidValue';
  return new ApiError(400, 'VALIDATION_ERROR', message, errors);
}

function issueMessage(issue: z.core.$ZodIssue): Message {
  // Schemas give message ids (`M.required`); zod's own English messages are mapped by issue code.
  if (isMessageId(issue.message)) return { id: issue.message };
  if (issue.code === 'invalid_type' && issue.input === undefined) return { id: 'required' };
  if (issue.code === 'too_big')
    return issue.origin === 'string'
      ? { id: 'tooLong', params: { max: Number(issue.maximum) } }
      : { id: 'tooBig', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small') {
    return issue.minimum === 1 && issue.origin === 'string'
      ? { id: 'required' }
      : { id: 'tooSmall', params: { min: Number(issue.minimum) } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { id: 'email' };
  if (issue.code === 'unrecognized_keys') return { id: 'unknownField', params: { fields: issue.keys.join(', ') } };
  return { id: 'invalidValue' };
}
