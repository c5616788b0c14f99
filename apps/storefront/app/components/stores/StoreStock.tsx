import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { StoreStock as StoreStockData } from '@toonbank/api/types';
import { useLocale, useT } from '../../i18n/messages.ts';
import { createApiClient, readData } from '../../lib/api.ts';
import { OpeningBadge } from './opening.tsx';

/** What a row shows of the API's stock in one store. */
export type StoreStockRow = Pick<StoreStockData, 'StoreId' | 'StoreName' | 'StoreUrl' | 'City' | 'QuantityClass' | 'OpeningState'>;

/**
 * Stock per store for the product page (§5: only stores shown on the product
 * page, the excluded store left out). Give `rows` from a loader
 * (`GET /api/aspos/products/{id}/stock`), or only `productId` to load it in the browser.
 */
export function StoreStock({ productId, rows: initial }: { productId: number; rows?: StoreStockRow[] }) {
  const t = useT();
  const locale = useLocale();
  const [rows, setRows] = useState<StoreStockRow[] | null>(initial ?? null);
  useEffect(() => {
    if (initial) return;
    let cancelled = false;
    createApiClient({ baseUrl: '/api', language: locale })
      .aspos.products[':id'].stock.$get({ param: { id: String(productId) } })
      .then(readData)
      .then((found) => {
        if (!cancelled) setRows(found);
      })
      .catch(() => {
        if (!cancelled) setRows([]);
      });
    return () => {
      cancelled = true;
    };
  }, [productId, initial, locale]);
  if (!rows || rows.length === 0) return null;
  return (
    <section className="store-stock" aria-labelledby={`store-stock-${productId}`}>
      <h2 id={`store-stock-${productId}`} className="store-stock__title">
        {t('stock.title')}
      </h2>
      <ul className="store-stock__list">
        {rows.map((row) => (
          <li key={row.StoreId} className="store-stock__row">
            <Link to={`/winkel/${row.StoreUrl}`}>{row.StoreName}</Link>
            <span className={`store-stock__level store-stock__level--${row.QuantityClass}`}>{t(`stock.${row.QuantityClass}`)}</span>
            <OpeningBadge state={row.OpeningState} t={t} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
