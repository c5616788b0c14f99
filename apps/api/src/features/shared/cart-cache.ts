/**
 * The computed cart of a customer (`readCart()` and the checkout state around it), kept per API instance until
 * anything it shows may have changed. The key is read in one query: the cart's revision (bumped by triggers in the
 * same transaction as every write to its lines, its checkout choices, the customer's addresses and the customer row,
 * migration 0018_checkout_speed), the catalogue revision (products, stock, prices, discounts) and the content revision
 * (stores, settings); plus the pricing moment, so a dated discount that starts or ends is seen at once. What depends
 * on the clock besides prices (delivery promise, estimates, checkout step) is composed per request by `withCheckout`.
 * A hit costs that one query; the price computation (decision 0008) still runs once per cart revision, never here.
 */
import { MINUTE_MS } from '@toonbank/domain';
import { findProductShippingFacts } from '@toonbank/db/repositories/checkout';
import { readCartRevision, type CartRevision } from '@toonbank/db/repositories/revisions';
import type { AppDeps } from '../../lib/context.ts';
import { JsonAnswer } from '../../lib/encoded-json.ts';
import { discountBoundaries, momentOf } from '../../lib/pricing-moment.ts';
import type { Session } from '../../lib/session.ts';
import { resolveViewer, type Viewer } from '../../lib/viewer.ts';
import { loadCheckoutState, type CheckoutState } from './checkout-cart.ts';
import { cartAnswerJson } from './cart-json.ts';
import type { Cart, CartChange, CartWarning, CheckoutCart } from './cart.schemas.ts';
import { changeCartLines, changeKnownCartLines, readCartWithBasis, type CartBasis } from './cart.service.ts';

export interface CartWithState {
  cart: Cart;
  state: CheckoutState;
  /** What the cart was computed from: a batch on the cart at this revision starts from it (`changedCart`). */
  basis: CartBasis;
}

/** Carts kept per API instance (the least recently used quarter goes when full). */
const MAX_CARTS = 2_000;

interface Entry {
  key: string;
  value: CartWithState;
  /** The revisions of the key. */
  at: CartRevision;
  /** The pricing moment of the key. */
  moment: number;
  /** The discount boundaries of the key's catalogue revision: the pricing moment of any time, without a read. */
  boundaries: readonly number[];
}

interface Store {
  /** By customer id: the latest cart built and its key; insertion order is recency order. */
  entries: Map<number, Entry>;
  /** Builds under way by key: concurrent misses of one cart share one build. */
  building: Map<string, Promise<CartWithState>>;
}
const stores = new WeakMap<AppDeps, Store>();

function storeOf(deps: AppDeps): Store {
  let store = stores.get(deps);
  if (!store) stores.set(deps, (store = { entries: new Map(), building: new Map() }));
  return store;
}

/** Reads the cart as `readCart()` does, with the checkout state; the viewer is resolved after the key was read. */
async function build(deps: AppDeps, session: Session, customerId: number): Promise<CartWithState> {
  const viewer = await resolveViewer(deps, session);
  const { cart, basis } = await readCartWithBasis(deps, viewer, customerId);
  return { cart, state: await loadCheckoutState(deps, viewer.customer, customerId, cart), basis };
}

/** The key of a computed cart: everything it shows depends on (see the top of this file). */
function keyOf(revision: CartRevision, moment: number): string {
  return `${revision.cartId}:${revision.revision}:${revision.catalogue}:${revision.stock}:${revision.content}:${moment}`;
}

/** Keeps a computed cart as the customer's latest (the least recently used quarter goes when full). */
function keep(store: Store, customerId: number, entry: Entry): void {
  if (!store.entries.has(customerId) && store.entries.size >= MAX_CARTS) {
    for (const old of [...store.entries.keys()].slice(0, MAX_CARTS / 4)) store.entries.delete(old);
  }
  store.entries.delete(customerId);
  store.entries.set(customerId, entry);
}

/**
 * The customer's cart with its checkout state, from the cache when nothing it depends on changed. A cart whose read
 * fixed lines (over-stock warnings, a write) is answered but not kept: its warnings are said once.
 */
export async function cachedCart(deps: AppDeps, session: Session, customerId: number): Promise<CartWithState> {
  return (await cachedCartAt(deps, session, customerId)).value;
}

/**
 * `cachedCart` with the cart's revision it was read at: the cart's lines and choices are those of that revision or
 * newer, so while the cart row still has that revision they are exactly the current ones (the confirm relies on it).
 * Null without a cart row.
 */
export async function cachedCartAt(
  deps: AppDeps,
  session: Session,
  customerId: number,
): Promise<{ value: CartWithState; cartRevision: number | null }> {
  const revision = await readCartRevision(deps.database.db, customerId);
  if (revision === null) return { value: await build(deps, session, customerId), cartRevision: null };
  return { value: await cachedByKey(deps, session, customerId, revision), cartRevision: revision.revision };
}

async function cachedByKey(deps: AppDeps, session: Session, customerId: number, revision: CartRevision): Promise<CartWithState> {
  const boundaries = await cartDiscountBoundaries(deps, revision.catalogue);
  const moment = momentOf(boundaries, deps.now());
  const key = keyOf(revision, moment);
  const store = storeOf(deps);
  const entry = store.entries.get(customerId);
  if (entry?.key === key) {
    store.entries.delete(customerId);
    store.entries.set(customerId, entry);
    return entry.value;
  }
  const pending = store.building.get(key);
  if (pending) return pending;
  const promise = build(deps, session, customerId);
  store.building.set(key, promise);
  try {
    const value = await promise;
    if (value.cart.Warnings.length === 0) keep(store, customerId, { key, value, at: revision, moment, boundaries });
    return value;
  } finally {
    store.building.delete(key);
  }
}

/**
 * A batch on the customer's cart (§7 POST cart/lines/batch). When the cache holds the customer's cart and the pricing
 * moment is still its key's, the batch is decided on it (`changeKnownCartLines`: the lines, products and prices are
 * not read again, only products new to the cart) and written in one statement that holds only while nothing the cart
 * shows changed since; otherwise, or when that write finds the cart or the shop moved on, it runs on the locked cart
 * (`changeCartLines`). Either way the cart it computed is left in the cache under the revision its writes made, so the
 * next batch or `GET cart` starts from it. Returns that cart with its checkout state, and the batch's warnings (the
 * cached cart has none: they are said once, by the batch).
 */
export async function changedCart(
  deps: AppDeps,
  customerId: number,
  changes: readonly CartChange[],
  viewer?: Viewer,
): Promise<{ value: CartWithState; warnings: CartWarning[] }> {
  const store = storeOf(deps);
  const entry = store.entries.get(customerId);
  const now = deps.now();
  const known =
    entry && momentOf(entry.boundaries, now) === entry.moment
      ? await changeKnownCartLines(deps, changes, { basis: entry.value.basis, at: entry.at, now })
      : null;
  const change = known ?? (await changeCartLines(deps, customerId, changes, { viewer }));
  const { cart, basis, at } = change;
  let state: CheckoutState;
  if (known && entry) {
    // The checkout choices, addresses and codes are those of the known revision: only the batch's lines changed.
    const added = change.read.filter((id) => !entry.value.state.facts.has(id));
    const facts = added.length > 0 ? await findProductShippingFacts(deps.database.db, added) : new Map();
    state = { ...entry.value.state, facts: new Map([...entry.value.state.facts, ...facts]) };
  } else {
    state = await loadCheckoutState(deps, basis.viewer.customer, customerId, cart);
  }
  const value: CartWithState = { cart: { ...cart, Warnings: [] }, state, basis };
  // The moment the batch priced at, on the boundaries of the catalogue revision it saw.
  const boundaries = known && entry ? entry.boundaries : await cartDiscountBoundaries(deps, at.catalogue);
  const moment = momentOf(boundaries, change.pricedAt);
  const saved = { ...at, revision: change.revision };
  keep(store, customerId, { key: keyOf(saved, moment), value, at: saved, moment, boundaries });
  return { value, warnings: cart.Warnings };
}

/**
 * The discount boundaries at a cart's catalogue revision. That revision is the primary's; with a read replica the
 * boundaries are read there under the replica's own revision (decision 0019).
 */
function cartDiscountBoundaries(deps: AppDeps, catalogue: number): Promise<readonly number[]> {
  return discountBoundaries(deps, deps.readDatabase ? undefined : catalogue);
}

/** The answer of `GET cart` (and of a batch without warnings): the envelope around the composed cart. */
export type CartAnswer = JsonAnswer<{ Success: true; Data: CheckoutCart }>;

const answers = new WeakMap<CartWithState, { key: string; answer: CartAnswer }>();

/**
 * The answer around a cached cart (`compose()`: the checkout's fields), kept per cart, language and minute with its gzip
 * once a client asked for it (`JsonAnswer`): `withCheckout` depends on the clock only through the shop's local date and
 * time in minutes (the delivery promise), so one answer, and one compression of it, serves every request for the same
 * cart in that minute. A batch without warnings answers through here too, so the `GET cart` after it sends the batch's
 * bytes. The gzip (6 KB for a 30-line cart) lives as long as the cart's entry in the cache.
 */
export async function answerOnce(
  value: CartWithState,
  language: string,
  now: Date,
  compose: () => Promise<CheckoutCart>,
): Promise<CartAnswer> {
  const key = `${language}:${Math.floor(now.getTime() / MINUTE_MS)}`;
  const memo = answers.get(value);
  if (memo?.key === key) return memo.answer;
  const answer = new JsonAnswer({ Success: true as const, Data: await compose() }, cartAnswerJson);
  answers.set(value, { key, answer });
  return answer;
}
