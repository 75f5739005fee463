import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../services/contract/api-call.type.ts';
import type { PlaceResult } from '../../services/contract/sandbox.schema.ts';
import { createLocalPlacesProvider } from '../../services/places/local-places-provider.ts';
import { resolvePlace } from '../../services/places/resolve-address.ts';
import { isPoBox } from '../../services/places/po-box.ts';
import { withRetries, retryDelayMs } from '../../services/places/retry.ts';
import { loadGoogleMaps, MAPS_LOAD_ERROR, mapsScriptUrl, resetGoogleMapsLoader } from '../../services/places/google-maps-loader.ts';
import { googleStaticMapUrl } from '../../services/places/static-map.ts';
import { placeFromGeocode } from '../../services/places/google-places-provider.ts';

const congress: PlaceResult = {
  components: { street_number: '401', route: 'Congress Ave', city: 'Austin', county: 'Travis County', state: 'TX', postal_code: '78701' },
  latitude: 30.2672,
  longitude: -97.7431,
  formatted_address: '401 Congress Ave, Austin, TX 78701',
  place_url: '',
  place_id: 'p1',
  utc_offset_minutes: -360,
  icon: '',
  types: ['street_address'],
  vicinity: 'Austin',
  name: '401 Congress Ave',
};

function fakeCall(places: Record<string, PlaceResult>) {
  const calls: { name: string; args: unknown }[] = [];
  const call = (async (name: string, args?: { params?: { id: string }; query?: Record<string, unknown> }) => {
    calls.push({ name, args });
    if (name === 'placesAutocomplete') return { predictions: [{ place_id: 'p1', description: '401 Congress Ave, Austin, TX' }] };
    if (name === 'placeDetails') {
      const place = places[args?.params?.id ?? ''];
      if (!place) throw new Error('404');
      return place;
    }
    if (name === 'reverseGeocode') return { postal_code: '78701', city: 'Austin', state: 'TX', latitude: 30.2672, longitude: -97.7431 };
    throw new Error(`unexpected ${name}`);
  }) as unknown as ApiCall;
  return { call, calls };
}

describe('local places provider', () => {
  it('asks the server for predictions and skips blank input', async () => {
    const { call, calls } = fakeCall({});
    const provider = createLocalPlacesProvider(call);
    expect(await provider.predict('   ')).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(await provider.predict(' 401 Congress ')).toEqual([{ placeId: 'p1', description: '401 Congress Ave, Austin, TX' }]);
    expect(calls[0]).toEqual({ name: 'placesAutocomplete', args: { query: { input: '401 Congress' } } });
  });
});

describe('resolving a chosen place', () => {
  it('gives the address with city, state and postal code', async () => {
    const provider = createLocalPlacesProvider(fakeCall({ p1: congress }).call);
    expect(await resolvePlace(provider, 'p1')).toEqual({
      ok: true,
      address: {
        formatted_address: '401 Congress Ave, Austin, TX 78701',
        line1: '401 Congress Ave',
        city: 'Austin',
        state: 'TX',
        county: 'Travis County',
        postal_code: '78701',
        latitude: 30.2672,
        longitude: -97.7431,
      },
    });
  });

  it('finds a missing postal code by reverse geocoding', async () => {
    const noZip = { ...congress, components: { ...congress.components, postal_code: '' } };
    const { call, calls } = fakeCall({ p1: noZip });
    const result = await resolvePlace(createLocalPlacesProvider(call), 'p1');
    expect(result.ok && result.address.postal_code).toBe('78701');
    expect(calls.map((c) => c.name)).toEqual(['placeDetails', 'reverseGeocode']);
    expect(calls[1]?.args).toEqual({ query: { lat: 30.2672, lng: -97.7431 } });
  });

  it('reports po_box for a P.O. box and invalid for an unknown place', async () => {
    const poBox = { ...congress, components: { ...congress.components, street_number: '', route: 'PO Box 123' }, formatted_address: 'PO Box 123, Austin, TX 78701', name: 'PO Box 123' };
    const provider = createLocalPlacesProvider(fakeCall({ box: poBox }).call);
    expect(await resolvePlace(provider, 'box')).toEqual({ ok: false, error: 'po_box' });
    expect(await resolvePlace(provider, 'nowhere')).toEqual({ ok: false, error: 'invalid' });
  });

  it('recognises P.O. boxes without catching ordinary streets', () => {
    for (const line of ['PO Box 12', 'P.O. Box 9', 'p o box 3', 'Post Office Box 44', 'POB 7', 'Box 12']) expect(isPoBox(line)).toBe(true);
    for (const line of ['12 Boxwood Dr', '401 Congress Ave', '9 Poplar Box Rd', '15 Pobody Rd', '3 Boxer Ln']) expect(isPoBox(line)).toBe(false);
  });
});

describe('Google Maps loader', () => {
  afterEach(() => resetGoogleMapsLoader());

  it('waits longer before each retry', async () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000]);
    const waits: number[] = [];
    let attempts = 0;
    const value = await withRetries(
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('flaky');
        return 'ok';
      },
      { retries: 3, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(value).toBe('ok');
    expect(waits).toEqual([100, 200]);
  });

  it('tries once plus three retries, then fails with the spec text', async () => {
    const inject = vi.fn(async (_src: string, _callback: string): Promise<void> => {
      throw new Error('blocked');
    });
    const waits: number[] = [];
    await expect(
      loadGoogleMaps('key', { inject, isLoaded: () => false, sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow(MAPS_LOAD_ERROR);
    expect(inject).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(inject.mock.calls[0]?.[0]).toBe(mapsScriptUrl('key', '__zoomiesMapsReady'));
    expect(mapsScriptUrl('key')).toContain('libraries=places');
  });

  it('loads once and shares the load between callers', async () => {
    const inject = vi.fn(async () => undefined);
    const options = { inject, isLoaded: () => false, sleep: async () => undefined };
    await Promise.all([loadGoogleMaps('key', options), loadGoogleMaps('key', options)]);
    expect(inject).toHaveBeenCalledTimes(1);
  });
});

describe('Google helpers', () => {
  it('builds the static map at zoom 15, scale 2', () => {
    const url = new URL(googleStaticMapUrl({ latitude: 30.2672, longitude: -97.7431 }, 'key'));
    expect(url.searchParams.get('zoom')).toBe('15');
    expect(url.searchParams.get('scale')).toBe('2');
    expect(url.searchParams.get('center')).toBe('30.2672,-97.7431');
  });

  it('reads a geocoder result into the place shape', () => {
    const place = placeFromGeocode({
      address_components: [
        { long_name: '401', short_name: '401', types: ['street_number'] },
        { long_name: 'Congress Avenue', short_name: 'Congress Ave', types: ['route'] },
        { long_name: 'Austin', short_name: 'Austin', types: ['locality', 'political'] },
        { long_name: 'Travis County', short_name: 'Travis County', types: ['administrative_area_level_2'] },
        { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1'] },
      ],
      formatted_address: '401 Congress Ave, Austin, TX, USA',
      geometry: { location: { lat: () => 30.2672, lng: () => -97.7431 } },
      place_id: 'g1',
      types: ['street_address'],
    });
    expect(place.components).toEqual({ street_number: '401', route: 'Congress Ave', city: 'Austin', county: 'Travis County', state: 'TX', postal_code: '' });
    expect(place.name).toBe('401 Congress Ave');
  });
});

describe('server address errors', () => {
  it("maps the local provider's po_box answer to the P.O. box error, anything else to invalid", async () => {
    const { addressErrorOf } = await import('../../services/places/address-error.ts');
    const { ApiError } = await import('../../services/api/api-error.ts');
    expect(addressErrorOf(new ApiError({ message: 'We need your home address, not a P.O. box!', status: 400, code: 'po_box' }))).toBe('po_box');
    expect(addressErrorOf({ body: { code: 'po_box' } })).toBe('po_box');
    expect(addressErrorOf(new ApiError({ message: 'x', status: 404, code: 'invalid' }))).toBe('invalid');
    expect(addressErrorOf(new Error('offline'))).toBe('invalid');

    const call = (async () => {
      throw new ApiError({ message: 'We need your home address, not a P.O. box!', status: 400, code: 'po_box' });
    }) as unknown as ApiCall;
    expect(await resolvePlace(createLocalPlacesProvider(call), 'x')).toEqual({ ok: false, error: 'po_box' });
  });
});
