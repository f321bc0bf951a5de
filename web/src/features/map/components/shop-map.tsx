import { directionsTexts } from '@shop/shared/bookings/messages';
import { lazy, Suspense, useState } from 'react';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { Modal } from '@/components/modal.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/** Apple Maps on iPhone, iPad or iPod; Google Maps elsewhere. */
export function mapsProvider(userAgent: string): 'Apple' | 'Google' {
  return /iPhone|iPad|iPod/.test(userAgent) ? 'Apple' : 'Google';
}

export function directionsUrl(provider: 'Apple' | 'Google', lat: number, lng: number): string {
  return provider === 'Apple'
    ? `https://maps.apple.com/?daddr=${lat},${lng}`
    : `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

function MapFallback({ text }: { text: string }) {
  return <div className="map-fallback">{text}</div>;
}

/** The shop on a map; with `directions`, the marker and buttons open a maps app after a confirm. */
export function ShopMap({ directions = false }: { directions?: boolean }) {
  const { data: shop } = useShop();
  const [confirm, setConfirm] = useState<'Apple' | 'Google' | null>(null);
  if (!shop)
    return (
      <div className="map-frame">
        <MapFallback text="Loading map..." />
      </div>
    );
  const { lat, lng } = shop.coordinates;
  const device = mapsProvider(navigator.userAgent);
  const open = (p: 'Apple' | 'Google') => {
    window.open(directionsUrl(p, lat, lng), '_blank', 'noopener');
    setConfirm(null);
  };
  return (
    <div className="map-block">
      <div className="map-frame">
        <ErrorBoundary fallback={<MapFallback text={`Map unavailable. ${formatAddress(shop.address)}`} />}>
          <Suspense fallback={<MapFallback text="Loading map..." />}>
            <LeafletMap
              lat={lat}
              lng={lng}
              name={shop.name}
              tileUrl={shop.tileUrl}
              attribution={shop.tileAttribution}
              onMarkerClick={directions ? () => setConfirm(device) : undefined}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
      {directions && (
        <div className="button-row">
          <button type="button" className="button ghost" onClick={() => setConfirm('Google')}>
            {directionsTexts.openIn('Google')}
          </button>
          <button type="button" className="button ghost" onClick={() => setConfirm('Apple')}>
            {directionsTexts.openIn('Apple')}
          </button>
        </div>
      )}
      {confirm && (
        <Modal
          title={directionsTexts.dialogTitle}
          onClose={() => setConfirm(null)}
          footer={
            <>
              <button type="button" className="button ghost" onClick={() => setConfirm(null)}>
                {directionsTexts.cancel}
              </button>
              <button type="button" className="button" onClick={() => open(confirm)}>
                {directionsTexts.openMaps}
              </button>
            </>
          }
        >
          <p>{directionsTexts.question(confirm)}</p>
        </Modal>
      )}
    </div>
  );
}
