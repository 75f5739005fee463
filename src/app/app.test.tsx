import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from './app.tsx';

describe('App at an unknown path', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the not-found page with a link home, not the offer start', async () => {
    window.history.replaceState(null, '', '/nope');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
