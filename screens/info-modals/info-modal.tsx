import { AnnualFeeWorthItModal } from './annual-fee-worth-it.modal.tsx';
import { CoverageAddOnsModal } from './coverage-add-ons.modal.tsx';
import { WhyZoomiesModal } from './why-zoomies.modal.tsx';
import { HowRewardsWorkModal } from './how-rewards-work.modal.tsx';

export type InfoModalKind = 'coverage-add-ons' | 'why-zoomies' | 'annual-fee-worth-it' | 'how-rewards-work';

export interface InfoModalSwitchProps {
  /** Which info modal is open; null when none. */
  which: InfoModalKind | null;
  onClose: () => void;
}

/** Opens the info modal a 'learn more' link asked for (the offer start's `onOpenInfo`). */
export function InfoModal({ which, onClose }: InfoModalSwitchProps) {
  return (
    <>
      <CoverageAddOnsModal open={which === 'coverage-add-ons'} onClose={onClose} />
      <WhyZoomiesModal open={which === 'why-zoomies'} onClose={onClose} />
      <AnnualFeeWorthItModal open={which === 'annual-fee-worth-it'} onClose={onClose} />
      <HowRewardsWorkModal open={which === 'how-rewards-work'} onClose={onClose} />
    </>
  );
}

export default InfoModal;
