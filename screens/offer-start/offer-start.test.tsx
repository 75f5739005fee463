import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfferStartScreen } from './offer-start.screen.tsx';
import type { OfferStartScreenProps } from './offer-start.screen.tsx';

function setup(overrides: Partial<OfferStartScreenProps> = {}) {
  const props: OfferStartScreenProps = { onSubmit: vi.fn(), ...overrides };
  render(<OfferStartScreen {...props} />);
  return { props, user: userEvent.setup() };
}

describe('OfferStartScreen', () => {
  it('shows the headline and the three benefits', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A credit card with up to $10k of built-in pet insurance');
    const benefits = within(screen.getByRole('list', { name: 'Benefits' })).getAllByRole('listitem');
    expect(benefits.map((b) => b.textContent?.replace(/\d$/, ''))).toEqual([
      'Built-in pet insurance',
      '$10,000 in insurance',
      '3x points on pet purchases',
    ]);
  });

  it('shows the bonus-points banner for a valid offer id only', () => {
    const { props } = setup({ pointsOffer: { id: 'v2', points: 25_000, offer_code: 'points_02', text: 'Spend $3,000 in 3 months.' } });
    expect(screen.getByText('Earn 25,000 bonus points')).toBeInTheDocument();
    expect(screen.getByText('Spend $3,000 in 3 months.')).toBeInTheDocument();
    void props;
  });

  it('hides the banner for an unknown offer id', () => {
    setup({ pointsOffer: { id: 'v9', points: 99, offer_code: 'x', text: 'Nope' } });
    expect(screen.queryByText(/bonus points/)).not.toBeInTheDocument();
  });

  it('requires phone and date of birth and focuses the first error', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a short phone and an impossible date after blur', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Phone number'), '51255');
    await user.type(screen.getByLabelText('Date of birth'), '0231');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid date')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('02/31');
  });

  it('rejects a date with only the month', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Date of birth'), '01');
    await user.tab();
    expect(await screen.findByText('Please enter a valid date')).toBeInTheDocument();
  });

  it('masks and submits phone in E.164 and the birthday as MM-DD', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText('Phone number'), '5125550100');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(512) 555-0100');
    await user.type(screen.getByLabelText('Date of birth'), '0115');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('01/15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledWith({ phoneNumber: '+15125550100', dob: '01-15' }));
  });

  it('links the five documents it asks the applicant to agree to', () => {
    setup({
      documents: [
        { document_type: 'privacy_policy', url: '/docs/privacy-policy', title: 'Privacy Policy' },
        { document_type: 'tcpa_consent', url: '/docs/tcpa', title: 'TCPA Consent' },
      ],
    });
    const agreement = screen.getByText(/By selecting Next, you agree to our/);
    for (const title of ['Privacy Policy', 'Privacy Notice', 'Terms of Service', 'TCPA Consent', 'Electronic Communications Disclosure']) {
      expect(agreement).toHaveTextContent(title);
    }
    expect(within(agreement).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/docs/privacy-policy');
    expect(within(agreement).getByRole('link', { name: /TCPA Consent/ })).toHaveAttribute('href', '/docs/tcpa');
  });

  it('lists the learn-more sections in order', () => {
    setup();
    const section = screen.getByRole('region', { name: 'Learn more' });
    const titles = within(section).getAllByRole('button').map((b) => b.textContent?.replace(/[+−]$/, ''));
    expect(titles).toEqual([
      'What is covered?',
      'Can I add more coverage?',
      'Can I go to any vet?',
      'How do rewards work?',
      'Why choose Zoomies?',
      'Can I add another pet?',
      'Which pets are eligible?',
      'Why is there an annual fee?',
      'Is it worth the fee?',
      'Need help with something else?',
    ]);
  });

  it('prints footnotes 1 to 7 from the marketing facts', () => {
    setup();
    const notes = within(screen.getByRole('contentinfo')).getAllByRole('listitem');
    expect(notes).toHaveLength(7);
    expect(notes[0]).toHaveTextContent('up to $10,000 a year with a $500 deductible');
    expect(notes[2]).toHaveTextContent('3 points per $1 at pet merchants');
    expect(notes[2]).toHaveTextContent('0742 and 5995');
    expect(notes[3]).toHaveTextContent('The annual fee is $249.');
    expect(notes[4]).toHaveTextContent('prime plus 17.74%, up to a maximum of 29.99%; currently 26.24%');
    expect(notes[5]).toHaveTextContent('5 minutes or less');
    expect(notes[6]).toHaveTextContent('about 60% in ten years');
  });

  it('shows the start notices word for word', () => {
    const { props } = setup({ notice: 'previously-started', onLogin: vi.fn() });
    expect(screen.getByText('Looks like you previously started your credit card application, please log in to continue.')).toBeInTheDocument();
    void props;
  });

  it('shows the failure notice', () => {
    setup({ notice: 'start-failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Press the next button to try again');
  });

  it('marks the button busy while submitting', () => {
    setup({ submitting: true, initialPhone: '+15125550100', initialDob: '01-15' });
    expect(screen.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(512) 555-0100');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('01/15');
  });

  it('opens an info modal from learn more', async () => {
    const onOpenInfo = vi.fn();
    const { user } = setup({ onOpenInfo });
    await user.click(screen.getByRole('button', { name: 'Is it worth the fee?' }));
    await user.click(screen.getByRole('button', { name: 'See the savings example' }));
    expect(onOpenInfo).toHaveBeenCalledWith('annual-fee-worth-it');
  });
});
