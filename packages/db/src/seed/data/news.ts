/** News categories and articles for /nieuws. */
import type { AnimalId } from './catalog.ts';

export const NEWS_CATEGORIES = [
  { name: 'nieuws', title: 'Nieuws' },
  { name: 'tips', title: 'Tips & advies' },
  { name: 'evenementen', title: 'Evenementen' },
] as const;

export type NewsCategoryName = (typeof NEWS_CATEGORIES)[number]['name'];

export interface NewsDef {
  category: NewsCategoryName;
  title: string;
  summary: string;
  body: string;
  tags: readonly string[];
  animal: AnimalId;
  /** A product lister shown under the article, as web node url. */
  webNodeUrl?: string;
}

export const NEWS_AUTHORS = ['Femke de Graaf', 'Joris ter Horst', 'Anouk Dijkstra', 'Redactie Toonbank', 'Bas Hoekstra'] as const;

export const NEWS: readonly NewsDef[] = [
  {
    category: 'nieuws',
    title: 'Nieuwe winkel in Breda geopend',
    summary: 'Onze negende winkel opende de deuren aan de Haagweg.',
    body: 'Met ruim 800 vierkante meter is Breda meteen een van onze grootste winkels. Er is een aparte afdeling voor aquaria en een trimsalon.',
    tags: ['winkels', 'breda'],
    animal: 'hond',
  },
  {
    category: 'tips',
    title: 'Zo kies je het juiste puppyvoer',
    summary: 'Een pup groeit snel. Waar let je op bij het kiezen van voer?',
    body: 'Puppyvoer bevat meer eiwit, calcium en energie dan voer voor volwassen honden. Kies voer dat past bij het verwachte volwassen gewicht: grote rassen groeien langzamer en hebben baat bij minder calcium.',
    tags: ['hond', 'puppy', 'voeding'],
    animal: 'hond',
    webNodeUrl: 'hond/voeding/puppyvoer',
  },
  {
    category: 'tips',
    title: 'Vijf tips voor een gezonde kattenbak',
    summary: 'Een schone kattenbak voorkomt ongelukjes in huis.',
    body: 'Zet de bak op een rustige plek, schep dagelijks en ververs het grit wekelijks. Heb je meer katten? Reken dan op één bak per kat plus één extra.',
    tags: ['kat', 'kattenbak'],
    animal: 'kat',
    webNodeUrl: 'kat/kattenbak-grit/kattengrit',
  },
  {
    category: 'evenementen',
    title: 'Open dag in het distributiecentrum',
    summary: 'Kijk een dag achter de schermen in Nieuwegein.',
    body: 'Zakelijke klanten zijn welkom voor een rondleiding door het magazijn, presentaties van leveranciers en een lunch. Aanmelden kan via je vertegenwoordiger.',
    tags: ['zakelijk', 'open dag'],
    animal: 'paard',
  },
  {
    category: 'tips',
    title: 'Je konijn gezond door de winter',
    summary: 'Buitenkonijnen kunnen prima tegen kou, als het hok goed is.',
    body: 'Zorg voor een tochtvrij, droog hok met een dikke laag stro en onbeperkt vers hooi. Controleer de drinkfles dagelijks op bevriezing.',
    tags: ['knaagdier', 'konijn', 'winter'],
    animal: 'knaagdier',
    webNodeUrl: 'knaagdier/voeding/hooi',
  },
  {
    category: 'nieuws',
    title: 'Huismerk Toonbank Select vernieuwd',
    summary: 'Nieuwe verpakkingen, dezelfde scherpe prijs.',
    body: 'Alle producten van Toonbank Select hebben een nieuwe, herkenbare verpakking gekregen. De receptuur van onze droogvoeding is verbeterd met meer vers vlees.',
    tags: ['huismerk'],
    animal: 'kat',
  },
  {
    category: 'tips',
    title: 'Tuinvogels voeren: zo doe je het goed',
    summary: 'Wat geef je mezen, merels en mussen in de winter?',
    body: "Mezen houden van vetbollen en pinda's, merels eten graag appel en meelwormen. Hang voer op een plek waar katten niet bij kunnen en maak voederplekken regelmatig schoon.",
    tags: ['vogel', 'tuinvogels', 'winter'],
    animal: 'vogel',
    webNodeUrl: 'vogel/voeding/buitenvogelvoer',
  },
  {
    category: 'evenementen',
    title: 'Puppycursus in onze winkel in Utrecht',
    summary: 'Zes zaterdagochtenden spelenderwijs leren.',
    body: 'Samen met een gecertificeerde hondentrainer organiseren we een puppycursus voor pups van 8 tot 16 weken. Deelname kost € 95 inclusief een starterspakket.',
    tags: ['hond', 'puppy', 'training', 'utrecht'],
    animal: 'hond',
  },
  {
    category: 'tips',
    title: 'Een aquarium opstarten in zes stappen',
    summary: 'Geduld is het geheim van helder water.',
    body: 'Laat een nieuw aquarium minstens drie weken inlopen met een bacteriestarter voordat je vissen plaatst. Test in die tijd het water op nitriet en begin met een kleine groep sterke vissen.',
    tags: ['vis', 'aquarium', 'beginners'],
    animal: 'vis',
    webNodeUrl: 'vis/waterbehandeling/waterverbeteraars',
  },
  {
    category: 'nieuws',
    title: 'Duurzamer verpakken: minder plastic',
    summary: 'Onze zendingen gaan voortaan in papier.',
    body: 'Vanaf deze maand vullen we dozen op met papier in plaats van luchtkussens. Dat scheelt jaarlijks ruim vier ton plastic.',
    tags: ['duurzaamheid'],
    animal: 'vogel',
  },
  {
    category: 'tips',
    title: 'Vlooien en teken: voorkomen is beter',
    summary: 'Vlooien zijn er het hele jaar; teken vooral in voor- en najaar.',
    body: 'Behandel je hond of kat preventief en behandel ook de omgeving als er vlooien zijn. Controleer na een wandeling in het bos de vacht op teken en verwijder ze met een tekentang.',
    tags: ['hond', 'kat', 'vlooien', 'teken', 'verzorging'],
    animal: 'hond',
    webNodeUrl: 'hond/verzorging/vlooien-teken',
  },
  {
    category: 'evenementen',
    title: 'Toonbank op de Dierenbeurs',
    summary: 'Bezoek onze stand op de grootste huisdierenbeurs van Nederland.',
    body: 'Op de stand maak je kennis met nieuwe merken, proef je (als hond) de nieuwste snacks en krijg je advies van onze specialisten.',
    tags: ['beurs'],
    animal: 'kat',
  },
  {
    category: 'tips',
    title: 'Je paard goed voorbereiden op het weideseizoen',
    summary: 'Van stal naar wei: bouw het grazen langzaam op.',
    body: 'Begin met een half uur per dag en bouw in twee weken op. Let bij gevoelige paarden op het suikergehalte in jong gras en zorg voor voldoende ruwvoer.',
    tags: ['paard', 'weide'],
    animal: 'paard',
    webNodeUrl: 'paard/voeding/ruwvoer',
  },
  {
    category: 'nieuws',
    title: 'Nieuw merk: Hollandse Hap',
    summary: 'Maaltijden met ingrediënten van Nederlandse boerderijen.',
    body: 'Hollandse Hap werkt met vlees en groenten van boerderijen uit de regio en produceert in Friesland. Het merk is nu verkrijgbaar in alle winkels en online.',
    tags: ['nieuw merk'],
    animal: 'hond',
  },
  {
    category: 'tips',
    title: 'Waarom je kat te weinig drinkt',
    summary: 'Katten drinken van nature weinig. Zo help je ze.',
    body: 'Geef naast droogvoer ook natvoer, zet waterbakken weg van de voerbak en probeer een drinkfontein: veel katten drinken liever stromend water.',
    tags: ['kat', 'drinken'],
    animal: 'kat',
    webNodeUrl: 'kat/voeding/natvoer',
  },
  {
    category: 'evenementen',
    title: 'Workshop: gezond voeren voor paarden',
    summary: 'Een avond met een dierenvoedingsdeskundige.',
    body: 'Tijdens de workshop leer je een rantsoen berekenen en krijg je advies over supplementen. De avond is gratis voor klanten met een Toonbank-account.',
    tags: ['paard', 'workshop'],
    animal: 'paard',
  },
  {
    category: 'tips',
    title: 'Spelen met je kat: tien minuten per dag',
    summary: 'Spelen houdt binnenkatten fit en tevreden.',
    body: 'Twee korte speelsessies per dag met een hengel of bal zijn genoeg. Eindig het spel met een "vangst" en een snackje, zodat je kat voldaan is.',
    tags: ['kat', 'spelen'],
    animal: 'kat',
    webNodeUrl: 'kat/speelgoed/hengels',
  },
  {
    category: 'nieuws',
    title: 'Bestellingen uploaden voor zakelijke klanten',
    summary: 'Bestel je hele schap in één keer.',
    body: 'Zakelijke klanten kunnen nu een Excel- of CSV-bestand met barcodes en aantallen uploaden. Fouten per regel zie je direct, zodat je ze kunt verbeteren.',
    tags: ['zakelijk', 'webshop'],
    animal: 'hond',
  },
  {
    category: 'tips',
    title: 'Hooi: het belangrijkste voer voor knaagdieren',
    summary: "Konijnen en cavia's moeten de hele dag kunnen knagen.",
    body: 'Hooi houdt de tanden kort en de darmen gezond. Geef onbeperkt hooi en vul aan met een kleine portie korrels en verse groente.',
    tags: ['knaagdier', 'knaagdieren', 'hooi'],
    animal: 'knaagdier',
    webNodeUrl: 'knaagdier/voeding/hooi',
  },
  {
    category: 'nieuws',
    title: 'Koopzondagen in december',
    summary: 'In december zijn veel winkels ook op zondag open.',
    body: 'Op de zondagen voor Kerst zijn de meeste winkels open van 12:00 tot 17:00 uur. De openingstijden per winkel vind je op de winkelpagina.',
    tags: ['winkels', 'december'],
    animal: 'hond',
  },
  {
    category: 'tips',
    title: 'Een oudere hond: voeding aanpassen',
    summary: 'Vanaf een jaar of zeven veranderen de behoeften.',
    body: 'Oudere honden bewegen minder en hebben minder energie nodig, maar wel goed verteerbaar eiwit. Seniorvoer met glucosamine ondersteunt de gewrichten.',
    tags: ['hond', 'kat', 'senior', 'voeding'],
    animal: 'hond',
    webNodeUrl: 'hond/voeding/seniorvoer',
  },
  {
    category: 'evenementen',
    title: 'Vogelspreekuur in Zwolle',
    summary: 'Elke eerste zaterdag van de maand.',
    body: 'Een ervaren vogelkweker beantwoordt je vragen over voeding, ruien en huisvesting. Neem gerust een foto van je kooi of volière mee.',
    tags: ['vogel', 'vogels', 'zwolle'],
    animal: 'vogel',
  },
  {
    category: 'tips',
    title: 'Vijvervissen voeren in de herfst',
    summary: 'Als het water afkoelt, eten vissen minder.',
    body: 'Onder de tien graden verteren vijvervissen nauwelijks. Schakel in de herfst over op licht verteerbaar voer en stop met voeren als het water kouder wordt dan vijf graden.',
    tags: ['vis', 'vijver', 'herfst'],
    animal: 'vis',
    webNodeUrl: 'vis/voeding/vijvervoer',
  },
  {
    category: 'nieuws',
    title: 'Spaarpunten nu ook in de winkel',
    summary: 'Sparen en inwisselen, online en in de winkel.',
    body: 'Je spaarpunten zijn voortaan in alle winkels te gebruiken. Laat bij de kassa je klantnummer scannen en je punten worden direct bijgeschreven.',
    tags: ['sparen'],
    animal: 'kat',
  },
  {
    category: 'tips',
    title: 'De juiste mand voor je hond',
    summary: 'Lengte, vorm en materiaal: waar let je op?',
    body: 'Meet je hond van neus tot staartaanzet en tel daar twintig centimeter bij op. Oudere honden liggen prettig op een orthopedisch kussen met traagschuim.',
    tags: ['hond', 'manden'],
    animal: 'hond',
    webNodeUrl: 'hond/manden-kussens/manden',
  },
];

/** A news item's French or English text. */
export interface NewsText {
  title: string;
  summary: string;
  body: string;
}

/** French and English category titles (issue 12: news in the visitor's language). */
export const NEWS_CATEGORY_TRANSLATIONS: Readonly<Record<NewsCategoryName, { fr: string; en: string }>> = {
  nieuws: { fr: 'Actualités', en: 'News' },
  tips: { fr: 'Conseils', en: 'Tips & advice' },
  evenementen: { fr: 'Événements', en: 'Events' },
};

/** The title of the product slider under an article, per language. */
export const NEWS_SLIDER_TITLE = { nl: 'Uit ons assortiment', fr: 'Dans notre assortiment', en: 'From our range' } as const;

/** French and English for every item of NEWS, by its Dutch title; an item missing here stays Dutch (marked lang="nl"). */
export const NEWS_TRANSLATIONS: Readonly<Record<string, { fr: NewsText; en: NewsText }>> = {
  'Nieuwe winkel in Breda geopend': {
    fr: {
      title: 'Nouveau magasin ouvert à Breda',
      summary: 'Notre neuvième magasin a ouvert ses portes sur la Haagweg.',
      body: 'Avec plus de 800 mètres carrés, Breda est d’emblée l’un de nos plus grands magasins. Il dispose d’un rayon aquariums et d’un salon de toilettage.',
    },
    en: {
      title: 'New store opened in Breda',
      summary: 'Our ninth store has opened its doors on the Haagweg.',
      body: 'With more than 800 square metres, Breda is straight away one of our largest stores. It has a separate aquarium department and a grooming salon.',
    },
  },
  'Zo kies je het juiste puppyvoer': {
    fr: {
      title: 'Bien choisir l’alimentation de votre chiot',
      summary: 'Un chiot grandit vite. À quoi faire attention en choisissant sa nourriture ?',
      body: 'L’alimentation pour chiots contient plus de protéines, de calcium et d’énergie que celle des chiens adultes. Choisissez une nourriture adaptée au poids adulte attendu : les grandes races grandissent plus lentement et ont besoin de moins de calcium.',
    },
    en: {
      title: 'How to choose the right puppy food',
      summary: 'A puppy grows fast. What should you look for when choosing its food?',
      body: 'Puppy food contains more protein, calcium and energy than food for adult dogs. Choose food that suits the expected adult weight: large breeds grow more slowly and benefit from less calcium.',
    },
  },
  'Vijf tips voor een gezonde kattenbak': {
    fr: {
      title: 'Cinq conseils pour un bac à litière sain',
      summary: 'Un bac propre évite les petits accidents à la maison.',
      body: 'Placez le bac dans un endroit calme, retirez les selles chaque jour et changez la litière chaque semaine. Vous avez plusieurs chats ? Comptez un bac par chat plus un.',
    },
    en: {
      title: 'Five tips for a healthy litter tray',
      summary: 'A clean litter tray prevents accidents in the house.',
      body: 'Put the tray in a quiet spot, scoop it every day and change the litter every week. More than one cat? Allow one tray per cat plus one extra.',
    },
  },
  'Open dag in het distributiecentrum': {
    fr: {
      title: 'Journée portes ouvertes au centre de distribution',
      summary: 'Une journée dans les coulisses à Nieuwegein.',
      body: 'Les clients professionnels sont les bienvenus pour une visite de l’entrepôt, des présentations de fournisseurs et un déjeuner. Inscrivez-vous auprès de votre représentant.',
    },
    en: {
      title: 'Open day at the distribution centre',
      summary: 'Spend a day behind the scenes in Nieuwegein.',
      body: 'Business customers are welcome for a tour of the warehouse, supplier presentations and lunch. Sign up through your sales representative.',
    },
  },
  'Je konijn gezond door de winter': {
    fr: {
      title: 'Un lapin en bonne santé tout l’hiver',
      summary: 'Les lapins d’extérieur supportent bien le froid, si le clapier est bon.',
      body: 'Prévoyez un clapier sec et sans courants d’air, avec une épaisse couche de paille et du foin frais à volonté. Vérifiez chaque jour que le biberon n’a pas gelé.',
    },
    en: {
      title: 'Keeping your rabbit healthy through winter',
      summary: 'Outdoor rabbits cope well with the cold, as long as the hutch is right.',
      body: 'Provide a dry, draught-free hutch with a thick layer of straw and unlimited fresh hay. Check the water bottle for freezing every day.',
    },
  },
  'Huismerk Toonbank Select vernieuwd': {
    fr: {
      title: 'Notre marque Toonbank Select fait peau neuve',
      summary: 'De nouveaux emballages, le même prix serré.',
      body: 'Tous les produits Toonbank Select ont reçu un nouvel emballage reconnaissable. La recette de nos croquettes a été améliorée avec plus de viande fraîche.',
    },
    en: {
      title: 'Own brand Toonbank Select renewed',
      summary: 'New packaging, the same keen price.',
      body: 'All Toonbank Select products have new, recognisable packaging. The recipe of our dry food has been improved with more fresh meat.',
    },
  },
  'Tuinvogels voeren: zo doe je het goed': {
    fr: {
      title: 'Nourrir les oiseaux du jardin : les bons gestes',
      summary: 'Que donner aux mésanges, merles et moineaux en hiver ?',
      body: 'Les mésanges aiment les boules de graisse et les cacahuètes, les merles mangent volontiers des pommes et des vers de farine. Suspendez la nourriture hors de portée des chats et nettoyez régulièrement les mangeoires.',
    },
    en: {
      title: 'Feeding garden birds the right way',
      summary: 'What do you give tits, blackbirds and sparrows in winter?',
      body: 'Tits love fat balls and peanuts, blackbirds like apple and mealworms. Hang food where cats cannot reach it and clean feeding places regularly.',
    },
  },
  'Puppycursus in onze winkel in Utrecht': {
    fr: {
      title: 'Cours pour chiots dans notre magasin d’Utrecht',
      summary: 'Six samedis matin pour apprendre en jouant.',
      body: 'Avec un éducateur canin certifié, nous organisons un cours pour chiots de 8 à 16 semaines. La participation coûte 95 €, kit de démarrage compris.',
    },
    en: {
      title: 'Puppy class in our Utrecht store',
      summary: 'Six Saturday mornings of learning through play.',
      body: 'Together with a certified dog trainer we run a puppy class for puppies aged 8 to 16 weeks. Taking part costs €95 including a starter pack.',
    },
  },
  'Een aquarium opstarten in zes stappen': {
    fr: {
      title: 'Démarrer un aquarium en six étapes',
      summary: 'La patience est le secret d’une eau claire.',
      body: 'Laissez tourner un nouvel aquarium au moins trois semaines avec un activateur bactérien avant d’y mettre des poissons. Pendant ce temps, testez les nitrites et commencez par un petit groupe de poissons robustes.',
    },
    en: {
      title: 'Starting an aquarium in six steps',
      summary: 'Patience is the secret of clear water.',
      body: 'Let a new aquarium run for at least three weeks with a bacteria starter before adding fish. Test the water for nitrite during that time and start with a small group of hardy fish.',
    },
  },
  'Duurzamer verpakken: minder plastic': {
    fr: {
      title: 'Des emballages plus durables : moins de plastique',
      summary: 'Nos colis sont désormais calés avec du papier.',
      body: 'Depuis ce mois-ci, nous calons les cartons avec du papier au lieu de coussins d’air. Cela représente plus de quatre tonnes de plastique en moins par an.',
    },
    en: {
      title: 'Greener packaging: less plastic',
      summary: 'Our parcels are now packed with paper.',
      body: 'From this month we fill boxes with paper instead of air cushions. That saves more than four tonnes of plastic a year.',
    },
  },
  'Vlooien en teken: voorkomen is beter': {
    fr: {
      title: 'Puces et tiques : mieux vaut prévenir',
      summary: 'Les puces sont là toute l’année, les tiques surtout au printemps et à l’automne.',
      body: 'Traitez votre chien ou votre chat de façon préventive, et traitez aussi la maison en cas de puces. Après une promenade en forêt, inspectez le pelage et retirez les tiques avec une pince à tiques.',
    },
    en: {
      title: 'Fleas and ticks: prevention is better',
      summary: 'Fleas are around all year; ticks mainly in spring and autumn.',
      body: 'Treat your dog or cat preventively, and treat the home too if there are fleas. After a walk in the woods, check the coat for ticks and remove them with a tick remover.',
    },
  },
  'Toonbank op de Dierenbeurs': {
    fr: {
      title: 'Toonbank au salon des animaux',
      summary: 'Visitez notre stand au plus grand salon des animaux de compagnie des Pays-Bas.',
      body: 'Sur le stand, découvrez de nouvelles marques, goûtez (si vous êtes un chien) les dernières friandises et profitez des conseils de nos spécialistes.',
    },
    en: {
      title: 'Toonbank at the pet fair',
      summary: 'Visit our stand at the largest pet fair in the Netherlands.',
      body: 'At the stand you meet new brands, taste (if you are a dog) the latest treats and get advice from our specialists.',
    },
  },
  'Je paard goed voorbereiden op het weideseizoen': {
    fr: {
      title: 'Préparer votre cheval à la saison des pâturages',
      summary: 'De l’écurie au pré : augmentez le pâturage progressivement.',
      body: 'Commencez par une demi-heure par jour et augmentez sur deux semaines. Chez les chevaux sensibles, surveillez la teneur en sucre de l’herbe jeune et prévoyez suffisamment de fourrage.',
    },
    en: {
      title: 'Preparing your horse for the grazing season',
      summary: 'From stable to pasture: build up grazing slowly.',
      body: 'Start with half an hour a day and build up over two weeks. With sensitive horses, watch the sugar content of young grass and provide enough forage.',
    },
  },
  'Nieuw merk: Hollandse Hap': {
    fr: {
      title: 'Nouvelle marque : Hollandse Hap',
      summary: 'Des repas préparés avec des ingrédients de fermes néerlandaises.',
      body: 'Hollandse Hap travaille avec de la viande et des légumes de fermes de la région et produit en Frise. La marque est désormais disponible dans tous nos magasins et en ligne.',
    },
    en: {
      title: 'New brand: Hollandse Hap',
      summary: 'Meals made with ingredients from Dutch farms.',
      body: 'Hollandse Hap works with meat and vegetables from local farms and produces in Friesland. The brand is now available in all our stores and online.',
    },
  },
  'Waarom je kat te weinig drinkt': {
    fr: {
      title: 'Pourquoi votre chat ne boit pas assez',
      summary: 'Les chats boivent naturellement peu. Voici comment les aider.',
      body: 'Donnez de la nourriture humide en plus des croquettes, éloignez les gamelles d’eau de la gamelle de nourriture et essayez une fontaine : beaucoup de chats préfèrent l’eau qui coule.',
    },
    en: {
      title: 'Why your cat drinks too little',
      summary: 'Cats naturally drink little. Here is how to help them.',
      body: 'Give wet food as well as dry food, put water bowls away from the food bowl and try a drinking fountain: many cats prefer running water.',
    },
  },
  'Workshop: gezond voeren voor paarden': {
    fr: {
      title: 'Atelier : bien nourrir son cheval',
      summary: 'Une soirée avec une experte en nutrition animale.',
      body: 'Pendant l’atelier, vous apprenez à calculer une ration et recevez des conseils sur les compléments. La soirée est gratuite pour les clients ayant un compte Toonbank.',
    },
    en: {
      title: 'Workshop: healthy feeding for horses',
      summary: 'An evening with an animal nutrition expert.',
      body: 'During the workshop you learn to calculate a ration and get advice on supplements. The evening is free for customers with a Toonbank account.',
    },
  },
  'Spelen met je kat: tien minuten per dag': {
    fr: {
      title: 'Jouer avec votre chat : dix minutes par jour',
      summary: 'Le jeu garde les chats d’intérieur en forme et satisfaits.',
      body: 'Deux courtes séances de jeu par jour avec une canne à pêche ou une balle suffisent. Terminez le jeu par une « prise » et une friandise, pour que votre chat soit comblé.',
    },
    en: {
      title: 'Playing with your cat: ten minutes a day',
      summary: 'Play keeps indoor cats fit and content.',
      body: 'Two short play sessions a day with a teaser wand or a ball are enough. End the game with a “catch” and a treat, so your cat is satisfied.',
    },
  },
  'Bestellingen uploaden voor zakelijke klanten': {
    fr: {
      title: 'Téléverser une commande pour les clients professionnels',
      summary: 'Commandez tout votre rayon en une seule fois.',
      body: 'Les clients professionnels peuvent désormais téléverser un fichier Excel ou CSV avec codes-barres et quantités. Les erreurs s’affichent ligne par ligne, pour que vous puissiez les corriger tout de suite.',
    },
    en: {
      title: 'Order upload for business customers',
      summary: 'Order your whole shelf in one go.',
      body: 'Business customers can now upload an Excel or CSV file with barcodes and quantities. You see errors per line straight away, so you can correct them.',
    },
  },
  'Hooi: het belangrijkste voer voor knaagdieren': {
    fr: {
      title: 'Le foin : l’aliment essentiel des rongeurs',
      summary: 'Lapins et cochons d’Inde doivent pouvoir ronger toute la journée.',
      body: 'Le foin use les dents et garde l’intestin en bonne santé. Donnez du foin à volonté et complétez avec une petite portion de granulés et des légumes frais.',
    },
    en: {
      title: 'Hay: the most important food for small pets',
      summary: 'Rabbits and guinea pigs need to be able to gnaw all day.',
      body: 'Hay keeps teeth short and the gut healthy. Give unlimited hay and add a small portion of pellets and fresh vegetables.',
    },
  },
  'Koopzondagen in december': {
    fr: {
      title: 'Ouvertures dominicales en décembre',
      summary: 'En décembre, beaucoup de magasins sont aussi ouverts le dimanche.',
      body: 'Les dimanches avant Noël, la plupart des magasins sont ouverts de 12h00 à 17h00. Les horaires de chaque magasin figurent sur sa page.',
    },
    en: {
      title: 'Sunday shopping in December',
      summary: 'In December many stores are open on Sundays too.',
      body: 'On the Sundays before Christmas most stores are open from 12:00 to 17:00. The opening hours of each store are on its page.',
    },
  },
  'Een oudere hond: voeding aanpassen': {
    fr: {
      title: 'Un chien âgé : adapter son alimentation',
      summary: 'Vers sept ans, les besoins changent.',
      body: 'Les chiens âgés bougent moins et ont besoin de moins d’énergie, mais de protéines facilement digestibles. Une alimentation senior avec glucosamine soutient les articulations.',
    },
    en: {
      title: 'An older dog: adjusting its food',
      summary: 'From about seven years old, needs change.',
      body: 'Older dogs move less and need less energy, but do need easily digestible protein. Senior food with glucosamine supports the joints.',
    },
  },
  'Vogelspreekuur in Zwolle': {
    fr: {
      title: 'Consultation oiseaux à Zwolle',
      summary: 'Chaque premier samedi du mois.',
      body: 'Un éleveur d’oiseaux expérimenté répond à vos questions sur l’alimentation, la mue et l’habitat. N’hésitez pas à apporter une photo de votre cage ou de votre volière.',
    },
    en: {
      title: 'Bird advice session in Zwolle',
      summary: 'Every first Saturday of the month.',
      body: 'An experienced bird breeder answers your questions about feeding, moulting and housing. Feel free to bring a photo of your cage or aviary.',
    },
  },
  'Vijvervissen voeren in de herfst': {
    fr: {
      title: 'Nourrir les poissons de bassin en automne',
      summary: 'Quand l’eau se refroidit, les poissons mangent moins.',
      body: 'En dessous de dix degrés, les poissons de bassin ne digèrent presque plus. En automne, passez à une nourriture facile à digérer et arrêtez de nourrir quand l’eau descend sous cinq degrés.',
    },
    en: {
      title: 'Feeding pond fish in autumn',
      summary: 'As the water cools, fish eat less.',
      body: 'Below ten degrees pond fish hardly digest anything. In autumn switch to easily digestible food and stop feeding when the water drops below five degrees.',
    },
  },
  'Spaarpunten nu ook in de winkel': {
    fr: {
      title: 'Les points de fidélité aussi en magasin',
      summary: 'Cumulez et utilisez vos points, en ligne et en magasin.',
      body: 'Vos points de fidélité sont désormais utilisables dans tous nos magasins. Faites scanner votre numéro de client à la caisse et vos points sont crédités immédiatement.',
    },
    en: {
      title: 'Loyalty points now in store too',
      summary: 'Collect and redeem, online and in store.',
      body: 'Your loyalty points can now be used in all our stores. Have your customer number scanned at the till and your points are added straight away.',
    },
  },
  'De juiste mand voor je hond': {
    fr: {
      title: 'Le bon panier pour votre chien',
      summary: 'Longueur, forme et matière : à quoi faire attention ?',
      body: 'Mesurez votre chien du museau à la naissance de la queue et ajoutez vingt centimètres. Les chiens âgés sont bien installés sur un coussin orthopédique à mémoire de forme.',
    },
    en: {
      title: 'The right bed for your dog',
      summary: 'Length, shape and material: what to look for?',
      body: 'Measure your dog from nose to base of tail and add twenty centimetres. Older dogs lie comfortably on an orthopaedic memory-foam cushion.',
    },
  },
};
