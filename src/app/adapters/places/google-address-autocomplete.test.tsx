import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GoogleAddressAutocomplete } from './google-address-autocomplete.tsx';
import { resetGoogleMapsLoader } from '../../../../services/places/google-maps-loader.ts';
import { ADDRESS_SEARCH_TEXTS } from '../../../../screens/unsupported-address/address-search.texts.ts';

// A fake of the few Google Maps members the adapter uses, installed as window.google.
function installFakeGoogle() {
  const requests: unknown[] = [];
  const geocoder = {
    geocode: vi.fn(async () => ({
      results: [
        {
          address_components: [
            { long_name: '401', short_name: '401', types: ['street_number'] },
            { long_name: 'Congress Avenue', short_name: 'Congress Ave', types: ['route'] },
            { long_name: 'Austin', short_name: 'Austin', types: ['locality'] },
            { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1'] },
            { long_name: '78701', short_name: '78701', types: ['postal_code'] },
          ],
          formatted_address: '401 Congress Ave, Austin, TX 78701, USA',
          geometry: { location: { lat: () => 30.2672, lng: () => -97.7431 } },
          place_id: 'g1',
          types: ['street_address'],
        },
      ],
    })),
  };
  class AutocompleteService {
    getPlacePredictions(request: unknown, callback?: (p: unknown[], s: string) => void) {
      requests.push(request);
      const predictions = [{ place_id: 'g1', description: '401 Congress Ave, Austin, TX, USA' }];
      callback?.(predictions, 'OK');
      return Promise.resolve({ predictions });
    }
  }
  (window as unknown as { google: unknown }).google = {
    maps: {
      Geocoder: function Geocoder() {
        return geocoder;
      },
      places: { AutocompleteService, PlacesServiceStatus: { OK: 'OK' } },
    },
  };
  return { requests, geocoder };
}

afterEach(() => {
  delete (window as unknown as { google?: unknown }).google;
  resetGoogleMapsLoader();
});

describe('GoogleAddressAutocomplete', () => {
  it('asks Google for US addresses only and resolves the chosen place', async () => {
    const user = userEvent.setup();
    const { requests } = installFakeGoogle();
    const onSelect = vi.fn();
    render(<GoogleAddressAutocomplete apiKey="key" inputId="addr" label="Home address" texts={ADDRESS_SEARCH_TEXTS} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, '401 Congress');
    await user.click(await screen.findByRole('option', { name: '401 Congress Ave, Austin, TX, USA' }));
    expect(requests[0]).toMatchObject({ componentRestrictions: { country: 'us' }, types: ['address'] });
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith({
        ok: true,
        address: expect.objectContaining({ city: 'Austin', state: 'TX', postal_code: '78701', line1: '401 Congress Ave' }),
      }),
    );
  });
});
