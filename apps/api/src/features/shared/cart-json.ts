/**
 * The cart answer's JSON with each line's `Product` serialised once (decision 0022, branch cart24). A cart line's
 * product (spec §3: about half of the line's 1.3 KB) depends only on its product row, its price fields and its
 * language, and most lines of a batch's answer are unchanged: so the summary object is kept per product row and price
 * (`keptProductSummary`) and per language (`keptLocalized`), frozen, and its JSON is made once per object
 * (`productJson`); `cartAnswerJson` writes the answer by concatenation around those pieces, byte for byte what
 * `JSON.stringify` writes for the same value. `JSON.rawJSON` (Node 24) cannot splice them: it takes primitives only.
 */
import type { Price } from '@toonbank/domain';
import type { CartProductRow } from '@toonbank/db/repositories/cart';
import type { CheckoutCart } from './cart.schemas.ts';
import { priceFields, toProductSummary } from './product.mappers.ts';
import type { ProductSummary } from './product.schemas.ts';

/** Summaries kept per product row: by the JSON of their price fields (a row has a price or two in a cart: tiers). */
const summaries = new WeakMap<CartProductRow, Map<string, ProductSummary>>();
/** Price variants kept per row before its map starts again (a row is one product as read at one revision). */
const MAX_PRICES_PER_ROW = 8;

/**
 * `toProductSummary(row, price)` (Dutch, no delivery estimate: a cart line's product), the same frozen object for the
 * same row object and the same price fields. Rows are not changed once read (a change is a new read, a new object).
 */
export function keptProductSummary(row: CartProductRow, price: Price): ProductSummary {
  const key = JSON.stringify(priceFields(price));
  let byPrice = summaries.get(row);
  const kept = byPrice?.get(key);
  if (kept) return kept;
  if (!byPrice || byPrice.size >= MAX_PRICES_PER_ROW) summaries.set(row, (byPrice = new Map()));
  const summary = frozen(toProductSummary(row, price));
  byPrice.set(key, summary);
  return summary;
}

/** Localized copies kept per summary object, by name and language. */
const localized = new WeakMap<ProductSummary, Map<string, ProductSummary>>();

/** The summary with its name in a language (`inLanguage`): itself when nothing changes, else one kept frozen copy. */
export function keptLocalized(product: ProductSummary, name: string, language: ProductSummary['Language']): ProductSummary {
  if (product.Name === name && product.Language === language) return product;
  const key = `${language}\u0000${name}`;
  let byText = localized.get(product);
  const kept = byText?.get(key);
  if (kept) return kept;
  if (!byText || byText.size >= MAX_PRICES_PER_ROW) localized.set(product, (byText = new Map()));
  const copy = frozen({ ...product, Name: name, Language: language });
  byText.set(key, copy);
  return copy;
}

function frozen<T extends object>(value: T): T {
  for (const field of Object.values(value)) if (field !== null && typeof field === 'object') frozen(field as object);
  return Object.freeze(value);
}

/** Each summary object's JSON, made once (the objects are frozen when kept; any other is serialised, not kept). */
const jsons = new WeakMap<ProductSummary, string>();

function productJson(product: ProductSummary): string {
  let json = jsons.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    if (Object.isFrozen(product)) jsons.set(product, json);
  }
  return json;
}

/** A line's JSON with its product set to null holds this once, at the key (see `cartAnswerJson`); the key's text. */
const PRODUCT_NULL = ',"Product":null';
const PRODUCT_KEY = ',"Product":';

function firstKey(value: object): string | undefined {
  for (const key in value) return key;
  return undefined;
}

/** The cart answer's envelope. */
export interface CartAnswerValue {
  Success: true;
  Data: CheckoutCart;
}

/**
 * `JSON.stringify(answer)`, written around each line's kept `Product` JSON. A quote after a comma is never inside a JSON
 * string (quotes there are escaped), and the keys before `Product` (Id, ProductId, Quantity, ProductTitle) hold no
 * object, so the first `,"Product":null` of a line's JSON is its key. An answer not shaped as expected (another first
 * key) is written by `JSON.stringify` alone.
 */
export function cartAnswerJson(answer: CartAnswerValue): string {
  const { Data } = answer;
  if (Object.keys(answer).length !== 2 || firstKey(answer) !== 'Success' || firstKey(Data) !== 'CartLines') return JSON.stringify(answer);
  const { CartLines, ...rest } = Data;
  let text = `{"Success":${JSON.stringify(answer.Success)},"Data":{"CartLines":[`;
  for (let i = 0; i < CartLines.length; i++) {
    const line = CartLines[i]!;
    if (i > 0) text += ',';
    if (line.Product === null || line.Product === undefined) {
      text += JSON.stringify(line);
      continue;
    }
    const bare = JSON.stringify({ ...line, Product: null });
    const at = bare.indexOf(PRODUCT_NULL);
    text += bare.slice(0, at + PRODUCT_KEY.length) + productJson(line.Product) + bare.slice(at + PRODUCT_NULL.length);
  }
  const tail = JSON.stringify(rest);
  return text + (tail === '{}' ? ']}}' : `],${tail.slice(1)}}`);
}
