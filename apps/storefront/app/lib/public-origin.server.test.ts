import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicOrigin } from './public-origin.server.ts';

afterEach(() => vi.unstubAllEnvs());

describe('publicOrigin', () => {
  it('is the origin the request was asked on without PUBLIC_URL', () => {
    vi.stubEnv('PUBLIC_URL', '');
    expect(publicOrigin(new Request('http://localhost:3000/winkel/amersfoort?gekozen=1'))).toBe('http://localhost:3000');
  });
  it('is PUBLIC_URL, without a trailing slash, when set', () => {
    vi.stubEnv('PUBLIC_URL', 'https://www.toonbank.nl/ ');
    expect(publicOrigin(new Request('http://10.0.0.5:3000/nieuws/detail/x'))).toBe('https://www.toonbank.nl');
  });
});
