import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AcceptOfferScreen } from './accept-offer.screen.tsx';
import type { AcceptOfferScreenProps } from './accept-offer.screen.tsx';

const documents: AcceptOfferScreenProps['regulatoryDocuments'] = [
  { document_type: 'lead_privacy_notice', url: '/legal/lead_privacy_notice', title: 'Bank Privacy Notice' },
  { document_type: 'credit_card_agreement', url: '/legal/credit_card_agreement', title: 'Cardholder Agreement' },
  { document_type: 'rewards_addendum', url: '/legal/rewards_addendum', title: 'Rewards Addendum' },
  { document_type: 'privacy_policy', url: '/legal/privacy_policy', title: 'Privacy Policy' },
];

function setup(overrides: Partial<AcceptOfferScreenProps> = {}) {
  const props: AcceptOfferScreenProps = {
    firstName: 'Jamie',
    petName: 'Biscuit',
    petType: 'dog',
    creditLimit: 12000,
    purchaseApr: 2624,
    regulatoryDocuments: documents,
    loginUrl: '/login?next=/onboard/card/applicant-details',
    submitting: false,
    onSubmit: vi.fn(),
    onOpenInfo: vi.fn(),
    ...overrides,
  };
  render(<AcceptOfferScreen {...props} />);
  return props;
}

describe('AcceptOfferScreen', () => {
  it('shows the offer: pre-qualified title, pet card, limit subject to approval, APR, fee and points', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: "Jamie, you're pre-qualified for the Zoomies card!" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Biscuit is eligible for free pet insurance' })).toBeInTheDocument();
    expect(screen.getByText('$12,000.00')).toBeInTheDocument();
    expect(screen.getByText('subject to approval')).toBeInTheDocument();
    expect(screen.getByText('26.24%')).toBeInTheDocument();
    expect(screen.getByText('$249')).toBeInTheDocument();
    expect(screen.getByText(/20,000 points/)).toBeInTheDocument();
    // The points bonus text of the second document, word for word.
    expect(screen.getByText('$200 of rewards in the first month')).toBeInTheDocument();
  });

  it('marks the pet card with an inline SVG paw, not an emoji that needs an emoji font', () => {
    setup();
    const card = screen.getByRole('heading', { name: 'Biscuit is eligible for free pet insurance' }).closest('section');
    expect(card?.querySelector('.zo-paw-badge svg[data-icon="paw"]')).not.toBeNull();
    expect(card?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('shows the promo points of the visit offer code and APR with two decimals', () => {
    setup({ promoPoints: 5000, purchaseApr: 2500 });
    expect(screen.getByText(/5,000 points/)).toBeInTheDocument();
    expect(screen.getByText('$50 of rewards in the first month')).toBeInTheDocument();
    expect(screen.getByText('25.00%')).toBeInTheDocument();
  });

  it('links the three regulatory documents of the agreement', () => {
    setup();
    for (const [name, href] of [
      ['Bank Privacy Notice', '/legal/lead_privacy_notice'],
      ['Cardholder Agreement', '/legal/credit_card_agreement'],
      ['Rewards Addendum', '/legal/rewards_addendum'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('link', { name: /Privacy Policy/ })).not.toBeInTheDocument();
  });

  it('enables Finish up only once the agreement is ticked, then submits', async () => {
    const user = userEvent.setup();
    const props = setup();
    const finish = screen.getByRole('button', { name: 'Finish up' });
    expect(finish).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Bank Privacy Notice, Cardholder Agreement and Rewards Addendum/ }));
    expect(finish).toBeEnabled();
    await user.click(finish);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('without the documents of the agreement, says they are loading and keeps Finish up disabled: no link to a page that is not there', async () => {
    const user = userEvent.setup();
    const props = setup({ regulatoryDocuments: documents.filter((d) => d.document_type !== 'rewards_addendum') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the documents you agree to…');
    expect(screen.queryByRole('link', { name: /Cardholder Agreement/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    const finish = screen.getByRole('button', { name: 'Finish up' });
    expect(finish).toBeDisabled();
    await user.click(finish);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('keeps Finish up disabled while loading', async () => {
    const user = userEvent.setup();
    const props = setup({ submitting: true });
    await user.click(screen.getByRole('checkbox'));
    const finish = screen.getByRole('button', { name: /Finish up/ });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAttribute('aria-busy', 'true');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('offers the pet info modals in order: annual fee, then extra insurance cost', async () => {
    const user = userEvent.setup();
    const props = setup();
    const nav = screen.getByRole('navigation', { name: 'Learn more' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Is the annual fee worth it?', 'What would extra insurance cost?']);
    await user.click(buttons[1]!);
    expect(props.onOpenInfo).toHaveBeenCalledWith('Extra_Insurance_Cost');
  });

  it('offers the pet-less info modals: how rewards work, why choose Zoomies', async () => {
    const user = userEvent.setup();
    const props = setup({ petName: null });
    expect(screen.queryByRole('heading', { name: /eligible/ })).not.toBeInTheDocument();
    const buttons = within(screen.getByRole('navigation', { name: 'Learn more' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['How do rewards work?', 'Why choose Zoomies?']);
    await user.click(buttons[0]!);
    await user.click(buttons[1]!);
    expect(props.onOpenInfo).toHaveBeenNthCalledWith(1, 'How_Rewards_Work');
    expect(props.onOpenInfo).toHaveBeenNthCalledWith(2, 'Why_Choose_Zoomies');
  });

  it('states the credit check and the partner bank in the fine print', () => {
    setup();
    expect(screen.getByText(/authorize us and our partner bank to obtain your credit report/)).toBeInTheDocument();
    expect(screen.getByText(/issued by our partner bank/)).toBeInTheDocument();
  });

  it('shows the retry notification on a failure', () => {
    setup({ problem: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the submit button to try again');
  });

  it.each(['user-exists'] as const)(
    'asks a returning applicant to log in (%s)',
    (problem) => {
    setup({ problem });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Looks like you previously started your Zoomies credit card application, please log in to continue.',
    );
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=/onboard/card/applicant-details');
    },
  );

  it('reports each tick of the agreement and starts from the stored agreement', async () => {
    const user = userEvent.setup();
    const onAgreementChange = vi.fn();
    setup({ agreed: true, onAgreementChange });
    expect(screen.getByRole('button', { name: 'Finish up' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(onAgreementChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Finish up' })).toBeDisabled();
  });
});
