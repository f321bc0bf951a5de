import type { Ref } from 'react';

/** What stands in the map's place: a line of text in the frame's box. */
export function MapFallback({ text }: { text: string }) {
  return <div className="map-fallback">{text}</div>;
}

/** The map's frame before Leaflet has loaded (and in a prerendered page). */
export function MapPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="map-frame" ref={ref}>
      <MapFallback text="Loading map..." />
    </div>
  );
}
