import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KO_STATUSES, NOT_PRE_QUALIFIED_STATUSES, type NotPreQualifiedStatus } from '../../services/contract/routes.ts';
import { FREEZE_URL, NotPreQualifiedScreen } from './not-pre-qualified.screen.tsx';

describe('NotPreQualifiedScreen', () => {
  it.each(KO_STATUSES)('%s: no offer that meets your needs at this time', (status) => {
    render(<NotPreQualifiedScreen status={status} onGoToDashboard={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for applying' })).toBeInTheDocument();
    expect(screen.getByText("We're sorry, we don't have an offer that meets your needs at this time.")).toBeInTheDocument();
  });

  it('ko_frozen_file: explains the freeze and links to the bureau to unfreeze', () => {
    render(<NotPreQualifiedScreen status="ko_frozen_file" onGoToDashboard={() => undefined} />);
    expect(screen.getByText("We couldn't check your eligibility because your credit report is frozen.")).toBeInTheDocument();
    expect(screen.getByText('You can apply again after unfreezing your credit.')).toBeInTheDocument();
    const unfreeze = screen.getByRole('link', { name: /^Unfreeze my credit/ });
    expect(unfreeze).toHaveAttribute('href', FREEZE_URL);
    expect(unfreeze).toHaveAttribute('target', '_blank');
  });

  it('pet_too_young: the 7-week rule and an email when old enough', () => {
    render(<NotPreQualifiedScreen status="pet_too_young" petName="Biscuit" onGoToDashboard={() => undefined} />);
    expect(screen.getByText("We can't insure pets until they are 7 weeks old.")).toBeInTheDocument();
    expect(screen.getByText("We'll send you an email when Biscuit is old enough to be covered.")).toBeInTheDocument();
  });

  it('pet_too_young without a pet name: the heading starts with a capital letter', () => {
    render(<NotPreQualifiedScreen status="pet_too_young" onGoToDashboard={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your pet is a little too young' })).toBeInTheDocument();
    expect(screen.getByText("We'll send you an email when your pet is old enough to be covered.")).toBeInTheDocument();
  });

  it('additional_information_thankyou: documents reviewed in about 1 business day', () => {
    render(<NotPreQualifiedScreen status="additional_information_thankyou" onGoToDashboard={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/review them in about 1 business day/)).toBeInTheDocument();
  });

  it.each<[NotPreQualifiedStatus, string]>([
    ['pet_fails_zoomies_model', "We can't insure Biscuit right now"],
    ['declined', 'Thank you for applying'],
    ['manual_review', "We're reviewing your application"],
    ['unknown_document', 'We need to verify a few details'],
    ['thankyou_for_your_interest', 'Thank you for your interest in Zoomies'],
  ])('%s has its own message', (status, title) => {
    render(<NotPreQualifiedScreen status={status} petName="Biscuit" onGoToDashboard={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', status);
  });

  it('has a message for every status of the contract and no unfreeze button elsewhere', () => {
    for (const status of NOT_PRE_QUALIFIED_STATUSES) {
      const { unmount } = render(<NotPreQualifiedScreen status={status} onGoToDashboard={() => undefined} />);
      expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', status);
      expect(screen.queryByRole('link', { name: /Unfreeze/ }) !== null).toBe(status === 'ko_frozen_file');
      unmount();
    }
  });

  it('goes to the dashboard', async () => {
    const onGoToDashboard = vi.fn();
    render(<NotPreQualifiedScreen status="pet_too_young" onGoToDashboard={onGoToDashboard} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to my dashboard' }));
    expect(onGoToDashboard).toHaveBeenCalled();
  });
});
