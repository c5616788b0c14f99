import '../../styles/catalogue.css';
import { FACET_VALUES_SHOWN, PAGE_SIZES, pageCount, pageLinks } from '@toonbank/domain';
import { useState, type FormEvent } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { facetLabel, useLocale, useT } from '../../i18n/messages.ts';
import { productItem, pushEvent, useAnalyticsEvent } from '../../lib/analytics.ts';
import type { Listing as ListingData } from '../../lib/catalogue.server.ts';
import { ProductTile } from '../product/ProductTile.tsx';

/** The form of the filters, sort and page size (the selects above the grid join it with their `form` attribute). */
const FORM_ID = 'listing-form';

/** A link to the same listing with other query values (page, …), keeping the rest of the state. */
function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * The product lister (§2): facets with counts and checked state, sort, page
 * size, paging and the product grid. All state lives in the URL; the form
 * works without JavaScript and submits itself on every change with it.
 */
export function Listing({
  listing,
  title,
  intro,
  empty,
}: {
  listing: ListingData;
  title: string;
  intro?: React.ReactNode /** Said instead of 'no products found' when the page knows why. */;
  empty?: React.ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { state, result } = listing;
  const pages = pageCount(result.Total, state.pageSize);
  // The sort the API applied: the one asked for when it means something here, else the page's default.
  const sortValue = result.SortBy;
  // §9 list view and product click. Opening or closing a facet's values (`more`) shows the same list: not a new view.
  useAnalyticsEvent(`${location.pathname}${withParams(location.search, { more: null })}`, () => [
    'view_item_list',
    { item_list_name: title, items: result.Hits.map((hit, index) => productItem(hit, index, title)) },
  ]);
  const selectItem = (event: React.MouseEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest('a')?.closest<HTMLElement>('li[data-index]');
    const hit = item ? result.Hits[Number(item.dataset.index)] : undefined;
    if (hit) pushEvent('select_item', { item_list_name: title, items: [productItem(hit, Number(item!.dataset.index), title)] });
  };

  function onChange(event: FormEvent<HTMLElement>) {
    const target = event.target as HTMLInputElement;
    // Price fields submit on their own button or Enter, not on every keystroke.
    if (target.type === 'number') return;
    // The filters, sort and page size are one form; the tiles stay outside it (their quick add is a form of its own).
    const element = document.getElementById(FORM_ID);
    if (!(element instanceof HTMLFormElement)) return;
    const form = new FormData(element);
    form.delete('page');
    void submit(form, { method: 'get', preventScrollReset: true, replace: false });
  }

  const hasFilters = state.filters.length > 0 || state.minPrice || state.maxPrice;
  return (
    <div className="listing container" aria-busy={navigation.state === 'loading'}>
      <header className="listing__header">
        <h1>{title}</h1>
        {intro}
        <p className="listing__count" role="status">
          {t('catalogue.results', { count: result.Total })}
        </p>
      </header>
      <div className="listing__layout">
        <button
          type="button"
          className="button listing__filter-toggle"
          aria-expanded={filtersOpen}
          aria-controls="listing-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? t('catalogue.hideFilters') : t('catalogue.showFilters')}
        </button>
        <aside
          id="listing-filters"
          className={`listing__filters${filtersOpen ? ' listing__filters--open' : ''}`}
          aria-label={t('catalogue.filters')}
        >
          {/* Not around the grid: a tile's quick add is a form of its own (forms do not nest). */}
          <Form method="get" id={FORM_ID} onChange={onChange} preventScrollReset>
            <h2 className="listing__filters-title">{t('catalogue.filters')}</h2>
            {result.Facets.map((facet) => (
              <fieldset key={facet.Field} className="facet">
                <legend className="facet__title">{facetLabel(facet.Field, facet.Label, t)}</legend>
                <ul className="facet__values">
                  {facet.Values.map((value) => {
                    const filter = `${facet.Field}:${value.Value}`;
                    return (
                      <li key={value.Value}>
                        <label className="facet__value">
                          <input
                            type="checkbox"
                            name="f"
                            value={filter}
                            defaultChecked={value.Checked}
                            key={`${filter}-${String(value.Checked)}`}
                          />
                          {/* Product properties (colour, flavour…) are Dutch data: marked so on a French or English page. */}
                          <span lang={facet.Field.startsWith('tag.') && locale !== 'nl' ? 'nl' : undefined}>{value.Label}</span>
                          {/* One text node: `(` {count} `)` would be three, with two separator comments each in the HTML (issue 19). */}
                          <span className="facet__count">{`(${value.Count})`}</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
                {/* One link element in both states, so a keyboard user's focus stays on it when the list opens or closes. */}
                {facet.Count > FACET_VALUES_SHOWN && (facet.Count > facet.Values.length || facet.Field === state.more) && (
                  <Link
                    className="facet__more"
                    to={withParams(location.search, { more: facet.Field === state.more ? null : facet.Field })}
                    preventScrollReset
                    aria-expanded={facet.Field === state.more}
                  >
                    {facet.Field === state.more ? t('catalogue.facetLess') : t('catalogue.facetAll', { count: facet.Count })}
                    <span className="visually-hidden">{`: ${facetLabel(facet.Field, facet.Label, t)}`}</span>
                  </Link>
                )}
              </fieldset>
            ))}
            {/* A filter change keeps the opened facet open. */}
            {state.more && <input type="hidden" name="more" value={state.more} />}
            <fieldset className="facet">
              <legend className="facet__title">{t('catalogue.price')}</legend>
              <div className="facet__price">
                <label>
                  {t('catalogue.priceMin')}
                  <input
                    type="number"
                    name="min"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    defaultValue={state.minPrice}
                    placeholder={String(result.PriceRange.Min)}
                    key={`min-${state.minPrice}`}
                  />
                </label>
                <label>
                  {t('catalogue.priceMax')}
                  <input
                    type="number"
                    name="max"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    defaultValue={state.maxPrice}
                    placeholder={String(result.PriceRange.Max)}
                    key={`max-${state.maxPrice}`}
                  />
                </label>
              </div>
            </fieldset>
            <button type="submit" className="button button--primary">
              {t('catalogue.applyFilters')}
            </button>
            {hasFilters && (
              <Link to={location.pathname} className="listing__clear">
                {t('catalogue.clearFilters')}
              </Link>
            )}
          </Form>
        </aside>
        <section className="listing__main" aria-label={title}>
          <div className="listing__controls" onChange={onChange}>
            <div className="listing__control">
              <label htmlFor="listing-sort">{t('catalogue.sort')}</label>
              {/* The sorts this page offers (relevance only with a keyword), labelled by the API in the visitor's language. */}
              <select
                id="listing-sort"
                name="sort"
                form={FORM_ID}
                className="form__input form__select"
                defaultValue={sortValue}
                key={sortValue}
              >
                {result.Sorts.map((sort) => (
                  <option key={sort.Value} value={sort.Value}>
                    {sort.Label}
                  </option>
                ))}
              </select>
            </div>
            <div className="listing__control">
              <label htmlFor="listing-size">{t('catalogue.pageSize')}</label>
              <select
                id="listing-size"
                name="size"
                form={FORM_ID}
                className="form__input form__select"
                defaultValue={String(state.pageSize)}
                key={state.pageSize}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            {/* Without JavaScript a change does not submit itself: this button does. */}
            <noscript>
              <button type="submit" className="button" form={FORM_ID}>
                {t('catalogue.apply')}
              </button>
            </noscript>
          </div>
          {result.Hits.length === 0 ? (
            (empty ?? <p className="listing__empty">{t('catalogue.noResults')}</p>)
          ) : (
            <ul className="listing__grid" onClickCapture={selectItem}>
              {result.Hits.map((product, index) => (
                <li key={product.Id} data-index={index}>
                  {/* The first row is in view when the page opens: its pictures load at once, the rest lazily. */}
                  <ProductTile product={product} headingLevel={2} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && <Paging page={state.page} pages={pages} search={location.search} />}
        </section>
      </div>
    </div>
  );
}

/**
 * Numbered pagination (issue 12 defect 4): previous, the first and last page, the current one (aria-current) and
 * its neighbours, gaps as '…', next. Plain links: they work without JavaScript.
 */
function Paging({ page, pages, search }: { page: number; pages: number; search: string }) {
  const t = useT();
  const href = (to: number) => withParams(search, { page: to > 1 ? String(to) : null });
  return (
    <nav className="paging" aria-label={t('catalogue.paging')}>
      <ul className="paging__list">
        {page > 1 && (
          <li className="paging__step">
            <Link to={href(page - 1)} rel="prev" className="paging__link">
              <span aria-hidden="true">‹</span> <span className="paging__step-text">{t('catalogue.previous')}</span>
            </Link>
          </li>
        )}
        {pageLinks(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="paging__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                className="paging__link"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('catalogue.page', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li className="paging__step">
            <Link to={href(page + 1)} rel="next" className="paging__link">
              <span className="paging__step-text">{t('catalogue.next')}</span> <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
