import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InstalinkScreen } from './instalink.screen.tsx';

describe('InstalinkScreen', () => {
  it('tells the applicant to check their email', () => {
    render(<InstalinkScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email for the link sent!');
  });
  it('names the address when known', () => {
    render(<InstalinkScreen email="jamie.rivera@example.com" />);
    expect(screen.getByText('jamie.rivera@example.com')).toBeInTheDocument();
  });
});
