import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlacesProvider } from '../../../../services/places/places-provider.ts';
import type { PlaceResult } from '../../../../services/contract/sandbox.schema.ts';
import { UnsupportedAddressScreen } from '../../../../screens/unsupported-address/unsupported-address.screen.tsx';
import type { AddressAutocompleteProps } from '../../../../screens/unsupported-address/address-selection.ts';
import { ProviderAddressAutocomplete } from './local-address-autocomplete.tsx';
import { ADDRESS_SEARCH_TEXTS } from '../../../../screens/unsupported-address/address-search.texts.ts';

const place = (over: Partial<PlaceResult['components']> = {}, name = '401 Congress Ave'): PlaceResult => ({
  components: { street_number: '401', route: 'Congress Ave', city: 'Austin', county: 'Travis County', state: 'TX', postal_code: '78701', ...over },
  latitude: 30.2672,
  longitude: -97.7431,
  formatted_address: `${name}, Austin, TX`,
  place_url: '',
  place_id: 'p1',
  utc_offset_minutes: 0,
  icon: '',
  types: [],
  vicinity: 'Austin',
  name,
});

function fakeProvider(): PlacesProvider & { predict: ReturnType<typeof vi.fn>; reverseGeocode: ReturnType<typeof vi.fn> } {
  return {
    kind: 'local',
    predict: vi.fn(async (input: string) =>
      input.toLowerCase().startsWith('po')
        ? [{ placeId: 'box', description: 'PO Box 12, Austin, TX' }]
        : [
            { placeId: 'p1', description: '401 Congress Ave, Austin, TX' },
            { placeId: 'nozip', description: '402 Congress Ave, Austin, TX' },
          ],
    ),
    details: vi.fn(async (id: string) => {
      if (id === 'box') return place({ street_number: '', route: 'PO Box 12' }, 'PO Box 12');
      if (id === 'nozip') return place({ street_number: '402', postal_code: '' }, '402 Congress Ave');
      return place();
    }),
    reverseGeocode: vi.fn(async () => ({ postal_code: '78701', city: 'Austin', state: 'TX' })),
  } as never;
}

function Bound(provider: PlacesProvider) {
  return (props: AddressAutocompleteProps) => <ProviderAddressAutocomplete provider={provider} debounceMs={0} {...props} />;
}

describe('address autocomplete with the local provider', () => {
  it('suggests addresses as a listbox and chooses one with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ProviderAddressAutocomplete provider={fakeProvider()} debounceMs={0} inputId="a" label="Home address" texts={ADDRESS_SEARCH_TEXTS} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, '401 Con');
    expect(await screen.findByRole('option', { name: '401 Congress Ave, Austin, TX' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'a-listbox-0');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ ok: true })));
    expect(input).toHaveValue('401 Congress Ave, Austin, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('resolves a missing postal code by reverse geocoding, end to end on the screen', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider();
    const onSubmit = vi.fn();
    render(<UnsupportedAddressScreen AddressAutocomplete={Bound(provider)} submitting={false} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('combobox', { name: 'Home address' }), '402 Con');
    // The screen's words reach the provider's list: its name, and the count read out.
    expect(await screen.findByRole('listbox', { name: 'Suggested addresses' })).toBeInTheDocument();
    expect(screen.getByText('2 suggestions. Use the arrow keys to choose.')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '402 Congress Ave, Austin, TX' }));
    await user.click(screen.getByRole('radio', { name: 'Own' }));
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    expect(provider.reverseGeocode).toHaveBeenCalledWith({ latitude: 30.2672, longitude: -97.7431 });
    await user.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ postal_code: '78701', residenceType: 'OWN' })));
  });

  it('rejects a P.O. box on the screen', async () => {
    const user = userEvent.setup();
    render(<UnsupportedAddressScreen AddressAutocomplete={Bound(fakeProvider())} submitting={false} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Home address' }), 'PO B');
    await user.click(await screen.findByRole('option', { name: 'PO Box 12, Austin, TX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We need your home address, not a P.O. box!');
  });
});

describe('P.O. box refused while typing', () => {
  it('shows the P.O. box error when the local server refuses the typed input', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider();
    provider.predict.mockRejectedValue(Object.assign(new Error('400'), { code: 'po_box' }));
    render(<UnsupportedAddressScreen AddressAutocomplete={Bound(provider)} submitting={false} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Home address' }), 'PO Box 12');
    expect(await screen.findByRole('alert')).toHaveTextContent('We need your home address, not a P.O. box!');
  });
});

describe('an address the local provider cannot resolve', () => {
  it("says so in the spec's words, and the hint asks for the ZIP code", async () => {
    const user = userEvent.setup();
    const provider = fakeProvider();
    provider.predict.mockResolvedValue([]);
    render(<UnsupportedAddressScreen AddressAutocomplete={Bound(provider)} submitting={false} onSubmit={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Home address' });
    expect(input).toHaveAccessibleDescription(/ZIP code/);
    await user.type(input, '12 Nowhere Lane');
    expect(await screen.findByText("We can't fetch your address, please try again.")).toBeInTheDocument();
    expect(screen.queryByText('No matching addresses.')).not.toBeInTheDocument();
  });
});
