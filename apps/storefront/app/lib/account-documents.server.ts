/**
 * The account's document pages on the server: reading a paged list from the API (a 401 becomes the login error page,
 * a 404 for a representative acting for nobody never gets here: `requireActingUser` sends them to choose a customer),
 * and passing a download (PDF, XLSX) through with its content type and Dutch file name. A download that fails goes
 * back to the page it came from with `?download=failed`, which shows 'Het downloaden is mislukt' instead of an error page.
 */
import { redirect } from 'react-router';
import { sameSitePath } from '@toonbank/domain';
import { readAnswer, type ApiResponse, type SuccessBody } from './api.ts';
import { requireActingUser } from './account.server.ts';
import { ApiResponseError } from './api.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';
import type { LoadContext } from './server-context.server.ts';
import { pageUrl } from './page-url.ts';

export { requireActingUser };

/** The page number of `?page=` (1 when missing or unreadable), and the offset it starts at. */
export function pageOf(request: Request, pageSize: number): { page: number; offset: number } {
  const raw = Number.parseInt(pageUrl(request).searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(raw) && raw > 0 && raw < 100_000 ? raw : 1;
  return { page, offset: (page - 1) * pageSize };
}

/** Whether the page was reached after a failed download. */
export function downloadFailed(request: Request): boolean {
  return pageUrl(request).searchParams.get('download') === 'failed';
}

/** A success body of the API, or the error page (401 clears the session; other failures their status). */
export async function readOrFail<R extends ApiResponse>(request: Request, response: R): Promise<SuccessBody<R>> {
  const answer = await readAnswer(response);
  if (answer.ok) return answer.body;
  const error = new ApiResponseError(answer.status >= 400 ? answer.status : 500, answer.code, answer.message ?? '');
  throwIfUnauthorized(error, request);
  throw new Response(answer.message ?? '', { status: error.status });
}

/** Where a failed download returns: the page named by `from` (a same-site path), else `fallback`; with ?download=failed. */
function failedTarget(request: Request, fallback: string): string {
  const from = sameSitePath(pageUrl(request).searchParams.get('from')) ?? fallback;
  const url = new URL(from, 'http://shop.invalid');
  url.searchParams.set('download', 'failed');
  return url.pathname + url.search;
}

const PASSED_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * Passes a download of the API through to the browser: only a PDF or XLSX answer with its file name; anything else
 * (404 for another customer's id, an error, no answer at all) redirects back with the failure notice.
 */
export async function passDownload(
  request: Request,
  context: LoadContext,
  fetchFile: (ctx: ReturnType<typeof requireActingUser>) => Promise<Response>,
  fallback: string,
): Promise<Response> {
  const ctx = requireActingUser(request, context);
  let response: Response;
  try {
    response = await fetchFile(ctx);
  } catch {
    throw redirect(failedTarget(request, fallback));
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 401) throw redirect(`/login?redirect=${encodeURIComponent(pageUrl(request).pathname)}`);
  if (!response.ok || !PASSED_TYPES.includes(type)) throw redirect(failedTarget(request, fallback));
  return new Response(response.body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': response.headers.get('content-disposition') ?? 'attachment',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
