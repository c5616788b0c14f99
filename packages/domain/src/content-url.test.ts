import { describe, expect, it } from 'vitest';
import { formatDutchDate, normalizeContentUrl } from './content-url.ts';

describe('normalizeContentUrl', () => {
  it('trims slashes and lower-cases', () => {
    expect(normalizeContentUrl('/Over-Ons/')).toBe('over-ons');
    expect(normalizeContentUrl('klantenservice/bezorgen')).toBe('klantenservice/bezorgen');
  });
  it('refuses traversal, encoded slashes, odd characters and very long urls', () => {
    expect(normalizeContentUrl('/../etc/passwd')).toBeNull();
    expect(normalizeContentUrl('/a/%2e%2e/b')).toBeNull();
    expect(normalizeContentUrl('/a%2Fb')).toBeNull();
    expect(normalizeContentUrl('/a%5cb')).toBeNull();
    expect(normalizeContentUrl('/a//b')).toBeNull();
    expect(normalizeContentUrl('/<script>')).toBeNull();
    expect(normalizeContentUrl('/%E0%A4%A')).toBeNull();
    expect(normalizeContentUrl(`/${'a'.repeat(2000)}`)).toBeNull();
    expect(normalizeContentUrl('/')).toBeNull();
  });
});

describe('formatDutchDate', () => {
  it('shows dd-MM-yyyy in Amsterdam time', () => {
    expect(formatDutchDate(new Date('2026-03-05T10:00:00Z'))).toBe('05-03-2026');
    expect(formatDutchDate(new Date('2026-12-31T23:30:00Z'))).toBe('01-01-2027');
  });
});
