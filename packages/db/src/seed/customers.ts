/**
 * Customers (companies and private persons), their logins, addresses and the
 * representatives who act for them. The demo accounts come first.
 */
import { slugify } from '@toonbank/domain/slug';
import type { addresses, customers, representativeCustomers, users } from '../schema/customers.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { BUSINESS_NAMES, BUSINESS_TYPES, FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LEGAL_FORMS, SURNAMES } from './data/people.ts';
import { POSTCODE_LETTERS, STREETS, TOWNS, type Town } from './data/places.ts';
import { addDays } from './dates.ts';
import { PRICE_LISTS } from './pricing.ts';
import type { Random } from './random.ts';
import type { StoreRow } from './locations.ts';

export type CustomerRow = typeof customers.$inferInsert & { id: number };
export type UserRow = typeof users.$inferInsert & { id: number };
export type AddressRow = Omit<typeof addresses.$inferInsert, 'id'>;
type RepresentativeCustomerRow = typeof representativeCustomers.$inferInsert;

interface CustomerData {
  customers: CustomerRow[];
  users: UserRow[];
  addresses: AddressRow[];
  representativeCustomers: RepresentativeCustomerRow[];
}

/** Customer group codes that make a company a loyalty customer (§5), also in the `loyalty` setting. */
export const LOYALTY_GROUP_CODES = ['SPAAR', 'SPAAR-PLUS'] as const;

const EXTRA_BUSINESS_CUSTOMERS = 18;
const EXTRA_PRIVATE_CUSTOMERS = 12;

interface Person {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: 'Male' | 'Female';
}

interface Location {
  town: Town;
  street: string;
  houseNumber: string;
  houseNumberExtension: string;
  postalCode: string;
}

export function buildCustomers(
  random: Random,
  input: { reference: Date; stores: readonly StoreRow[]; passwordHash: string },
): CustomerData {
  const builder = new CustomerBuilder(random, input.reference, input.stores, input.passwordHash);
  const [zakelijk, particulier, vertegenwoordiger] = DEMO_ACCOUNTS;
  const demoBusiness = builder.addBusiness({
    email: zakelijk?.email,
    person: { firstName: 'Sanne', middleName: 'de', lastName: 'Vries', gender: 'Female' },
    companyName: 'Dierenspeciaalzaak De Kwispel B.V.',
    town: townNamed('Utrecht'),
    groupCode: `DSZ;${LOYALTY_GROUP_CODES[0]}`,
    priceListId: PRICE_LISTS.groothandelA.id,
    bonusPoints: 1250,
  });
  builder.addUser(demoBusiness, {
    email: 'inkoop.dekwispel@example.com',
    person: { firstName: 'Thijs', middleName: '', lastName: 'Mulder', gender: 'Male' },
  });
  builder.addPrivate({
    email: particulier?.email,
    person: { firstName: 'Lotte', middleName: '', lastName: 'Bakker', gender: 'Female' },
    town: townNamed('Amersfoort'),
    bonusPoints: 340,
  });
  const business = [demoBusiness];
  for (let i = 0; i < EXTRA_BUSINESS_CUSTOMERS; i++) business.push(builder.addBusiness({}));
  for (let i = 0; i < EXTRA_PRIVATE_CUSTOMERS; i++) builder.addPrivate({});

  // Ruben acts for the demo company and six others; Petra for five more; the rest have no representative.
  const ruben = builder.addRepresentative(vertegenwoordiger?.email ?? 'vertegenwoordiger@toonbank.nl', {
    firstName: 'Ruben',
    middleName: '',
    lastName: 'Meijer',
    gender: 'Male',
    mobileNumber: '06 4127 3380',
  });
  const petra = builder.addRepresentative('petra.vandijk@toonbank.nl', {
    firstName: 'Petra',
    middleName: 'van',
    lastName: 'Dijk',
    gender: 'Female',
    mobileNumber: '06 2380 5519',
  });
  builder.assign(ruben, business.slice(0, 7));
  builder.assign(petra, business.slice(7, 12));
  return builder.result();
}

class CustomerBuilder {
  private readonly data: CustomerData = { customers: [], users: [], addresses: [], representativeCustomers: [] };
  private readonly emails = new Set<string>();
  private customerNumber = 200_000;
  /** Trade names are handed out in random order without repeats (then reused). */
  private readonly tradeNames: string[];

  constructor(
    private readonly random: Random,
    private readonly reference: Date,
    private readonly stores: readonly StoreRow[],
    private readonly passwordHash: string,
  ) {
    this.tradeNames = random.shuffle(BUSINESS_NAMES);
  }

  result(): CustomerData {
    return this.data;
  }

  addBusiness(options: {
    email?: string;
    person?: Person;
    companyName?: string;
    town?: Town;
    groupCode?: string;
    priceListId?: number;
    bonusPoints?: number;
  }): CustomerRow {
    const { random } = this;
    const person = options.person ?? this.person();
    const type = random.pick(BUSINESS_TYPES);
    const tradeName = this.tradeNames.shift() ?? random.pick(BUSINESS_NAMES);
    const legalForm = random.pick(LEGAL_FORMS);
    const companyName = options.companyName ?? [type.prefix, tradeName, legalForm].filter(Boolean).join(' ');
    const town = options.town ?? random.pick(TOWNS);
    const belgian = town.countryCode === 'BE';
    const loyal = options.groupCode === undefined ? random.chance(0.5) : true;
    const creditLimitCents = random.int(25, 100) * 10_000;
    const customer = this.addCustomer({
      email: options.email ?? this.uniqueEmail(`inkoop.${slugify(tradeName).replaceAll('-', '')}`),
      person,
      town,
      gender: 'Company',
      companyName,
      kvkNumber: belgian ? `0${random.digits(9)}` : random.digits(8),
      vatNumber: belgian ? `BE0${random.digits(9)}` : `NL${random.digits(9)}B01`,
      creditLimitCents,
      creditBalanceCents: random.int(0, Math.floor(creditLimitCents * 0.6)),
      allowOnAccount: options.email !== undefined || random.chance(0.8),
      priceListId: options.priceListId ?? random.pick([PRICE_LISTS.groothandelA.id, PRICE_LISTS.groothandelB.id, PRICE_LISTS.fokkers.id]),
      publicationCode: random.chance(0.15) ? 'A;B;C' : 'A;B',
      groupCode: options.groupCode ?? (loyal ? `${type.groupCode};${random.pick(LOYALTY_GROUP_CODES)}` : type.groupCode),
      bonusPoints: options.bonusPoints ?? (loyal ? random.int(0, 3000) : 0),
      includeVat: false,
      deliveryDays: random.pick(['maandag;donderdag', 'dinsdag;vrijdag', 'woensdag', 'maandag;woensdag;vrijdag']),
    });
    const shop = this.location(town);
    this.addAddress(customer, 'Default', shop, { name: companyName });
    this.addAddress(customer, 'Invoice', random.chance(0.5) ? shop : this.location(town), { name: `${companyName} t.a.v. administratie` });
    if (options.email !== undefined || random.chance(0.5))
      this.addAddress(customer, 'Delivery', this.location(town), { name: `${companyName} magazijn` });
    this.addUser(customer, { email: customer.email, person });
    return customer;
  }

  addPrivate(options: { email?: string; person?: Person; town?: Town; bonusPoints?: number }): CustomerRow {
    const { random } = this;
    const person = options.person ?? this.person();
    const town = options.town ?? random.pick(TOWNS.filter((t) => t.countryCode !== 'BE'));
    const fullName = [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
    const customer = this.addCustomer({
      email:
        options.email ??
        this.uniqueEmail(`${slugify(person.firstName)}.${slugify(`${person.middleName}${person.lastName}`).replaceAll('-', '')}`),
      person,
      town,
      gender: person.gender,
      languageCode: options.email === undefined && random.chance(0.1) ? 'en' : 'nl',
      bonusPoints: options.bonusPoints ?? random.int(0, 800),
      groupCode: 'PARTICULIER',
      publicationCode: 'B',
      includeVat: true,
    });
    this.addAddress(customer, 'Default', this.location(town), { name: fullName });
    if (options.email !== undefined || random.chance(0.3))
      this.addAddress(customer, 'Delivery', this.location(random.pick(TOWNS.slice(0, 12))), { name: fullName });
    this.addUser(customer, { email: customer.email, person });
    return customer;
  }

  addUser(customer: CustomerRow, options: { email: string; person: Person }): UserRow {
    const user: UserRow = {
      id: this.data.users.length + 1,
      email: options.email,
      passwordHash: this.passwordHash,
      firstName: options.person.firstName,
      middleName: options.person.middleName,
      lastName: options.person.lastName,
      language: customer.languageCode ?? 'nl',
      role: 'customer',
      customerId: customer.id,
      createdAt: customer.createdAt,
    };
    this.data.users.push(user);
    return user;
  }

  addRepresentative(email: string, person: Person & { mobileNumber: string }): UserRow {
    const user: UserRow = {
      id: this.data.users.length + 1,
      email,
      passwordHash: this.passwordHash,
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      language: 'nl',
      role: 'impersonation',
      customerId: null,
      mobileNumber: person.mobileNumber,
      createdAt: addDays(this.reference, -900),
    };
    this.data.users.push(user);
    return user;
  }

  assign(representative: UserRow, assigned: readonly CustomerRow[]): void {
    for (const customer of assigned) this.data.representativeCustomers.push({ userId: representative.id, customerId: customer.id });
  }

  private addCustomer(
    fields: Omit<CustomerRow, 'id' | 'number' | 'firstName' | 'middleName' | 'lastName' | 'defaultStoreId'> & {
      person: Person;
      town: Town;
    },
  ): CustomerRow {
    const { random } = this;
    const { person, town, ...rest } = fields;
    this.customerNumber += random.int(1, 40);
    this.emails.add(rest.email);
    const customer: CustomerRow = {
      id: this.data.customers.length + 1,
      number: String(this.customerNumber),
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      phoneNumber: `${town.areaCode} ${random.digits(10 - town.areaCode.length)}`.replace(/^(\S+) (\d{3})(\d+)$/, '$1 $2 $3'),
      mobileNumber: `06 ${random.digits(8)}`,
      defaultStoreId: this.storeFor(town),
      isOptIn: random.chance(0.6),
      createdAt: addDays(this.reference, -random.int(30, 2000)),
      ...rest,
    };
    this.data.customers.push(customer);
    return customer;
  }

  private addAddress(customer: CustomerRow, type: 'Default' | 'Delivery' | 'Invoice', location: Location, extra: { name: string }): void {
    this.data.addresses.push({
      customerId: customer.id,
      type,
      name: extra.name,
      firstName: customer.firstName,
      middleName: customer.middleName ?? '',
      lastName: customer.lastName,
      phoneNumber: customer.phoneNumber ?? '',
      emailAddress: customer.email,
      street: location.street,
      houseNumber: location.houseNumber,
      houseNumberExtension: location.houseNumberExtension,
      postalCode: location.postalCode,
      city: location.town.name,
      countryCode: location.town.countryCode ?? 'NL',
    });
  }

  /** The pickup store in the customer's town, else one at random (never the distribution centre). */
  private storeFor(town: Town): number {
    const pickup = this.stores.filter((store) => store.isPickupStore);
    const local = pickup.find((store) => store.city === town.name);
    return (local ?? this.random.pick(pickup)).id;
  }

  private location(town: Town): Location {
    const { random } = this;
    const [first, last] = town.postcodes;
    const digits = String(random.int(first, last));
    const letters = town.countryCode === 'BE' ? '' : ` ${postcodeLetters(random)}`;
    return {
      town,
      street: random.pick(STREETS),
      houseNumber: String(random.int(1, 240)),
      houseNumberExtension: random.chance(0.15) ? random.pick(['A', 'B', 'C', '1', '2', 'bis']) : '',
      postalCode: `${digits}${letters}`,
    };
  }

  private person(): Person {
    const { random } = this;
    const female = random.chance(0.5);
    const [middleName, lastName] = random.pick(SURNAMES);
    return {
      firstName: random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE),
      middleName,
      lastName,
      gender: female ? 'Female' : 'Male',
    };
  }

  private uniqueEmail(local: string): string {
    let email = `${local}@example.com`;
    for (let n = 2; this.emails.has(email); n++) email = `${local}${n}@example.com`;
    return email;
  }
}

/** Two postcode letters; SA, SD and SS are not used in Dutch postcodes. */
function postcodeLetters(random: Random): string {
  const letters = [...POSTCODE_LETTERS];
  for (;;) {
    const pair = random.pick(letters) + random.pick(letters);
    if (pair !== 'SA' && pair !== 'SD' && pair !== 'SS') return pair;
  }
}

function townNamed(name: string): Town {
  const town = TOWNS.find((t) => t.name === name);
  if (!town) throw new Error(`Onbekende plaats ${name}`);
  return town;
}
