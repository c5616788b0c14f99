/**
 * The customer's lists (spec §3 Wishlist, Product selection; §4 selection lists; §9 limits): named wishlists, the
 * wholesale order list and the other product selections, and the animals a customer registers (account page
 * animals-good-news). Pure rules: names, quantities, notes, paging.
 */
import { MAX_LINE_QUANTITY } from './cart-rules.ts';
import type { ContentLanguage } from './content-culture.ts';
import type { Message, MessageId } from './messages.ts';

/** §3 Product selection types kept per customer: the order list, and the samples (gifts) the promotions use. */
export const SELECTION_TYPES = ['OrderList', 'Sample'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

/** §9: a selection list shows 10 lines a page; 'all' reads at most 1000. */
export const SELECTION_PAGE_SIZE = 10;
export const SELECTIONS_GET_ALL = 1000;

/** The list every customer has; a new product goes there unless another list is chosen. */
export const DEFAULT_WISHLIST_NAME = 'Mijn favorieten';
/** The default list's name in each language of the shop, as a customer who has not renamed it sees it. */
const DEFAULT_WISHLIST_NAMES: Record<ContentLanguage, string> = { nl: DEFAULT_WISHLIST_NAME, fr: 'Mes favoris', en: 'My favourites' };

/**
 * The name a wishlist is shown by: the shop makes every customer's default list under its Dutch name, and until the
 * customer renames it, it is shown in the page's language. A name the customer chose is shown as written. (What names a
 * list to the API is its stored name, never this.)
 */
export function shownListName(list: { ListName: string; IsDefault: boolean }, language: ContentLanguage): string {
  return list.IsDefault && list.ListName === DEFAULT_WISHLIST_NAME ? DEFAULT_WISHLIST_NAMES[language] : list.ListName;
}
export const MAX_LIST_NAME_LENGTH = 60;
export const MAX_WISHLISTS = 20;
/** Lines per wishlist and on the order list: at most a full cart (MAX_CART_LINES) and §9's 'all' read. */
export const MAX_LIST_PRODUCTS = 200;
export const MAX_SELECTION_NOTE_LENGTH = 500;

/**
 * §4: paged lists say there is more when a page came back full (at least the page size). `total` (when known)
 * refines it: a full last page is not followed by an empty one.
 */
export function selectionHasMore(input: { returned: number; pageSize: number; offset?: number; total?: number }): boolean {
  if (input.returned < input.pageSize) return false;
  return input.total === undefined || (input.offset ?? 0) + input.returned < input.total;
}

/** A list name as stored: trimmed, inner runs of white space made one space. */
export function normalizeListName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Why a list name cannot be used (null: it can): empty, too long, or already one of the customer's lists (any case). */
export function listNameProblem(name: string, existing: readonly string[]): Message | null {
  const normalized = normalizeListName(name);
  if (normalized === '') return { id: 'listNameRequired' };
  if (normalized.length > MAX_LIST_NAME_LENGTH) return { id: 'listNameTooLong', params: { max: MAX_LIST_NAME_LENGTH } };
  const key = normalized.toLocaleLowerCase('nl');
  if (existing.some((other) => normalizeListName(other).toLocaleLowerCase('nl') === key)) return { id: 'listNameExists' };
  return null;
}

/**
 * §4: adding a product that is already on a list adds the quantity to it (the absolute amount: a negative or zero
 * amount adds nothing). Null when the sum would pass the largest quantity a line can hold.
 */
export function addedSelectionQuantity(current: number, added: number): number | null {
  const sum = Math.max(0, current) + Math.abs(added);
  return sum > MAX_LINE_QUANTITY ? null : sum;
}

// ------------------------------------------------------------------ animals

/** The species a customer can register (account page animals-good-news), each also the tag of news about it. */
export const ANIMAL_SPECIES = ['hond', 'kat', 'knaagdier', 'vogel', 'vis', 'paard', 'reptiel'] as const;
export type AnimalSpecies = (typeof ANIMAL_SPECIES)[number];
export const MAX_ANIMALS = 20;
export const MAX_ANIMAL_NAME_LENGTH = 60;

export function isAnimalSpecies(value: string): value is AnimalSpecies {
  return (ANIMAL_SPECIES as readonly string[]).includes(value);
}

/**
 * The catalogue's animal for a species (the `dier` tag and the top categories are capitalised: 'Hond'); null for a
 * species the catalogue has no products for yet.
 */
export function catalogueAnimal(species: AnimalSpecies, catalogueAnimals: readonly string[]): string | null {
  return catalogueAnimals.find((animal) => animal.toLocaleLowerCase('nl') === species) ?? null;
}

/**
 * Why a birthday (yyyy-mm-dd) cannot be used (null: it can): not a real date, in the future, or more than 100 years
 * ago. `today` is the shop's date as yyyy-mm-dd.
 */
export function birthdayProblem(value: string, today: string): MessageId | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'birthdayInvalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'birthdayInvalid';
  if (value > today) return 'birthdayFuture';
  if (year < Number(today.slice(0, 4)) - 100) return 'birthdayInvalid';
  return null;
}
