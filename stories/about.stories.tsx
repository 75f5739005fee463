import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AboutScreen } from '../screens/about/about.screen.tsx';
import type { Breed, PetType } from '../services/contract/animal.schema.ts';
import { selectAbout } from '../screens/about/about.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { aboutAt } from './snapshots/about.states.ts';

const BREEDS: Record<PetType, Breed[]> = {
  dog: ['Mixed breed', 'Beagle', 'Boxer', 'Boston Terrier', 'Bull Terrier', 'Golden Retriever', 'Labrador Retriever', 'Terrier'].map((label) => ({ id: label.toLowerCase().replace(/\s+/g, '-'), label })),
  cat: ['Mixed breed', 'Bengal', 'Maine Coon', 'Siamese'].map((label) => ({ id: label.toLowerCase().replace(/\s+/g, '-'), label })),
};
const loadBreeds = (type: PetType) => Promise.resolve(BREEDS[type]);

const meta = {
  title: 'Screens/About (pet details)',
  component: AboutScreen,
  decorators: [screenDecorator],
  args: { loadBreeds, onSubmit: fn() },
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = await storyAt(aboutAt.empty, selectAbout);
export const Prefilled: Story = await storyAt(aboutAt.prefilled, selectAbout);
export const Submitting: Story = await storyAt(aboutAt.submitting, selectAbout);
export const CreationFailed: Story = await storyAt(aboutAt.creationFailed, selectAbout);
export const ValidationErrors: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Pet name is required')).toBeVisible();
    await expect(canvas.getByText('Pet breed is required')).toBeVisible();
    await expect(canvas.getByText('Zipcode is required')).toBeVisible();
  },
};
export const PoBoxRefused: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Street address'), 'PO Box 99');
    await userEvent.tab();
    await expect(await canvas.findByText("We can't support P.O. Boxes, please use a physical address")).toBeVisible();
  },
};
export const BreedSearch: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dog' }));
    const breed = canvas.getByRole('combobox', { name: 'Breed' });
    await expect(breed).toBeEnabled();
    await userEvent.type(breed, 'ter');
    const listbox = await canvas.findByRole('listbox', { name: 'Breeds' });
    await expect(await within(listbox).findByRole('option', { name: 'Terrier' })).toBeVisible();
  },
};

const SUGGESTIONS = [
  { placeId: 'p1', description: '401 Congress Ave, Austin, TX, USA' },
  { placeId: 'p2', description: '401 Congress St, Boston, MA, USA' },
];
export const WithAddressSearch: Story = {
  ...Empty,
  args: {
    ...Empty.args,
    searchAddress: (input: string) => Promise.resolve(SUGGESTIONS.filter((s) => s.description.toLowerCase().startsWith(input.toLowerCase().slice(0, 3)))),
    resolveAddress: () => Promise.resolve({ ok: true as const, address: { line1: '401 Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find your address' }), '401 Con');
    await userEvent.click(await canvas.findByRole('option', { name: '401 Congress Ave, Austin, TX, USA' }));
    await expect(canvas.getByLabelText('City')).toHaveValue('Austin');
  },
};
