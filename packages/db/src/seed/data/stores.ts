/**
 * Toonbank's locations. The first is the distribution centre and head office
 * (store id 1): no pickup point and excluded as a customer's store (§5).
 * Addresses are invented; postcodes and coordinates fit the towns.
 */

type WeekSchedule = 'warehouse' | 'city' | 'citySunday' | 'town';

export interface StoreDef {
  code: string;
  name: string;
  url: string;
  type: 'Warehouse' | 'Store';
  street: string;
  houseNumber: string;
  houseNumberExtension?: string;
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
  phoneNumber: string;
  manager: readonly [string, string];
  schedule: WeekSchedule;
  /** Weekday (0 = Sunday) of the late-evening opening (koopavond), if any. */
  koopavond?: number;
  /** Opens on the December shopping Sundays. */
  koopzondag: boolean;
  isPickupStore: boolean;
  isShowOnPdp: boolean;
}

export const STORES: readonly StoreDef[] = [
  {
    code: 'DC01',
    name: 'Toonbank Distributiecentrum',
    url: 'distributiecentrum-nieuwegein',
    type: 'Warehouse',
    street: 'Ravenswade',
    houseNumber: '54',
    houseNumberExtension: 'C',
    postalCode: '3439 LD',
    city: 'Nieuwegein',
    lat: 52.0375,
    lng: 5.0956,
    phoneNumber: '030 630 4400',
    manager: ['Hendrik', 'van der Veen'],
    schedule: 'warehouse',
    koopzondag: false,
    isPickupStore: false,
    isShowOnPdp: false,
  },
  {
    code: 'UTR',
    name: 'Toonbank Utrecht',
    url: 'toonbank-utrecht',
    type: 'Store',
    street: 'Vleutensevaart',
    houseNumber: '20',
    postalCode: '3532 AD',
    city: 'Utrecht',
    lat: 52.0944,
    lng: 5.0952,
    phoneNumber: '030 207 4010',
    manager: ['Femke', 'de Graaf'],
    schedule: 'citySunday',
    koopavond: 4,
    koopzondag: true,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'AMF',
    name: 'Toonbank Amersfoort',
    url: 'toonbank-amersfoort',
    type: 'Store',
    street: 'Nijverheidsweg-Noord',
    houseNumber: '60',
    postalCode: '3812 PM',
    city: 'Amersfoort',
    lat: 52.1695,
    lng: 5.3897,
    phoneNumber: '033 461 2290',
    manager: ['Bas', 'Hoekstra'],
    schedule: 'town',
    koopavond: 5,
    koopzondag: true,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'ZWO',
    name: 'Toonbank Zwolle',
    url: 'toonbank-zwolle',
    type: 'Store',
    street: 'Grote Voort',
    houseNumber: '210',
    postalCode: '8041 BR',
    city: 'Zwolle',
    lat: 52.5066,
    lng: 6.0834,
    phoneNumber: '038 421 7730',
    manager: ['Marieke', 'Postma'],
    schedule: 'town',
    koopavond: 4,
    koopzondag: false,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'ARN',
    name: 'Toonbank Arnhem',
    url: 'toonbank-arnhem',
    type: 'Store',
    street: 'Rijnstraat',
    houseNumber: '88',
    postalCode: '6811 ET',
    city: 'Arnhem',
    lat: 51.9806,
    lng: 5.9069,
    phoneNumber: '026 351 0620',
    manager: ['Joris', 'ter Horst'],
    schedule: 'city',
    koopavond: 4,
    koopzondag: true,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'DBS',
    name: "Toonbank 's-Hertogenbosch",
    url: 'toonbank-den-bosch',
    type: 'Store',
    street: 'Vughterweg',
    houseNumber: '33',
    postalCode: '5211 CK',
    city: "'s-Hertogenbosch",
    lat: 51.6856,
    lng: 5.2995,
    phoneNumber: '073 612 8840',
    manager: ['Lotte', 'van den Heuvel'],
    schedule: 'city',
    koopavond: 4,
    koopzondag: true,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'EHV',
    name: 'Toonbank Eindhoven',
    url: 'toonbank-eindhoven',
    type: 'Store',
    street: 'Boschdijk',
    houseNumber: '420',
    postalCode: '5621 AX',
    city: 'Eindhoven',
    lat: 51.4566,
    lng: 5.4573,
    phoneNumber: '040 243 5570',
    manager: ['Stijn', 'Hendriks'],
    schedule: 'citySunday',
    koopavond: 5,
    koopzondag: true,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'GRO',
    name: 'Toonbank Groningen',
    url: 'toonbank-groningen',
    type: 'Store',
    street: 'Peizerweg',
    houseNumber: '101',
    postalCode: '9727 AH',
    city: 'Groningen',
    lat: 53.2135,
    lng: 6.5455,
    phoneNumber: '050 526 3180',
    manager: ['Anouk', 'Dijkstra'],
    schedule: 'city',
    koopavond: 4,
    koopzondag: false,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'HLM',
    name: 'Toonbank Haarlem',
    url: 'toonbank-haarlem',
    type: 'Store',
    street: 'Amsterdamsevaart',
    houseNumber: '150',
    postalCode: '2032 EK',
    city: 'Haarlem',
    lat: 52.3853,
    lng: 4.6658,
    phoneNumber: '023 531 9060',
    manager: ['Wouter', 'Brouwer'],
    schedule: 'citySunday',
    koopavond: 4,
    koopzondag: true,
    isPickupStore: true,
    isShowOnPdp: true,
  },
  {
    code: 'BRD',
    name: 'Toonbank Breda',
    url: 'toonbank-breda',
    type: 'Store',
    street: 'Haagweg',
    houseNumber: '300',
    postalCode: '4813 XC',
    city: 'Breda',
    lat: 51.5904,
    lng: 4.7532,
    phoneNumber: '076 522 4410',
    manager: ['Esther', 'Vermeulen'],
    schedule: 'town',
    koopzondag: true,
    isPickupStore: true,
    isShowOnPdp: true,
  },
];

/** Regular opening hours per schedule: [day, opening, closing]; missing days are closed. */
export const SCHEDULES: Record<WeekSchedule, readonly (readonly [number, string, string])[]> = {
  warehouse: [1, 2, 3, 4, 5].map((day) => [day, '07:30:00', '16:30:00'] as const),
  city: [
    [1, '11:00:00', '18:00:00'],
    [2, '09:00:00', '18:00:00'],
    [3, '09:00:00', '18:00:00'],
    [4, '09:00:00', '18:00:00'],
    [5, '09:00:00', '18:00:00'],
    [6, '09:00:00', '17:00:00'],
  ],
  citySunday: [
    [0, '12:00:00', '17:00:00'],
    [1, '11:00:00', '18:00:00'],
    [2, '09:00:00', '18:00:00'],
    [3, '09:00:00', '18:00:00'],
    [4, '09:00:00', '18:00:00'],
    [5, '09:00:00', '18:00:00'],
    [6, '09:00:00', '17:30:00'],
  ],
  town: [
    [1, '13:00:00', '18:00:00'],
    [2, '09:00:00', '18:00:00'],
    [3, '09:00:00', '18:00:00'],
    [4, '09:00:00', '18:00:00'],
    [5, '09:00:00', '18:00:00'],
    [6, '09:00:00', '17:00:00'],
  ],
};

export const KOOPAVOND_CLOSING = '21:00:00';
