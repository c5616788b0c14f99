/** Messages of issue 12's finish: tiles (rating, quick add, delivery), the buy bar, review form, accessibility statement (nl is the source). */
const nl = {
  'tile.rating': '{rating} van 5 sterren, {count, plural, one {# beoordeling} other {# beoordelingen}}',
  'tile.quantity': 'Aantal {name}',
  'banner.Nieuw': 'Nieuw',
  'banner.Op=op': 'Op=op',
  'banner.Gratis': 'Gratis',
  'banner.Voordeelverpakking': 'Voordeelverpakking',
  'banner.Bestseller': 'Bestseller',
  'banner.actie': 'Actie {period}',
  'delivery.weeks': 'Levertijd {min} tot {max} weken',
  'buyBar.label': 'Bestellen',
  'review.ratingHint': 'Kies 1 tot 5 sterren.',
  'review.contentHint': 'Wat vond je van het product? Je beoordeling wordt getoond met je voornaam.',
  'review.back': 'Terug naar {product}',
  'footer.accessibility': 'Toegankelijkheid',
  'a11y.title': 'Toegankelijkheidsverklaring',
  // The heading with a soft hyphen at the compound's seam: a phone breaks it there ('Toegankelijkheids-verklaring').
  'a11y.heading': 'Toegankelijkheids\u00ADverklaring',
  'a11y.intro':
    'Toonbank wil dat iedereen zonder hulp van anderen kan zoeken, vergelijken en bestellen, ook met een toetsenbord, een schermlezer, vergroting of spraakbesturing. Deze verklaring geldt voor de webwinkel op dit adres en volgt de Europese toegankelijkheidsrichtlijn (European Accessibility Act), die sinds 28 juni 2025 voor webwinkels geldt.',
  'a11y.standard.title': 'Welke norm we volgen',
  'a11y.standard.text':
    'De webwinkel voldoet aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA, de norm achter de Europese norm EN 301 549. Dat geldt voor alle pagina’s: zoeken, productoverzichten, productpagina’s, winkelwagen, afrekenen, inloggen en je account.',
  'a11y.tested.title': 'Hoe we dat testen',
  'a11y.tested.1':
    'Bij elke wijziging controleren automatische browsertests alle hoofdpagina’s met axe-core op de WCAG 2.2 AA-criteria, ingelogd en niet ingelogd.',
  'a11y.tested.2':
    'Zoeken met suggesties, filteren, in de winkelwagen leggen, aantallen wijzigen en inloggen worden alleen met het toetsenbord getest; daarbij controleren we dat de focus zichtbaar is en dat het resultaat in beeld staat.',
  'a11y.tested.3': 'Alle pagina’s werken op 320 pixels breed en bij 200% zoom zonder horizontaal te scrollen.',
  'a11y.tested.4': 'Schermafbeeldingen op telefoon- en desktopformaat worden bij elke test gemaakt en nagekeken.',
  'a11y.limits.title': 'Bekende beperkingen',
  'a11y.limits.1':
    'Productnamen en productteksten zijn nog niet allemaal vertaald; op de Franse en Engelse pagina’s zijn ze dan Nederlands en als Nederlandse tekst gemarkeerd.',
  'a11y.limits.2':
    'De kaart met onze winkels is niet volledig met het toetsenbord te bedienen; dezelfde winkels, adressen en openingstijden staan in de lijst naast de kaart.',
  'a11y.limits.3':
    'Productafbeeldingen van leveranciers hebben de productnaam als tekstalternatief, nog geen beschrijving van wat er te zien is.',
  'a11y.contact.title': 'Iets niet bruikbaar? Laat het ons weten',
  'a11y.contact.text': 'Loop je vast op deze website of mis je iets? Laat het ons weten:',
  'a11y.contact.hours': 'op werkdagen van 9:00 tot 17:00',
  'a11y.contact.response': 'We antwoorden binnen 5 werkdagen en helpen je in de tussentijd met je bestelling per telefoon of e-mail.',
  'a11y.contact.complaint':
    'Ben je niet tevreden met ons antwoord, dan kun je een klacht indienen bij de toezichthouder: in Nederland de Autoriteit Consument & Markt (ACM).',
  'a11y.updated': 'Deze verklaring is voor het laatst bijgewerkt op {date}.',
} as const;

export type FinishMessageKey = keyof typeof nl;

export const finishMessages = {
  nl,
  fr: {
    'tile.rating': '{rating} sur 5 étoiles, {count, plural, one {# avis} other {# avis}}',
    'tile.quantity': 'Quantité {name}',
    'banner.Nieuw': 'Nouveau',
    'banner.Op=op': 'Jusqu’à épuisement',
    'banner.Gratis': 'Gratuit',
    'banner.Voordeelverpakking': 'Format économique',
    'banner.Bestseller': 'Meilleure vente',
    'banner.actie': 'Promo {period}',
    'delivery.weeks': 'Délai de livraison {min} à {max} semaines',
    'buyBar.label': 'Commander',
    'review.ratingHint': 'Choisissez de 1 à 5 étoiles.',
    'review.contentHint': 'Qu’avez-vous pensé du produit\u202F? Votre avis est affiché avec votre prénom.',
    'review.back': 'Retour à {product}',
    'footer.accessibility': 'Accessibilité',
    'a11y.title': 'Déclaration d’accessibilité',
    'a11y.heading': 'Déclaration d’accessibilité',
    'a11y.intro':
      'Toonbank veut que chacun puisse chercher, comparer et commander sans aide, y compris au clavier, avec un lecteur d’écran, un agrandissement ou une commande vocale. Cette déclaration s’applique à la boutique en ligne à cette adresse et suit l’acte européen sur l’accessibilité (European Accessibility Act), en vigueur pour les boutiques en ligne depuis le 28 juin 2025.',
    'a11y.standard.title': 'La norme que nous suivons',
    'a11y.standard.text':
      'La boutique est conforme aux Web Content Accessibility Guidelines (WCAG) 2.2 niveau AA, la norme derrière la norme européenne EN 301 549. Cela vaut pour toutes les pages\u202F: recherche, listes de produits, pages produit, panier, commande, connexion et compte.',
    'a11y.tested.title': 'Comment nous le testons',
    'a11y.tested.1':
      'À chaque modification, des tests automatiques dans le navigateur contrôlent toutes les pages principales avec axe-core selon les critères WCAG 2.2 AA, connecté et non connecté.',
    'a11y.tested.2':
      'La recherche avec suggestions, les filtres, l’ajout au panier, la modification des quantités et la connexion sont testés uniquement au clavier\u202F; nous vérifions que le focus est visible et que le résultat est à l’écran.',
    'a11y.tested.3': 'Toutes les pages fonctionnent sur 320 pixels de large et avec un zoom de 200 % sans défilement horizontal.',
    'a11y.tested.4': 'Des captures d’écran au format téléphone et ordinateur sont faites et vérifiées à chaque test.',
    'a11y.limits.title': 'Limites connues',
    'a11y.limits.1':
      'Les noms et textes des produits ne sont pas encore tous traduits\u202F; ils sont alors en néerlandais et marqués comme tels.',
    'a11y.limits.2':
      'La carte de nos magasins n’est pas entièrement utilisable au clavier\u202F; les mêmes magasins, adresses et horaires figurent dans la liste à côté de la carte.',
    'a11y.limits.3':
      'Les images des fournisseurs ont le nom du produit comme texte alternatif, pas encore de description de ce qu’elles montrent.',
    'a11y.contact.title': 'Un problème\u202F? Dites-le-nous',
    'a11y.contact.text': 'Vous êtes bloqué sur ce site ou il vous manque quelque chose\u202F? Dites-le-nous\u202F:',
    'a11y.contact.hours': 'les jours ouvrables de 9h00 à 17h00',
    'a11y.contact.response':
      'Nous répondons dans les 5 jours ouvrables et vous aidons entre-temps à commander par téléphone ou par e-mail.',
    'a11y.contact.complaint':
      'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de l’autorité de contrôle\u202F: aux Pays-Bas, l’Autoriteit Consument & Markt (ACM).',
    'a11y.updated': 'Cette déclaration a été mise à jour pour la dernière fois le {date}.',
  },
  en: {
    'tile.rating': '{rating} out of 5 stars, {count, plural, one {# review} other {# reviews}}',
    'tile.quantity': 'Quantity {name}',
    'banner.Nieuw': 'New',
    'banner.Op=op': 'While stocks last',
    'banner.Gratis': 'Free',
    'banner.Voordeelverpakking': 'Value pack',
    'banner.Bestseller': 'Bestseller',
    'banner.actie': 'Offer {period}',
    'delivery.weeks': 'Delivery in {min} to {max} weeks',
    'buyBar.label': 'Order',
    'review.ratingHint': 'Choose 1 to 5 stars.',
    'review.contentHint': 'What did you think of the product? Your review is shown with your first name.',
    'review.back': 'Back to {product}',
    'footer.accessibility': 'Accessibility',
    'a11y.title': 'Accessibility statement',
    'a11y.heading': 'Accessibility statement',
    'a11y.intro':
      'Toonbank wants everyone to be able to search, compare and order without help, also with a keyboard, a screen reader, magnification or voice control. This statement covers the web shop at this address and follows the European Accessibility Act, which applies to web shops since 28 June 2025.',
    'a11y.standard.title': 'The standard we follow',
    'a11y.standard.text':
      'The shop conforms to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard behind the European standard EN 301 549. This covers every page: search, product lists, product pages, cart, checkout, login and your account.',
    'a11y.tested.title': 'How we test it',
    'a11y.tested.1':
      'With every change, automated browser tests check all main pages with axe-core against the WCAG 2.2 AA criteria, logged in and logged out.',
    'a11y.tested.2':
      'Search with suggestions, filtering, adding to the cart, changing quantities and logging in are tested with the keyboard only; we check that the focus is visible and that the result is on screen.',
    'a11y.tested.3': 'Every page works at 320 pixels wide and at 200% zoom without scrolling sideways.',
    'a11y.tested.4': 'Screenshots at phone and desktop size are taken and reviewed with every test run.',
    'a11y.limits.title': 'Known limitations',
    'a11y.limits.1': 'Not all product names and texts are translated yet; where they are not, they are in Dutch and marked as Dutch text.',
    'a11y.limits.2':
      'The map of our stores cannot be fully operated with a keyboard; the same stores, addresses and opening hours are in the list next to the map.',
    'a11y.limits.3': 'Supplier product images have the product name as their text alternative, not yet a description of what they show.',
    'a11y.contact.title': 'Something not working? Tell us',
    'a11y.contact.text': 'Stuck on this website, or missing something? Tell us:',
    'a11y.contact.hours': 'working days 9:00 to 17:00',
    'a11y.contact.response': 'We answer within 5 working days and meanwhile help you order by phone or email.',
    'a11y.contact.complaint':
      'If you are not satisfied with our answer, you can complain to the supervisory authority: in the Netherlands the Autoriteit Consument & Markt (ACM).',
    'a11y.updated': 'This statement was last updated on {date}.',
  },
} satisfies { nl: typeof nl; fr: Record<FinishMessageKey, string>; en: Record<FinishMessageKey, string> };
