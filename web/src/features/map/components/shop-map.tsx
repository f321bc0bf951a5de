import { lazy, Suspense } from 'react';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { MapFallback, MapPlaceholder } from './map-placeholder.tsx';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/** The shop on a map; `onMarkerClick` makes the marker a button (see ShopDirections). */
export function ShopMap({ onMarkerClick }: { onMarkerClick?: () => void }) {
  const { data: shop } = useShop();
  // Leaflet is the browser's: a prerendered page shows the frame.
  if (!useHydrated() || !shop) return <MapPlaceholder />;
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
