import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserInfoScreen } from '../screens/user-info/user-info.screen.tsx';
import { selectUserInfo } from '../screens/user-info/user-info.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { userInfoAt as at } from './snapshots/user-info.states.ts';

const meta = {
  title: 'Screens/User info',
  component: UserInfoScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn() },
} satisfies Meta<typeof UserInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = await storyAt(at.nothingOnFile, selectUserInfo);
export const PrefilledLastFour: Story = await storyAt(at.prefilledLastFour, selectUserInfo);
export const Submitting: Story = await storyAt(at.submitting, selectUserInfo);
export const ServerError: Story = await storyAt(at.refused, selectUserInfo);
export const ValidationErrors: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('SSN is required')).toBeVisible();
    await expect(canvas.getByText('Annual income is required')).toBeVisible();
  },
};
export const LastFourErrors: Story = {
  ...PrefilledLastFour,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Last four of your SSN'), '01');
    await userEvent.tab();
    await expect(await canvas.findByText('Last four of your SSN is required')).toBeVisible();
  },
};
export const IncomeWarnings: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Annual income'), '18000');
    await userEvent.type(canvas.getByLabelText('Monthly housing payment'), '900');
    await expect(canvas.getByText(/That's an average of \$1,500\.00 a month/)).toBeVisible();
    await expect(canvas.getByText('Are your income and housing costs correct?')).toBeVisible();
  },
};
/** A legal name as the bureau holds it: the prefill keeps its space, apostrophe and hyphen, and so does typing. */
export const HyphenatedName: Story = {
  ...(await storyAt(at.hyphenatedName, selectUserInfo)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Mary Ann');
    await expect(canvas.getByLabelText('Last name')).toHaveValue("O'Brien-Smith");
    await userEvent.clear(canvas.getByLabelText('Last name'));
    await userEvent.type(canvas.getByLabelText('Last name'), 'D’Angelo-Ruiz');
    await expect(canvas.getByLabelText('Last name')).toHaveValue("D'Angelo-Ruiz");
  },
};
export const SingleLetterLastName: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Last name'), 'Y');
    await expect(canvas.getByText('If your last name is longer than one letter, please enter it in full.')).toBeVisible();
  },
};

/** Legends line up with the labels (no 2 px browser indent) and keep a gap to what follows them. */
export const LegendsAlignWithLabels: Story = {
  ...PrefilledLastFour,
  args: {
    ...PrefilledLastFour.args,
    searchAddress: async () => [],
    resolveAddress: async () => ({ ok: false, error: 'invalid' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Where the text itself starts, padding included.
    const textLeft = (element: Element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    };
    const labelLeft = textLeft(canvas.getByText('First name', { selector: 'label' }));
    for (const name of ['Date of birth', 'Home address', 'Residence type']) {
      const legend = canvas.getByText(name, { selector: 'legend' });
      await expect(Math.abs(textLeft(legend) - labelLeft)).toBeLessThan(0.5);
      // The first thing after the legend sits at least 4 px below it.
      const gap = legend.nextElementSibling!.getBoundingClientRect().top - legend.getBoundingClientRect().bottom;
      await expect(gap).toBeGreaterThanOrEqual(4);
    }
    const find = canvas.getByText('Find your address', { selector: 'label' }).getBoundingClientRect();
    const home = canvas.getByText('Home address', { selector: 'legend' }).getBoundingClientRect();
    await expect(find.top - home.bottom).toBeGreaterThanOrEqual(4);
  },
};
/** An array of server messages, grouped by first word: each on its field (the one naming no field above the form). */
export const ServerFieldErrors: Story = {
  ...(await storyAt(at.fieldsRefused, selectUserInfo)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Email is already in use')));
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription(expect.stringContaining('First name is required'));
    await expect(canvas.getByText('Promo code has expired').closest('[role="alert"]')).not.toBeNull();
  },
};
