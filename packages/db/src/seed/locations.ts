/** Store rows: addresses, opening hours, holiday closings and December shopping Sundays. */
import { toEan13 } from '@toonbank/domain/ean';
import { dutchHolidays } from '@toonbank/domain/holidays';
import { slugify } from '@toonbank/domain/slug';
import type { stores } from '../schema/stores.ts';
import { KOOPAVOND_CLOSING, SCHEDULES, STORES, type StoreDef } from './data/stores.ts';
import { addDays, isoDay, sundaysBetween } from './dates.ts';
import { STORE_LOGO_FILE, imageUrl, storeFrontFile } from './images/paths.ts';

export type StoreRow = typeof stores.$inferInsert & { id: number };
type OpeningDay = { date: string; openingTime: string; closingTime: string; description?: string };
type ClosingDay = { date: string; description?: string };

/** Holidays on which every store closes; the Monday holidays open short in stores with a shopping Sunday. */
const ALWAYS_CLOSED = new Set(['Nieuwjaarsdag', 'Eerste Paasdag', 'Eerste Pinksterdag', 'Eerste Kerstdag']);
const MONDAY_HOLIDAYS = new Set(['Tweede Paasdag', 'Tweede Pinksterdag', 'Tweede Kerstdag']);

/** How far around the reference day special days are listed. */
const WINDOW_BEFORE_DAYS = 7;
const WINDOW_AFTER_DAYS = 400;

export function buildStores(reference: Date): StoreRow[] {
  return STORES.map((store, index) => ({
    id: index + 1,
    code: store.code,
    name: store.name,
    url: store.url,
    type: store.type,
    street: store.street,
    houseNumber: store.houseNumber,
    houseNumberExtension: store.houseNumberExtension ?? null,
    postalCode: store.postalCode,
    city: store.city,
    countryCode: 'NL',
    lat: store.lat,
    lng: store.lng,
    phoneNumber: store.phoneNumber,
    email: `${store.type === 'Warehouse' ? 'distributiecentrum' : slugify(store.url.replace('toonbank-', ''))}@toonbank.nl`,
    managerFirstName: store.manager[0],
    managerLastName: store.manager[1],
    globalLocationNumber: toEan13(`8719333${String(index + 1).padStart(5, '0')}`),
    isPickupStore: store.isPickupStore,
    isShowOnPdp: store.isShowOnPdp,
    images: [
      { url: imageUrl(storeFrontFile(store.code)), type: 'FrontSide' },
      { url: imageUrl(STORE_LOGO_FILE), type: 'Logo' },
    ],
    social: storeSocial(store),
    openingWeekdays: weekdays(store),
    ...specialDays(store, index, reference),
  }));
}

function storeSocial(store: StoreDef): Record<string, string> {
  if (store.type === 'Warehouse') return { linkedin: 'https://www.linkedin.com/company/toonbank' };
  const handle = store.url.replaceAll('-', '');
  return { facebook: `https://www.facebook.com/${handle}`, instagram: `https://www.instagram.com/${handle}` };
}

function weekdays(store: StoreDef): { day: number; openingTime: string; closingTime: string }[] {
  return SCHEDULES[store.schedule].map(([day, openingTime, closingTime]) => ({
    day,
    openingTime,
    closingTime: day === store.koopavond ? KOOPAVOND_CLOSING : closingTime,
  }));
}

/** Holiday closings and extra openings (Christmas Eve, New Year's Eve, December shopping Sundays) near the reference day. */
function specialDays(store: StoreDef, index: number, reference: Date): { extraOpeningDays: OpeningDay[]; extraClosingDays: ClosingDay[] } {
  const from = addDays(reference, -WINDOW_BEFORE_DAYS);
  const to = addDays(reference, WINDOW_AFTER_DAYS);
  const inWindow = (date: string) => date >= isoDay(from) && date <= isoDay(to);
  const years = [reference.getUTCFullYear(), reference.getUTCFullYear() + 1];
  const opens: OpeningDay[] = [];
  const closes: ClosingDay[] = [];
  const warehouse = store.type === 'Warehouse';

  for (const holiday of years.flatMap(dutchHolidays)) {
    if (!inWindow(holiday.date)) continue;
    const closed = warehouse || ALWAYS_CLOSED.has(holiday.name) || (MONDAY_HOLIDAYS.has(holiday.name) && !store.koopzondag);
    if (closed) closes.push({ date: holiday.date, description: holiday.name });
    else if (MONDAY_HOLIDAYS.has(holiday.name))
      opens.push({ date: holiday.date, openingTime: '12:00:00', closingTime: '17:00:00', description: holiday.name });
    else if (holiday.name === 'Hemelvaartsdag' && store.schedule === 'town') closes.push({ date: holiday.date, description: holiday.name });
    else if (holiday.name === 'Koningsdag')
      opens.push({ date: holiday.date, openingTime: '10:00:00', closingTime: '16:00:00', description: holiday.name });
  }
  if (!warehouse) {
    for (const year of years) {
      for (const [day, name] of [
        [24, 'Kerstavond'],
        [31, 'Oudejaarsdag'],
      ] as const) {
        const date = `${year}-12-${day}`;
        if (inWindow(date)) opens.push({ date, openingTime: '09:00:00', closingTime: '16:00:00', description: name });
      }
      if (store.koopzondag && store.schedule !== 'citySunday') {
        for (const sunday of sundaysBetween(new Date(Date.UTC(year, 10, 30)), new Date(Date.UTC(year, 11, 24)))) {
          const date = isoDay(sunday);
          if (inWindow(date)) opens.push({ date, openingTime: '12:00:00', closingTime: '17:00:00', description: 'Koopzondag' });
        }
      }
    }
  }
  // One store closes a day for a refit, shortly after the reference day.
  if (index === 7) closes.push({ date: isoDay(addDays(reference, 10)), description: 'Gesloten wegens verbouwing' });
  const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);
  return { extraOpeningDays: opens.sort(byDate), extraClosingDays: closes.sort(byDate) };
}
