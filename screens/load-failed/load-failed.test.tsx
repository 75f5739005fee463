import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailedScreen } from './load-failed.screen.tsx';

describe('LoadFailedScreen', () => {
  it("a state's data that did not load: the server's text, and Try again", async () => {
    const onRetry = vi.fn();
    render(<LoadFailedScreen cause="data" serverMessage="The policy is being prepared." onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't load this page" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The policy is being prepared.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ['no text', undefined],
    ["the API client's generic text (an answer without one)", 'Something went wrong. Press the next button to try again'],
  ])("without the server's own text (%s), the generic one naming the button the page has", (_, serverMessage) => {
    render(<LoadFailedScreen cause="data" serverMessage={serverMessage} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press "Try again" to try again');
    expect(screen.queryByText(/Press the next button/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("a screen's code that did not load: the connection, and that nothing was lost", () => {
    render(<LoadFailedScreen cause="code" serverMessage="ignored" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't load this page" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your connection and try again. Nothing you entered has been lost.');
  });
});
