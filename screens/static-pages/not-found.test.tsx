import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NotFoundScreen } from './not-found.screen.tsx';

describe('NotFoundScreen', () => {
  it('says the page could not be found and links home', () => {
    render(<NotFoundScreen />);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
