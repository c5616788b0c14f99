/**
 * French and English for the demo shop's own words (issue 12 defect 6): category names, menus, USPs, banners and
 * the FAQ. Dutch is the source; a text missing here stays Dutch and the shop marks it with lang="nl".
 */
import type { AnimalId } from './catalog.ts';

export type Pair = readonly [fr: string, en: string];

/** Animals: name, plural (in texts: 'Croquettes pour chiens'), and the possessive phrase 'Alles voor je …'. */
export const ANIMALS: Readonly<
  Record<AnimalId, { fr: { name: string; plural: string; all: string }; en: { name: string; plural: string; all: string } }>
> = {
  hond: {
    fr: { name: 'Chien', plural: 'chiens', all: 'Tout pour votre chien' },
    en: { name: 'Dog', plural: 'dogs', all: 'Everything for your dog' },
  },
  kat: {
    fr: { name: 'Chat', plural: 'chats', all: 'Tout pour votre chat' },
    en: { name: 'Cat', plural: 'cats', all: 'Everything for your cat' },
  },
  knaagdier: {
    fr: { name: 'Rongeur', plural: 'rongeurs', all: 'Tout pour votre rongeur' },
    en: { name: 'Small pets', plural: 'small pets', all: 'Everything for your small pet' },
  },
  vogel: {
    fr: { name: 'Oiseau', plural: 'oiseaux', all: 'Tout pour votre oiseau' },
    en: { name: 'Bird', plural: 'birds', all: 'Everything for your bird' },
  },
  vis: {
    fr: { name: 'Poisson', plural: 'poissons', all: 'Tout pour vos poissons' },
    en: { name: 'Fish', plural: 'fish', all: 'Everything for your fish' },
  },
  paard: {
    fr: { name: 'Cheval', plural: 'chevaux', all: 'Tout pour votre cheval' },
    en: { name: 'Horse', plural: 'horses', all: 'Everything for your horse' },
  },
};

/** Category group and leaf names. */
export const CATEGORY_NAMES: Readonly<Record<string, Pair>> = {
  Accessoires: ['Accessoires', 'Accessories'],
  Aquaria: ['Aquariums', 'Aquariums'],
  Aquarium: ['Aquarium', 'Aquarium'],
  Aquariumplanten: ['Plantes d’aquarium', 'Aquarium plants'],
  Ballen: ['Balles', 'Balls'],
  Benches: ['Cages de transport', 'Crates'],
  Bodembedekking: ['Litière', 'Bedding'],
  'Borstels & kammen': ['Brosses et peignes', 'Brushes & combs'],
  Brokken: ['Croquettes', 'Pellets'],
  Buitenvogelvoer: ['Nourriture pour oiseaux du jardin', 'Wild bird food'],
  Caviavoer: ['Nourriture pour cochons d’Inde', 'Guinea pig food'],
  Decoratie: ['Décoration', 'Decoration'],
  Dekens: ['Couvertures', 'Blankets'],
  Denkspellen: ['Jeux d’intelligence', 'Puzzle games'],
  Dieetvoer: ['Alimentation diététique', 'Diet food'],
  Drinkbakken: ['Abreuvoirs', 'Water bowls'],
  Drinkflessen: ['Biberons', 'Water bottles'],
  Droogvoer: ['Croquettes', 'Dry food'],
  Eivoer: ['Pâtée aux œufs', 'Egg food'],
  'Emmers & voerbakken': ['Seaux et mangeoires', 'Buckets & feeders'],
  'Filters & pompen': ['Filtres et pompes', 'Filters & pumps'],
  Gebitssnacks: ['Friandises dentaires', 'Dental chews'],
  'Gedroogd vlees': ['Viande séchée', 'Dried meat'],
  'Graanvrij voer': ['Alimentation sans céréales', 'Grain-free food'],
  'Grind & zand': ['Gravier et sable', 'Gravel & sand'],
  'Grit & schelpen': ['Grit et coquillages', 'Grit & shells'],
  Groentesnacks: ['Friandises aux légumes', 'Vegetable treats'],
  Halsbanden: ['Colliers', 'Collars'],
  'Halsters & touwen': ['Licols et longes', 'Halters & lead ropes'],
  'Hamster- & muizenvoer': ['Nourriture pour hamsters et souris', 'Hamster & mouse food'],
  Hengels: ['Cannes à pêche', 'Wand toys'],
  Hoefverzorging: ['Soin des sabots', 'Hoof care'],
  'Hokken & rennen': ['Clapiers et enclos', 'Hutches & runs'],
  Hooi: ['Foin', 'Hay'],
  'Hooiruiven & voerbakken': ['Râteliers et mangeoires', 'Hay racks & feeders'],
  'Huisjes & speelgoed': ['Maisonnettes et jouets', 'Houses & toys'],
  'Interactief speelgoed': ['Jouets interactifs', 'Interactive toys'],
  'Kattenbak & grit': ['Bac à litière et litière', 'Litter tray & litter'],
  Kattenbakaccessoires: ['Accessoires pour bac à litière', 'Litter tray accessories'],
  Kattenbakken: ['Bacs à litière', 'Litter trays'],
  'Kattengras & -kruid': ['Herbe à chat et cataire', 'Cat grass & catnip'],
  Kattengrit: ['Litière pour chat', 'Cat litter'],
  Kattenmanden: ['Paniers pour chat', 'Cat beds'],
  Kattensnoepjes: ['Friandises pour chat', 'Cat treats'],
  Kauwsnacks: ['Friandises à mâcher', 'Chews'],
  Kittenvoer: ['Nourriture pour chatons', 'Kitten food'],
  Knuffels: ['Peluches', 'Soft toys'],
  Koekjes: ['Biscuits', 'Biscuits'],
  Konijnenvoer: ['Nourriture pour lapins', 'Rabbit food'],
  Kooien: ['Cages', 'Cages'],
  'Kooien & accessoires': ['Cages et accessoires', 'Cages & accessories'],
  Korrelvoer: ['Granulés', 'Pellets'],
  Krabpalen: ['Arbres à chat', 'Cat trees'],
  'Krabpalen & manden': ['Arbres à chat et paniers', 'Cat trees & beds'],
  Krabplanken: ['Griffoirs', 'Scratching boards'],
  Kussens: ['Coussins', 'Cushions'],
  Likstenen: ['Pierres à lécher', 'Salt licks'],
  Manden: ['Paniers', 'Beds'],
  'Manden & kussens': ['Paniers et coussins', 'Beds & cushions'],
  Muesli: ['Muesli', 'Muesli'],
  'Muisjes & balletjes': ['Souris et balles', 'Mice & balls'],
  Natvoer: ['Pâtée', 'Wet food'],
  Nestkastjes: ['Nichoirs', 'Nest boxes'],
  'Op pad': ['En promenade', 'Out and about'],
  'Oren & ogen': ['Oreilles et yeux', 'Ears & eyes'],
  Ornamenten: ['Ornements', 'Ornaments'],
  Paardendekens: ['Couvertures pour chevaux', 'Horse rugs'],
  Paardensnoepjes: ['Friandises pour chevaux', 'Horse treats'],
  Poetsmateriaal: ['Matériel de pansage', 'Grooming kit'],
  Puppyvoer: ['Nourriture pour chiots', 'Puppy food'],
  Reisaccessoires: ['Accessoires de voyage', 'Travel accessories'],
  Riemen: ['Laisses', 'Leads'],
  Ruitersport: ['Équitation', 'Riding'],
  Ruwvoer: ['Fourrage', 'Roughage'],
  Seniorvoer: ['Alimentation senior', 'Senior food'],
  'Shampoo & vachtverzorging': ['Shampooing et soin du pelage', 'Shampoo & coat care'],
  Snacks: ['Friandises', 'Treats'],
  Speelgoed: ['Jouets', 'Toys'],
  'Stal & weide': ['Écurie et pré', 'Stable & pasture'],
  Stalinrichting: ['Équipement d’écurie', 'Stable equipment'],
  'Sticks & creamy snacks': ['Sticks et friandises crémeuses', 'Sticks & creamy treats'],
  Supplementen: ['Compléments', 'Supplements'],
  'Touwen & trekspeelgoed': ['Cordes et jouets à tirer', 'Ropes & tug toys'],
  Trainingssnacks: ['Friandises d’éducation', 'Training treats'],
  'Trosgierst & sticks': ['Millet en grappes et sticks', 'Millet sprays & sticks'],
  Tuigen: ['Harnais', 'Harnesses'],
  Vachtverzorging: ['Soin du pelage', 'Coat care'],
  Verblijven: ['Habitats', 'Housing'],
  'Verwarming & verlichting': ['Chauffage et éclairage', 'Heating & lighting'],
  Verzorging: ['Soins', 'Care'],
  Vijver: ['Bassin', 'Pond'],
  Vijverfilters: ['Filtres de bassin', 'Pond filters'],
  Vijverpompen: ['Pompes de bassin', 'Pond pumps'],
  Vijvervoer: ['Nourriture pour poissons de bassin', 'Pond food'],
  Vitaminen: ['Vitamines', 'Vitamins'],
  Vliegenbestrijding: ['Anti-mouches', 'Fly control'],
  Vlokvoer: ['Nourriture en flocons', 'Flake food'],
  'Vlooien & teken': ['Puces et tiques', 'Fleas & ticks'],
  Voeding: ['Alimentation', 'Food'],
  'Voer- & drinkbakken': ['Gamelles et abreuvoirs', 'Food & water bowls'],
  Voerbakken: ['Gamelles', 'Food bowls'],
  Voercontainers: ['Conteneurs à croquettes', 'Food storage'],
  Vogelkooien: ['Cages à oiseaux', 'Bird cages'],
  Waterbehandeling: ['Traitement de l’eau', 'Water treatment'],
  Watertesten: ['Tests d’eau', 'Water tests'],
  Waterverbeteraars: ['Conditionneurs d’eau', 'Water conditioners'],
  Werpspeelgoed: ['Jouets à lancer', 'Throwing toys'],
  Zaadmengsels: ['Mélanges de graines', 'Seed mixes'],
  'Zitstokken & speelgoed': ['Perchoirs et jouets', 'Perches & toys'],
  // Special nodes.
  Aanbiedingen: ['Promotions', 'Offers'],
  Nieuw: ['Nouveautés', 'New'],
  'Meer = minder': ['Plus = moins cher', 'More = less'],
  'Op = op': ['Jusqu’à épuisement', 'While stocks last'],
  Populair: ['Populaire', 'Popular'],
  'Gratis proefmonsters': ['Échantillons gratuits', 'Free samples'],
  Dagaanbieding: ['Offre du jour', 'Deal of the day'],
  Kassakoopjes: ['Petits plus en caisse', 'Checkout extras'],
  Meer: ['Plus', 'More'],
  'POS-materiaal': ['Matériel PLV', 'Point-of-sale material'],
  Zomeractie: ['Action d’été', 'Summer sale'],
};

/** Descriptions of the special nodes. */
export const SPECIAL_DESCRIPTIONS: Readonly<Record<string, Pair>> = {
  'Alle aanbiedingen en acties van dit moment.': ['Toutes les promotions et actions du moment.', 'All current offers and promotions.'],
  'Net binnen: de nieuwste producten in ons assortiment.': [
    'Tout juste arrivés : les derniers produits de notre assortiment.',
    'Just in: the newest products in our range.',
  ],
  'Hoe meer je bestelt, hoe minder je per stuk betaalt.': [
    'Plus vous commandez, moins vous payez par pièce.',
    'The more you order, the less you pay per piece.',
  ],
  'Uitlopende producten: op is op.': ['Fins de série : jusqu’à épuisement du stock.', 'Discontinued products: while stocks last.'],
  'De best verkochte producten van de afgelopen weken.': [
    'Les meilleures ventes des dernières semaines.',
    'The best sellers of the past weeks.',
  ],
  'Kies gratis proefmonsters bij je bestelling.': [
    'Choisissez des échantillons gratuits avec votre commande.',
    'Choose free samples with your order.',
  ],
  'Alleen vandaag extra voordelig.': ['Uniquement aujourd’hui, à prix réduit.', 'Extra good value, today only.'],
  'Handige kleine extraatjes om bij je bestelling te doen.': [
    'De petits extras pratiques à ajouter à votre commande.',
    'Handy little extras to add to your order.',
  ],
  'Extra assortiment voor zakelijke klanten.': [
    'Assortiment supplémentaire pour les clients professionnels.',
    'Extra range for business customers.',
  ],
  'Displays, schapstroken en folders voor je winkel.': [
    'Présentoirs, réglettes et dépliants pour votre magasin.',
    'Displays, shelf strips and leaflets for your store.',
  ],
  'Afgelopen zomeractie.': ['Action d’été terminée.', 'Past summer sale.'],
};

/** Menu, USP and banner texts of the content areas. */
export const CONTENT_TEXTS: Readonly<Record<string, Pair>> = {
  '30 dagen bedenktijd': ['30 jours de réflexion', '30-day cooling-off period'],
  Advies: ['Conseil', 'Advice'],
  'Advies van echte dierenliefhebbers.': ['Les conseils de vrais amis des animaux.', 'Advice from real animal lovers.'],
  'Afgelopen.': ['Terminé.', 'Ended.'],
  Afhalen: ['Retrait', 'Collection'],
  'Algemene voorwaarden': ['Conditions générales', 'Terms and conditions'],
  'Alle aanbiedingen': ['Toutes les promotions', 'All offers'],
  'Alleen deze en volgende week.': ['Cette semaine et la suivante uniquement.', 'This week and next week only.'],
  Assortiment: ['Assortiment', 'Our range'],
  'Bel 030 630 4400 (werkdagen 8:30-17:30) of mail klantenservice@toonbank.nl.': [
    'Appelez le +31 30 630 4400 (jours ouvrables 8h30-17h30) ou écrivez à klantenservice@toonbank.nl.',
    'Call +31 30 630 4400 (working days 8:30-17:30) or e-mail klantenservice@toonbank.nl.',
  ],
  'Bestel je hele schap in één keer via een Excel- of CSV-bestand.': [
    'Commandez tout votre rayon en une fois avec un fichier Excel ou CSV.',
    'Order your whole shelf at once with an Excel or CSV file.',
  ],
  'Bestel online en haal gratis af.': ['Commandez en ligne et retirez gratuitement.', 'Order online and collect for free.'],
  'Bestelling uploaden': ['Importer une commande', 'Upload an order'],
  Betalen: ['Paiement', 'Payment'],
  'Betalen binnen 30 dagen na levering.': ['Paiement dans les 30 jours après livraison.', 'Pay within 30 days of delivery.'],
  Bezorging: ['Livraison', 'Delivery'],
  'Binnenkort.': ['Bientôt.', 'Coming soon.'],
  'Black Friday': ['Black Friday', 'Black Friday'],
  Contact: ['Contact', 'Contact'],
  Cookies: ['Cookies', 'Cookies'],
  Dagaanbieding: ['Offre du jour', 'Deal of the day'],
  Dierenbescherming: ['Dierenbescherming (protection animale)', 'Dierenbescherming (animal welfare)'],
  Disclaimer: ['Avertissement', 'Disclaimer'],
  'Displays, schapstroken en folders.': ['Présentoirs, réglettes et dépliants.', 'Displays, shelf strips and leaflets.'],
  Duurzaamheid: ['Durabilité', 'Sustainability'],
  'Dé groothandel en webshop voor dierenvoeding en -benodigdheden.': [
    'Le grossiste et la boutique en ligne pour l’alimentation et les accessoires pour animaux.',
    'The wholesaler and web shop for pet food and pet supplies.',
  ],
  'Een aquarium beginnen?': ['Débuter un aquarium ?', 'Starting an aquarium?'],
  Folderactie: ['Action dépliant', 'Leaflet offer'],
  'Folderactie: tot 20% korting': ['Action dépliant : jusqu’à 20 % de réduction', 'Leaflet offer: up to 20% off'],
  'Gratis afhalen in de winkel': ['Retrait gratuit en magasin', 'Free collection in store'],
  'Gratis proefmonsters': ['Échantillons gratuits', 'Free samples'],
  'Gratis proefjes naar keuze (advies vanaf € 20)': [
    'Échantillons gratuits au choix (conseillé dès 20 €)',
    'Free samples of your choice (advised from € 20)',
  ],
  'Gratis verzending': ['Livraison gratuite', 'Free shipping'],
  'Gratis verzending vanaf € 30': ['Livraison gratuite dès 30 €', 'Free shipping from €30'],
  'Gratis verzending vanaf € 30.': ['Livraison gratuite dès 30 €.', 'Free shipping from €30.'],
  'Groot assortiment': ['Large assortiment', 'Wide range'],
  'Hollandse Hap': ['Hollandse Hap', 'Hollandse Hap'],
  Hooi: ['Foin', 'Hay'],
  Kassakoopjes: ['Petits plus en caisse', 'Checkout extras'],
  Kerstshop: ['Boutique de Noël', 'Christmas shop'],
  Kerstvoordeel: ['Avantage de Noël', 'Christmas savings'],
  'Kerstvoordeel: 10% korting op alle manden': [
    'Avantage de Noël : 10 % de réduction sur tous les paniers',
    'Christmas savings: 10% off all beds',
  ],
  'Kies zelf bij bestellingen vanaf € 20.': ['À choisir pour toute commande dès 20 €.', 'Your choice with orders from €20.'],
  Klantenservice: ['Service client', 'Customer service'],
  'Kom langs in een van onze winkels': ['Passez dans l’un de nos magasins', 'Visit one of our stores'],
  Levering: ['Livraison', 'Delivery'],
  'Maaltijden met ingrediënten van Nederlandse boerderijen.': [
    'Des repas aux ingrédients de fermes néerlandaises.',
    'Meals made with ingredients from Dutch farms.',
  ],
  Meer: ['Plus', 'More'],
  'Meer = minder': ['Plus = moins cher', 'More = less'],
  Merken: ['Marques', 'Brands'],
  'Morgen in huis': ['Livré demain', 'Delivered tomorrow'],
  'Nettoprijzen en bestellen op rekening.': ['Prix nets et commande sur facture.', 'Net prices and ordering on account.'],
  Nieuw: ['Nouveautés', 'New'],
  'Nieuw: Hollandse Hap': ['Nouveau : Hollandse Hap', 'New: Hollandse Hap'],
  'Nieuwe merken': ['Nouvelles marques', 'New brands'],
  'Nieuwe producten': ['Nouveaux produits', 'New products'],
  Nieuws: ['Actualités', 'News'],
  'Onze medewerkers zijn dierenliefhebbers en denken met je mee.': [
    'Nos collaborateurs aiment les animaux et vous conseillent volontiers.',
    'Our staff are animal lovers and happy to help you choose.',
  ],
  'Onze winkels': ['Nos magasins', 'Our stores'],
  'Op = op': ['Jusqu’à épuisement', 'While stocks last'],
  'Op rekening': ['Sur facture', 'On account'],
  'Op werkdagen voor 22:00 besteld, de volgende werkdag in huis.': [
    'Commandé un jour ouvrable avant 22h00, livré le jour ouvrable suivant.',
    'Ordered on a working day before 22:00, delivered the next working day.',
  ],
  'Over ons': ['À propos', 'About us'],
  'Over Toonbank': ['À propos de Toonbank', 'About Toonbank'],
  'POS-materiaal': ['Matériel PLV', 'Point-of-sale material'],
  'Persoonlijk advies': ['Conseil personnalisé', 'Personal advice'],
  'Persoonlijk advies in je winkel.': ['Des conseils personnalisés dans votre magasin.', 'Personal advice in your store.'],
  Privacy: ['Confidentialité', 'Privacy'],
  Proefmonsters: ['Échantillons', 'Samples'],
  Retour: ['Retour', 'Returns'],
  Retourneren: ['Retours', 'Returns'],
  'Snel geleverd': ['Livraison rapide', 'Fast delivery'],
  'Spaar punten bij elke aankoop en wissel ze in bij het afrekenen.': [
    'Cumulez des points à chaque achat et échangez-les lors du paiement.',
    'Collect points with every purchase and redeem them at checkout.',
  ],
  Sparen: ['Épargne', 'Savings'],
  'Sparen voor korting': ['Cumulez pour une réduction', 'Save up for a discount'],
  Tuinvogels: ['Oiseaux du jardin', 'Garden birds'],
  'Tuinvogels de winter door': ['Aider les oiseaux du jardin à passer l’hiver', 'Help garden birds through the winter'],
  Uploaden: ['Importer', 'Upload'],
  Vacatures: ['Emplois', 'Vacancies'],
  'Vaste vertegenwoordiger': ['Représentant attitré', 'Your own sales representative'],
  'Veelgestelde vragen': ['Questions fréquentes', 'Frequently asked questions'],
  'Veilig betalen': ['Paiement sécurisé', 'Secure payment'],
  'Veilig betalen met iDEAL of op rekening': ['Paiement sécurisé par iDEAL ou sur facture', 'Pay securely with iDEAL or on account'],
  'Vers hooi voor knaagdieren': ['Du foin frais pour les rongeurs', 'Fresh hay for small pets'],
  Vertegenwoordiger: ['Représentant', 'Representative'],
  Verzending: ['Expédition', 'Shipping'],
  'Voeding en benodigdheden voor hond, kat, knaagdier, vogel, vis en paard.': [
    'Alimentation et accessoires pour chiens, chats, rongeurs, oiseaux, poissons et chevaux.',
    'Food and supplies for dogs, cats, small pets, birds, fish and horses.',
  ],
  'Voer, supplementen, verzorging en stalinrichting.': [
    'Alimentation, compléments, soins et équipement d’écurie.',
    'Feed, supplements, care and stable equipment.',
  ],
  'Voor 22:00 besteld, morgen in huis': ['Commandé avant 22h00, livré demain', 'Order before 22:00, delivered tomorrow'],
  'Voor 22:00 besteld, morgen in huis (ma-vr)': [
    'Commandé avant 22h00, livré demain (lun-ven)',
    'Order before 22:00, delivered tomorrow (Mon-Fri)',
  ],
  'Vragen? Wij helpen je graag': ['Des questions ? Nous vous aidons volontiers', 'Questions? We are happy to help'],
  Weekendknaller: ['Offre du week-end', 'Weekend deal'],
  Welkom: ['Bienvenue', 'Welcome'],
  'Welkom bij Toonbank': ['Bienvenue chez Toonbank', 'Welcome to Toonbank'],
  'Wij steunen de Dierenbescherming': [
    'Nous soutenons la Dierenbescherming (protection animale)',
    'We support the Dierenbescherming (animal welfare)',
  ],
  Winkels: ['Magasins', 'Stores'],
  Zakelijk: ['Professionnels', 'Business'],
  'Zakelijk bestellen': ['Commander en tant que professionnel', 'Ordering for business'],
  'Zakelijk klant worden': ['Devenir client professionnel', 'Become a business customer'],
  Zomeractie: ['Action d’été', 'Summer sale'],
  'Zomeractie: koelmatten en drinkflessen': [
    'Action d’été : tapis rafraîchissants et gourdes',
    'Summer sale: cooling mats and water bottles',
  ],
  Zomershop: ['Boutique d’été', 'Summer shop'],
};

/** Texts built from a number or a name ('9 winkels in Nederland', 'Alles voor je hond'). */
export function patternText(dutch: string): Pair | undefined {
  const stores = /^(\d+) winkels in Nederland$/.exec(dutch);
  if (stores) return [`${stores[1]!} magasins aux Pays-Bas`, `${stores[1]!} stores in the Netherlands`];
  const flyer = /^Folderactie: tot 20% korting met code (\S+)$/.exec(dutch);
  if (flyer)
    return [`Action dépliant : jusqu’à 20 % de réduction avec le code ${flyer[1]!}`, `Leaflet offer: up to 20% off with code ${flyer[1]!}`];
  const all = /^Alles voor je (\S+)$/.exec(dutch);
  if (all) {
    const animal = Object.entries(ANIMALS).find(([id]) => id === all[1]!.toLowerCase())?.[1];
    if (animal) return [animal.fr.all, animal.en.all];
  }
  const lister = /^Lister (\S+)$/.exec(dutch);
  if (lister) {
    const animal = Object.entries(ANIMALS).find(([id]) => id === lister[1]!.toLowerCase())?.[1];
    if (animal) return [`Liste ${animal.fr.name}`, `Lister ${animal.en.name}`];
  }
  return undefined;
}

/** The French and English of a menu, USP or banner text, or of an animal or category name used in a menu. */
export function translateText(dutch: string | null | undefined): Pair | undefined {
  if (!dutch) return undefined;
  const animal = Object.entries(ANIMALS).find(([id]) => id === dutch.toLowerCase())?.[1];
  if (animal) return [animal.fr.name, animal.en.name];
  return CONTENT_TEXTS[dutch] ?? CATEGORY_NAMES[dutch] ?? patternText(dutch);
}

/** FAQ categories and questions, in the order of data/faq.ts. */
export const FAQ_TRANSLATIONS: Readonly<Record<string, { title: Pair; questions: readonly (readonly [question: Pair, answer: Pair])[] }>> =
  {
    bestellen: {
      title: ['Commander', 'Ordering'],
      questions: [
        [
          ['Dois-je avoir un compte pour commander ?', 'Do I need an account to order?'],
          [
            '<p>Oui. Vous commandez avec un compte client, afin que nous puissions afficher vos prix, vos points et votre historique. Pas encore client ? Demandez un compte via <a href="/login/new-account">devenir client</a> ; nous vous contactons dans les deux jours ouvrables.</p>',
            '<p>Yes. You order with a customer account, so we can show your prices, loyalty points and order history. Not a customer yet? Request an account through <a href="/login/new-account">become a customer</a>; we will contact you within two working days.</p>',
          ],
        ],
        [
          ['Puis-je encore modifier ma commande ?', 'Can I still change my order?'],
          [
            '<p>Tant que votre commande n’est pas traitée, appelez le service client au +31 30 630 4400. Nous adaptons la commande pour vous. Si elle est déjà en route, vous pouvez retourner les articles gratuitement.</p>',
            '<p>As long as your order has not been processed, call customer service on +31 30 630 4400 and we will change it for you. If it is already on its way, you can return the items free of charge.</p>',
          ],
        ],
        [
          ['Que signifie « plus = moins cher » ?', 'What does “more = less” mean?'],
          [
            '<p>Pour les produits portant le label <strong>plus = moins cher</strong>, vous payez moins par pièce en commandant davantage. Les paliers figurent sur la page du produit ; la réduction est calculée automatiquement dans votre panier.</p>',
            '<p>With products labelled <strong>more = less</strong> you pay less per piece when you order more. The tiers are on the product page; the discount is applied in your cart automatically.</p>',
          ],
        ],
        [
          ['Comment passer une grande commande pour mon magasin ?', 'How can my store place a large order?'],
          [
            '<p>Les clients professionnels peuvent importer une commande sous forme de fichier Excel ou CSV avec références ou codes-barres et quantités, via <a href="/bestelling-uploaden">importer une commande</a>. Votre représentant attitré peut aussi passer la commande pour vous.</p>',
            '<p>Business customers can upload an order as an Excel or CSV file with item numbers or barcodes and quantities, through <a href="/bestelling-uploaden">upload an order</a>. Your sales representative can also place the order for you.</p>',
          ],
        ],
        [
          ['Pourquoi ne puis-je pas commander certains produits ?', 'Why can I not order some products?'],
          [
            '<p>Certains produits sont temporairement indisponibles ou attendus prochainement ; la date de livraison prévue figure alors sur la page du produit. Certains articles sont en outre réservés aux clients professionnels.</p>',
            '<p>Some products are temporarily unavailable or expected soon; the expected delivery date is then shown on the product page. Some items are for business customers only.</p>',
          ],
        ],
      ],
    },
    betalen: {
      title: ['Paiement', 'Payment'],
      questions: [
        [
          ['Quels moyens de paiement puis-je utiliser ?', 'Which payment methods can I use?'],
          [
            '<p>Vous payez par iDEAL, carte de crédit ou (en Belgique) Bancontact. Les clients professionnels disposant d’une limite de crédit peuvent aussi commander <strong>sur facture</strong>. Si vous retirez en magasin, vous pouvez aussi y payer.</p>',
            '<p>You pay with iDEAL, credit card or (in Belgium) Bancontact. Business customers with a credit limit can also order <strong>on account</strong>. If you collect in a store, you can pay there too.</p>',
          ],
        ],
        [
          ['Comment fonctionne le paiement sur facture ?', 'How does paying on account work?'],
          [
            '<p>Le paiement sur facture est possible pour les clients professionnels après approbation. Vous recevez une facture par livraison avec un délai de paiement de 30 jours. Votre solde et votre limite de crédit figurent dans votre compte.</p>',
            '<p>Paying on account is available to business customers after approval. You receive an invoice per delivery with 30 days to pay. Your balance and credit limit are shown in your account.</p>',
          ],
        ],
        [
          ['Comment échanger mes points ?', 'How do I redeem my loyalty points?'],
          [
            '<p>À partir de 500 points, vous pouvez les échanger lors du paiement. Chaque point vaut un centime. Vous ne pouvez jamais utiliser plus de points que le montant total de votre commande.</p>',
            '<p>From 500 points you can redeem them at checkout. Each point is worth one cent. You can never use more points than the total of your order.</p>',
          ],
        ],
        [
          ['Où trouver mes factures ?', 'Where can I find my invoices?'],
          [
            '<p>Toutes vos factures et bons de livraison se trouvent sous <a href="/account/invoices">Mon compte &gt; Factures</a>, à télécharger en pdf.</p>',
            '<p>All your invoices and packing slips are under <a href="/account/invoices">My account &gt; Invoices</a>, where you can download them as pdf.</p>',
          ],
        ],
      ],
    },
    bezorgen: {
      title: ['Livraison et retrait', 'Delivery and collection'],
      questions: [
        [
          ['Quand ma commande sera-t-elle livrée ?', 'When will my order be delivered?'],
          [
            '<p>Commandé un jour ouvrable avant 22h00, livré le jour ouvrable suivant. Nous ne livrons pas le dimanche ni les jours fériés. Les produits hors stock sont livrés sous deux à quatre semaines.</p>',
            '<p>Order on a working day before 22:00 and we deliver the next working day. We do not deliver on Sundays or public holidays. Products we do not have in stock arrive within two to four weeks.</p>',
          ],
        ],
        [
          ['Quels sont les frais d’envoi ?', 'What are the shipping costs?'],
          [
            '<p>Aux Pays-Bas, l’envoi coûte 4,95 € ; il est gratuit dès 30 €. Pour la Belgique : 6,95 € et gratuit dès 50 €. Les grandes commandes sur palette ont des tarifs spécifiques.</p>',
            '<p>In the Netherlands shipping costs €4.95 and is free from €30. For Belgium it is €6.95, free from €50. Large orders on a pallet have their own rates.</p>',
          ],
        ],
        [
          ['Puis-je retirer ma commande en magasin ?', 'Can I collect my order in a store?'],
          [
            '<p>Oui, le retrait est gratuit dans tous nos magasins. Choisissez le retrait lors du paiement et sélectionnez votre magasin. Vous recevez un e-mail dès que votre commande est prête. Notre centre de distribution à Nieuwegein n’est pas un point de retrait.</p>',
            '<p>Yes, collection is free in all our stores. Choose collection at checkout and select your store. You get an e-mail as soon as your order is ready. Our distribution centre in Nieuwegein is not a collection point.</p>',
          ],
        ],
        [
          ['Puis-je me faire livrer à une autre adresse ?', 'Can I have it delivered to another address?'],
          [
            '<p>Oui. Lors du paiement, choisissez la livraison à une autre adresse. Les clients professionnels peuvent enregistrer des adresses de livraison fixes dans leur compte.</p>',
            '<p>Yes. At checkout you choose delivery to another address. Business customers can save regular delivery addresses in their account.</p>',
          ],
        ],
        [
          ['Livrez-vous aussi à l’étranger ?', 'Do you deliver abroad?'],
          [
            '<p>Nous livrons aux Pays-Bas, en Belgique et en Espagne. Le délai vers l’Espagne est d’environ cinq jours ouvrables.</p>',
            '<p>We deliver in the Netherlands, Belgium and Spain. Delivery to Spain takes about five working days.</p>',
          ],
        ],
      ],
    },
    retourneren: {
      title: ['Retours', 'Returns'],
      questions: [
        [
          ['De combien de temps de réflexion ai-je ?', 'How long is the cooling-off period?'],
          [
            '<p>Vous disposez de 30 jours après réception. Renvoyez le produit non ouvert dans son emballage d’origine ; pour des raisons d’hygiène, nous ne reprenons pas l’alimentation ouverte.</p>',
            '<p>You have 30 days after receipt. Return the product unopened in its original packaging; for reasons of hygiene we do not take back opened food.</p>',
          ],
        ],
        [
          ['Comment renvoyer un article ?', 'How do I send something back?'],
          [
            '<p>Signalez votre retour via <a href="/retourneren">retours</a>. Vous recevez une étiquette de retour par e-mail. Vous pouvez aussi déposer le colis dans l’un de nos magasins.</p>',
            '<p>Register your return through <a href="/retourneren">returns</a>. You receive a return label by e-mail. You can also hand in the parcel at one of our stores.</p>',
          ],
        ],
        [
          ['Quand serai-je remboursé ?', 'When do I get my money back?'],
          [
            '<p>Dans les 14 jours suivant la réception de votre retour, nous remboursons le montant sur le compte utilisé pour le paiement.</p>',
            '<p>Within 14 days of receiving your return we refund the amount to the account you paid with.</p>',
          ],
        ],
        [
          ['Mon produit est arrivé endommagé. Que faire ?', 'My product arrived damaged. What now?'],
          [
            '<p>Désolés ! Photographiez le produit et l’emballage et envoyez les photos sous 48 heures à klantenservice@toonbank.nl. Nous envoyons gratuitement un nouvel exemplaire.</p>',
            '<p>Sorry about that! Take a photo of the product and the packaging and send it within 48 hours to klantenservice@toonbank.nl. We will send a new one free of charge.</p>',
          ],
        ],
      ],
    },
    account: {
      title: ['Mon compte', 'My account'],
      questions: [
        [
          ['J’ai oublié mon mot de passe.', 'I forgot my password.'],
          [
            '<p>Utilisez <a href="/forgot-password">mot de passe oublié</a>. Vous recevez un e-mail avec un lien pour définir un nouveau mot de passe, d’au moins 8 caractères dont au moins un chiffre.</p>',
            '<p>Use <a href="/forgot-password">forgot password</a>. You receive an e-mail with a link to set a new password of at least 8 characters, including at least one digit.</p>',
          ],
        ],
        [
          ['Comment modifier mon adresse ou mon adresse e-mail ?', 'How do I change my address or e-mail address?'],
          [
            '<p>Modifiez vos adresses sous <a href="/account/details">Mes données</a>. Pour changer l’adresse e-mail de connexion, contactez le service client.</p>',
            '<p>You change your addresses under <a href="/account/details">My details</a>. To change the e-mail address you log in with, contact customer service.</p>',
          ],
        ],
        [
          ['Comment choisir un autre magasin habituel ?', 'How do I choose another regular store?'],
          [
            '<p>Sous <a href="/account/details">Mes données</a>, choisissez votre magasin habituel. Vous y verrez désormais son stock et pourrez y retirer par défaut.</p>',
            '<p>Under <a href="/account/details">My details</a> you choose your regular store. You will then see its stock and collect there by default.</p>',
          ],
        ],
        [
          ['Comment me désabonner de la newsletter ?', 'How do I unsubscribe from the newsletter?'],
          [
            '<p>Chaque newsletter contient un lien de désabonnement. Vous pouvez aussi modifier votre choix sous Mon compte &gt; Newsletter.</p>',
            '<p>Every newsletter has an unsubscribe link. You can also change your choice under My account &gt; Newsletter.</p>',
          ],
        ],
        [
          ['Que peut faire mon représentant pour moi ?', 'What can my sales representative do for me?'],
          [
            '<p>Les clients professionnels ont un représentant attitré. Il peut passer des commandes en votre nom, vous aider avec l’assortiment et organiser le matériel PLV pour votre magasin.</p>',
            '<p>Business customers have their own sales representative, who can place orders on your behalf, help you with the range and arrange point-of-sale material for your store.</p>',
          ],
        ],
      ],
    },
  };
