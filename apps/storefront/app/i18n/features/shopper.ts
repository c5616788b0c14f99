/** Messages of the shopper's fixes of issue 12 (login reason, acting-for bar, expired links, …), in all three languages (nl is the source). */
const nl = {
  'login.orderReason': 'Log in om te bestellen.',
  'login.orderReasonNew': 'Nog geen klant?',
  'login.orderReasonLink': 'Vraag een account aan.',
  'acting.bar': 'Je bestelt namens {company}',
  'acting.stop': 'Stoppen',
  'acting.label': 'Namens een klant bestellen',
  'identity.reset.expiredTitle': 'Deze link is verlopen',
  'identity.reset.expiredText': 'De link om je wachtwoord in te stellen is al gebruikt of niet meer geldig. Vraag hieronder een nieuwe link aan.',
  'identity.reset.expiredButton': 'Nieuwe link aanvragen',
  'stores.centre.title': 'Ons distributiecentrum',
  'stores.centre.text': 'Vanuit ons distributiecentrum in Nieuwegein versturen we alle bestellingen. Het is geen winkel: afhalen en advies kan in onze winkels.',
  'stores.centre.noShop': 'Geen winkel, geen afhaalpunt',
} as const;

type Keys = keyof typeof nl;

export const shopperMessages = {
  nl,
  fr: {
    'login.orderReason': 'Connectez-vous pour commander.',
    'login.orderReasonNew': 'Pas encore client ?',
    'login.orderReasonLink': 'Demandez un compte.',
    'acting.bar': 'Vous commandez pour le compte de {company}',
    'acting.stop': 'Arrêter',
    'acting.label': 'Commander pour un client',
    'identity.reset.expiredTitle': 'Ce lien a expiré',
    'identity.reset.expiredText': 'Le lien pour définir votre mot de passe a déjà été utilisé ou n’est plus valable. Demandez un nouveau lien ci-dessous.',
    'identity.reset.expiredButton': 'Demander un nouveau lien',
    'stores.centre.title': 'Notre centre de distribution',
    'stores.centre.text': 'Toutes les commandes partent de notre centre de distribution à Nieuwegein. Ce n’est pas un magasin : le retrait et les conseils se font dans nos magasins.',
    'stores.centre.noShop': 'Pas de magasin, pas de point de retrait',
  } satisfies Record<Keys, string>,
  en: {
    'login.orderReason': 'Log in to order.',
    'login.orderReasonNew': 'Not a customer yet?',
    'login.orderReasonLink': 'Request an account.',
    'acting.bar': 'You are ordering on behalf of {company}',
    'acting.stop': 'Stop',
    'acting.label': 'Ordering for a customer',
    'identity.reset.expiredTitle': 'This link has expired',
    'identity.reset.expiredText': 'The link to set your password has already been used or is no longer valid. Request a new link below.',
    'identity.reset.expiredButton': 'Request a new link',
    'stores.centre.title': 'Our distribution centre',
    'stores.centre.text': 'We ship every order from our distribution centre in Nieuwegein. It is not a store: collection and advice are in our stores.',
    'stores.centre.noShop': 'No store, no collection point',
  } satisfies Record<Keys, string>,
};
