/** The cart in the request's language: its per-line warnings and its products' names (§8; issue 12 defect 6). */
import { CART_WARNING_MESSAGES, contentLanguage, localizeFields, translateMessage } from '@toonbank/domain';
import { findProductTranslations } from '@toonbank/db/repositories/products';
import type { AppDeps } from '../../lib/context.ts';
import { keptLocalized } from './cart-json.ts';
import type { Cart } from './cart.schemas.ts';

export async function inLanguage(deps: AppDeps, cart: Cart, language: string): Promise<Cart> {
  const content = contentLanguage(language);
  const translations =
    content === 'nl'
      ? new Map()
      : await findProductTranslations(
          deps.database.db,
          cart.CartLines.flatMap((line) => (line.Product ? [line.Product.Id] : [])),
        );
  return {
    ...cart,
    CartLines: cart.CartLines.map((line) => {
      if (!line.Product) return line;
      const text = localizeFields({ name: line.Product.Name }, translations.get(line.Product.Id), content, ['name']);
      // The same product object when its name stays (its JSON is kept with it: cart-json.ts), else a kept copy.
      const product = keptLocalized(line.Product, text.name, text.language);
      return product === line.Product && line.ProductTitle === text.name ? line : { ...line, ProductTitle: text.name, Product: product };
    }),
    Warnings: cart.Warnings.map((w) => ({
      ...w,
      Message: translateMessage(language, { id: CART_WARNING_MESSAGES[w.Code], params: { quantity: w.Quantity } }),
    })),
  };
}
