import { describe, expect, it } from 'vitest';
import { escapeString } from './insert.ts';

describe('escapeString', () => {
  it('doubles quotes and backslashes inside an E-string', () => {
    expect(escapeString("Snoet & Staart's")).toBe("E'Snoet & Staart''s'");
    expect(escapeString('C:\\pad')).toBe("E'C:\\\\pad'");
    expect(escapeString('{"a":"b\\"c"}')).toBe(`E'{"a":"b\\\\"c"}'`);
  });

  it('rejects NUL characters', () => {
    expect(() => escapeString('a\u0000b')).toThrow();
  });
});
