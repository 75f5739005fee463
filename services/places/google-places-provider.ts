import type { PlaceResult } from '../contract/sandbox.schema.ts';
import type { PlacesProvider } from './places-provider.ts';

// The Google provider: predictions from the Places AutocompleteService (US, type address) and
// details from the Geocoder. Only the few members we use are typed here (no @types/google.maps).

interface GoogleAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
export interface GoogleGeocoderResult {
  address_components: GoogleAddressComponent[];
  formatted_address: string;
  geometry: { location: { lat(): number; lng(): number } };
  place_id: string;
  types: string[];
}
export interface GoogleMapsSubset {
  Geocoder: new () => {
    geocode(request: { placeId: string } | { location: { lat: number; lng: number } }): Promise<{ results: GoogleGeocoderResult[] }>;
  };
  places: {
    AutocompleteService: new () => {
      getPlacePredictions(request: {
        input: string;
        componentRestrictions: { country: string };
        types: string[];
      }): Promise<{ predictions: { place_id: string; description: string }[] }>;
    };
  };
}

/** The request options of every autocomplete call: US only, type address. */
export const AUTOCOMPLETE_REQUEST_OPTIONS = { componentRestrictions: { country: 'us' }, types: ['address'] };

function component(result: GoogleGeocoderResult, type: string, short = false): string {
  const found = result.address_components.find((c) => c.types.includes(type));
  return found ? (short ? found.short_name : found.long_name) : '';
}

/** A Geocoder result in the contract's place shape. */
export function placeFromGeocode(result: GoogleGeocoderResult): PlaceResult {
  const city = component(result, 'locality') || component(result, 'sublocality') || component(result, 'postal_town');
  const latitude = result.geometry.location.lat();
  const longitude = result.geometry.location.lng();
  const streetNumber = component(result, 'street_number');
  const route = component(result, 'route', true);
  return {
    components: {
      street_number: streetNumber,
      route,
      city,
      county: component(result, 'administrative_area_level_2'),
      state: component(result, 'administrative_area_level_1', true),
      postal_code: component(result, 'postal_code'),
    },
    latitude,
    longitude,
    formatted_address: result.formatted_address,
    place_url: `https://www.google.com/maps/place/?q=place_id:${result.place_id}`,
    place_id: result.place_id,
    utc_offset_minutes: 0,
    icon: '',
    types: result.types,
    vicinity: city,
    name: [streetNumber, route].filter(Boolean).join(' '),
  };
}

export function createGooglePlacesProvider(maps: GoogleMapsSubset): PlacesProvider {
  return {
    kind: 'google',
    async predict(input) {
      if (input.trim() === '') return [];
      const service = new maps.places.AutocompleteService();
      const { predictions } = await service.getPlacePredictions({ input, ...AUTOCOMPLETE_REQUEST_OPTIONS });
      return predictions.map((p) => ({ placeId: p.place_id, description: p.description }));
    },
    async details(placeId) {
      const { results } = await new maps.Geocoder().geocode({ placeId });
      const first = results[0];
      if (!first) throw new Error('No place found');
      return placeFromGeocode(first);
    },
    async reverseGeocode({ latitude, longitude }) {
      const { results } = await new maps.Geocoder().geocode({ location: { lat: latitude, lng: longitude } });
      const withZip = results.find((r) => r.address_components.some((c) => c.types.includes('postal_code')));
      if (!withZip) return { postal_code: '', city: '', state: '' };
      const place = placeFromGeocode(withZip);
      return { postal_code: place.components.postal_code, city: place.components.city, state: place.components.state };
    },
  };
}

/** The loaded `google.maps` namespace, typed as the subset above. */
export function loadedGoogleMaps(): GoogleMapsSubset {
  const g = (globalThis as { google?: { maps?: GoogleMapsSubset } }).google;
  if (!g?.maps) throw new Error('Google Maps is not loaded');
  return g.maps;
}
