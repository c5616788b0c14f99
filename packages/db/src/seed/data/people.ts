/** Dutch first names, surname prefixes (tussenvoegsels) and surnames. */

export const FIRST_NAMES_FEMALE = [
  'Sanne', 'Lotte', 'Emma', 'Anouk', 'Fleur', 'Iris', 'Femke', 'Sophie', 'Julia', 'Lisa',
  'Marieke', 'Ingrid', 'Annemiek', 'Esther', 'Noor', 'Eva', 'Maaike', 'Petra', 'Karin', 'Yvonne',
] as const;

export const FIRST_NAMES_MALE = [
  'Daan', 'Sem', 'Lucas', 'Bram', 'Thijs', 'Ruben', 'Jeroen', 'Maarten', 'Sander', 'Niels',
  'Bas', 'Koen', 'Wouter', 'Pieter', 'Jan', 'Hendrik', 'Joris', 'Stijn', 'Martijn', 'Erik',
] as const;

/** [tussenvoegsel, achternaam]: most names have no tussenvoegsel. */
export const SURNAMES: readonly (readonly [string, string])[] = [
  ['', 'Jansen'], ['de', 'Vries'], ['van den', 'Berg'], ['van', 'Dijk'], ['', 'Bakker'],
  ['', 'Visser'], ['', 'Smit'], ['', 'Meijer'], ['de', 'Boer'], ['', 'Mulder'],
  ['de', 'Groot'], ['', 'Bos'], ['', 'Vos'], ['', 'Peters'], ['', 'Hendriks'],
  ['van', 'Leeuwen'], ['', 'Dekker'], ['', 'Brouwer'], ['de', 'Wit'], ['', 'Dijkstra'],
  ['', 'Smits'], ['de', 'Graaf'], ['van der', 'Meer'], ['van der', 'Linden'], ['', 'Kok'],
  ['', 'Jacobs'], ['de', 'Haan'], ['', 'Vermeulen'], ['van den', 'Heuvel'], ['van der', 'Veen'],
  ['van den', 'Broek'], ['de', 'Bruijn'], ['', 'Schouten'], ['', 'Willems'], ['van', 'Beek'],
  ['', 'Hoekstra'], ['', 'Koster'], ['', 'Prins'], ['', 'Postma'], ['ter', 'Horst'],
];

/** Kinds of business customers: trade name prefix and customer group code. */
export const BUSINESS_TYPES: readonly { prefix: string; groupCode: string }[] = [
  { prefix: 'Dierenspeciaalzaak', groupCode: 'DSZ' },
  { prefix: 'Dierenwinkel', groupCode: 'DSZ' },
  { prefix: 'Hondentrimsalon', groupCode: 'TRIM' },
  { prefix: 'Dierenpension', groupCode: 'PENSION' },
  { prefix: 'Kattenpension', groupCode: 'PENSION' },
  { prefix: 'Manege', groupCode: 'MANEGE' },
  { prefix: 'Aquariumspeciaalzaak', groupCode: 'AQUA' },
  { prefix: 'Tuin- en Dierencentrum', groupCode: 'TUIN' },
  { prefix: 'Hondenschool', groupCode: 'TRAINING' },
  { prefix: 'Boerderijwinkel', groupCode: 'AGRI' },
];

/** Trade names that fit any kind of animal business. */
export const BUSINESS_NAMES = [
  'Het Baasje', 'De Snuffelhoek', 'Poot & Pluim', 'Snoet & Staart', 'Het Kwispelhuis', 'Dierenvriend',
  'Pluis', 'Staartje', 'De Ark', 'Vacht & Veer', 'De Dierenhoek', 'Het Dierenparadijs',
  'De Groene Weide', 'Van Dam Dieren', 'De Vrolijke Viervoeter', 'Het Knuffelhuis', 'De Zonnehoek', 'Jansen Dier & Tuin',
  'De Hooiberg', 'Het Voerhuis',
] as const;

export const LEGAL_FORMS = ['B.V.', 'V.O.F.', '', 'Holding B.V.', 'Eenmanszaak'] as const;
