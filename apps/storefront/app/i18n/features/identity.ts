/** Messages of the identity and account pages, in all three languages (nl is the source). */
const nl = {
  'account.title': 'Mijn account',
} as const;

type Keys = keyof typeof nl;

export const identityMessages = {
  nl,
  fr: {
    'account.title': 'Mon compte',
  } satisfies Record<Keys, string>,
  en: {
    'account.title': 'My account',
  } satisfies Record<Keys, string>,
};
