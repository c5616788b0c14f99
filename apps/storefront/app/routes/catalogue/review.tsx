import '../../styles/catalogue.css';
import '../../styles/identity.css';
import { isValidRating } from '@toonbank/domain';
import { useEffect, useRef } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { AriaProviders } from '../../components/ui/AriaProviders.tsx';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { translator, useT } from '../../i18n/messages.ts';
import { ApiResponseError, readData } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { orNotFound } from '../../lib/catalogue.server.ts';
import { productHref } from '../../lib/links.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/review';
import { pageUrl } from '../../lib/page-url.ts';

/** `/review/{slug}?productId=&productName=`: writing a review needs a login (§4); the product must be visible. */
async function loadProduct(request: Request, context: Route.LoaderArgs['context'], slug: string | undefined) {
  const { api, user, locale } = getRequestContext(request, context);
  const url = pageUrl(request);
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

type ReviewErrors = { rating?: 'review.ratingRequired'; content?: 'review.required' };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, product } = await loadProduct(request, context, params.slug);
  const form = await request.formData();
  const rating = Number(form.get('rating'));
  const content = String(form.get('content') ?? '').trim();
  const errors: ReviewErrors = {};
  if (!isValidRating(rating)) errors.rating = 'review.ratingRequired';
  if (!content) errors.content = 'review.required';
  if (errors.rating || errors.content) return data({ ok: false as const, errors, content }, { status: 400 });
  try {
    await readData(
      await api.aspos.products[':id'].reviews.$post({
        param: { id: String(product.Id) },
        json: { customerRating: rating, content: content.slice(0, 4000), isVisible: false },
      }),
    );
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof ApiResponseError && error.status < 500)
      return data({ ok: false as const, errors: { content: 'review.required' } as ReviewErrors, content }, { status: 400 });
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

export function meta({ loaderData: loaded }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(loaded?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('review.title') }) }, { name: 'robots', content: 'noindex' }];
}

/**
 * The star rating (issue 12 finish): one radio group of five stars ('1 ster' … '5 sterren' through the plural
 * rules). Native radios inside (react-aria-components): one tab stop, arrow keys choose, and without JavaScript
 * they are plain radios of the form. The stars up to the chosen one fill by CSS (`:has(:checked)`), so they
 * show the choice before hydration too; the focused star shows the focus ring.
 */
function StarRating({ error }: { error?: string }) {
  const t = useT();
  return (
    <AriaProviders>
      <RadioGroup
        name="rating"
        isRequired
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        orientation="horizontal"
        className="form__field star-rating"
      >
        <Label className="form__label">
          {t('review.rating')}
          <span aria-hidden="true"> *</span>
        </Label>
        <Text slot="description" className="form__hint">
          {t('review.ratingHint')}
        </Text>
        <div className="star-rating__stars">
          {[1, 2, 3, 4, 5].map((value) => (
            <Radio key={value} value={String(value)} className="star-rating__star">
              <span className="star-rating__icon" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">{t('review.stars', { count: value })}</span>
            </Radio>
          ))}
        </div>
        <FieldError className="form__error">{error}</FieldError>
      </RadioGroup>
    </AriaProviders>
  );
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const { product } = loaderData;
  const errors: ReviewErrors = actionData?.ok === false ? actionData.errors : {};
  // After a failed submit the focus goes to the first field to fix: the chosen (or first) star, else the text.
  useEffect(() => {
    if (actionData?.ok !== false) return;
    const form = formRef.current;
    const target = actionData.errors.rating
      ? (form?.querySelector<HTMLElement>('.star-rating input:checked') ?? form?.querySelector<HTMLElement>('.star-rating input'))
      : form?.querySelector<HTMLElement>('#review-content');
    target?.focus();
  }, [actionData]);
  return (
    <div className="container auth-page review-page">
      <section className="card auth-card" aria-labelledby="review-title">
        <h1 id="review-title" className="auth-card__title">
          {t('review.titleFor', { product: product.Name })}
        </h1>
        {actionData?.ok ? (
          <>
            <p role="status" className="alert alert--success review-page__thanks">
              {t('review.thanks')}
            </p>
            <Link to={productHref(product.Url)}>{t('review.back', { product: product.Name })}</Link>
          </>
        ) : (
          <>
            <Form method="post" className="form review-form" noValidate ref={formRef}>
              <StarRating error={errors.rating ? t(errors.rating) : undefined} />
              <div className="form__field">
                <label htmlFor="review-content" className="form__label">
                  {t('review.content')}
                  <span aria-hidden="true"> *</span>
                </label>
                <textarea
                  id="review-content"
                  name="content"
                  className="form__input review-form__text"
                  rows={6}
                  maxLength={4000}
                  required
                  defaultValue={actionData?.content ?? ''}
                  aria-invalid={errors.content ? true : undefined}
                  aria-describedby={errors.content ? 'review-content-hint review-content-error' : 'review-content-hint'}
                />
                <p id="review-content-hint" className="form__hint">
                  {t('review.contentHint')}
                </p>
                {errors.content && (
                  <p id="review-content-error" className="form__error">
                    {t(errors.content)}
                  </p>
                )}
              </div>
              <button
                type="submit"
                className="button button--primary button--block button--large"
                disabled={navigation.state === 'submitting'}
              >
                {t('review.submit')}
              </button>
            </Form>
            <Link to={productHref(product.Url)}>{t('review.back', { product: product.Name })}</Link>
          </>
        )}
      </section>
    </div>
  );
}
