import { describe, expect, it } from 'vitest';
import { isPublishedFor, parsePublicationCodes, visiblePublicationCodes } from './publication.ts';

describe('publication codes', () => {
  it('parses semicolon-separated codes', () => {
    expect(parsePublicationCodes('A;B')).toEqual(['A', 'B']);
    expect(parsePublicationCodes(' a; b ;;A')).toEqual(['A', 'B']);
    expect(parsePublicationCodes('')).toEqual([]);
    expect(parsePublicationCodes(null)).toEqual([]);
  });
  it('shows anonymous visitors code B only', () => {
    expect(visiblePublicationCodes(null)).toEqual(['B']);
  });
  it('shows customers their own codes', () => {
    expect(visiblePublicationCodes({ publicationCode: 'A;B' })).toEqual(['A', 'B']);
    expect(visiblePublicationCodes({ publicationCode: 'A' })).toEqual(['A']);
  });
  it('matches products on any shared code', () => {
    expect(isPublishedFor(['B'], ['B'])).toBe(true);
    expect(isPublishedFor(['A'], ['B'])).toBe(false);
    expect(isPublishedFor(['A', 'C'], ['A', 'B'])).toBe(true);
    expect(isPublishedFor([], ['B'])).toBe(false);
  });
});
