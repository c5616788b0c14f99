import { describe, expect, it } from 'vitest';
import { distanceInMeters, formatDistance, postcodeDigits, sortStores } from './geo.ts';

const amsterdam = { lat: 52.3731, lng: 4.8922 };
const utrecht = { lat: 52.0907, lng: 5.1214 };

describe('distanceInMeters', () => {
  it('measures Amsterdam to Utrecht at about 35 km', () => {
    const meters = distanceInMeters(amsterdam, utrecht);
    expect(meters).toBeGreaterThan(34_000);
    expect(meters).toBeLessThan(36_500);
    expect(distanceInMeters(amsterdam, amsterdam)).toBe(0);
  });
});

describe('sortStores', () => {
  const stores = [
    { name: 'Zwolle', ...{ lat: 52.5168, lng: 6.083 } },
    { name: 'amersfoort', ...{ lat: 52.1561, lng: 5.3878 } },
    { name: 'Utrecht', ...utrecht },
  ];
  it('sorts by name case-insensitively without an origin, distances null', () => {
    const sorted = sortStores(stores, 'distance', null);
    expect(sorted.map((s) => s.name)).toEqual(['amersfoort', 'Utrecht', 'Zwolle']);
    expect(sorted.every((s) => s.distanceInMeters === null)).toBe(true);
  });
  it('sorts by distance from an origin', () => {
    expect(sortStores(stores, 'distance', amsterdam).map((s) => s.name)).toEqual(['Utrecht', 'amersfoort', 'Zwolle']);
    expect(sortStores(stores, 'name', amsterdam)[0]!.distanceInMeters).toBeGreaterThan(0);
  });
});

describe('postcodes and coordinates', () => {
  it('reads four digits from Dutch postcodes', () => {
    expect(postcodeDigits('3511 AB')).toBe('3511');
    expect(postcodeDigits(' 3511ab ')).toBe('3511');
    expect(postcodeDigits('3511')).toBe('3511');
    expect(postcodeDigits('0511 AB')).toBeNull();
    expect(postcodeDigits('Utrecht')).toBeNull();
    expect(postcodeDigits('35111')).toBeNull();
  });
  it('formats distances', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(12_340)).toBe('12,3 km');
  });
});
