import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdditionalServicesScreen } from './additional-services.screen.tsx';
import { SupportPanel } from './support-panel.tsx';

describe('SupportPanel in the additional services support slot', () => {
  it('offers email and the contact page and loads no outside script', () => {
    render(
      <AdditionalServicesScreen
        petName="Biscuit"
        msLeft={60_000}
        selections={{}}
        currentCoinsurance={80}
        submitting={false}
        supportWidget={<SupportPanel />}
        onToggleAddOn={() => undefined}
        onNoChanges={() => undefined}
        onFinalize={() => undefined}
        confirmOpen={false}
        onOpenConfirm={() => undefined}
        onCancelConfirm={() => undefined}
      />,
    );
    const support = screen.getByRole('region', { name: 'Customer support' });
    expect(within(support).getByRole('heading', { name: 'Questions?' })).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'help@zoomies.example' })).toHaveAttribute('href', 'mailto:help@zoomies.example');
    expect(within(support).getByRole('link', { name: /Open the contact page/ })).toHaveAttribute('href', '/contact');
    expect(document.querySelector('script')).toBeNull();
  });
});
