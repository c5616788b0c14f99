/**
 * Dutch towns with their real postcode ranges, area codes and approximate
 * centre coordinates; street names are common Dutch street names.
 */

export interface Town {
  name: string;
  /** First and last four-digit postcode area of the town. */
  postcodes: readonly [number, number];
  areaCode: string;
  lat: number;
  lng: number;
  countryCode?: 'NL' | 'BE';
}

export const TOWNS: readonly Town[] = [
  { name: 'Utrecht', postcodes: [3511, 3585], areaCode: '030', lat: 52.0907, lng: 5.1214 },
  { name: 'Amersfoort', postcodes: [3811, 3829], areaCode: '033', lat: 52.1561, lng: 5.3878 },
  { name: 'Zwolle', postcodes: [8011, 8043], areaCode: '038', lat: 52.5168, lng: 6.083 },
  { name: 'Arnhem', postcodes: [6811, 6846], areaCode: '026', lat: 51.9851, lng: 5.8987 },
  { name: "'s-Hertogenbosch", postcodes: [5211, 5247], areaCode: '073', lat: 51.6978, lng: 5.3037 },
  { name: 'Eindhoven', postcodes: [5611, 5658], areaCode: '040', lat: 51.4416, lng: 5.4697 },
  { name: 'Groningen', postcodes: [9711, 9747], areaCode: '050', lat: 53.2194, lng: 6.5665 },
  { name: 'Haarlem', postcodes: [2011, 2037], areaCode: '023', lat: 52.3874, lng: 4.6462 },
  { name: 'Breda', postcodes: [4811, 4839], areaCode: '076', lat: 51.5719, lng: 4.7683 },
  { name: 'Amsterdam', postcodes: [1011, 1109], areaCode: '020', lat: 52.3676, lng: 4.9041 },
  { name: 'Rotterdam', postcodes: [3011, 3089], areaCode: '010', lat: 51.9244, lng: 4.4777 },
  { name: 'Den Haag', postcodes: [2491, 2597], areaCode: '070', lat: 52.0705, lng: 4.3007 },
  { name: 'Leiden', postcodes: [2311, 2334], areaCode: '071', lat: 52.1601, lng: 4.497 },
  { name: 'Nijmegen', postcodes: [6511, 6546], areaCode: '024', lat: 51.8126, lng: 5.8372 },
  { name: 'Tilburg', postcodes: [5011, 5049], areaCode: '013', lat: 51.5555, lng: 5.0913 },
  { name: 'Apeldoorn', postcodes: [7311, 7339], areaCode: '055', lat: 52.2112, lng: 5.9699 },
  { name: 'Enschede', postcodes: [7511, 7548], areaCode: '053', lat: 52.2215, lng: 6.8937 },
  { name: 'Leeuwarden', postcodes: [8911, 8939], areaCode: '058', lat: 53.2012, lng: 5.7999 },
  { name: 'Maastricht', postcodes: [6211, 6229], areaCode: '043', lat: 50.8514, lng: 5.691 },
  { name: 'Deventer', postcodes: [7411, 7429], areaCode: '0570', lat: 52.2661, lng: 6.1552 },
  { name: 'Alkmaar', postcodes: [1811, 1827], areaCode: '072', lat: 52.6324, lng: 4.7534 },
  { name: 'Ede', postcodes: [6711, 6718], areaCode: '0318', lat: 52.0402, lng: 5.6649 },
  { name: 'Veenendaal', postcodes: [3901, 3908], areaCode: '0318', lat: 52.0286, lng: 5.5589 },
  { name: 'Assen', postcodes: [9401, 9409], areaCode: '0592', lat: 52.9925, lng: 6.5649 },
  { name: 'Venlo', postcodes: [5911, 5928], areaCode: '077', lat: 51.3704, lng: 6.1724 },
  { name: 'Antwerpen', postcodes: [2000, 2060], areaCode: '03', lat: 51.2194, lng: 4.4025, countryCode: 'BE' },
];

export const STREETS = [
  'Kerkstraat',
  'Molenweg',
  'Julianalaan',
  'Beatrixstraat',
  'Wilhelminastraat',
  'Stationsweg',
  'Schoolstraat',
  'Dorpsstraat',
  'Eikenlaan',
  'Lindenlaan',
  'Beukenlaan',
  'Prins Hendrikstraat',
  'Oranjestraat',
  'Kastanjelaan',
  'Burgemeester de Withstraat',
  'Parallelweg',
  'Nieuwstraat',
  'Rozenstraat',
  'Industrieweg',
  'Nijverheidsweg',
  'Sportlaan',
  'Esdoornlaan',
  'Marktplein',
  'Havenstraat',
] as const;

/** Letters used in Dutch postcodes (F, I, O, Q, U and Y are not used). */
export const POSTCODE_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';
