import type { PlaceResult } from '../contract/sandbox.schema.ts';

// The places adapter's vocabulary: both providers (Google and the local one backed by our server)
// answer predictions and place details in these shapes.

interface PlacePrediction {
  placeId: string;
  description: string;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What a place resolves to once a prediction is chosen (the alternate address, minus unit and residence). */
interface ResolvedAddress extends GeoPoint {
  formatted_address: string;
  /** Street number and route, e.g. "401 Congress Ave". */
  line1: string;
  city: string;
  state: string;
  county: string;
  postal_code: string;
}

export type AddressErrorType = 'invalid' | 'po_box';

export type AddressResolution = { ok: true; address: ResolvedAddress } | { ok: false; error: AddressErrorType };

export interface PlacesProvider {
  readonly kind: 'google' | 'local';
  /** US only, type address. */
  predict(input: string): Promise<PlacePrediction[]>;
  details(placeId: string): Promise<PlaceResult>;
  /** The postal code (and city, state) of a point: used when a place result has none. */
  reverseGeocode(point: GeoPoint): Promise<{ postal_code: string; city: string; state: string }>;
}
