import { comingSchedule, openingState } from '@toonbank/domain';
import { toOpeningState } from '../shared/opening-state.ts';
import { toPostalAddress } from '../shared/postal-address.ts';
import type { StoreRow } from '@toonbank/db/repositories/stores';

/** A store row in the §3 Store shape, with its opening state at `now`. */
export function toStore(row: StoreRow, now: Date, distanceInMeters: number | null = null) {
  const image = (type: string) => row.images.find((img) => img.type === type)?.url ?? null;
  return {
    Id: row.id,
    Name: row.name,
    Type: row.type,
    Code: row.code,
    Url: row.url,
    Address: toPostalAddress(row),
    Lat: row.lat,
    Lng: row.lng,
    DistanceInMeters: distanceInMeters,
    PhoneNumber: row.phoneNumber,
    Email: row.email,
    GlobalLocationNumber: row.globalLocationNumber,
    Manager: row.managerFirstName && row.managerLastName ? { FirstName: row.managerFirstName, LastName: row.managerLastName } : null,
    Image: image('FrontSide'),
    Logo: image('Logo'),
    Gallery: row.images.map((img) => ({ Url: img.url, Type: img.type })),
    Social: row.social,
    WebshopIsPickupStore: row.isPickupStore,
    WebshopIsShowOnPDP: row.isShowOnPdp,
    OpeningTimes: {
      Weekdays: row.openingWeekdays.map((d) => ({ Day: d.day, OpeningTime: d.openingTime, ClosingTime: d.closingTime })),
      ExtraOpeningDays: row.extraOpeningDays.map((d) => ({
        Date: d.date,
        OpeningTime: d.openingTime,
        ClosingTime: d.closingTime,
        Description: d.description ?? null,
      })),
      ExtraClosingDays: row.extraClosingDays.map((d) => ({ Date: d.date, Description: d.description ?? null })),
    },
    OpeningState: toOpeningState(openingState(row, now)),
  };
}

/** The store with three weeks of schedule from today. */
export function toStoreDetail(row: StoreRow, now: Date) {
  return {
    ...toStore(row, now),
    Schedule: comingSchedule(row, now, 21).map((day) => ({
      Date: day.date,
      Weekday: day.weekday,
      Open: day.hours?.open ?? null,
      Close: day.hours?.close ?? null,
      Kind: day.kind,
      Description: day.description,
    })),
  };
}

/** Quantity class shown on the product page instead of exact numbers. */
export function quantityClass(quantity: number): 'none' | 'low' | 'some' | 'plenty' {
  if (quantity <= 0) return 'none';
  if (quantity <= 5) return 'low';
  if (quantity <= 20) return 'some';
  return 'plenty';
}

/** One store's stock of a product as the product page shows it, with the store's opening state at `now`. */
export function toStoreStock(store: StoreRow, quantity: number, now: Date) {
  return {
    StoreId: store.id,
    StoreName: store.name,
    StoreUrl: store.url,
    City: store.city,
    Quantity: quantity,
    QuantityClass: quantityClass(quantity),
    IsPickupStore: store.isPickupStore,
    OpeningState: toOpeningState(openingState(store, now)),
  };
}
