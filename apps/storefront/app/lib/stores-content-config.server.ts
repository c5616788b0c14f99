/** Server-side settings of the stores-and-content pages, read from the environment. */

/**
 * The map tile server of the store finder: MAP_TILE_URL (a Leaflet url
 * template) and MAP_ATTRIBUTION; OpenStreetMap's public tiles by default.
 * An empty MAP_TILE_URL turns the map off (the list stays). Without
 * MAP_ATTRIBUTION the attribution is null: the page shows OpenStreetMap's
 * credit in the visitor's language (`stores.mapAttribution`).
 */
export function mapConfig(): { tileUrl: string; attribution: string | null } | null {
  const tileUrl = process.env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  if (tileUrl.trim() === '') return null;
  return { tileUrl, attribution: process.env.MAP_ATTRIBUTION ?? null };
}
