import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered (issue 13): the
 * server makes one per render (apps/server/src/http.ts) and sends it in the
 * header; React Router's inline scripts and hydration data carry it. In the
 * browser it is empty: the scripts have already run.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
