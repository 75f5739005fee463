import { STATIC_MAP_SCALE, STATIC_MAP_ZOOM } from '../contract/constants.ts';
import type { GeoPoint } from './places-provider.ts';

/** Google's static map of a point: zoom 15, scale 2, a marker on the address. */
export function googleStaticMapUrl(point: GeoPoint, apiKey: string, size = { width: 600, height: 300 }): string {
  const center = `${point.latitude},${point.longitude}`;
  const params = new URLSearchParams({
    center,
    zoom: String(STATIC_MAP_ZOOM),
    scale: String(STATIC_MAP_SCALE),
    size: `${size.width}x${size.height}`,
    markers: center,
    key: apiKey,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}
