import { describe, expect, it } from 'vitest';
import { availabilityMessage } from './availability.ts';

describe('availabilityMessage', () => {
  it.each([
    ['Expected', 'available'],
    ['Suspended', 'available'],
    ['Subscription', 'suspended'],
    ['Endoflife', 'unavailable'],
    ['Active', null],
    ['Default', null],
  ])('%s → %s', (state, message) => {
    expect(availabilityMessage(state)).toBe(message);
  });
});
