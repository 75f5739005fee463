import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { Modal } from '../../src/ui/modal.tsx';
import type { InfoModalProps } from './coverage-add-ons.modal.tsx';

/** Why the product: the reasons of the marketing facts, in plain words. */
export function WhyZoomiesModal({ open, onClose }: InfoModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={`Why ${PRODUCT_NAME}?`}>
      <ul className="z-list z-stack" style={{ gap: 12 }}>
        <li>
          <strong>Insurance built in.</strong> Base pet insurance up to $10,000 a year with a $500 deductible, free for one pet.
        </li>
        <li>
          <strong>Any licensed vet.</strong> Visit any licensed vet in the United States and file claims from your dashboard.
        </li>
        <li>
          <strong>Rewards where your pet spends.</strong> 3 points per $1 at vets and pet shops, 1 point per $1 everywhere else. 100 points are $1 of
          statement credit.
        </li>
        <li>
          <strong>Costs keep rising.</strong> Vet costs have gone up about 60% in ten years; pet insurance costs an average of $750 a year for dogs and $386
          for cats.
        </li>
      </ul>
    </Modal>
  );
}
