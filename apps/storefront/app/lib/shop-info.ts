import { organizationJsonLd } from '@toonbank/domain';
import type { ShopInfo } from './content.ts';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The first non-empty value among `keys` in any of `sources` (key names compared case-insensitively). */
function pick(sources: readonly Json[], keys: readonly string[]): string | null {
  const wanted = keys.map((key) => key.toLowerCase());
  for (const key of wanted) {
    for (const source of sources) {
      for (const [name, value] of Object.entries(source)) {
        if (name.toLowerCase() === key) {
          const found = text(value);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

/** Street line from an address object: street, house number and extension ('Kanaalweg 14 A'). */
function streetLine(address: Json): string | null {
  const street = text(address.street) ?? text(address.streetName) ?? text(address.addressLine);
  if (!street) return null;
  const number = [text(address.houseNumber) ?? text(address.number), text(address.houseNumberExtension) ?? text(address.extension)]
    .filter(Boolean)
    .join(' ');
  return number && !street.includes(number) ? `${street} ${number}` : street;
}

/**
 * Reads the footer details from the `shop` setting: name/legalName, address
 * (object with street, houseNumber, postalCode, city, countryCode), phone,
 * fax, email, kvkNumber, vatNumber and builderCredit { label, url }. Other
 * spellings and groupings are tolerated; a missing key just leaves that line
 * out of the footer.
 */
export function readShopInfo(shop: unknown): ShopInfo {
  const root = isRecord(shop) ? shop : {};
  const groups = ['company', 'contact', 'address', 'postalAddress', 'footer', 'details'].map((key) => root[key]).filter(isRecord);
  const sources = [root, ...groups];
  const address = [root.address, root.postalAddress].find(isRecord);
  const builder = [root.builderCredit, root.siteBuilder, root.builder, root.credits].find(isRecord) ?? {};
  const builderText = text(root.builderCredit) ?? text(root.siteBuilder) ?? text(root.builder);
  const countryCode = address ? text(address.countryCode) : null;
  return {
    name: pick([root], ['legalName', 'companyName', 'name', 'shopName']),
    street: (address && streetLine(address)) ?? pick(sources, ['street', 'streetAndNumber', 'addressLine']),
    postalCode: pick(sources, ['postalCode', 'zipCode', 'postcode', 'zip']),
    city: pick(sources, ['city', 'town', 'place']),
    // The shop is Dutch: the country is only worth a line when it is another one.
    country: pick(sources, ['country', 'countryName']) ?? (countryCode && countryCode !== 'NL' ? countryCode : null),
    phone: pick(sources, ['phone', 'phoneNumber', 'telephone', 'tel']),
    fax: pick(sources, ['fax', 'faxNumber']),
    email: pick(sources, ['email', 'emailAddress', 'mail']),
    kvk: pick(sources, ['kvkNumber', 'kvk', 'chamberOfCommerce', 'chamberOfCommerceNumber', 'cocNumber', 'coc']),
    vat: pick(sources, ['vatNumber', 'vat', 'btw', 'btwNumber', 'taxNumber']),
    builderName: pick([builder], ['label', 'name', 'title']) ?? builderText,
    builderUrl: pick([builder], ['url', 'href', 'website']),
    social: isRecord(root.social)
      ? Object.values(root.social).filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
      : [],
    logo: pick([root], ['logo', 'logoUrl']),
  };
}

/** schema.org Organization of the shop (root layout): name, the shop's address as url, logo and social profiles. */
export function shopOrganizationJsonLd(shop: ShopInfo, origin: string) {
  return organizationJsonLd({
    name: shop.name ?? 'Toonbank',
    url: `${origin}/`,
    logo: shop.logo ? new URL(shop.logo, origin).toString() : null,
    sameAs: shop.social,
  });
}
