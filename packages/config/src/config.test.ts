import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.ts';

describe('loadConfig', () => {
  it('fills defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./.data');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const variables = (error as ConfigError).issues.map((i) => i.variable).sort();
      expect(variables).toEqual(['DATABASE_URL', 'PORT']);
      expect((error as ConfigError).message).toContain('DATABASE_URL');
    }
  });

  it('reads an optional geocoder url and rejects one that is no url', () => {
    expect(loadConfig({}).GEOCODER_URL).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: 'http://127.0.0.1:8080/geocode' }).GEOCODER_URL).toBe('http://127.0.0.1:8080/geocode');
    expect(() => loadConfig({ GEOCODER_URL: 'geen url' })).toThrow(/GEOCODER_URL/);
  });

  it('rejects a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
