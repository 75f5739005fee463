import zipcodes from 'zipcodes';
import type { z } from 'zod';
import type { ZipLookup as ZipLookupSchema } from '../../services/contract/sandbox.schema.ts';

export type ZipLookup = z.infer<typeof ZipLookupSchema>;

// US ZIP codes, offline (the `zipcodes` package's database: city, state and centroid per code).

const US_ZIP = /^\d{5}$/;

export function lookupZip(code: string): ZipLookup | null {
  if (!US_ZIP.test(code)) return null;
  const found = zipcodes.lookup(code);
  if (!found || found.country !== 'US') return null;
  return { postal_code: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude };
}

const EARTH_RADIUS_KM = 6371;
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** Further than this from every ZIP centroid, a point is not a US home address (sea, abroad). */
const MAX_REVERSE_DISTANCE_KM = 50;

/** The ZIP code whose centroid is nearest to the point, or null away from the US. */
export function nearestZip(latitude: number, longitude: number): ZipLookup | null {
  let best: { code: string; km: number } | null = null;
  for (const [code, entry] of Object.entries(zipcodes.codes)) {
    if (entry.country !== 'US' || !US_ZIP.test(code) || !entry.latitude || !entry.longitude) continue;
    const km = distanceKm(latitude, longitude, entry.latitude, entry.longitude);
    if (!best || km < best.km) best = { code, km };
  }
  if (!best || best.km > MAX_REVERSE_DISTANCE_KM) return null;
  return lookupZip(best.code);
}
