/** Customer-service questions and answers (FAQ page /klantenservice). Answers are simple HTML. */

interface FaqCategoryDef {
  name: string;
  title: string;
  questions: readonly (readonly [question: string, answer: string])[];
}

export const FAQ: readonly FaqCategoryDef[] = [
  {
    name: 'bestellen',
    title: 'Bestellen',
    questions: [
      [
        'Moet ik een account hebben om te bestellen?',
        '<p>Ja. Je bestelt met een klantaccount, zodat we je prijzen, spaarpunten en bestelhistorie kunnen tonen. Nog geen klant? Vraag via <a href="/login/new-account">klant worden</a> een account aan; we nemen binnen twee werkdagen contact met je op.</p>',
      ],
      [
        'Kan ik mijn bestelling nog wijzigen?',
        '<p>Zolang je bestelling nog niet is verwerkt, kun je bellen met de klantenservice op 030 630 4400. Wij passen de bestelling dan voor je aan. Is de bestelling al onderweg, dan kun je de artikelen kosteloos retourneren.</p>',
      ],
      [
        'Wat betekent "meer = minder"?',
        '<p>Bij producten met het label <strong>meer = minder</strong> betaal je een lagere prijs per stuk als je meer bestelt. De staffels staan op de productpagina; de korting wordt automatisch in je winkelwagen verrekend.</p>',
      ],
      [
        'Hoe kan ik als winkel een grote bestelling plaatsen?',
        '<p>Zakelijke klanten kunnen een bestelling uploaden als Excel- of CSV-bestand met artikelnummers of barcodes en aantallen, via <a href="/bestelling-uploaden">bestelling uploaden</a>. Je kunt ook je vaste vertegenwoordiger vragen de bestelling voor je te plaatsen.</p>',
      ],
      [
        'Waarom kan ik sommige producten niet bestellen?',
        '<p>Sommige producten zijn tijdelijk niet leverbaar of worden binnenkort verwacht; de verwachte leverdatum staat dan op de productpagina. Verder zijn bepaalde artikelen alleen beschikbaar voor zakelijke klanten.</p>',
      ],
    ],
  },
  {
    name: 'betalen',
    title: 'Betalen',
    questions: [
      [
        'Welke betaalmethoden kan ik gebruiken?',
        '<p>Je betaalt met iDEAL, creditcard of (in België) Bancontact. Zakelijke klanten met een kredietlimiet kunnen ook <strong>op rekening</strong> bestellen. Haal je af in een winkel, dan kun je ook daar betalen.</p>',
      ],
      [
        'Hoe werkt betalen op rekening?',
        '<p>Op rekening betalen is mogelijk voor zakelijke klanten na goedkeuring. Je ontvangt per levering een factuur met een betaaltermijn van 30 dagen. Je openstaande saldo en kredietlimiet zie je in je account.</p>',
      ],
      [
        'Hoe wissel ik mijn spaarpunten in?',
        '<p>Vanaf 500 spaarpunten kun je punten inwisselen bij het afrekenen. Elk punt is één cent waard. Je kunt nooit meer punten gebruiken dan het totaalbedrag van je bestelling.</p>',
      ],
      [
        'Waar vind ik mijn facturen?',
        '<p>Al je facturen en pakbonnen staan onder <a href="/account/invoices">Mijn account &gt; Facturen</a>. Je kunt ze daar als pdf downloaden.</p>',
      ],
    ],
  },
  {
    name: 'bezorgen',
    title: 'Bezorgen en afhalen',
    questions: [
      [
        'Wanneer wordt mijn bestelling geleverd?',
        '<p>Bestel je op werkdagen vóór 22:00 uur, dan bezorgen we de volgende werkdag. Op zon- en feestdagen bezorgen we niet. Producten die we niet op voorraad hebben, worden binnen twee tot vier weken geleverd.</p>',
      ],
      [
        'Wat zijn de verzendkosten?',
        '<p>In Nederland betaal je € 4,95 verzendkosten; vanaf € 30 bezorgen we gratis. Voor België gelden € 6,95 en gratis verzending vanaf € 50. Grote bestellingen op een pallet hebben aparte tarieven.</p>',
      ],
      [
        'Kan ik mijn bestelling afhalen in een winkel?',
        '<p>Ja, afhalen is gratis in al onze winkels. Kies bij het afrekenen voor afhalen en selecteer je winkel. Je krijgt een e-mail zodra je bestelling klaarstaat. Ons distributiecentrum in Nieuwegein is geen afhaalpunt.</p>',
      ],
      [
        'Kan ik op een ander adres laten bezorgen?',
        '<p>Ja. Bij het afrekenen kies je voor bezorging op een ander adres. Zakelijke klanten kunnen vaste afleveradressen laten vastleggen in hun account.</p>',
      ],
      [
        'Bezorgen jullie ook in het buitenland?',
        '<p>We leveren in Nederland, België en Spanje. De levertijd naar Spanje is ongeveer vijf werkdagen.</p>',
      ],
    ],
  },
  {
    name: 'retourneren',
    title: 'Retourneren',
    questions: [
      [
        'Hoe lang heb ik bedenktijd?',
        '<p>Je hebt 30 dagen bedenktijd na ontvangst. Stuur het product ongeopend en in de originele verpakking terug; voeding die geopend is, nemen we om hygiënische redenen niet retour.</p>',
      ],
      [
        'Hoe stuur ik iets terug?',
        '<p>Meld je retour aan via <a href="/retourneren">retourneren</a>. Je krijgt een retourlabel per e-mail. Je kunt het pakket ook inleveren in een van onze winkels.</p>',
      ],
      [
        'Wanneer krijg ik mijn geld terug?',
        '<p>Binnen 14 dagen nadat we je retour hebben ontvangen, storten we het bedrag terug op de rekening waarmee je hebt betaald.</p>',
      ],
      [
        'Mijn product is beschadigd aangekomen. Wat nu?',
        '<p>Vervelend! Maak een foto van het product en de verpakking en stuur die binnen 48 uur naar klantenservice@toonbank.nl. We sturen kosteloos een nieuw exemplaar.</p>',
      ],
    ],
  },
  {
    name: 'account',
    title: 'Mijn account',
    questions: [
      [
        'Ik ben mijn wachtwoord vergeten.',
        '<p>Gebruik <a href="/forgot-password">wachtwoord vergeten</a>. Je ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen. Een wachtwoord heeft minstens 8 tekens, waarvan minstens één cijfer.</p>',
      ],
      [
        'Hoe wijzig ik mijn adres of e-mailadres?',
        '<p>Je adresgegevens wijzig je onder <a href="/account/details">Mijn gegevens</a>. Wil je je inlog-e-mailadres wijzigen, neem dan contact op met de klantenservice.</p>',
      ],
      [
        'Hoe kies ik een andere vaste winkel?',
        '<p>Onder <a href="/account/details">Mijn gegevens</a> kies je je vaste winkel. Daar zie je voortaan de winkelvoorraad en kun je standaard afhalen.</p>',
      ],
      [
        'Hoe meld ik me af voor de nieuwsbrief?',
        '<p>Onderaan elke nieuwsbrief staat een afmeldlink. Je kunt je voorkeur ook aanpassen onder Mijn account &gt; Nieuwsbrief.</p>',
      ],
      [
        'Wat kan mijn vertegenwoordiger voor me doen?',
        '<p>Zakelijke klanten hebben een vaste vertegenwoordiger. Die kan namens jou bestellingen plaatsen, je helpen met het assortiment en POS-materiaal voor je winkel regelen.</p>',
      ],
    ],
  },
];
