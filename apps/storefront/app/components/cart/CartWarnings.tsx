import { useT, type MessageKey } from '../../i18n/messages.ts';
import type { CartWarningData } from '../../lib/cart.server.ts';

/** The per-line cart warnings of §8, translated by code (the API's Dutch text is the fallback). */
export function CartWarnings({ warnings, names }: { warnings: readonly CartWarningData[]; names?: ReadonlyMap<number, string> }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <div className="alert alert--warning cart-warnings" role="alert">
      <ul>
        {warnings.map((warning, index) => {
          const name = names?.get(warning.ProductId);
          const text = t(`cart.warning.${warning.Code}` as MessageKey, { quantity: warning.Quantity });
          return <li key={`${warning.ProductId}-${warning.Code}-${index}`}>{name ? `${name}: ${text}` : text}</li>;
        })}
      </ul>
    </div>
  );
}
