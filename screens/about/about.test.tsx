import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AboutScreen } from './about.screen.tsx';
import type { AboutScreenProps } from './about.screen.tsx';
import type { Breed, PetType } from '../../services/contract/animal.schema.ts';

const DOGS: Breed[] = [
  { id: 'mixed-breed', label: 'Mixed breed' },
  { id: 'beagle', label: 'Beagle' },
  { id: 'boxer', label: 'Boxer' },
  { id: 'boston-terrier', label: 'Boston Terrier' },
  { id: 'bull-terrier', label: 'Bull Terrier' },
  { id: 'terrier', label: 'Terrier' },
];
const CATS: Breed[] = [
  { id: 'mixed-breed', label: 'Mixed breed' },
  { id: 'bengal', label: 'Bengal' },
  { id: 'siamese', label: 'Siamese' },
];

function setup(overrides: Partial<AboutScreenProps> = {}) {
  const loadBreeds = vi.fn((type: PetType) => Promise.resolve(type === 'dog' ? DOGS : CATS));
  const props: AboutScreenProps = { loadBreeds, onSubmit: vi.fn(), ...overrides };
  render(<AboutScreen {...props} />);
  return { props, loadBreeds, user: userEvent.setup() };
}

async function fillValidPet(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Pet name'), 'Biscuit');
  await user.click(screen.getByRole('radio', { name: 'Dog' }));
  await user.selectOptions(screen.getByLabelText('Pet age'), '3 years old');
  const breed = screen.getByRole('combobox', { name: 'Breed' });
  await waitFor(() => expect(breed).toBeEnabled());
  await user.type(breed, 'box');
  await user.click(await screen.findByRole('option', { name: 'Boxer' }));
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.click(within(screen.getByRole('group', { name: /diagnosed with/ })).getByRole('radio', { name: 'No' }));
  await user.type(screen.getByLabelText('Street address'), '401 Congress Ave');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('Zip code'), '78701');
}

describe('AboutScreen', () => {
  it('shows every required message on an empty submit and focuses the first', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Pet name is required',
      'Pet type is required',
      'Pet age is required',
      'Pet breed is required',
      'Pet gender is required',
      'Health condition is required',
      'Address is required',
      'City is required',
      'State is required',
      'Zipcode is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('Pet name')).toHaveFocus());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least 2 letters of the name, after blur', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Pet name'), 'B');
    expect(screen.queryByText('Pet name must be at least 2 characters long')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Pet name must be at least 2 characters long')).toBeInTheDocument();
  });

  it('refuses a P.O. Box and a short zip code', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Street address'), 'P.O. Box 12');
    await user.type(screen.getByLabelText('Zip code'), '787a');
    await user.tab();
    expect(await screen.findByText("We can't support P.O. Boxes, please use a physical address")).toBeInTheDocument();
    expect(screen.getByLabelText('Zip code')).toHaveValue('787');
    expect(await screen.findByText('Zipcode should have minimum 5 digits')).toBeInTheDocument();
  });

  it('shows the age ids as words', () => {
    setup();
    const age = screen.getByLabelText('Pet age');
    expect(within(age).getByRole('option', { name: '1 week old' })).toHaveValue('1_week_old');
    expect(within(age).getByRole('option', { name: '20+ years old' })).toHaveValue('20+_year_old');
    expect(within(age).getAllByRole('option')).toHaveLength(38);
  });

  it('lists FELV and FIV for cats only', async () => {
    const { user } = setup();
    const question = () => screen.getByRole('group', { name: /diagnosed with/ });
    expect(question()).toHaveAccessibleName("Has your pet ever been diagnosed with Addison's, Cushing's, Diabetes or Cancer?");
    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    expect(question()).toHaveAccessibleName("Has your pet ever been diagnosed with Addison's, Cushing's, Diabetes, Cancer, FELV or FIV?");
  });

  it('loads breeds per type on demand and ranks the search', async () => {
    const { user, loadBreeds } = setup();
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    expect(breed).toBeDisabled();
    expect(loadBreeds).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    expect(loadBreeds).toHaveBeenCalledWith('dog');
    await waitFor(() => expect(breed).toBeEnabled());
    await user.type(breed, 'terrier');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox', { name: 'Breeds' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Terrier', 'Bull Terrier', 'Boston Terrier']),
    );
  });

  it('picks a breed with the keyboard', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    await waitFor(() => expect(breed).toBeEnabled());
    await user.type(breed, 'b');
    // The list filters after the 300 ms debounce: Boxer (a short prefix match) comes first.
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: 'Breeds' })).getAllByRole('option')[0]).toHaveTextContent('Boxer'));
    await user.keyboard('{ArrowDown}');
    expect(breed).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Boxer' }).id);
    await user.keyboard('{Enter}');
    expect(breed).toHaveValue('Boxer');
    expect(breed).toHaveAttribute('aria-expanded', 'false');
  });

  it('resets the breed when the pet type changes', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    await waitFor(() => expect(breed).toBeEnabled());
    await user.type(breed, 'beag');
    await user.click(await screen.findByRole('option', { name: 'Beagle' }));
    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pet breed is required')).toBeInTheDocument();
  });

  it('sends the animal and the address in the contract shape', async () => {
    const { props, user } = setup();
    await fillValidPet(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({
        animal: {
          pet_name: 'Biscuit',
          pet_type: 'dog',
          pet_age: '3_year_old',
          pet_breed: 'boxer',
          pet_gender: 'female',
          existing_health_conditions: 'false',
        },
        address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
      }),
    );
  });

  it('prefills from the challenge, showing the breed label', async () => {
    setup({
      initialAnimal: { pet_name: 'Luna', pet_type: 'cat', pet_age: '2_year_old', pet_breed: 'siamese', pet_gender: 'female', existing_health_conditions: 'true' },
      initialAddress: { address: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105' },
    });
    expect(screen.getByLabelText('Pet name')).toHaveValue('Luna');
    expect(screen.getByRole('radio', { name: 'Cat' })).toBeChecked();
    expect(screen.getByLabelText('Pet age')).toHaveValue('2_year_old');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveValue('Siamese'));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByLabelText('State')).toHaveValue('CA');
  });

  it('keeps the applicant here with a message when the pet could not be saved', () => {
    setup({ failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't save your pet's details.");
  });
});

describe('AboutScreen address search', () => {
  it('fills the address fields from a chosen suggestion', async () => {
    const searchAddress = vi.fn().mockResolvedValue([{ placeId: 'p1', description: '401 Congress Ave, Austin, TX, USA' }]);
    const resolveAddress = vi.fn().mockResolvedValue({ ok: true, address: { line1: '401 Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701' } });
    const { user } = setup({ searchAddress, resolveAddress });
    await user.type(screen.getByRole('combobox', { name: 'Find your address' }), '401 Cong');
    await user.click(await screen.findByRole('option', { name: '401 Congress Ave, Austin, TX, USA' }));
    expect(searchAddress).toHaveBeenLastCalledWith('401 Cong');
    expect(resolveAddress).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(screen.getByLabelText('Street address')).toHaveValue('401 Congress Ave'));
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Zip code')).toHaveValue('78701');
    // The filled fields are checked with what was filled, not with the empty values before it: no
    // 'Address is required' under a street address the applicant can see (a walk found four).
    await user.click(screen.getByLabelText('Pet name'));
    for (const message of ['Address is required', 'City is required', 'State is required', 'Zipcode is required']) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
  });

  it('refuses a P.O. Box suggestion in the words of a typed one (the first document’s), not the alternate address page’s', async () => {
    const searchAddress = vi.fn().mockResolvedValue([{ placeId: 'p2', description: 'PO Box 12, Austin, TX' }]);
    const resolveAddress = vi.fn().mockResolvedValue({ ok: false, error: 'po_box' });
    const { user } = setup({ searchAddress, resolveAddress });
    await user.type(screen.getByRole('combobox', { name: 'Find your address' }), 'PO Box');
    await user.click(await screen.findByRole('option', { name: 'PO Box 12, Austin, TX' }));
    expect(await screen.findByText("We can't support P.O. Boxes, please use a physical address")).toBeInTheDocument();
    expect(screen.queryByText('We need your home address, not a P.O. box!')).not.toBeInTheDocument();
  });

  it('has no search box without the places callbacks', () => {
    setup();
    expect(screen.queryByRole('combobox', { name: 'Find your address' })).not.toBeInTheDocument();
  });

  it('a breed list that failed to load offers to try again, and loads when asked', async () => {
    let up = false;
    const loadBreeds = vi.fn((type: PetType) => (up ? Promise.resolve(type === 'dog' ? DOGS : CATS) : Promise.reject(new Error('offline'))));
    const { user } = setup({ loadBreeds });
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    expect(await screen.findByText("We couldn't load the breeds. Please try again in a moment.")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Breed' })).toBeDisabled();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    await waitFor(() => expect(breed).toBeEnabled());
    expect(loadBreeds).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.type(breed, 'beag');
    expect(await screen.findByRole('option', { name: 'Beagle' })).toBeInTheDocument();
  });

  it('a breed list that failed to load tries again by itself when the phone is back online', async () => {
    let up = false;
    const loadBreeds = vi.fn((type: PetType) => (up ? Promise.resolve(type === 'dog' ? DOGS : CATS) : Promise.reject(new Error('offline'))));
    const { user } = setup({ loadBreeds });
    await user.click(screen.getByRole('radio', { name: 'Cat' }));
    await screen.findByText("We couldn't load the breeds. Please try again in a moment.");
    up = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Breed' })).toBeEnabled());
    expect(loadBreeds).toHaveBeenLastCalledWith('cat');
  });
});
