import { tmpdir } from 'node:os';
import type { ServerBuild } from 'react-router';

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
    entry: { module: { default: entry } },
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
