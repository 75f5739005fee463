import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PlacesProvider } from '../services/places/places-provider.ts';
import type { PlaceResult } from '../services/contract/sandbox.schema.ts';
import { UnsupportedAddressScreen } from '../screens/unsupported-address/unsupported-address.screen.tsx';
import type { AddressAutocompleteProps } from '../screens/unsupported-address/address-selection.ts';
import { ProviderAddressAutocomplete } from '../src/app/adapters/places/local-address-autocomplete.tsx';
import { selectUnsupportedAddress } from '../screens/unsupported-address/unsupported-address.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { unsupportedAddressAt as at } from './snapshots/upload.states.ts';

// A local places provider without a server: two Austin addresses and a P.O. box.
const place = (placeId: string, line: string, postal: string): PlaceResult => ({
  components: { street_number: line.split(' ')[0] ?? '', route: line.split(' ').slice(1).join(' '), city: 'Austin', county: 'Travis County', state: 'TX', postal_code: postal },
  latitude: 30.2672,
  longitude: -97.7431,
  formatted_address: `${line}, Austin, TX ${postal}`.trim(),
  place_url: '',
  place_id: placeId,
  utc_offset_minutes: -360,
  icon: '',
  types: ['street_address'],
  vicinity: 'Austin',
  name: line,
});
const PLACES: Record<string, PlaceResult> = {
  p1: place('p1', '401 Congress Ave', '78701'),
  box: place('box', 'PO Box 12', '78701'),
};
const storyProvider: PlacesProvider = {
  kind: 'local',
  async predict(input) {
    return Object.values(PLACES)
      .filter((p) => p.name.toLowerCase().includes(input.toLowerCase().slice(0, 3)))
      .map((p) => ({ placeId: p.place_id, description: p.formatted_address }));
  },
  async details(id) {
    const found = PLACES[id];
    if (!found) throw new Error('not found');
    return found;
  },
  async reverseGeocode() {
    return { postal_code: '78701', city: 'Austin', state: 'TX' };
  },
};
const StoryAutocomplete = (props: AddressAutocompleteProps) => <ProviderAddressAutocomplete provider={storyProvider} debounceMs={50} {...props} />;

const meta = {
  title: 'Screens/Unsupported address',
  component: UnsupportedAddressScreen,
  decorators: [screenDecorator],
  args: { AddressAutocomplete: StoryAutocomplete, onSubmit: fn() },
} satisfies Meta<typeof UnsupportedAddressScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = await storyAt(at.empty, selectUnsupportedAddress);
export const AddressChosen: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Home address' }), '401');
    await userEvent.click(await canvas.findByRole('option', { name: '401 Congress Ave, Austin, TX 78701' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Own' }));
    await expect(await canvas.findByRole('img', { name: /Map of 401 Congress Ave/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
export const PoBoxError: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Home address' }), 'PO B');
    await userEvent.click(await canvas.findByRole('option', { name: /PO Box 12/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We need your home address, not a P.O. box!');
  },
};
export const SaveError: Story = await storyAt(at.refused, selectUnsupportedAddress);
export const Submitting: Story = await storyAt(at.submitting, selectUnsupportedAddress);
