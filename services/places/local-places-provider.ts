import type { ApiCall } from '../contract/api-call.type.ts';
import type { PlacesProvider } from './places-provider.ts';

// The local provider (no Maps key): the server's US ZIP data behind placesAutocomplete, placeDetails
// and reverseGeocode. Requests go through the injected `call`, so this file never knows about HTTP.

export function createLocalPlacesProvider(call: ApiCall): PlacesProvider {
  return {
    kind: 'local',
    async predict(input) {
      const trimmed = input.trim();
      if (trimmed === '') return [];
      const { predictions } = await call('placesAutocomplete', { query: { input: trimmed.slice(0, 200) } });
      return predictions.map((p) => ({ placeId: p.place_id, description: p.description }));
    },
    details(placeId) {
      return call('placeDetails', { params: { id: placeId } });
    },
    async reverseGeocode({ latitude, longitude }) {
      const zip = await call('reverseGeocode', { query: { lat: latitude, lng: longitude } });
      return { postal_code: zip.postal_code, city: zip.city, state: zip.state };
    },
  };
}
