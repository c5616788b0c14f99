import type { Store } from '@toonbank/api/types';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/messages.ts';

/** What the map shows of a store. */
type MapStore = Pick<Store, 'Id' | 'Name' | 'Url' | 'Lat' | 'Lng'>;

/**
 * The stores on a Leaflet map, loaded in the browser only. Markers are drawn
 * without images; when tiles cannot load the markers stay and a note says the
 * list below has every store. The list is the primary way to use the page.
 */
export function StoreMap({ stores, tileUrl, attribution }: { stores: readonly MapStore[]; tileUrl: string; attribution: string | null }) {
  const t = useT();
  // Leaflet's own words are English: the credit (unless the tile server names its own), the zoom buttons and the title of
  // the link to Leaflet in the page's language.
  const credit = attribution ?? t('stores.mapAttribution');
  const leafletTitle = t('stores.mapLeaflet');
  const zoomInTitle = t('stores.mapZoomIn');
  const zoomOutTitle = t('stores.mapZoomOut');
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([leaflet]) => {
      const L = leaflet.default;
      if (cancelled || !container.current || stores.length === 0) return;
      const map = L.map(container.current, { scrollWheelZoom: false, zoomControl: false, attributionControl: false });
      L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
      // Leaflet's prefix is HTML: the link built as an element, so the title is an attribute whatever its characters.
      const leafletLink = document.createElement('a');
      leafletLink.href = 'https://leafletjs.com';
      leafletLink.title = leafletTitle;
      leafletLink.textContent = 'Leaflet';
      L.control.attribution({ prefix: leafletLink.outerHTML }).addTo(map);
      const tiles = L.tileLayer(tileUrl, { attribution: credit, maxZoom: 18 });
      tiles.on('tileerror', () => setTilesFailed(true));
      tiles.addTo(map);
      const markers = stores.map((store) => {
        const marker = L.circleMarker([store.Lat, store.Lng], { radius: 9, color: '#1b5e20', fillColor: '#2e7d32', fillOpacity: 0.9 });
        const link = document.createElement('a');
        link.href = `/winkel/${store.Url}`;
        link.textContent = store.Name;
        marker.bindPopup(link);
        return marker.addTo(map);
      });
      map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24] });
      destroy = () => map.remove();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [stores, tileUrl, credit, zoomInTitle, zoomOutTitle, leafletTitle]);
  return (
    <section className="store-map" aria-label={t('stores.map')}>
      <div ref={container} className="store-map__canvas" />
      {tilesFailed ? <p className="store-map__fallback">{t('stores.mapFallback')}</p> : null}
    </section>
  );
}
