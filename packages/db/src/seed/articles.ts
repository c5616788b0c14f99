/**
 * Content pages (§3 Article/content) with structured blocks, news items and
 * FAQ rows. Urls have no leading slash ('over-ons', 'blocks/demo').
 */
import type { ContentBlock } from '@toonbank/domain/content-blocks';
import { slugify } from '@toonbank/domain/slug';
import type { articles, faqCategories, faqQuestions, newsCategories, newsItems } from '../schema/content.ts';
import { FAQ } from './data/faq.ts';
import {
  NEWS,
  NEWS_AUTHORS,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_TRANSLATIONS,
  NEWS_SLIDER_TITLE,
  NEWS_TRANSLATIONS,
  type NewsText,
} from './data/news.ts';
import { FAQ_TRANSLATIONS } from './data/translations.ts';
import { addDays, addMinutes } from './dates.ts';
import { bannerUrl } from './images/banners.ts';
import { imageUrl, newsImageFile } from './images/paths.ts';
import type { Random } from './random.ts';

export type ArticleRow = typeof articles.$inferInsert & { id: number };
export type NewsCategoryRow = typeof newsCategories.$inferInsert & { id: number };
export type NewsItemRow = typeof newsItems.$inferInsert & { id: number };
export type FaqCategoryRow = typeof faqCategories.$inferInsert & { id: number };
export type FaqQuestionRow = Omit<typeof faqQuestions.$inferInsert, 'id'>;

type PageDef = Omit<ArticleRow, 'id' | 'updatedAt' | 'blocks'> & { blocks: ContentBlock[] };

const html = (...paragraphs: string[]): ContentBlock => ({
  type: 'text',
  html: paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join(''),
});

function pages(storeCount: number): PageDef[] {
  return [
    {
      url: 'over-ons',
      title: 'Over Toonbank',
      heading: 'Groothandel en webshop voor dierenbenodigdheden',
      summary: 'Sinds 1987 leveren we voeding en benodigdheden voor huisdieren aan dierenspeciaalzaken en particulieren.',
      metaTitle: 'Over ons | Toonbank',
      metaDescription: 'Toonbank is de groothandel en webshop voor dierenvoeding en -benodigdheden, met winkels door heel Nederland.',
      metaImage: bannerUrl('about'),
      blocks: [
        { type: 'image', src: bannerUrl('about'), alt: 'Over Toonbank' },
        html(
          'Toonbank begon in 1987 als groothandel in diervoeding in een schuur in Nieuwegein. Inmiddels leveren we aan honderden dierenspeciaalzaken, pensions en maneges, en aan particulieren via onze webshop en ' +
            `${storeCount} winkels.`,
          'We geloven in eerlijk advies: onze medewerkers hebben zelf huisdieren en helpen je graag bij het kiezen van de juiste voeding.',
        ),
        {
          type: 'uspRow',
          items: [{ title: 'Sinds 1987' }, { title: `${storeCount} winkels`, url: '/vestigingen' }, { title: 'Eigen distributiecentrum' }],
        },
        { type: 'brandSlider', title: 'Onze populairste merken' },
      ],
      translations: {
        fr: {
          title: 'À propos de Toonbank',
          heading: 'Grossiste et boutique en ligne pour animaux de compagnie',
          summary: 'Depuis 1987, nous livrons alimentation et accessoires pour animaux aux animaleries et aux particuliers.',
          metaTitle: 'À propos | Toonbank',
          metaDescription:
            'Toonbank est le grossiste et la boutique en ligne d’alimentation et d’accessoires pour animaux, avec des magasins partout aux Pays-Bas.',
          blocks: [
            { type: 'image', src: bannerUrl('about'), alt: 'À propos de Toonbank' },
            html(
              `Toonbank a commencé en 1987 comme grossiste en alimentation animale dans une grange à Nieuwegein. Aujourd’hui, nous livrons des centaines d’animaleries, de pensions et de manèges, et les particuliers via notre boutique en ligne et ${storeCount} magasins.`,
              'Nous croyons aux conseils honnêtes : nos collaborateurs ont eux-mêmes des animaux et vous aident volontiers à choisir la bonne alimentation.',
            ),
            {
              type: 'uspRow',
              items: [
                { title: 'Depuis 1987' },
                { title: `${storeCount} magasins`, url: '/vestigingen' },
                { title: 'Notre propre centre de distribution' },
              ],
            },
            { type: 'brandSlider', title: 'Nos marques les plus populaires' },
          ],
        },
        en: {
          title: 'About Toonbank',
          heading: 'Wholesaler and web shop for pet supplies',
          summary: 'Since 1987 we have supplied pet food and pet supplies to pet shops and private customers.',
          metaTitle: 'About us | Toonbank',
          metaDescription: 'Toonbank is the wholesaler and web shop for pet food and pet supplies, with stores all over the Netherlands.',
          blocks: [
            { type: 'image', src: bannerUrl('about'), alt: 'About Toonbank' },
            html(
              `Toonbank started in 1987 as a pet food wholesaler in a barn in Nieuwegein. Today we supply hundreds of pet shops, boarding kennels and riding schools, and private customers through our web shop and ${storeCount} stores.`,
              'We believe in honest advice: our staff keep pets themselves and are happy to help you choose the right food.',
            ),
            {
              type: 'uspRow',
              items: [
                { title: 'Since 1987' },
                { title: `${storeCount} stores`, url: '/vestigingen' },
                { title: 'Our own distribution centre' },
              ],
            },
            { type: 'brandSlider', title: 'Our most popular brands' },
          ],
        },
      },
    },
    {
      url: 'bezorging',
      title: 'Bezorging',
      heading: 'Bezorging en afhalen',
      summary: 'Voor 22:00 besteld, de volgende werkdag in huis.',
      blocks: [
        html(
          'Bestel je op maandag tot en met vrijdag vóór 22:00 uur, dan bezorgen we de volgende werkdag. In Nederland is bezorging gratis vanaf € 30; daaronder betaal je € 4,95.',
          'Liever afhalen? Dat is gratis in al onze winkels. Je ontvangt een e-mail zodra je bestelling klaarstaat.',
          '<ul><li>Nederland: € 4,95, gratis vanaf € 30</li><li>België: € 6,95, gratis vanaf € 50</li><li>Spanje: € 14,95, gratis vanaf € 150</li></ul>',
        ),
        { type: 'faq', category: 'bezorgen', title: 'Veelgestelde vragen over bezorgen' },
      ],
      // Without the FAQ block: its questions are in Dutch only.
      translations: {
        fr: {
          title: 'Livraison',
          heading: 'Livraison et retrait',
          summary: 'Commandé avant 22h00, livré le jour ouvrable suivant.',
          blocks: [
            html(
              'Commandez du lundi au vendredi avant 22h00 et nous livrons le jour ouvrable suivant. Aux Pays-Bas, la livraison est gratuite dès 30 € ; en dessous, elle coûte 4,95 €.',
              'Vous préférez retirer votre commande ? C’est gratuit dans tous nos magasins. Vous recevez un e-mail dès que votre commande est prête.',
              '<ul><li>Pays-Bas : 4,95 €, gratuit dès 30 €</li><li>Belgique : 6,95 €, gratuit dès 50 €</li><li>Espagne : 14,95 €, gratuit dès 150 €</li></ul>',
            ),
          ],
        },
        en: {
          title: 'Delivery',
          heading: 'Delivery and collection',
          summary: 'Ordered before 22:00, delivered the next working day.',
          blocks: [
            html(
              'Order Monday to Friday before 22:00 and we deliver the next working day. In the Netherlands delivery is free from € 30; below that it costs € 4.95.',
              'Rather collect it yourself? That is free in all our stores. You will receive an e-mail as soon as your order is ready.',
              '<ul><li>Netherlands: € 4.95, free from € 30</li><li>Belgium: € 6.95, free from € 50</li><li>Spain: € 14.95, free from € 150</li></ul>',
            ),
          ],
        },
      },
    },
    {
      url: 'retourneren',
      title: 'Retourneren',
      heading: 'Niet tevreden? Stuur het terug',
      summary: '30 dagen bedenktijd op ongeopende producten.',
      blocks: [
        html('Je hebt 30 dagen bedenktijd. Meld je retour aan via het formulier hieronder, dan ontvang je een retourlabel per e-mail.'),
        { type: 'form', formId: 'retour', title: 'Retour aanmelden' },
        { type: 'faq', category: 'retourneren' },
      ],
    },
    {
      url: 'betalen',
      title: 'Betalen',
      heading: 'Veilig betalen',
      blocks: [
        html('Je betaalt veilig met iDEAL, creditcard of Bancontact. Zakelijke klanten kunnen op rekening bestellen.'),
        { type: 'faq', category: 'betalen' },
      ],
    },
    {
      url: 'contact',
      title: 'Contact',
      heading: 'Contact met de klantenservice',
      blocks: [
        html(
          'De klantenservice is bereikbaar op werkdagen van 8:30 tot 17:30 uur via 030 630 4400 of <a href="mailto:klantenservice@toonbank.nl">klantenservice@toonbank.nl</a>.',
        ),
        { type: 'form', formId: 'contact', title: 'Stel je vraag' },
      ],
    },
    {
      url: 'zakelijk',
      title: 'Zakelijk klant worden',
      heading: 'Inkopen voor je winkel, pension of manege',
      summary: 'Nettoprijzen, bestellen op rekening en een vaste vertegenwoordiger.',
      blocks: [
        {
          type: 'imageText',
          src: bannerUrl('block1'),
          alt: 'Zakelijk bestellen',
          title: 'Voordelen voor ondernemers',
          html: '<ul><li>Scherpe nettoprijzen</li><li>Bestellen op rekening</li><li>Bestelling uploaden via Excel</li><li>Gratis POS-materiaal</li></ul>',
          imagePosition: 'left',
        },
        { type: 'form', formId: 'registratie', title: 'Vraag een zakelijk account aan' },
      ],
      // The business landing page in French and English (issue 12 defect 6).
      translations: {
        fr: {
          title: 'Devenir client professionnel',
          heading: 'Acheter pour votre magasin, pension ou manège',
          summary: 'Prix nets, commande sur facture et un représentant attitré.',
          metaTitle: 'Devenir client professionnel | Toonbank',
          metaDescription: 'Prix nets, commande sur facture et un représentant attitré.',
          blocks: [
            {
              type: 'imageText',
              src: bannerUrl('block1'),
              alt: 'Commander en tant que professionnel',
              title: 'Les avantages pour les entrepreneurs',
              html: '<ul><li>Des prix nets attractifs</li><li>Commande sur facture</li><li>Envoi de commandes par fichier Excel</li><li>Matériel PLV gratuit</li></ul>',
              imagePosition: 'left',
            },
            { type: 'form', formId: 'registratie', title: 'Demandez un compte professionnel' },
          ],
        },
        en: {
          title: 'Become a business customer',
          heading: 'Buying for your shop, boarding kennel or riding school',
          summary: 'Net prices, ordering on account and your own sales representative.',
          metaTitle: 'Become a business customer | Toonbank',
          metaDescription: 'Net prices, ordering on account and your own sales representative.',
          blocks: [
            {
              type: 'imageText',
              src: bannerUrl('block1'),
              alt: 'Ordering for business',
              title: 'Benefits for business owners',
              html: '<ul><li>Sharp net prices</li><li>Ordering on account</li><li>Upload your order as an Excel file</li><li>Free point-of-sale material</li></ul>',
              imagePosition: 'left',
            },
            { type: 'form', formId: 'registratie', title: 'Apply for a business account' },
          ],
        },
      },
    },
    {
      url: 'zakelijk/prijslijsten',
      title: 'Prijslijsten en downloads',
      heading: 'Downloads voor zakelijke klanten',
      loginRequired: true,
      robotsNoIndex: true,
      blocks: [
        html(
          'Hier vind je de actuele prijslijsten, productinformatie en folders voor je winkel. Deze pagina is alleen zichtbaar na inloggen.',
        ),
      ],
    },
    {
      url: 'verzendkosten',
      title: 'Verzendkosten',
      alternateUrl: '/bezorging',
      blocks: [html('Deze pagina is verhuisd naar <a href="/bezorging">bezorging</a>.')],
    },
    {
      url: 'vacatures',
      title: 'Werken bij Toonbank',
      heading: 'Vacatures',
      robotsNoIndex: true,
      robotsNoFollow: true,
      blocks: [
        html(
          'Wil je werken tussen de dierenliefhebbers? We zoeken regelmatig winkelmedewerkers, orderpickers en klantenservicemedewerkers. Stuur een open sollicitatie naar werken@toonbank.nl.',
        ),
      ],
    },
    {
      url: 'duurzaamheid',
      title: 'Duurzaamheid',
      heading: 'Zorg voor dieren én de aarde',
      blocks: [
        html(
          'We verpakken zonder plastic vulmateriaal, rijden met elektrische bestelbusjes in de grote steden en breiden het aanbod biologische voeding steeds verder uit.',
        ),
        { type: 'productSlider', title: 'Biologisch en duurzaam', webNodeUrl: 'hond/voeding/graanvrij-voer', limit: 12 },
      ],
    },
    {
      url: 'nieuws',
      title: 'Nieuws',
      heading: 'Nieuws, tips en evenementen',
      blocks: [
        html('Het laatste nieuws van Toonbank, tips van onze specialisten en evenementen in de winkels.'),
        {
          type: 'bannerRow',
          banners: [
            { src: bannerUrl('row1'), alt: 'Hooi', url: '/product/lister/knaagdier/voeding/hooi' },
            { src: bannerUrl('row2'), alt: 'Aquarium', url: '/nieuws/tips' },
          ],
        },
      ],
    },
    ...legalPages(),
    {
      url: 'blocks/demo',
      title: 'Contentblokken',
      heading: 'Alle contentblokken op één pagina',
      robotsNoIndex: true,
      blocks: [
        html('Deze pagina toont elk bloktype. <strong>Vet</strong>, <em>cursief</em> en <a href="/klantenservice">een link</a>.'),
        { type: 'image', src: bannerUrl('demo'), alt: 'Voorbeeldafbeelding', caption: 'Een afbeelding met onderschrift' },
        {
          type: 'imageText',
          src: bannerUrl('block2'),
          alt: 'Proefmonsters',
          title: 'Afbeelding met tekst',
          html: '<p>Tekst naast een afbeelding, rechts uitgelijnd.</p>',
          imagePosition: 'right',
        },
        {
          type: 'bannerRow',
          banners: [
            { src: bannerUrl('row1'), alt: 'Hooi', url: '/product/lister/knaagdier' },
            { src: bannerUrl('row2'), alt: 'Aquarium', url: '/product/lister/vis' },
            { src: bannerUrl('row3'), alt: 'Tuinvogels', url: '/product/lister/vogel' },
          ],
        },
        { type: 'productSlider', title: 'Populair', webNodeUrl: 'populair', limit: 12 },
        { type: 'brandSlider', title: 'Merken', brandUrls: ['polderbrok', 'snorrebaard', 'koraalrif', 'hoefslag'] },
        {
          type: 'uspRow',
          items: [
            { title: 'Gratis verzending', text: 'vanaf € 30' },
            { title: 'Morgen in huis', text: 'voor 22:00 besteld' },
            { title: 'Gratis afhalen', text: 'in elke winkel' },
          ],
        },
        { type: 'faq', category: 'bestellen', title: 'Veelgestelde vragen' },
        { type: 'form', formId: 'contact', title: 'Formulier' },
        { type: 'video', url: 'https://www.youtube-nocookie.com/embed/toonbank-demo', title: 'Video (voorbeeld-url)' },
      ],
    },
  ];
}

function legalPages(): PageDef[] {
  const legal: [string, string, string][] = [
    [
      'privacy',
      'Privacyverklaring',
      'Toonbank verwerkt persoonsgegevens alleen om je bestelling te leveren, je account te beheren en, als je dat wilt, je nieuwsbrieven te sturen. We verkopen je gegevens nooit aan derden. Je kunt je gegevens altijd inzien, laten corrigeren of verwijderen.',
    ],
    [
      'algemene-voorwaarden',
      'Algemene voorwaarden',
      'Op alle bestellingen bij Toonbank zijn deze algemene voorwaarden van toepassing. Voor zakelijke klanten gelden daarnaast de leveringsvoorwaarden voor de groothandel.',
    ],
    [
      'cookies',
      'Cookies',
      'We gebruiken functionele cookies om de webshop te laten werken, zoals je winkelwagen en je taalkeuze. Analytische cookies plaatsen we alleen met je toestemming.',
    ],
    [
      'disclaimer',
      'Disclaimer',
      'We doen ons best om alle informatie en prijzen correct weer te geven. Aan kennelijke fouten in prijzen of productinformatie kunnen geen rechten worden ontleend.',
    ],
  ];
  return legal.map(([url, title, text]) => ({ url, title, heading: title, robotsNoFollow: url === 'disclaimer', blocks: [html(text)] }));
}

/** A page's meta title and description when it names none: its title with the shop's name, its summary (in each language). */
function withMeta<
  T extends { title: string; summary?: string | null; heading?: string | null; metaTitle?: string | null; metaDescription?: string | null },
>(text: T): T {
  return { metaTitle: `${text.title} | Toonbank`, metaDescription: text.summary ?? text.heading ?? text.title, ...text };
}

export function buildArticles(reference: Date, storeCount: number): ArticleRow[] {
  return pages(storeCount).map((page, index) => ({
    id: index + 1,
    type: 'ContentPage',
    ...withMeta(page),
    // A French or English page gets its own meta texts too, never the Dutch ones.
    translations: page.translations
      ? Object.fromEntries(Object.entries(page.translations).map(([language, text]) => [language, text && withMeta(text)]))
      : page.translations,
    updatedAt: addDays(reference, -(30 + index * 11)),
  }));
}

export function buildNews(random: Random, reference: Date): { categories: NewsCategoryRow[]; items: NewsItemRow[] } {
  const categories = NEWS_CATEGORIES.map((category, index) => {
    const title = NEWS_CATEGORY_TRANSLATIONS[category.name];
    return { id: index + 1, ...category, translations: { fr: { title: title.fr }, en: { title: title.en } } };
  });
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? 1;
  const items = NEWS.map((news, index) => {
    const image = imageUrl(newsImageFile(index));
    // The same blocks in each language: picture, text, and the product slider under the article.
    const blocksIn = (text: NewsText, language: keyof typeof NEWS_SLIDER_TITLE): ContentBlock[] => [
      { type: 'image', src: image, alt: text.title },
      html(text.summary, text.body),
      ...(news.webNodeUrl
        ? [{ type: 'productSlider', title: NEWS_SLIDER_TITLE[language], webNodeUrl: news.webNodeUrl, limit: 8 } as const]
        : []),
    ];
    const translated = NEWS_TRANSLATIONS[news.title];
    const translations = translated
      ? {
          fr: { title: translated.fr.title, summary: translated.fr.summary, blocks: blocksIn(translated.fr, 'fr') },
          en: { title: translated.en.title, summary: translated.en.summary, blocks: blocksIn(translated.en, 'en') },
        }
      : {};
    return {
      id: index + 1,
      categoryId: categoryId(news.category),
      name: slugify(news.title),
      title: news.title,
      author: random.pick(NEWS_AUTHORS),
      summary: news.summary,
      blocks: blocksIn(news, 'nl'),
      image,
      tags: [...news.tags],
      // Spread over the past year, newest first, at a working-hours time.
      publicationDate: addMinutes(addDays(reference, -(index * 14 + random.int(0, 9))), random.int(8 * 60, 17 * 60)),
      translations,
    };
  });
  return { categories, items };
}

export function buildFaq(): { categories: FaqCategoryRow[]; questions: FaqQuestionRow[] } {
  // French and English from data/translations.ts (issue 12 defect 6); a question without one stays Dutch.
  const categories = FAQ.map((category, index) => {
    const title = FAQ_TRANSLATIONS[category.name]?.title;
    return {
      id: index + 1,
      name: category.name,
      title: category.title,
      sortOrder: index + 1,
      translations: title ? { fr: { title: title[0] }, en: { title: title[1] } } : {},
    };
  });
  const questions = FAQ.flatMap((category, index) =>
    category.questions.map(([question, answer], order) => {
      const translated = FAQ_TRANSLATIONS[category.name]?.questions[order];
      const translations = translated
        ? { fr: { question: translated[0][0], answer: translated[1][0] }, en: { question: translated[0][1], answer: translated[1][1] } }
        : {};
      return { categoryId: index + 1, question, answer, sortOrder: order + 1, translations };
    }),
  );
  return { categories, questions };
}
