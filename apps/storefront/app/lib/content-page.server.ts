import { data, redirect } from 'react-router';
import type { Block } from '@toonbank/api/types';
import { LOCALE_TAGS, translator } from '../i18n/messages.ts';
import { readAnswer, readData, type ApiClient } from './api.ts';
import type { BlockExtras, FormActionResult } from './content.ts';
import { safeRedirect } from './links.ts';
import { getRequestContext } from './request-context.server.ts';
import type { LoadContext } from './server-context.server.ts';

/** Products for the product sliders and definitions for the form blocks; a part that cannot load is left out. */
export async function loadBlockExtras(api: ApiClient, blocks: readonly Block[], locale: string): Promise<BlockExtras> {
  const extras: BlockExtras = { products: {}, forms: {} };
  await Promise.all(
    blocks.map(async (block) => {
      if (block.Type === 'productSlider' && block.WebNodeId !== null) {
        const id = block.WebNodeId;
        const products = await api.aspos.webnodes[':id'].products
          .$get({ param: { id: String(id) }, query: { limit: String(block.Limit ?? 8) } })
          .then(readData)
          .then((result) => result.Products)
          .catch(() => []);
        extras.products[id] = products;
      }
      if (block.Type === 'form' && block.FormId) {
        const formId = block.FormId;
        const form = await api.form[':id'][':locale']
          .$get({ param: { id: formId, locale: LOCALE_TAGS[locale as keyof typeof LOCALE_TAGS] ?? 'nl-NL' } })
          .then(readData)
          .catch(() => null);
        if (form) extras.forms[formId] = form;
      }
    }),
  );
  return extras;
}

/**
 * The action of pages with form blocks: sends the fields to the API (the API
 * fetch carries the visitor's address for the rate limit) and follows the
 * form's success url, or returns the messages per field.
 */
export async function submitContentForm(request: Request, context: LoadContext) {
  const { api, locale } = getRequestContext(request, context);
  const t = translator(locale);
  const body = await request.formData();
  const formId = String(body.get('_form') ?? '');
  const values: Record<string, string> = {};
  for (const [name, value] of body) {
    if (name !== '_form' && typeof value === 'string') values[name] = value;
  }
  if (!/^[a-z0-9-]{1,100}$/.test(formId)) throw data(null, { status: 400 });
  const response = await api.form[':id'].$post({ param: { id: formId }, json: { data: values, culture: LOCALE_TAGS[locale] } });
  const answer = await readAnswer(response);
  if (answer.ok) throw redirect(safeRedirect(answer.body.SuccessUrl));
  const errors: Record<string, string> = {};
  // The API's field messages are in the visitor's language already (x-language).
  for (const error of answer.errors) errors[error.Field] = error.Message;
  // Bad input shows the form's own message above the fields; any other refusal (e.g. too many submissions) the API's.
  const message = answer.status === 400 ? t('form.error') : (answer.message ?? t('form.error'));
  return data<FormActionResult>({ formId, errors, values, message }, { status: answer.status === 429 ? 429 : 400 });
}
