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
  { category: 'nieuws', title: 'Nieuwe winkel in Breda geopend', summary: 'Onze negende winkel opende de deuren aan de Haagweg.', body: 'Met ruim 800 vierkante meter is Breda meteen een van onze grootste winkels. Er is een aparte afdeling voor aquaria en een trimsalon.', tags: ['winkels', 'breda'], animal: 'hond' },
  { category: 'tips', title: 'Zo kies je het juiste puppyvoer', summary: 'Een pup groeit snel. Waar let je op bij het kiezen van voer?', body: 'Puppyvoer bevat meer eiwit, calcium en energie dan voer voor volwassen honden. Kies voer dat past bij het verwachte volwassen gewicht: grote rassen groeien langzamer en hebben baat bij minder calcium.', tags: ['puppy', 'voeding'], animal: 'hond', webNodeUrl: 'hond/voeding/puppyvoer' },
  { category: 'tips', title: 'Vijf tips voor een gezonde kattenbak', summary: 'Een schone kattenbak voorkomt ongelukjes in huis.', body: 'Zet de bak op een rustige plek, schep dagelijks en ververs het grit wekelijks. Heb je meer katten? Reken dan op één bak per kat plus één extra.', tags: ['kat', 'kattenbak'], animal: 'kat', webNodeUrl: 'kat/kattenbak-grit/kattengrit' },
  { category: 'evenementen', title: 'Open dag in het distributiecentrum', summary: 'Kijk een dag achter de schermen in Nieuwegein.', body: 'Zakelijke klanten zijn welkom voor een rondleiding door het magazijn, presentaties van leveranciers en een lunch. Aanmelden kan via je vertegenwoordiger.', tags: ['zakelijk', 'open dag'], animal: 'paard' },
  { category: 'tips', title: 'Je konijn gezond door de winter', summary: 'Buitenkonijnen kunnen prima tegen kou, als het hok goed is.', body: 'Zorg voor een tochtvrij, droog hok met een dikke laag stro en onbeperkt vers hooi. Controleer de drinkfles dagelijks op bevriezing.', tags: ['konijn', 'winter'], animal: 'knaagdier', webNodeUrl: 'knaagdier/voeding/hooi' },
  { category: 'nieuws', title: 'Huismerk Toonbank Select vernieuwd', summary: 'Nieuwe verpakkingen, dezelfde scherpe prijs.', body: 'Alle producten van Toonbank Select hebben een nieuwe, herkenbare verpakking gekregen. De receptuur van onze droogvoeding is verbeterd met meer vers vlees.', tags: ['huismerk'], animal: 'kat' },
  { category: 'tips', title: 'Tuinvogels voeren: zo doe je het goed', summary: 'Wat geef je mezen, merels en mussen in de winter?', body: 'Mezen houden van vetbollen en pinda\'s, merels eten graag appel en meelwormen. Hang voer op een plek waar katten niet bij kunnen en maak voederplekken regelmatig schoon.', tags: ['tuinvogels', 'winter'], animal: 'vogel', webNodeUrl: 'vogel/voeding/buitenvogelvoer' },
  { category: 'evenementen', title: 'Puppycursus in onze winkel in Utrecht', summary: 'Zes zaterdagochtenden spelenderwijs leren.', body: 'Samen met een gecertificeerde hondentrainer organiseren we een puppycursus voor pups van 8 tot 16 weken. Deelname kost € 95 inclusief een starterspakket.', tags: ['puppy', 'training', 'utrecht'], animal: 'hond' },
  { category: 'tips', title: 'Een aquarium opstarten in zes stappen', summary: 'Geduld is het geheim van helder water.', body: 'Laat een nieuw aquarium minstens drie weken inlopen met een bacteriestarter voordat je vissen plaatst. Test in die tijd het water op nitriet en begin met een kleine groep sterke vissen.', tags: ['aquarium', 'beginners'], animal: 'vis', webNodeUrl: 'vis/waterbehandeling/waterverbeteraars' },
  { category: 'nieuws', title: 'Duurzamer verpakken: minder plastic', summary: 'Onze zendingen gaan voortaan in papier.', body: 'Vanaf deze maand vullen we dozen op met papier in plaats van luchtkussens. Dat scheelt jaarlijks ruim vier ton plastic.', tags: ['duurzaamheid'], animal: 'vogel' },
  { category: 'tips', title: 'Vlooien en teken: voorkomen is beter', summary: 'Vlooien zijn er het hele jaar; teken vooral in voor- en najaar.', body: 'Behandel je hond of kat preventief en behandel ook de omgeving als er vlooien zijn. Controleer na een wandeling in het bos de vacht op teken en verwijder ze met een tekentang.', tags: ['vlooien', 'teken', 'verzorging'], animal: 'hond', webNodeUrl: 'hond/verzorging/vlooien-teken' },
  { category: 'evenementen', title: 'Toonbank op de Dierenbeurs', summary: 'Bezoek onze stand op de grootste huisdierenbeurs van Nederland.', body: 'Op de stand maak je kennis met nieuwe merken, proef je (als hond) de nieuwste snacks en krijg je advies van onze specialisten.', tags: ['beurs'], animal: 'kat' },
  { category: 'tips', title: 'Je paard goed voorbereiden op het weideseizoen', summary: 'Van stal naar wei: bouw het grazen langzaam op.', body: 'Begin met een half uur per dag en bouw in twee weken op. Let bij gevoelige paarden op het suikergehalte in jong gras en zorg voor voldoende ruwvoer.', tags: ['paard', 'weide'], animal: 'paard', webNodeUrl: 'paard/voeding/ruwvoer' },
  { category: 'nieuws', title: 'Nieuw merk: Hollandse Hap', summary: 'Maaltijden met ingrediënten van Nederlandse boerderijen.', body: 'Hollandse Hap werkt met vlees en groenten van boerderijen uit de regio en produceert in Friesland. Het merk is nu verkrijgbaar in alle winkels en online.', tags: ['nieuw merk'], animal: 'hond' },
  { category: 'tips', title: 'Waarom je kat te weinig drinkt', summary: 'Katten drinken van nature weinig. Zo help je ze.', body: 'Geef naast droogvoer ook natvoer, zet waterbakken weg van de voerbak en probeer een drinkfontein: veel katten drinken liever stromend water.', tags: ['kat', 'drinken'], animal: 'kat', webNodeUrl: 'kat/voeding/natvoer' },
  { category: 'evenementen', title: 'Workshop: gezond voeren voor paarden', summary: 'Een avond met een dierenvoedingsdeskundige.', body: 'Tijdens de workshop leer je een rantsoen berekenen en krijg je advies over supplementen. De avond is gratis voor klanten met een Toonbank-account.', tags: ['paard', 'workshop'], animal: 'paard' },
  { category: 'tips', title: 'Spelen met je kat: tien minuten per dag', summary: 'Spelen houdt binnenkatten fit en tevreden.', body: 'Twee korte speelsessies per dag met een hengel of bal zijn genoeg. Eindig het spel met een "vangst" en een snackje, zodat je kat voldaan is.', tags: ['kat', 'spelen'], animal: 'kat', webNodeUrl: 'kat/speelgoed/hengels' },
  { category: 'nieuws', title: 'Bestellingen uploaden voor zakelijke klanten', summary: 'Bestel je hele schap in één keer.', body: 'Zakelijke klanten kunnen nu een Excel- of CSV-bestand met barcodes en aantallen uploaden. Fouten per regel zie je direct, zodat je ze kunt verbeteren.', tags: ['zakelijk', 'webshop'], animal: 'hond' },
  { category: 'tips', title: 'Hooi: het belangrijkste voer voor knaagdieren', summary: 'Konijnen en cavia\'s moeten de hele dag kunnen knagen.', body: 'Hooi houdt de tanden kort en de darmen gezond. Geef onbeperkt hooi en vul aan met een kleine portie korrels en verse groente.', tags: ['knaagdieren', 'hooi'], animal: 'knaagdier', webNodeUrl: 'knaagdier/voeding/hooi' },
  { category: 'nieuws', title: 'Koopzondagen in december', summary: 'In december zijn veel winkels ook op zondag open.', body: 'Op de zondagen voor Kerst zijn de meeste winkels open van 12:00 tot 17:00 uur. De openingstijden per winkel vind je op de winkelpagina.', tags: ['winkels', 'december'], animal: 'hond' },
  { category: 'tips', title: 'Een oudere hond: voeding aanpassen', summary: 'Vanaf een jaar of zeven veranderen de behoeften.', body: 'Oudere honden bewegen minder en hebben minder energie nodig, maar wel goed verteerbaar eiwit. Seniorvoer met glucosamine ondersteunt de gewrichten.', tags: ['senior', 'voeding'], animal: 'hond', webNodeUrl: 'hond/voeding/seniorvoer' },
  { category: 'evenementen', title: 'Vogelspreekuur in Zwolle', summary: 'Elke eerste zaterdag van de maand.', body: 'Een ervaren vogelkweker beantwoordt je vragen over voeding, ruien en huisvesting. Neem gerust een foto van je kooi of volière mee.', tags: ['vogels', 'zwolle'], animal: 'vogel' },
  { category: 'tips', title: 'Vijvervissen voeren in de herfst', summary: 'Als het water afkoelt, eten vissen minder.', body: 'Onder de tien graden verteren vijvervissen nauwelijks. Schakel in de herfst over op licht verteerbaar voer en stop met voeren als het water kouder wordt dan vijf graden.', tags: ['vijver', 'herfst'], animal: 'vis', webNodeUrl: 'vis/voeding/vijvervoer' },
  { category: 'nieuws', title: 'Spaarpunten nu ook in de winkel', summary: 'Sparen en inwisselen, online en in de winkel.', body: 'Je spaarpunten zijn voortaan in alle winkels te gebruiken. Laat bij de kassa je klantnummer scannen en je punten worden direct bijgeschreven.', tags: ['sparen'], animal: 'kat' },
  { category: 'tips', title: 'De juiste mand voor je hond', summary: 'Lengte, vorm en materiaal: waar let je op?', body: 'Meet je hond van neus tot staartaanzet en tel daar twintig centimeter bij op. Oudere honden liggen prettig op een orthopedisch kussen met traagschuim.', tags: ['hond', 'manden'], animal: 'hond', webNodeUrl: 'hond/manden-kussens/manden' },
];
