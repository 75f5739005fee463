import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuizScreen } from '../screens/quiz/quiz.screen.tsx';
import { screenDecorator } from './story-frame.tsx';

const meta = {
  title: 'Screens/Quiz',
  component: QuizScreen,
  decorators: [screenDecorator],
  args: { submitting: false, onSubmit: fn() },
} satisfies Meta<typeof QuizScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ had_insurance_before: true });
  },
};
export const Answered: Story = { args: { initialAnswer: false } };
export const Submitting: Story = { args: { initialAnswer: true, submitting: true } };
export const SaveError: Story = { args: { initialAnswer: true, failed: true } };
