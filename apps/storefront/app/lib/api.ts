import type { ApiRoutes } from '@toonbank/api';
import type { ErrorBody } from '@toonbank/api/types';
import { hc } from 'hono/client';
import type { JSONParsed } from 'hono/utils/types';

/**
 * The one typed client of the REST API. On the server it calls the API app
 * in-process (the `fetch` given is the app's own request handler); in the
 * browser it uses `fetch` against `/api`.
 */
export function createApiClient(options: { baseUrl: string; fetch?: typeof fetch; token?: string | null; language: string }) {
  const headers: Record<string, string> = { 'x-language': options.language };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return hc<ApiRoutes>(options.baseUrl, { fetch: options.fetch, headers });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** An answer of the typed client (or a plain `Response`): its status and its JSON body. */
export interface ApiResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

type BodyOf<R> = R extends { json(): Promise<infer B> } ? B : never;

/** What the route answers when it succeeds: every body its contract declares except the error envelope. */
export type SuccessBody<R> = Exclude<BodyOf<R>, { Success: false }>;

/** The `Data` of a route's success envelope. */
export type DataOf<R> = SuccessBody<R> extends { Data: infer D } ? D : never;

/** An answer read once: the success body, or the error envelope's parts (empty when the body was not an envelope). */
export type ApiAnswer<B> =
  | { ok: true; status: number; body: B }
  | { ok: false; status: number; code: string; message: string | null; errors: NonNullable<ErrorBody['Errors']> };

/**
 * The one reader of the API's answers: a response that is not 2xx, has no JSON body, or says `Success: false` is a
 * failure with the envelope's code, message and field errors; anything else is the route's success body.
 */
export async function readAnswer<R extends ApiResponse>(response: R): Promise<ApiAnswer<SuccessBody<R>>> {
  const body = (await response.json().catch(() => null)) as (Partial<ErrorBody> & Record<string, unknown>) | null;
  if (response.ok && body && body.Success !== false) return { ok: true, status: response.status, body: body as SuccessBody<R> };
  return {
    ok: false,
    status: response.status,
    code: typeof body?.Code === 'string' ? body.Code : 'UNKNOWN',
    message: typeof body?.Message === 'string' ? body.Message : null,
    errors: Array.isArray(body?.Errors) ? body.Errors : [],
  };
}

/** Thrown by `readData` when the API answers with an error envelope. */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The `Data` of a success envelope; a failure becomes an ApiResponseError (a status below 400 counts as 500). */
export async function readData<R extends ApiResponse>(response: R): Promise<DataOf<R>> {
  const answer = await readAnswer(response);
  if (!answer.ok) throw new ApiResponseError(answer.status >= 400 ? answer.status : 500, answer.code, answer.message ?? '');
  return (answer.body as { Data: DataOf<R> }).Data;
}

/**
 * `readData` for a shape the typed client cannot spell out: it stops at `JSONValue` inside recursive types (a
 * menu's `Children`). `T` is the API's own type of that data (from `@toonbank/api/types`); this compiles only when
 * every field `T` claims is in what the client sees, down to where the client stops, so the contract still checks it.
 */
export function readDataAs<T>(response: ApiResponse & { json(): Promise<{ Success: true; Data: JSONParsed<T> } | ErrorBody> }): Promise<T> {
  return readData(response) as Promise<T>;
}
