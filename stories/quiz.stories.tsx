import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuizScreen } from '../screens/quiz/quiz.screen.tsx';
import { selectQuiz } from '../screens/quiz/quiz.selector.ts';
import { screenDecorator } from './story-frame.tsx';
import { storyAt } from './snapshots/flow-at.ts';
import { quizAt as at } from './snapshots/offer.states.ts';

const meta = {
  title: 'Screens/Quiz',
  component: QuizScreen,
  decorators: [screenDecorator],
  args: { onSubmit: fn(), onAnswerChange: fn() },
} satisfies Meta<typeof QuizScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  ...(await storyAt(at.unanswered, selectQuiz)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ had_insurance_before: true });
  },
};
export const Answered: Story = await storyAt(at.answered, selectQuiz);
export const Submitting: Story = await storyAt(at.submitting, selectQuiz);
export const SaveError: Story = await storyAt(at.failed, selectQuiz);
