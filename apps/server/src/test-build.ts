import { tmpdir } from 'node:os';
import type { ServerValues } from '@toonbank/storefront/server-context';
import { createContext, type ServerBuild } from 'react-router';

/** The key of the server's values in a test build's request context (the real build's comes from entry.server.tsx). */
export const testServerContext = createContext<ServerValues>();

/**
 * A minimal React Router server build for the server's tests: the given
 * routes under a root, and an entry that renders `entry` (default: an empty
 * 500, for tests that only call actions and loaders' data).
 */
export function testBuild(
  routes: Record<string, unknown>,
  entry: () => Response = () => new Response(null, { status: 500 }),
  rootModule: Record<string, unknown> = {},
): ServerBuild {
  return {
    entry: { module: { default: entry, serverContext: testServerContext } },
    routes: { root: { id: 'root', path: '', module: rootModule }, ...routes },
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: tmpdir(),
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
