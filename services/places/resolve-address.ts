import type { PlaceResult } from '../contract/sandbox.schema.ts';
import { addressErrorOf } from './address-error.ts';
import { isPoBox } from './po-box.ts';
import type { AddressResolution, PlacesProvider } from './places-provider.ts';

// Turn a chosen prediction into the alternate address, with the spec's two errors: `invalid` when the
// place cannot be fetched or lacks a city/state, `po_box` for a P.O. box. A place without a postal
// code gets it by reverse geocoding its point.

// The texts of both errors are ADDRESS_ERROR_MESSAGES in services/contract/sandbox.schema.ts.

export async function resolvePlace(provider: PlacesProvider, placeId: string): Promise<AddressResolution> {
  let place: PlaceResult;
  try {
    place = await provider.details(placeId);
  } catch (error) {
    return { ok: false, error: addressErrorOf(error) };
  }
  const { components } = place;
  const line1 = [components.street_number, components.route].filter(Boolean).join(' ');
  if (isPoBox(line1) || isPoBox(place.formatted_address) || isPoBox(place.name)) return { ok: false, error: 'po_box' };
  if (!components.city || !components.state) return { ok: false, error: 'invalid' };

  let postalCode = components.postal_code;
  if (!postalCode) {
    try {
      postalCode = (await provider.reverseGeocode({ latitude: place.latitude, longitude: place.longitude })).postal_code;
    } catch {
      return { ok: false, error: 'invalid' };
    }
    if (!postalCode) return { ok: false, error: 'invalid' };
  }

  return {
    ok: true,
    address: {
      formatted_address: place.formatted_address,
      line1,
      city: components.city,
      state: components.state,
      county: components.county,
      postal_code: postalCode,
      latitude: place.latitude,
      longitude: place.longitude,
    },
  };
}
