import { describe, expect, it } from 'vitest';
import { isWithinPublicationWindow } from './publication-window.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('isWithinPublicationWindow', () => {
  it('shows items without dates', () => {
    expect(isWithinPublicationWindow({}, now)).toBe(true);
  });
  it('hides items published in the future', () => {
    expect(isWithinPublicationWindow({ publicationDate: new Date('2026-11-22T00:00:00Z') }, now)).toBe(false);
  });
  it('hides items removed in the past, and at the removal moment', () => {
    expect(isWithinPublicationWindow({ removalDate: new Date('2026-11-20T00:00:00Z') }, now)).toBe(false);
    expect(isWithinPublicationWindow({ removalDate: now }, now)).toBe(false);
  });
  it('shows items inside the window', () => {
    expect(
      isWithinPublicationWindow({ publicationDate: new Date('2026-11-01T00:00:00Z'), removalDate: new Date('2026-12-01T00:00:00Z') }, now),
    ).toBe(true);
  });
});
