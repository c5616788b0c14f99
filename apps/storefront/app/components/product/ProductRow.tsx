import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Await, Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';
import type { TileProduct } from '../../lib/product-tile.ts';
import { ProductTile } from './ProductTile.tsx';

export interface ProductRowData {
  key: string;
  title: string;
  href: string | null;
  products: TileProduct[];
}

/**
 * A titled row of product tiles that scrolls sideways (swipe, scroll, or the
 * previous/next buttons), with a 'view all' link. Tab moves through the tiles
 * and the browser scrolls the focused one into view.
 */
export function ProductRow({ row, icon }: { row: ProductRowData; icon?: ReactNode }) {
  const t = useT();
  const headingId = `row-${row.key}`;
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setEdges({
        atStart: list.scrollLeft <= 4,
        atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4,
      });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', update);
    };
  }, []);

  function page(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  }

  const scrollable = !(edges.atStart && edges.atEnd);
  return (
    <section className="product-row" aria-labelledby={headingId}>
      <div className="section-heading">
        <h2 id={headingId} className="section-heading__title">
          {icon}
          {row.title}
        </h2>
        <div className="section-heading__tools">
          {row.href && (
            <Link to={row.href} className="section-heading__link" aria-label={t('home.viewAllLabel', { name: row.title })}>
              {t('home.viewAll')}
              <Icon name="arrowRight" size={16} />
            </Link>
          )}
          {row.products.length > 0 && scrollable && (
            <span className="slider-buttons">
              <button
                type="button"
                className="slider-button"
                aria-controls={listId}
                aria-label={t('home.rowPrevious', { name: row.title })}
                disabled={edges.atStart}
                onClick={() => page(-1)}
              >
                <Icon name="chevronLeft" size={20} />
              </button>
              <button
                type="button"
                className="slider-button"
                aria-controls={listId}
                aria-label={t('home.rowNext', { name: row.title })}
                disabled={edges.atEnd}
                onClick={() => page(1)}
              >
                <Icon name="chevronRight" size={20} />
              </button>
            </span>
          )}
        </div>
      </div>
      {row.products.length === 0 ? (
        <p className="product-row__empty">{t('home.productsEmpty')}</p>
      ) : (
        <ul className="product-grid" id={listId} ref={listRef}>
          {row.products.map((product) => (
            <li key={product.Id} className="product-grid__item">
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A row whose products arrive later (deferred loader data): skeleton tiles until then. */
export function DeferredProductRow({ row, icon }: { row: Promise<ProductRowData | null>; icon?: ReactNode }) {
  return (
    <Suspense fallback={<ProductRowSkeleton />}>
      <Await resolve={row} errorElement={null}>
        {(resolved) => (resolved && resolved.products.length > 0 ? <ProductRow row={resolved} icon={icon} /> : null)}
      </Await>
    </Suspense>
  );
}

export function ProductRowSkeleton() {
  const t = useT();
  return (
    <section className="product-row product-row--loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('home.productsLoading')}
      </p>
      <div className="section-heading">
        <span className="skeleton skeleton--title" />
      </div>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="product-grid__item">
            <div className="product-tile product-tile--skeleton">
              <div className="product-tile__media skeleton" />
              <div className="product-tile__body">
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line skeleton--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
