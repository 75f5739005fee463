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

  it("without the server's text, the spec's generic one", () => {
    render(<LoadFailedScreen cause="data" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the next button to try again');
  });

  it("a screen's code that did not load: the connection, and that nothing was lost", () => {
    render(<LoadFailedScreen cause="code" serverMessage="ignored" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't load this page" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your connection and try again. Nothing you entered has been lost.');
  });
});
