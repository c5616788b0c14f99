/** Messages of the stores and content pages, in all three languages (nl is the source). */
const nl = {
  'stores.title': 'Winkels',
} as const;

type Keys = keyof typeof nl;

export const storesContentMessages = {
  nl,
  fr: {
    'stores.title': 'Magasins',
  } satisfies Record<Keys, string>,
  en: {
    'stores.title': 'Stores',
  } satisfies Record<Keys, string>,
};
