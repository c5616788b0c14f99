import type { ApiRoutes } from '@toonbank/api';
import { hc } from 'hono/client';

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

/** The `Data` of a success envelope; an error envelope becomes an ApiResponseError. */
export async function readData<T>(response: { ok: boolean; status: number; json(): Promise<T> }): Promise<
  T extends { Data: infer D } ? D : never
> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || body.Success === false) {
    throw new ApiResponseError(
      response.status >= 400 ? response.status : 500,
      typeof body?.Code === 'string' ? body.Code : 'UNKNOWN',
      typeof body?.Message === 'string' ? body.Message : '',
    );
  }
  return body.Data as T extends { Data: infer D } ? D : never;
}
