/** The order upload's form actions (issue 17): check a file or pasted lines, check fixed lines again, put the good ones in the cart. */
import { MAX_UPLOAD_BYTES } from '@toonbank/domain';
import { data, redirect } from 'react-router';
import { translator } from '../i18n/messages.ts';
import { readAnswer } from './api.ts';
import { requireUser } from './guards.server.ts';
import { getRequestContext } from './request-context.server.ts';
import { readLines, type UploadActionResult } from './order-upload.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';
import type { LoadContext } from './server-context.server.ts';
import { pageUrl } from './page-url.ts';

const column = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? value : undefined);

export async function uploadAction(request: Request, context: LoadContext): Promise<UploadActionResult> {
  const { api, locale } = requireUser(request, context);
  const t = translator(locale);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, intent: 'check', error: t('upload.failed') };
  }
  const intent = String(form.get('intent') ?? 'check');
  try {
    if (intent === 'check') {
      const file = form.get('file');
      const text = form.get('text');
      const hasFile = file instanceof File && file.name !== '';
      if (hasFile && file.size > MAX_UPLOAD_BYTES) return { ok: false, intent, error: t('upload.tooLarge') };
      const codeColumn = column(form.get('codeColumn'));
      const quantityColumn = column(form.get('quantityColumn'));
      const answer = await readAnswer(
        await api.aspos.cart.upload.check.$post({
          form: {
            ...(hasFile ? { file } : { text: typeof text === 'string' ? text : '' }),
            ...(codeColumn !== undefined && quantityColumn !== undefined
              ? { codeColumn, quantityColumn, hasHeader: form.get('hasHeader') === 'true' ? 'true' : 'false' }
              : {}),
          },
        }),
      );
      if (!answer.ok) {
        if (answer.status === 401) throw redirect(`/login?redirect=${encodeURIComponent('/bestelling-uploaden')}`);
        if (answer.status >= 500) return { ok: false, intent, error: t('upload.failed') };
        return { ok: false, intent, error: answer.message ?? t('upload.failed') };
      }
      return { ok: true, intent, report: answer.body.Data };
    }
    const lines = readLines(form.get('lines'));
    if (!lines) return { ok: false, intent, error: t('upload.failed') };
    if (intent === 'recheck' || intent === 'lookup') {
      const answer = await readAnswer(await api.aspos.cart.upload.lines.check.$post({ json: { Lines: lines } }));
      if (!answer.ok) return { ok: false, intent, error: answer.status < 500 && answer.message ? answer.message : t('upload.failed') };
      return { ok: true, intent, report: answer.body.Data };
    }
    if (intent === 'add') {
      const answer = await readAnswer(await api.aspos.cart.upload.add.$post({ json: { Lines: lines } }));
      if (!answer.ok) return { ok: false, intent, error: answer.status < 500 && answer.message ? answer.message : t('upload.failed') };
      const { AddedLines, AddedPieces, SkippedLines } = answer.body.Data;
      const summary = new URLSearchParams({
        toegevoegd: String(AddedLines),
        stuks: String(AddedPieces),
        overgeslagen: String(SkippedLines),
      });
      throw redirect(`/cart?${summary.toString()}`);
    }
    return { ok: false, intent, error: t('upload.failed') };
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof Response) throw error;
    throw data(null, { status: 500 });
  }
}

/** The template or the report as a file, passed through from the API. */
export async function uploadFile(request: Request, context: LoadContext, kind: 'template' | 'report'): Promise<Response> {
  const url = pageUrl(request);
  const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  let response: Response;
  if (kind === 'template') {
    const { api } = getRequestContext(request, context);
    response = await api.aspos.cart.upload.template.$get({ query: { format } });
  } else {
    const { api } = requireUser(request, context);
    const form = await request.formData().catch(() => null);
    const lines = readLines(form?.get('lines') ?? null);
    if (!lines)
      return new Response('Er is iets misgegaan bij het uploaden.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    response = await api.aspos.cart.upload.report.$post({ query: { format }, json: { Lines: lines } });
  }
  if (!response.ok) return new Response(null, { status: response.status });
  const headers = new Headers();
  for (const name of ['content-type', 'content-disposition']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('cache-control', 'private, no-store');
  return new Response(await response.arrayBuffer(), { status: 200, headers });
}
