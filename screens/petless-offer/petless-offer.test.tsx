import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PetlessOfferScreen } from './petless-offer.screen.tsx';

describe('PetlessOfferScreen', () => {
  it("names the pet that is not eligible and why", () => {
    render(<PetlessOfferScreen petName="Biscuit" declineReason="pet_too_young" onNext={vi.fn()} onTryAnotherPet={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Biscuit is not eligible');
    expect(screen.getByText("We can't insure pets until they are 7 weeks old.")).toBeInTheDocument();
    expect(screen.getByText("We'll send you an email when Biscuit is old enough to be covered.")).toBeInTheDocument();
  });

  it('promises no email for a pet declined for its health', () => {
    render(<PetlessOfferScreen petName="Biscuit" declineReason="pet_fails_zoomies_model" onNext={vi.fn()} onTryAnotherPet={vi.fn()} />);
    expect(screen.queryByText(/send you an email/)).not.toBeInTheDocument();
  });

  it('enables Next only after the box is ticked', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    const onAgreementChange = vi.fn();
    render(<PetlessOfferScreen petName="Biscuit" onNext={onNext} onTryAnotherPet={vi.fn()} onAgreementChange={onAgreementChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Biscuit won't get pet insurance/ }));
    expect(onAgreementChange).toHaveBeenCalledWith(true);
    expect(next).toBeEnabled();
    await user.click(next);
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('follows the machine when it controls the agreement', () => {
    render(<PetlessOfferScreen petName="Luna" agreed onNext={vi.fn()} onTryAnotherPet={vi.fn()} canSubmit={false} />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('lets the applicant try another pet', async () => {
    const onTryAnotherPet = vi.fn();
    render(<PetlessOfferScreen petName="Luna" onNext={vi.fn()} onTryAnotherPet={onTryAnotherPet} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try another pet' }));
    expect(onTryAnotherPet).toHaveBeenCalledOnce();
  });
});
