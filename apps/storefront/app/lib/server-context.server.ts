import { createContext, type RouterContextProvider } from 'react-router';

/** What the HTTP server gives every render, loader and action (apps/server http.ts). */
export interface ServerValues {
  /**
   * Calls the API: in-process in the one-process server, over HTTP when API_URL is set;
   * either way with the visitor's address for the API's per-address limits (login, forms).
   */
  apiFetch: typeof fetch;
  apiBaseUrl: string;
  /** The Content-Security-Policy nonce of this render (entry.server.tsx); absent in tests that build their own context. */
  cspNonce?: string;
}

/**
 * React Router 8's typed request context carries the server's values. The server sets them under this key, which it
 * takes from the build's entry module (entry.server.tsx re-exports it): the build bundles its own copy of this module,
 * so a key imported from the sources would be another object.
 */
export const serverContext = createContext<ServerValues>();

/** The `context` of loaders, actions and the server entry. */
export type LoadContext = Readonly<RouterContextProvider>;

/** The server's values of this request. */
export function serverValues(context: LoadContext): ServerValues {
  return context.get(serverContext);
}
