import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuizScreen } from './quiz.screen.tsx';

describe('QuizScreen', () => {
  it('asks the question with Yes/No and keeps Next disabled until answered', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuizScreen submitting={false} onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: 'Have you had pet insurance before?' });
    expect(group).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(onSubmit).toHaveBeenCalledWith({ had_insurance_before: false });
  });

  it('sends yes as true and starts from a previous answer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuizScreen initialAnswer submitting={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ had_insurance_before: true });
  });

  it('shows the retry message and blocks a second press while saving', () => {
    render(<QuizScreen initialAnswer={false} submitting failed onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the next button to try again');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});

describe('QuizScreen answer events', () => {
  it('reports each choice as a boolean', async () => {
    const user = userEvent.setup();
    const onAnswerChange = vi.fn();
    render(<QuizScreen submitting={false} onAnswerChange={onAnswerChange} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(onAnswerChange.mock.calls).toEqual([[true], [false]]);
  });
});
