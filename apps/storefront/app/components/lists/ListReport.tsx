import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ListToCartData } from '../../lib/lists.server.ts';

/** What a move of a list to the cart did: how many products went in, and per product what could not (§8 cart warnings). */
export function ListReport({ report }: { report: ListToCartData }) {
  const t = useT();
  const problems = report.Warnings;
  return (
    <div className={`alert ${problems.length > 0 ? 'alert--warning' : 'alert--success'} list-report`} role="status">
      <p>
        {t('lists.report.added', { count: report.AddedCount })} <Link to="/cart">{t('lists.report.toCart')}</Link>
      </p>
      {problems.length > 0 && (
        <>
          <p>{t('lists.report.problems')}</p>
          <ul>
            {problems.map((warning) => (
              <li key={`${warning.ProductId}-${warning.Code}`}>
                <strong>{warning.ProductName || t('lists.report.unknownProduct', { id: warning.ProductId })}</strong>: {warning.Message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
