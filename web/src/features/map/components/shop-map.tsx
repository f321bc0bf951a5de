import { lazy, Suspense, useEffect, useState } from 'react';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { MapFallback, MapPlaceholder } from './map-placeholder.tsx';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/** True once the element is within 200 px of the viewport (at once where there is no IntersectionObserver). */
function useNearViewport(): [(el: HTMLElement | null) => void, boolean] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!el || near) return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [el, near]);
  return [setEl, near];
}

/**
 * The shop on a map; `onMarkerClick` makes the marker a button (see ShopDirections). Leaflet is
 * loaded only when the map comes near the screen: on a phone's home page it is far below.
 */
export function ShopMap({ onMarkerClick }: { onMarkerClick?: () => void }) {
  const { data: shop } = useShop();
  const [frame, near] = useNearViewport();
  // Leaflet is the browser's: a prerendered page shows the frame.
  if (!useHydrated() || !shop || !near) return <MapPlaceholder ref={frame} />;
  const { lat, lng } = shop.coordinates;
  return (
    <div className="map-frame">
      <ErrorBoundary fallback={<MapFallback text={`Map unavailable. ${formatAddress(shop.address)}`} />}>
        <Suspense fallback={<MapFallback text="Loading map..." />}>
          <LeafletMap
            lat={lat}
            lng={lng}
            name={shop.name}
            tileUrl={shop.tileUrl}
            attribution={shop.tileAttribution}
            onMarkerClick={onMarkerClick}
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
