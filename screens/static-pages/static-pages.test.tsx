import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BasePolicyScreen } from './base-policy.screen.tsx';
import { SamplePoliciesScreen } from './sample-policies.screen.tsx';
import { ContactScreen } from './contact.screen.tsx';
import { TermsScreen } from './terms.screen.tsx';
import { LegalDocumentScreen } from './legal-document.screen.tsx';

describe('static pages', () => {
  it('/pet-insurance/base states the base policy numbers and waiting periods', () => {
    render(<BasePolicyScreen backHref="/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'The base pet insurance policy' })).toBeInTheDocument();
    expect(screen.getByText('Deductible: $500 a year')).toBeInTheDocument();
    expect(screen.getByText(/we pay 80% of eligible bills/)).toBeInTheDocument();
    expect(screen.getByText('Annual limit: up to $10,000 a year')).toBeInTheDocument();
    expect(screen.getByText(/3 days for accidents,\s+14 days for illnesses and 180 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('/sample-policies lists the samples, or says they are unavailable', () => {
    const { unmount } = render(<SamplePoliciesScreen samples={[{ title: 'Sample dog policy', url: '/samples/dog.pdf' }]} />);
    expect(screen.getByRole('link', { name: /Sample dog policy/ })).toHaveAttribute('href', '/samples/dog.pdf');
    unmount();
    render(<SamplePoliciesScreen samples={[]} />);
    expect(screen.getByText(/not available right now/)).toBeInTheDocument();
  });

  it('/contact gives the support email and the answer time', () => {
    render(<ContactScreen />);
    expect(screen.getByRole('link', { name: 'help@zoomies.example' })).toHaveAttribute('href', 'mailto:help@zoomies.example');
    expect(screen.getByText(/answer within a day/)).toBeInTheDocument();
  });

  it('terms link the legal pages', () => {
    render(<TermsScreen />);
    expect(screen.getByRole('link', { name: 'Cardholder Agreement' })).toHaveAttribute('href', '/legal/credit_card_agreement');
    expect(screen.getByRole('link', { name: 'Rewards Addendum' })).toHaveAttribute('href', '/legal/rewards_addendum');
  });

  it('/legal/<type> shows a regulatory document, or says it is missing', () => {
    const { unmount } = render(
      <LegalDocumentScreen documentType="rewards_addendum" document={{ document_type: 'rewards_addendum', url: '/docs/rewards.pdf', title: 'Rewards Addendum' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards Addendum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the Rewards Addendum/ })).toHaveAttribute('href', '/docs/rewards.pdf');
    unmount();
    const second = render(<LegalDocumentScreen documentType="lead_privacy_notice" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bank Privacy Notice' })).toBeInTheDocument();
    expect(screen.getByText(/isn't available right now/)).toBeInTheDocument();
    second.unmount();
    render(<LegalDocumentScreen documentType="nope" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Document not found' })).toBeInTheDocument();
  });
});
