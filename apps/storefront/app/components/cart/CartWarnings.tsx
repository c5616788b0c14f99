import { useT } from '../../i18n/messages.ts';
import type { CartWarningData } from '../../lib/cart.server.ts';

/**
 * The per-line cart warnings (overstock, not orderable, not released...). Each shows the API's `Message`: the API
 * writes it in the visitor's language from the one message catalogue (packages/domain messages), so the storefront
 * keeps no texts of its own for them. With `names`, a warning starts with its product's name.
 */
export function CartWarnings({ warnings, names }: { warnings: readonly CartWarningData[]; names?: ReadonlyMap<number, string> }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <div className="alert alert--warning cart-warnings" role="alert">
      <ul>
        {warnings.map((warning, index) => {
          const name = names?.get(warning.ProductId);
          return (
            <li key={`${warning.ProductId}-${warning.Code}-${index}`}>
              {name ? `${t('text.colon', { label: name })} ${warning.Message}` : warning.Message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
