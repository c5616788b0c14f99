/** Messages of the catalogue and search pages, in all three languages (nl is the source). */
const nl = {
  'catalogue.title': 'Assortiment',
} as const;

type Keys = keyof typeof nl;

export const catalogueMessages = {
  nl,
  fr: {
    'catalogue.title': 'Assortiment',
  } satisfies Record<Keys, string>,
  en: {
    'catalogue.title': 'Range',
  } satisfies Record<Keys, string>,
};
