import { useId, useState } from 'react';
import type { PetDeclineReason } from '../../services/contract/routes.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { Button } from '../../src/ui/button.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { PET_TOO_YOUNG } from '../shared/common.texts.ts';

export interface PetlessOfferScreenProps {
  /** The pet's name on file; 'Your pet' when missing. */
  petName?: string;
  declineReason?: PetDeclineReason | null;
  /** Controlled by the machine (agreePetlessFlow); left out, the screen keeps it itself. */
  agreed?: boolean;
  onAgreementChange?: (checked: boolean) => void;
  /** From `snapshot.can(...)`; Next also needs the box ticked. */
  canSubmit?: boolean;
  onNext: () => void;
  /** Goes to getStarted. */
  onTryAnotherPet: () => void;
}

const REASONS: Record<PetDeclineReason, string> = {
  // The second document's words (section 4, pet_too_young).
  pet_too_young: PET_TOO_YOUNG,
  pet_fails_zoomies_model: "Pets with existing health conditions can't be covered by the included policy.",
};

/** zoomies.card.petless-offer: '{pet} is not eligible'; the card can still go ahead without insurance. */
export function PetlessOfferScreen({ petName, declineReason, agreed, onAgreementChange, canSubmit = true, onNext, onTryAnotherPet }: PetlessOfferScreenProps) {
  const [ownAgreed, setOwnAgreed] = useState(false);
  const checked = agreed ?? ownAgreed;
  const checkboxId = useId();
  const pet = petName?.trim() || 'Your pet';
  return (
    <div className="z-stack">
      <PageHeading title={`${pet} is not eligible`} subtitle={declineReason ? REASONS[declineReason] : undefined} focusOnMount />
      {declineReason === 'pet_too_young' ? <p>We'll send you an email when {pet} is old enough to be covered.</p> : null}
      <p>
        We're sorry we can't include pet insurance for {pet}. You can still apply for the {PRODUCT_NAME} card and earn 3x points on every pet purchase, or
        try another pet.
      </p>
      <div className="z-choice">
        <input
          id={checkboxId}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setOwnAgreed(event.target.checked);
            onAgreementChange?.(event.target.checked);
          }}
        />
        <label htmlFor={checkboxId}>
          I understand that {pet} won't get pet insurance, and I'd like to continue my card application without it.
        </label>
      </div>
      <Button block onClick={onNext} disabled={!checked || !canSubmit}>
        Next
      </Button>
      <Button block variant="secondary" onClick={onTryAnotherPet}>
        Try another pet
      </Button>
    </div>
  );
}

export default PetlessOfferScreen;
