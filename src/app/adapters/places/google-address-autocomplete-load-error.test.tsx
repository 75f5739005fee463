import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GoogleAddressAutocomplete } from './google-address-autocomplete.tsx';
import type * as MapsLoader from '../../../../services/places/google-maps-loader.ts';
import { ADDRESS_SEARCH_TEXTS } from '../../../../screens/unsupported-address/address-search.texts.ts';

// The loader's retries are tested on their own (test/adapters/places.test.ts); here it has given up.
vi.mock('../../../../services/places/google-maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof MapsLoader>()),
  loadGoogleMaps: vi.fn(() => Promise.reject(new Error('blocked'))),
}));

describe('GoogleAddressAutocomplete when Maps cannot load', () => {
  it("says 'The Google Maps JavaScript API could not load.'", async () => {
    render(<GoogleAddressAutocomplete apiKey="key" inputId="addr" label="Home address" texts={ADDRESS_SEARCH_TEXTS} onSelect={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Google Maps JavaScript API could not load.');
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});
