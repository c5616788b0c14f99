import type { OpeningStateData } from './opening.tsx';

export interface StoreData {
  Id: number;
  Name: string;
  Type: string;
  Url: string;
  Address: { Street: string; HouseNumber: string; HouseNumberExtension: string | null; PostalCode: string; City: string; CountryCode: string };
  Lat: number;
  Lng: number;
  DistanceInMeters: number | null;
  PhoneNumber: string;
  Email: string;
  Manager: { FirstName: string; LastName: string } | null;
  Image: string | null;
  Logo: string | null;
  Gallery: { Url: string; Type: string }[];
  Social: Record<string, string>;
  WebshopIsPickupStore: boolean;
  OpeningTimes: {
    Weekdays: { Day: number; OpeningTime: string; ClosingTime: string }[];
    ExtraOpeningDays: { Date: string; OpeningTime: string; ClosingTime: string; Description: string | null }[];
    ExtraClosingDays: { Date: string; Description: string | null }[];
  };
  OpeningState: OpeningStateData;
}

export function streetLine(store: StoreData): string {
  const { Street, HouseNumber, HouseNumberExtension } = store.Address;
  return `${Street} ${HouseNumber}${HouseNumberExtension ? ` ${HouseNumberExtension}` : ''}`;
}
