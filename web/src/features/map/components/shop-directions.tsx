import { useState } from 'react';
import { directionsTexts } from '@shop/shared/bookings/messages';
import { Modal } from '@/components/modal.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { ShopMap } from './shop-map.tsx';

/** Apple Maps on iPhone, iPad or iPod; Google Maps elsewhere. */
export function mapsProvider(userAgent: string): 'Apple' | 'Google' {
  return /iPhone|iPad|iPod/.test(userAgent) ? 'Apple' : 'Google';
}

export function directionsUrl(provider: 'Apple' | 'Google', lat: number, lng: number): string {
  return provider === 'Apple'
    ? `https://maps.apple.com/?daddr=${lat},${lng}`
    : `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** The map with buttons that open a maps app (the device's own from the marker), after a confirm. */
export function ShopDirections() {
  const { data: shop } = useShop();
  const hydrated = useHydrated();
  const [confirm, setConfirm] = useState<'Apple' | 'Google' | null>(null);
  const device = hydrated ? mapsProvider(navigator.userAgent) : 'Google';
  const open = (p: 'Apple' | 'Google') => {
    if (shop) window.open(directionsUrl(p, shop.coordinates.lat, shop.coordinates.lng), '_blank', 'noopener');
    setConfirm(null);
  };
  return (
    <div className="map-block">
      <ShopMap onMarkerClick={() => setConfirm(device)} />
      <div className="button-row">
        <button type="button" className="button ghost" onClick={() => setConfirm('Google')}>
          {directionsTexts.openIn('Google')}
        </button>
        <button type="button" className="button ghost" onClick={() => setConfirm('Apple')}>
          {directionsTexts.openIn('Apple')}
        </button>
      </div>
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
