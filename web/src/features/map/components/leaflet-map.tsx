import { directionsTexts } from '@shop/shared/bookings/messages';
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { MAP_DEFAULT_ZOOM } from '@shop/shared/app/messages';

const markerIcon = divIcon({
  className: 'map-marker',
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

export interface LeafletMapProps {
  lat: number;
  lng: number;
  name: string;
  tileUrl: string;
  attribution: string;
  onMarkerClick?: () => void;
}

/** Tiles are CORS requests (the worker caches real responses, not opaque ones). */
export default function LeafletMap({ lat, lng, name, tileUrl, attribution, onMarkerClick }: LeafletMapProps) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={MAP_DEFAULT_ZOOM}
      scrollWheelZoom={false}
      className="leaflet-box"
      attributionControl
    >
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        crossOrigin="anonymous"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <Marker
        position={[lat, lng]}
        icon={markerIcon}
        title={name}
        alt={name}
        eventHandlers={onMarkerClick ? { click: onMarkerClick } : undefined}
      >
        <Popup>{onMarkerClick ? directionsTexts.markerPopup : name}</Popup>
      </Marker>
    </MapContainer>
  );
}
