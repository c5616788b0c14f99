import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The page's JavaScript at low fetch priority (its modules and its language's message parts, `catalogueChunks`), so
 * that on a slow connection the document's style sheets and first pictures get the bandwidth first and the page can
 * paint before the scripts are in (decision 0018, 2026-11-27 evening: "the scripts at low priority"). React Router's `<Scripts>` preloads the same modules (the entry, the matched routes and
 * their imports) with `<link rel="modulepreload">` at the browser's default priority for scripts (high), which makes
 * every script compete with the style sheets for the first paint, and it has no option for the priority. React hoists
 * the links rendered here (in the head) before those (in the body); a browser fetches a module once, so the request
 * is the first link's, at low priority. The page hydrates when the scripts are in, as before.
 *
 * Rendered on the server only (`import.meta.env.SSR` in root.tsx: React Router renders no preloads once a page has
 * hydrated, and the product page's JavaScript has no bytes to spare). `page-weight.e2e.ts` checks that every script
 * of the first load is requested once, at low priority.
 */
export function LowPriorityScripts({ nonce, catalogueChunks = [] }: { nonce: string | undefined; catalogueChunks?: string[] }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const modules = framework ? pageModules(framework.manifest, matches) : [];
  return [...new Set([...catalogueChunks, ...modules])].map((href) => (
    <link key={href} rel="modulepreload" href={href} nonce={nonce} fetchPriority="low" />
  ));
}

interface ManifestRoute {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  hydrateFallbackModule?: string;
}

/** The modules `<Scripts>` preloads for these matches: the entry with its imports, then each route's modules. */
export function pageModules(
  manifest: { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute | undefined> },
  matches: readonly { id: string }[],
): string[] {
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    for (const href of [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ]) {
      if (href) hrefs.add(href);
    }
  }
  return [...hrefs];
}
