import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DashboardScreen } from './dashboard.screen.tsx';
import type { DashboardPolicy } from './dashboard.screen.tsx';

const policy: DashboardPolicy = {
  petName: 'Biscuit',
  status: 'active',
  deductible: 250,
  coinsurance: 90,
  annualLimit: 25000,
  coverages: ['prescription_meds', 'vet_visit'],
  startDate: '2026-11-22T00:00:00Z',
  policyDocumentUrl: '/api/policies/p1.pdf',
  state: 'ME',
  waitingPeriod: { accident_days: 0, illness_days: 14, cruciate_days: 30 },
};

describe('DashboardScreen', () => {
  it('shows the card, the pet policy with its waiting periods and document, and the uploads', () => {
    render(
      <DashboardScreen
        firstName="Jamie"
        card={{ creditLimit: 12000, purchaseApr: 2624, last4: '4242' }}
        policy={policy}
        documents={[{ id: 'd1', name: 'paystub.pdf', created: '2026-11-21T10:00:00Z' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Jamie' })).toBeInTheDocument();
    expect(screen.getByText('$12,000.00')).toBeInTheDocument();
    expect(screen.getByText('26.24%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Biscuit's pet insurance" })).toBeInTheDocument();
    expect(screen.getByText('Prescription meds, Vet visits')).toBeInTheDocument();
    expect(screen.getByText('90% covered')).toBeInTheDocument();
    expect(screen.getByText('$25,000')).toBeInTheDocument();
    expect(screen.getByText('Accidents: 0 days')).toBeInTheDocument();
    expect(screen.getByText('Cruciate ligament: 30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View policy document/ })).toHaveAttribute('href', '/api/policies/p1.pdf');
    expect(screen.getByText('paystub.pdf')).toBeInTheDocument();
    expect(screen.getByText('uploaded Nov 21, 2026')).toBeInTheDocument();
  });

  it("shows the server's state config, no guessed waiting periods without one, and works without a policy or documents", () => {
    const { unmount } = render(
      <DashboardScreen firstName="Jamie" card={{ creditLimit: 500, purchaseApr: 2624 }} policy={{ ...policy, waitingPeriod: { accident_days: 2, illness_days: 10, cruciate_days: 90 } }} documents={[]} />,
    );
    expect(screen.getByText('Illnesses: 10 days')).toBeInTheDocument();
    unmount();
    const { waitingPeriod: _none, ...withoutConfig } = policy;
    const second = render(<DashboardScreen firstName="Jamie" card={{ creditLimit: 500, purchaseApr: 2624 }} policy={withoutConfig} documents={[]} />);
    expect(screen.getByRole('heading', { name: "Biscuit's pet insurance" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Waiting periods/ })).not.toBeInTheDocument();
    second.unmount();
    render(<DashboardScreen firstName="Jamie" card={{ creditLimit: 500, purchaseApr: 2624 }} documents={[]} />);
    expect(screen.queryByText(/pet insurance/)).not.toBeInTheDocument();
    expect(screen.getByText('No documents uploaded.')).toBeInTheDocument();
  });

  it('without a card yet: a friendly empty state that links to the start, no $0.00 limit or 0.00% APR', () => {
    render(<DashboardScreen firstName="" card={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hi there' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You don't have a Zoomies card yet" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your application' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Credit limit')).not.toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.queryByText('0.00%')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your documents' })).not.toBeInTheDocument();
  });

  it("a signed-in user's open application: where it stands and the way back into it, instead of 'start'", () => {
    render(
      <DashboardScreen
        firstName="Jamie"
        card={null}
        application={{ next: 'zoomies.card.accept-offer', continueHref: '/onboard/card/orig-1/accept-offer' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your application' })).toBeInTheDocument();
    expect(screen.getByText("You're pre-qualified: your offer is waiting for you.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue your application' })).toHaveAttribute('href', '/onboard/card/orig-1/accept-offer');
    expect(screen.queryByRole('link', { name: 'Start your application' })).not.toBeInTheDocument();
  });

  it('a finished application shows its status without a way back in', () => {
    render(<DashboardScreen firstName="Jamie" card={null} application={{ next: 'user.onboard.base', continueHref: null }} />);
    expect(screen.getByText('Complete: your card is on its way.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue your application' })).not.toBeInTheDocument();
  });
});
