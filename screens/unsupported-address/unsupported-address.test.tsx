import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsupportedAddressScreen } from './unsupported-address.screen.tsx';
import type { UnsupportedAddressScreenProps } from './unsupported-address.screen.tsx';
import type { AddressAutocompleteProps, SelectedAddress } from './address-selection.ts';

const congress: SelectedAddress = {
  formatted_address: '401 Congress Ave, Austin, TX 78701',
  line1: '401 Congress Ave',
  city: 'Austin',
  state: 'TX',
  county: 'Travis County',
  postal_code: '78701',
  latitude: 30.2672,
  longitude: -97.7431,
};

// A stand-in autocomplete: an input plus buttons that pick what a provider could resolve.
function FakeAutocomplete(props: AddressAutocompleteProps) {
  return (
    <div>
      <input id={props.inputId} aria-describedby={props.describedBy} aria-invalid={props.invalid || undefined} onChange={() => props.onEdit?.()} />
      <button type="button" onClick={() => props.onSelect({ ok: true, address: congress })}>Pick Congress</button>
      <button type="button" onClick={() => props.onSelect({ ok: true, address: { ...congress, postal_code: '' } })}>Pick no zip</button>
      <button type="button" onClick={() => props.onSelect({ ok: false, error: 'po_box' })}>Pick PO box</button>
      <button type="button" onClick={() => props.onSelect({ ok: false, error: 'invalid' })}>Pick unknown</button>
    </div>
  );
}

function setup(overrides: Partial<UnsupportedAddressScreenProps> = {}) {
  const props: UnsupportedAddressScreenProps = { AddressAutocomplete: FakeAutocomplete, submitting: false, onSubmit: vi.fn(), ...overrides };
  render(<UnsupportedAddressScreen {...props} />);
  return props;
}

describe('UnsupportedAddressScreen', () => {
  it('enables Next only with city, postal code and residence type, and sends the alternate address', async () => {
    const user = userEvent.setup();
    const props = setup();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pick Congress' }));
    expect(screen.getByRole('img', { name: 'Map of 401 Congress Ave, Austin, TX 78701' })).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Residence type' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Own', 'Rent', 'Other']);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('Apartment, suite or unit (optional)'), 'Apt 4');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({
        formatted_address: '401 Congress Ave, Austin, TX 78701',
        city: 'Austin',
        state: 'TX',
        county: 'Travis County',
        postal_code: '78701',
        unit: 'Apt 4',
        residenceType: 'NO-COST',
        latitude: 30.2672,
        longitude: -97.7431,
      }),
    );
  });

  it('labels the autocomplete input', () => {
    setup();
    expect(screen.getByLabelText('Home address')).toHaveAttribute('id', 'alternate-address');
  });

  it('keeps Next disabled without a postal code', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Pick no zip' }));
    await user.click(screen.getByRole('radio', { name: 'Own' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows 'We need your home address, not a P.O. box!' and blocks Next", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    await user.click(screen.getByRole('button', { name: 'Pick PO box' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We need your home address, not a P.O. box!');
    expect(screen.getByLabelText('Home address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows 'We can't fetch your address, please try again.' and clears it when the applicant types again", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Pick unknown' }));
    expect(screen.getByRole('alert')).toHaveTextContent("We can't fetch your address, please try again.");
    await user.type(screen.getByLabelText('Home address'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the retry message when saving failed, and uses the given map preview', async () => {
    const user = userEvent.setup();
    setup({ failed: true, MapPreview: ({ label }) => <img alt={label} src="data:," /> });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the next button to try again');
    await user.click(screen.getByRole('button', { name: 'Pick Congress' }));
    // The given preview (an <img>, not the local drawing), with the screen's text alternative.
    expect(screen.getByRole('img', { name: 'Map of 401 Congress Ave, Austin, TX 78701' }).tagName).toBe('IMG');
  });
});
