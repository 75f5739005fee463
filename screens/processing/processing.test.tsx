import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import userEvent from '@testing-library/user-event';
import { ProcessingScreen } from './processing.screen.tsx';
import { ProcessingTimedOut } from './processing-timed-out.tsx';

describe('ProcessingScreen', () => {
  it('tells the applicant the information is being reviewed, announced as a status', () => {
    render(<ProcessingScreen stage="approval" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your information is being reviewed...');
    expect(status).toHaveTextContent('Processing can take up to 5 minutes, please do not close this page.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your information is being reviewed...' })).toBeInTheDocument();
  });

  it('hides the paw animation from screen readers and stops it for reduced motion', () => {
    const { container } = render(<ProcessingScreen />);
    expect(container.querySelector('.zo-paws')).toHaveAttribute('aria-hidden', 'true');
    const css = readFileSync('screens/processing/processing.css', 'utf8');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{\s*\.zo-paw\s*{\s*animation: none;/);
  });

  it('draws the paws as inline SVG, not an emoji that needs an emoji font', () => {
    const { container } = render(<ProcessingScreen />);
    const paws = container.querySelector('.zo-paws');
    expect(paws?.querySelectorAll('.zo-paw svg[data-icon="paw"][aria-hidden="true"]')).toHaveLength(4);
    expect(paws?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('after the time-out: that it takes longer, that nothing was lost, and Try again', async () => {
    const onRetry = vi.fn();
    render(<ProcessingTimedOut onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than usual' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We're still reviewing your information. Please try again in a moment — nothing you entered has been lost.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
