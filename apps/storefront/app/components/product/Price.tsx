import { amountToCents, formatPrice } from '@toonbank/domain';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ShellData } from '../layout/types.ts';

/** Whether this visitor sees prices incl. VAT: the customer's preference; anonymous visitors always (root loader). */
export function useIncludeVat(): boolean {
  return useRouteLoaderData<ShellData>('root')?.includeVat ?? true;
}

/** An amount in both VAT modes, as the API sends it (euros). */
export interface Amounts {
  incl: number;
  excl: number;
}

/** The amount to show in the visitor's VAT mode, formatted ('€ 12,95'). */
export function useShownPrice(): (amounts: Amounts) => string {
  const includeVat = useIncludeVat();
  return (amounts) => formatPrice(amountToCents(includeVat ? amounts.incl : amounts.excl));
}

/**
 * A price in the visitor's VAT mode with its label, 'incl. btw' or 'excl. btw', next to it: every price the shop
 * shows says which it is. `old` strikes it through (a reduction's reference price). `bare` leaves out the outer
 * `span.price` (a tile's price, whose paragraph already holds it and which no style reads: issue 19).
 */
export function Price({
  amounts,
  old = false,
  className,
  bare = false,
}: {
  amounts: Amounts;
  old?: boolean;
  className?: string;
  bare?: boolean;
}) {
  const t = useT();
  const includeVat = useIncludeVat();
  const shown = useShownPrice()(amounts);
  const label = includeVat ? t('product.inclVat') : t('product.exclVat');
  const parts = (
    <>
      {old ? <s>{shown}</s> : <span className="price__amount">{shown}</span>} <span className="price__vat">{label}</span>
    </>
  );
  if (bare) return parts;
  return <span className={['price', className].filter(Boolean).join(' ')}>{parts}</span>;
}
