/**
 * Demo data of the stores-and-content feature: the forms of the content pages
 * (contact, retour, registratie) in nl/fr/en, and four-digit postcode areas
 * with a central coordinate for the store finder. The coordinates are the
 * approximate centre of each town; neighbouring areas of a range are spread a
 * little so that sorting by distance within a town still differs.
 */
import { type FormField, forms } from '../schema/forms.ts';
import { postcodeAreas } from '../schema/postcodes.ts';
import { insertInBatches, type SeedTx } from './insert.ts';

type Locale = 'nl' | 'fr' | 'en';

/** [first postcode, last postcode, town, lat, lng] */
const POSTCODE_RANGES: readonly [number, number, string, number, number][] = [
  [1011, 1109, 'Amsterdam', 52.3676, 4.9041],
  [1200, 1223, 'Hilversum', 52.2292, 5.1669],
  [1811, 1827, 'Alkmaar', 52.6324, 4.7534],
  [2011, 2037, 'Haarlem', 52.3874, 4.6462],
  [2311, 2334, 'Leiden', 52.1601, 4.497],
  [2491, 2597, 'Den Haag', 52.0705, 4.3007],
  [3011, 3089, 'Rotterdam', 51.9244, 4.4777],
  [3431, 3439, 'Nieuwegein', 52.0297, 5.0811],
  [3511, 3585, 'Utrecht', 52.0907, 5.1214],
  [3811, 3829, 'Amersfoort', 52.1561, 5.3878],
  [4811, 4838, 'Breda', 51.5719, 4.7683],
  [5011, 5049, 'Tilburg', 51.5555, 5.0913],
  [5211, 5237, "'s-Hertogenbosch", 51.6978, 5.3037],
  [5611, 5658, 'Eindhoven', 51.4416, 5.4697],
  [6211, 6229, 'Maastricht', 50.8514, 5.691],
  [6511, 6546, 'Nijmegen', 51.8126, 5.8372],
  [6811, 6846, 'Arnhem', 51.9851, 5.8987],
  [7311, 7335, 'Apeldoorn', 52.2112, 5.9699],
  [7511, 7548, 'Enschede', 52.2215, 6.8937],
  [8011, 8043, 'Zwolle', 52.5168, 6.083],
  [8911, 8939, 'Leeuwarden', 53.2012, 5.7999],
  [9711, 9747, 'Groningen', 53.2194, 6.5665],
];

function buildPostcodeAreas(): (typeof postcodeAreas.$inferInsert)[] {
  const rows: (typeof postcodeAreas.$inferInsert)[] = [];
  for (const [first, last, city, lat, lng] of POSTCODE_RANGES) {
    const count = last - first + 1;
    for (let code = first; code <= last; code++) {
      // Spread the areas of a town on a small circle (about 2 km) around its centre.
      const angle = ((code - first) / count) * 2 * Math.PI;
      const spread = code === first ? 0 : 0.018;
      rows.push({
        postcode: String(code),
        city,
        lat: Number((lat + spread * Math.sin(angle)).toFixed(5)),
        lng: Number((lng + spread * 1.6 * Math.cos(angle)).toFixed(5)),
      });
    }
  }
  return rows;
}

/** Where every form sends the customer after a submission (the same in every locale). */
const SUCCESS_URL = '/klantenservice?verzonden=1';

const T = {
  nl: {
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    message: 'Je vraag of opmerking',
    send: 'Versturen',
    order: 'Ordernummer',
    reason: 'Reden van retour',
    company: 'Bedrijfsnaam',
    kvk: 'KvK-nummer',
    vat: 'Btw-nummer',
    postcode: 'Postcode',
    agree: 'Ik ga akkoord met de voorwaarden',
    reasons: ['Verkeerd artikel', 'Beschadigd', 'Anders'],
    contact: 'Contactformulier',
    retour: 'Retour aanmelden',
    registratie: 'Zakelijk account aanvragen',
    contactIntro: 'We reageren binnen één werkdag.',
    retourIntro: 'Meld je retour aan; je krijgt een retourlabel per e-mail.',
    registratieIntro: 'Vraag een zakelijk account aan voor inkoop tegen groothandelsprijzen.',
  },
  fr: {
    name: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    message: 'Votre question ou remarque',
    send: 'Envoyer',
    order: 'Numéro de commande',
    reason: 'Motif du retour',
    company: 'Société',
    kvk: 'Numéro KvK',
    vat: 'Numéro de TVA',
    postcode: 'Code postal',
    agree: "J'accepte les conditions",
    reasons: ['Mauvais article', 'Endommagé', 'Autre'],
    contact: 'Formulaire de contact',
    retour: 'Déclarer un retour',
    registratie: 'Demander un compte professionnel',
    contactIntro: 'Nous répondons sous un jour ouvrable.',
    retourIntro: 'Déclarez votre retour ; vous recevrez une étiquette par e-mail.',
    registratieIntro: 'Demandez un compte professionnel pour acheter aux prix de gros.',
  },
  en: {
    name: 'Name',
    email: 'E-mail address',
    phone: 'Phone number',
    message: 'Your question or remark',
    send: 'Send',
    order: 'Order number',
    reason: 'Reason for return',
    company: 'Company name',
    kvk: 'Chamber of Commerce number',
    vat: 'VAT number',
    postcode: 'Postcode',
    agree: 'I accept the terms',
    reasons: ['Wrong item', 'Damaged', 'Other'],
    contact: 'Contact form',
    retour: 'Register a return',
    registratie: 'Apply for a business account',
    contactIntro: 'We reply within one working day.',
    retourIntro: 'Register your return; you will receive a return label by e-mail.',
    registratieIntro: 'Apply for a business account to buy at wholesale prices.',
  },
} as const;

function formFields(id: 'contact' | 'retour' | 'registratie', t: (typeof T)[Locale]): FormField[] {
  const name: FormField = { name: 'name', label: t.name, type: 'text', required: true, maxLength: 100 };
  const email: FormField = { name: 'email', label: t.email, type: 'email', required: true, maxLength: 200 };
  if (id === 'contact') {
    return [
      name,
      email,
      { name: 'phone', label: t.phone, type: 'tel', required: false, maxLength: 20 },
      { name: 'message', label: t.message, type: 'textarea', required: true, maxLength: 2000 },
    ];
  }
  if (id === 'retour') {
    return [
      name,
      email,
      { name: 'orderNumber', label: t.order, type: 'text', required: true, maxLength: 20 },
      {
        name: 'reason',
        label: t.reason,
        type: 'select',
        required: true,
        options: t.reasons.map((label, index) => ({ value: ['wrong', 'damaged', 'other'][index]!, label })),
      },
      { name: 'message', label: t.message, type: 'textarea', required: false, maxLength: 2000 },
    ];
  }
  return [
    { name: 'companyName', label: t.company, type: 'text', required: true, maxLength: 100 },
    name,
    email,
    { name: 'kvkNumber', label: t.kvk, type: 'text', required: true, maxLength: 8 },
    { name: 'vatNumber', label: t.vat, type: 'text', required: false, maxLength: 14 },
    { name: 'postcode', label: t.postcode, type: 'postcode', required: true },
    { name: 'terms', label: t.agree, type: 'checkbox', required: true },
  ];
}

function buildForms(): (typeof forms.$inferInsert)[] {
  return (['contact', 'retour', 'registratie'] as const).flatMap((id) =>
    (Object.keys(T) as Locale[]).map((locale) => {
      const t = T[locale];
      return {
        id,
        locale,
        title: t[id],
        intro: t[`${id}Intro`],
        fields: formFields(id, t),
        submitLabel: t.send,
        successUrl: SUCCESS_URL,
        mailTo: id === 'registratie' ? 'zakelijk@toonbank.nl' : 'klantenservice@toonbank.nl',
      };
    }),
  );
}

export async function insertStoresContent(tx: SeedTx, log: (message: string) => void): Promise<void> {
  const areas = buildPostcodeAreas();
  await insertInBatches(tx, postcodeAreas, areas);
  const formRows = buildForms();
  await insertInBatches(tx, forms, formRows);
  log(`${areas.length} postcodegebieden en ${formRows.length} formulieren opgeslagen.`);
}
