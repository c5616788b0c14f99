/**
 * Sentence pools for product texts. Placeholders: {brand}, {product} (name
 * without size), {animals} ('honden'), {flavour}, {flavourLower}, {stage}, {feature}, {size}.
 * Sentences whose placeholder has no value for a product are skipped.
 */
import type { AnimalId } from './catalog.ts';
import type { TextGroup } from './kinds.ts';

export interface TextPool {
  /** Opening sentences: one is always used. */
  openings: readonly string[];
  /** Body sentences: two or three are used. */
  body: readonly string[];
  usage: readonly string[];
  usps: readonly string[];
}

/**
 * A pool that takes over products from another (water tests from 'care', gravel from 'litter', ornaments from 'toy',
 * cat grass from 'plant', salt licks from 'feed') has as many body sentences with the same placeholders and as many
 * USPs as the one it replaces: the generator then draws as many random numbers as before, so the rest of the demo
 * data (which products exist, their prices) stays what other tests were written against.
 */
export const TEXTS: Record<TextGroup, TextPool> = {
  dryFood: {
    openings: [
      '{brand} {product} is een volledige diervoeding voor {animals} die elke dag goed gevoed de deur uit willen.',
      'Met {product} van {brand} geef je je dier een uitgebalanceerde maaltijd met {flavourLower} als belangrijkste smaakmaker.',
      '{product} is speciaal samengesteld voor {animals} in de levensfase {stage}.',
      '{brand} combineert in {product} goed verteerbare eiwitten met precies genoeg vet voor energie.',
      '{product} zijn knapperige brokjes: een volledige voeding voor {animals} van elke grootte.',
    ],
    body: [
      'De receptuur bevat geen toegevoegde kunstmatige kleur-, geur- of smaakstoffen.',
      'Omega-3- en omega-6-vetzuren ondersteunen een gezonde huid en een glanzende vacht.',
      'Prebiotische vezels (FOS en MOS) helpen de darmflora in balans te houden.',
      'De smaak {flavourLower} wordt zelfs door kieskeurige eters gewaardeerd.',
      'Toegevoegde glucosamine en chondroïtine ondersteunen soepele gewrichten.',
      'Het eiwit komt voor het grootste deel van dierlijke bronnen.',
      'Geproduceerd in Nederland, in een fabriek met GMP+-certificering.',
      'De knapperige brokjes helpen tandplak te verminderen.',
      'Een zak van {size} is handig voor een vaste voorraad thuis.',
      'Vitaminen en mineralen zorgen samen voor een sterk afweersysteem.',
    ],
    usage: [
      'Voedingsadvies per dag, afhankelijk van gewicht en activiteit: zie de tabel op de verpakking. Verdeel de dagportie over twee maaltijden en zorg altijd voor vers drinkwater.',
      'Bouw de overstap naar dit voer op in zeven dagen door het geleidelijk met het huidige voer te mengen. Zorg altijd voor vers drinkwater.',
      'Droog en koel bewaren, in de goed gesloten zak of in een voerton. Na opening binnen zes weken gebruiken.',
      'Bewaar de verpakking koel, droog en goed gesloten. Houd het gewicht van je dier in de gaten en pas de portie zo nodig aan.',
    ],
    usps: [
      'Volledige diervoeding',
      'Zonder kunstmatige toevoegingen',
      'Rijk aan dierlijke eiwitten',
      'Goed verteerbaar',
      'Met omega-3 en omega-6',
      'Gemaakt in Nederland',
      'Ook voor gevoelige magen',
      'Hersluitbare zak',
    ],
  },
  wetFood: {
    openings: [
      '{brand} {product} is een volledige natte voeding voor {animals}, met sappige stukjes en veel vocht.',
      'Met {product} van {brand} geef je je dier een smakelijke maaltijd met {flavourLower} als belangrijkste smaakmaker.',
      '{product} is speciaal samengesteld voor {animals} in de levensfase {stage}.',
      '{brand} maakt {product} met vers vlees of verse vis en zonder granen.',
      '{product} is een smakelijke natte maaltijd voor {animals} van elke grootte.',
    ],
    body: [
      'De receptuur bevat geen toegevoegde kunstmatige kleur-, geur- of smaakstoffen.',
      'Omega-3- en omega-6-vetzuren ondersteunen een gezonde huid en een glanzende vacht.',
      'Het hoge vochtgehalte helpt je dier genoeg te drinken.',
      'De smaak {flavourLower} wordt zelfs door kieskeurige eters gewaardeerd.',
      'Lekker als volledige maaltijd of gemengd met droogvoer.',
      'Het eiwit komt voor het grootste deel van dierlijke bronnen.',
      'Gemaakt van vlees van dieren die geschikt zijn voor menselijke consumptie.',
      'Zacht van structuur, dus ook geschikt voor oudere dieren.',
      'Een verpakking van {size} is handig voor een vaste voorraad thuis.',
      'Vitaminen en mineralen zorgen samen voor een sterk afweersysteem.',
    ],
    usage: [
      'Voedingsadvies per dag, afhankelijk van gewicht en activiteit: zie de tabel op de verpakking. Verdeel de dagportie over twee of meer maaltijden en zorg altijd voor vers drinkwater.',
      'Combineer je met droogvoer, geef dan van beide de helft van de aanbevolen hoeveelheid. Zorg altijd voor vers drinkwater.',
      'Serveer op kamertemperatuur. Na opening afgedekt in de koelkast bewaren en binnen 48 uur gebruiken.',
      'Ongeopend koel en droog bewaren. Haal een geopende verpakking een half uur voor het voeren uit de koelkast.',
    ],
    usps: [
      'Volledige diervoeding',
      'Zonder kunstmatige toevoegingen',
      'Rijk aan dierlijke eiwitten',
      'Goed verteerbaar',
      'Met omega-3 en omega-6',
      'Gemaakt in Nederland',
      'Zacht van structuur',
      'Veel vocht',
    ],
  },
  snack: {
    openings: [
      '{product} van {brand} is een heerlijke beloning voor {animals}, tussendoor of tijdens de training.',
      'Met {product} maak je elk moment samen net wat leuker.',
      '{brand} maakt {product} met een hoog vleesgehalte en zonder suikers.',
    ],
    body: [
      'De snacks zijn makkelijk te breken in kleinere stukjes.',
      'Langzaam gedroogd, waardoor de natuurlijke smaak behouden blijft.',
      'Kauwen helpt tandplak en tandsteen te verminderen.',
      "Geschikt als beloning bij het trainen van nieuwe commando's.",
      'De smaak {flavourLower} maakt het een echte favoriet.',
      'Zonder toegevoegde kleur- en conserveermiddelen.',
    ],
    usage: [
      'Geef dagelijks maximaal enkele stuks als aanvulling op de normale voeding. Houd rekening met de extra energie in de dagportie en zorg altijd voor vers drinkwater.',
      'Geef kauwsnacks altijd onder toezicht. Kies een formaat dat past bij je dier.',
      'Droog en goed gesloten bewaren. Na opening binnen vier weken gebruiken.',
    ],
    usps: [
      'Hoog vleesgehalte',
      'Zonder toegevoegde suikers',
      'Ideaal voor training',
      'Goed voor het gebit',
      'Natuurlijk gedroogd',
      'Hersluitbare zak',
    ],
  },
  supplement: {
    openings: [
      '{brand} {product} is een voedingssupplement dat de dagelijkse voeding van {animals} gericht aanvult.',
      'Met {product} ondersteun je de gezondheid van je dier op een natuurlijke manier.',
    ],
    body: [
      'De formule is ontwikkeld met dierenartsen.',
      'Bevat hoogwaardige ingrediënten die goed worden opgenomen.',
      'Geschikt voor langdurig gebruik.',
      'Het resultaat is doorgaans na vier tot zes weken zichtbaar.',
      'Smakelijk, waardoor het makkelijk door het voer te mengen is.',
    ],
    usage: [
      'Meng de aanbevolen dosering door het dagelijkse voer; de doseertabel staat op de verpakking. Raadpleeg bij twijfel je dierenarts.',
      'Gebruik als kuur van zes tot acht weken, of continu in periodes van extra belasting.',
    ],
    usps: [
      'Ontwikkeld met dierenartsen',
      'Natuurlijke ingrediënten',
      'Makkelijk te doseren',
      'Geschikt voor langdurig gebruik',
      'Zichtbaar resultaat',
    ],
  },
  feed: {
    openings: [
      '{brand} {product} is een smakelijke en evenwichtige voeding voor {animals}.',
      '{product} van {brand} is samengesteld uit zorgvuldig geselecteerde grondstoffen.',
      'Met {product} krijgt je dier elke dag de voedingsstoffen die het nodig heeft.',
    ],
    body: [
      'Rijk aan ruwe celstof voor een gezonde spijsvertering.',
      'Stofarm gezeefd, zodat er weinig restjes overblijven.',
      'Met toegevoegde vitaminen en mineralen.',
      'Zonder toegevoegde suikers en kunstmatige kleurstoffen.',
      'De korrelgrootte is afgestemd op het natuurlijke eetgedrag.',
      'Geschikt voor dagelijks gebruik, het hele jaar door.',
    ],
    usage: [
      'Geef dagelijks een vaste hoeveelheid volgens het advies op de verpakking, aangevuld met vers water en, waar passend, vers hooi of groente.',
      'Voer niet meer dan in korte tijd wordt opgegeten. Ververs het voer dagelijks en bewaar de verpakking droog.',
      'Strooi het voer op een droge plek of in een voedersilo en maak voederplaatsen regelmatig schoon.',
    ],
    usps: [
      'Rijk aan vezels',
      'Stofarm',
      'Met vitaminen en mineralen',
      'Zonder toegevoegde suikers',
      'Hoge smakelijkheid',
      'Geschikt voor dagelijks gebruik',
    ],
  },
  toy: {
    openings: [
      '{product} van {brand} zorgt voor uren speelplezier.',
      'Met {product} daag je je dier uit om te bewegen, te zoeken en te spelen.',
      '{brand} {product}: stevig speelgoed voor {animals} die van actie houden.',
    ],
    body: [
      'Gemaakt van sterk, niet-giftig materiaal.',
      'Stimuleert de natuurlijke speel- en jachtinstincten.',
      'Helpt verveling en destructief gedrag te voorkomen.',
      'Makkelijk schoon te maken met warm water.',
      'Een leuk cadeau voor elk huisdier.',
      'Uitvoering {feature} voor nog meer speelplezier.',
    ],
    usage: [
      'Laat je dier niet zonder toezicht met speelgoed spelen en vervang het zodra het beschadigd is.',
      'Kies het formaat dat past bij de grootte van je dier. Reinig regelmatig met lauw water.',
    ],
    usps: ['Stevig en duurzaam', 'Niet-giftig materiaal', 'Tegen verveling', 'Makkelijk schoon te maken', 'Stimuleert beweging'],
  },
  care: {
    openings: [
      '{brand} {product} houdt je dier schoon, gezond en comfortabel.',
      'Met {product} van {brand} verzorg je {animals} zoals een professional dat doet.',
      '{product} maakt de dagelijkse verzorging van {animals} eenvoudig.',
    ],
    body: [
      'Mild voor huid en vacht, met een neutrale pH.',
      'Dermatologisch getest.',
      'Uitvoering {feature}.',
      'Zonder parabenen.',
      'Laat een frisse, subtiele geur achter.',
      'Geschikt voor regelmatig gebruik.',
    ],
    usage: [
      'Schud voor gebruik. Breng aan volgens de instructies op de verpakking en vermijd contact met de ogen.',
      'Niet gebruiken op beschadigde huid. Buiten bereik van kinderen bewaren.',
      'Gebruik de aanbevolen dosering per liter water en herhaal de behandeling zo nodig na twee weken.',
    ],
    usps: ['Dermatologisch getest', 'Mild voor huid en vacht', 'Zonder parabenen', 'Frisse geur', 'Geschikt voor regelmatig gebruik'],
  },
  accessory: {
    openings: [
      '{product} van {brand} is praktisch, stevig en mooi afgewerkt.',
      'Met {product} heb je een betrouwbaar accessoire voor elke dag.',
    ],
    body: [
      'Gemaakt van duurzame materialen die tegen een stootje kunnen.',
      'Eenvoudig schoon te maken.',
      'Uitvoering {feature}.',
      'Verkrijgbaar in meerdere maten.',
      'Ontworpen met dierenartsen en trimmers.',
    ],
    usage: [
      'Controleer regelmatig op slijtage en vervang zo nodig. Reinigen met een vochtige doek.',
      'Meet je dier op voordat je een maat kiest; de maattabel staat op de productpagina.',
    ],
    usps: ['Duurzaam materiaal', 'Makkelijk te reinigen', 'Meerdere maten', 'Ergonomisch ontwerp'],
  },
  bed: {
    openings: [
      '{product} van {brand} is een heerlijke plek om te slapen en te ontspannen.',
      '{product} is een zachte, warme en beschutte plek voor je dier.',
    ],
    body: [
      'De hoes is afneembaar en wasbaar op 30 graden.',
      'Met een antislip onderkant.',
      'Het materiaal {feature} voelt zacht en blijft mooi.',
      'Verhoogde randen geven steun aan kop en nek.',
      'Geschikt voor binnen en in de auto.',
    ],
    usage: ['Regelmatig uitkloppen en de hoes op 30 graden wassen. Niet in de droger.', 'Kies een maat waarin je dier languit kan liggen.'],
    usps: ['Wasbare hoes', 'Antislip onderkant', 'Extra zacht', 'Steun voor de gewrichten'],
  },
  equipment: {
    openings: [
      '{brand} {product} is degelijk gebouwd en eenvoudig in gebruik.',
      'Met {product} richt je de leefomgeving van je dier praktisch en veilig in.',
    ],
    body: [
      'Snel te monteren zonder gereedschap.',
      'Gemaakt van duurzame materialen.',
      'Uitvoering {feature}.',
      'Makkelijk schoon te maken.',
      'Inclusief handleiding in het Nederlands.',
      'Twee jaar garantie.',
    ],
    usage: [
      'Volg de montagehandleiding. Plaats op een stabiele, vlakke ondergrond, uit de volle zon.',
      'Reinig regelmatig met lauw water en een milde zeep.',
    ],
    usps: ['Twee jaar garantie', 'Eenvoudige montage', 'Duurzaam materiaal', 'Makkelijk te reinigen'],
  },
  litter: {
    openings: [
      '{brand} {product} neemt vocht en geurtjes snel op.',
      '{product} van {brand} houdt het verblijf fris en droog.',
      '{product} houdt het verblijf van {animals} langer fris.',
    ],
    body: [
      'Zeer zuinig in gebruik.',
      'Stofarm, dus prettig voor dier en eigenaar.',
      'Uitvoering {feature}.',
      'Biologisch afbreekbaar.',
      'Kan (in kleine hoeveelheden) bij het groente-, fruit- en tuinafval.',
    ],
    usage: [
      'Vul de bak met een laag van 5 tot 8 centimeter. Verwijder dagelijks klontjes en vul aan waar nodig.',
      'Ververs de bodembedekking wekelijks volledig.',
    ],
    usps: ['Sterke geurbinding', 'Zuinig in gebruik', 'Stofarm', 'Biologisch afbreekbaar'],
  },
  bedding: {
    openings: [
      '{brand} {product} is zachte, absorberende bodembedekking voor het verblijf van {animals}.',
      '{product} van {brand} houdt het hok droog en fris.',
      '{product} geeft {animals} een zachte, droge ondergrond om in te graven en te nestelen.',
    ],
    body: [
      'Neemt vocht snel op en bindt geurtjes.',
      'Stofarm, dus prettig voor dier en eigenaar.',
      'Uitvoering {feature}.',
      'Biologisch afbreekbaar.',
      'Kan (in kleine hoeveelheden) bij het groente-, fruit- en tuinafval.',
    ],
    usage: [
      'Strooi een laag van 3 tot 5 centimeter in het hok. Verwijder natte plekken dagelijks en ververs de bodembedekking wekelijks.',
      'Droog bewaren in de gesloten verpakking.',
    ],
    usps: ['Sterk absorberend', 'Zuinig in gebruik', 'Stofarm', 'Biologisch afbreekbaar'],
  },
  water: {
    openings: [
      '{brand} {product} helpt het water in aquarium of vijver schoon en gezond te houden.',
      'Met {product} van {brand} houd je de waterkwaliteit voor je {animals} in de gaten.',
    ],
    body: [
      'Veilig voor vissen, planten en nuttige bacteriën bij de juiste dosering.',
      'Eenvoudig in gebruik, met duidelijke instructies.',
      'Uitvoering {feature}.',
      'Geschikt voor zoet water.',
      'Ontwikkeld met ervaren aquarianen.',
      'Helpt algengroei en troebel water te voorkomen.',
    ],
    usage: [
      'Dosering en gebruik staan op de verpakking. Schud voor gebruik en meet de waterwaarden regelmatig.',
      'Gebruik bij het inrichten van het aquarium en na elke waterverversing.',
      'Buiten bereik van kinderen bewaren. Koel en donker bewaren.',
    ],
    usps: ['Veilig voor vissen en planten', 'Eenvoudig in gebruik', 'Voor zoet water', 'Zuinig in gebruik', 'Helder water'],
  },
  substrate: {
    openings: [
      '{brand} {product} is een natuurlijke bodem voor het aquarium.',
      '{product} van {brand} geeft het aquarium een mooie, stabiele bodem.',
    ],
    body: [
      'Kleurvast en zonder scherpe randen.',
      'Beïnvloedt de waterwaarden niet.',
      'Uitvoering {feature}.',
      'Geschikt voor plantenaquaria in combinatie met een voedingsbodem.',
      'Bodemvissen kunnen er veilig in woelen.',
    ],
    usage: ['Spoel het grind of zand voor gebruik grondig uit. Reken op een laag van 5 tot 8 centimeter.'],
    usps: ['Kleurvast', 'Veilig voor vissen', 'Natuurlijke uitstraling', 'Zonder scherpe randen'],
  },
  decoration: {
    openings: [
      '{product} van {brand} maakt het aquarium natuurlijker en geeft vissen een schuilplek.',
      'Met {product} richt je het aquarium sfeervol in.',
    ],
    body: [
      'Veilig voor vissen en planten.',
      'Beïnvloedt de waterwaarden niet.',
      'Uitvoering {feature}.',
      'Zonder scherpe randen.',
      'Makkelijk schoon te maken met een zachte borstel.',
      'Mooi te combineren met levende planten.',
    ],
    usage: ['Spoel voor gebruik af met lauw water, zonder zeep. Plaats stevig op de bodem.'],
    usps: [
      'Veilig voor vissen',
      'Natuurlijke uitstraling',
      'Schuilplek voor vissen',
      'Beïnvloedt het water niet',
      'Makkelijk schoon te maken',
    ],
  },
  herb: {
    openings: [
      '{product} van {brand} is een gezonde en natuurlijke afwisseling voor {animals}.',
      '{product} is een natuurlijke traktatie die {animals} graag besnuffelen en opeten.',
    ],
    body: [
      'Helpt bij het uitbraken van haarballen.',
      'Zonder bestrijdingsmiddelen gekweekt.',
      'Uitvoering {feature}.',
      'Leuk voor binnenkatten zonder tuin.',
    ],
    usage: ['Zet op een lichte plek, niet in de volle zon, en houd de aarde licht vochtig.'],
    usps: ['Natuurlijk', 'Zonder bestrijdingsmiddelen', 'Goed voor de spijsvertering'],
  },
  mineral: {
    openings: [
      '{brand} {product} vult de mineralen in het rantsoen van {animals} aan.',
      '{product} van {brand} zorgt voor een goede aanvoer van zout en mineralen.',
    ],
    body: [
      'Weerbestendig, dus ook voor in de wei of buitenvolière.',
      'Zonder toegevoegde suikers.',
      'Je dier neemt zelf wat het nodig heeft.',
      'Geschikt voor dagelijks gebruik, het hele jaar door.',
      'Met sporenelementen zoals zink en koper.',
      'Zuinig in gebruik.',
    ],
    usage: ['Bied vrij aan op een droge plek. Zorg altijd voor vers drinkwater.'],
    usps: [
      'Rijk aan mineralen',
      'Weerbestendig',
      'Zuinig in gebruik',
      'Zonder toegevoegde suikers',
      'Met sporenelementen',
      'Het hele jaar door',
    ],
  },
  plant: {
    openings: [
      '{product} is een sterke, makkelijke plant, ook voor beginners.',
      '{brand} {product} wordt gekweekt onder gecontroleerde omstandigheden.',
    ],
    body: ['Vrij van slakken en algen.', 'Groeit goed bij weinig licht.', 'Uitvoering {feature}.', 'Zorgt voor schuil- en speelplekken.'],
    usage: ['Verwijder de verpakking en plant direct. Houd de plant vochtig tot het moment van planten.'],
    usps: ['Makkelijk in onderhoud', 'Vrij van slakken', 'Sterke groeier'],
  },
  pos: {
    openings: [
      '{product} helpt dierenspeciaalzaken om producten opvallend te presenteren.',
      'Met {product} valt het assortiment van Toonbank direct op in de winkel.',
    ],
    body: [
      'Alleen beschikbaar voor zakelijke klanten.',
      'Geleverd zonder producten.',
      'Afgestemd op de huisstijl van Toonbank en de merken.',
      'Vraag je vertegenwoordiger naar de mogelijkheden.',
    ],
    usage: ['Plaats het materiaal bij de kassa of aan het einde van een schap. Vervang seizoensmateriaal na afloop van de actie.'],
    usps: ['Gratis bij actiepakketten', 'Professionele uitstraling', 'Stevig karton'],
  },
};

/** Ingredient pools per diet, for food ingredient declarations. */
export interface Diet {
  carbs: readonly string[];
  extras: readonly string[];
  /** [protein, fat, fibre, ash, moisture] ranges in percent (dry food). */
  analysis: readonly (readonly [number, number])[];
}

export const DIETS: Record<'carnivore' | 'herbivore' | 'granivore' | 'fish', Diet> = {
  carnivore: {
    carbs: ['rijst', 'maïs', 'gerst', 'haver', 'aardappel', 'zoete aardappel', 'erwten', 'linzen'],
    extras: [
      'dierlijk vet',
      'bietenpulp',
      'gedroogd ei',
      'zalmolie',
      'lijnzaad',
      'gist',
      'cichoreiwortel (bron van FOS)',
      'mineralen',
      'gedroogde appel',
      'yucca schidigera',
      'cranberry',
    ],
    analysis: [
      [22, 34],
      [10, 20],
      [2, 4],
      [6, 9],
      [7, 10],
    ],
  },
  herbivore: {
    carbs: ['timotheegras', 'luzerne', 'tarwegries', 'haverdoppen', 'sojahullen', 'gerst', 'lijnzaadschilfers'],
    extras: ['wortel', 'paardenbloem', 'weegbree', 'kamille', 'peterselie', 'melasse', 'mineralen', 'bierbostel', 'zonnebloempitten'],
    analysis: [
      [12, 17],
      [2, 5],
      [18, 26],
      [6, 9],
      [10, 12],
    ],
  },
  granivore: {
    carbs: ['gele gierst', 'rode gierst', 'kanariezaad', 'haver', 'nigerzaad', 'lijnzaad', 'raapzaad', 'hennepzaad'],
    extras: ['gepelde zonnebloempitten', 'safflowerzaad', 'eivoer', 'honing', 'gedroogd fruit', 'mineralen', 'oesterschelp'],
    analysis: [
      [12, 16],
      [5, 9],
      [6, 10],
      [3, 5],
      [10, 12],
    ],
  },
  fish: {
    carbs: ['tarwemeel', 'soja-eiwitconcentraat', 'aardappelzetmeel', 'spirulina'],
    extras: ['vismeel', 'krill', 'insectenmeel', 'visolie', 'gist', 'zeewier', 'astaxanthine', 'mineralen', 'knoflook'],
    analysis: [
      [40, 48],
      [6, 11],
      [2, 4],
      [8, 11],
      [6, 9],
    ],
  },
};

export const DIET_OF: Record<AnimalId, keyof typeof DIETS> = {
  hond: 'carnivore',
  kat: 'carnivore',
  knaagdier: 'herbivore',
  paard: 'herbivore',
  vogel: 'granivore',
  vis: 'fish',
};

/** Main animal protein named by a flavour word ('Kip & Rijst' → 'kip'). */
export const PROTEIN_WORDS: Readonly<Record<string, string>> = {
  Kip: 'kip',
  Lam: 'lamsvlees',
  Zalm: 'zalm',
  Eend: 'eend',
  Kalkoen: 'kalkoen',
  Rund: 'rundvlees',
  Hert: 'hertenvlees',
  Witvis: 'witvis',
  Konijn: 'konijn',
  Varken: 'varkensvlees',
  Tonijn: 'tonijn',
  Forel: 'forel',
  Kabeljauw: 'kabeljauw',
};

/** Extra facet values derived from words in the product name. */
export const SUITABLE_FOR_STAGE: Readonly<Record<string, string>> = {
  Puppy: 'Puppy',
  'Puppy Mini': 'Kleine rassen',
  'Puppy Maxi': 'Grote rassen',
  'Mini Adult': 'Kleine rassen',
  'Maxi Adult': 'Grote rassen',
  Kitten: 'Kitten',
  Sterilised: 'Gesteriliseerd',
  Indoor: 'Binnenkatten',
  Light: 'Overgewicht',
  Active: 'Actieve honden',
  Sport: 'Sportpaarden',
  Veulen: 'Veulens',
};
