import '../../styles/catalogue.css';
import { isValidRating } from '@toonbank/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { translator, useT } from '../../i18n/messages.ts';
import { ApiResponseError, readData } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { orNotFound } from '../../lib/catalogue.server.ts';
import { productHref } from '../../lib/links.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/review';

/** `/review/{slug}?productId=&productName=`: writing a review needs a login (§4); the product must be visible. */
async function loadProduct(request: Request, context: Route.LoaderArgs['context'], slug: string | undefined) {
  const { api, user, locale } = getRequestContext(request, context);
  const url = new URL(request.url);
  if (!user) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  const productId = Number.parseInt(url.searchParams.get('productId') ?? '', 10);
  const product = await orNotFound(request, async () => {
    if (slug) {
      const found = await readData(await api.aspos.products.url[':url'].$get({ param: { url: encodeURIComponent(slug) } }));
      return { Id: found.Id, Name: found.Name, Url: found.Url };
    }
    if (!Number.isInteger(productId) || productId <= 0) throw data(null, { status: 404 });
    const [found] = await readData(await api.aspos.products.ids.$get({ query: { productIds: String(productId) } }));
    if (!found) throw data(null, { status: 404 });
    return { Id: found.Id, Name: found.Name, Url: found.Url };
  });
  return { api, product, locale };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { product, locale } = await loadProduct(request, context, params.slug);
  return { product, locale };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, product } = await loadProduct(request, context, params.slug);
  const form = await request.formData();
  const rating = Number(form.get('rating'));
  const content = String(form.get('content') ?? '').trim();
  const errors: { rating?: 'review.ratingRequired'; content?: 'review.required' } = {};
  if (!isValidRating(rating)) errors.rating = 'review.ratingRequired';
  if (!content) errors.content = 'review.required';
  if (errors.rating || errors.content) return data({ ok: false as const, errors, content }, { status: 400 });
  try {
    await readData(
      await api.aspos.products[':id'].reviews.$post({ param: { id: String(product.Id) }, json: { customerRating: rating, content: content.slice(0, 4000), isVisible: false } }),
    );
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof ApiResponseError && error.status < 500) return data({ ok: false as const, errors: { content: 'review.required' as const }, content }, { status: 400 });
    throw error;
  }
  return { ok: true as const, errors: {}, content: '' };
}

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded, t, pathname }) => {
    const product = (loaded as { product?: { Name: string; Url: string } } | undefined)?.product;
    return product
      ? [
          { label: product.Name, to: productHref(product.Url) },
          { label: t('review.title'), to: pathname },
        ]
      : null;
  },
};

export function meta({ data: loaded }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(loaded?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('review.title') }) }, { name: 'robots', content: 'noindex' }];
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { product } = loaderData;
  if (actionData?.ok) {
    return (
      <div className="review-page container">
        <h1>{t('review.titleFor', { product: product.Name })}</h1>
        <p role="status" className="review-page__thanks">
          {t('review.thanks')}
        </p>
        <Link to={productHref(product.Url)}>{product.Name}</Link>
      </div>
    );
  }
  const errors: { rating?: 'review.ratingRequired'; content?: 'review.required' } = actionData?.errors ?? {};
  return (
    <div className="review-page container">
      <h1>{t('review.titleFor', { product: product.Name })}</h1>
      <Form method="post" className="review-form" noValidate>
        <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined} aria-invalid={errors.rating ? true : undefined}>
          <legend>{t('review.rating')}</legend>
          <div className="review-form__stars">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value}>
                <input type="radio" name="rating" value={value} required />
                {t('review.stars', { count: value })}
              </label>
            ))}
          </div>
          {errors.rating && (
            <p id="review-rating-error" className="field-error">
              {t(errors.rating)}
            </p>
          )}
        </fieldset>
        <label htmlFor="review-content">{t('review.content')}</label>
        <textarea
          id="review-content"
          name="content"
          rows={6}
          maxLength={4000}
          required
          defaultValue={actionData?.content ?? ''}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'review-content-error' : undefined}
        />
        {errors.content && (
          <p id="review-content-error" className="field-error">
            {t(errors.content)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
          {t('review.submit')}
        </button>
      </Form>
    </div>
  );
}
