import { DEFAULT_PROMO_POINTS, OTHER_POINTS_PER_DOLLAR, PET_POINTS_PER_DOLLAR, POINTS_PER_DOLLAR_CREDIT } from '../../services/contract/constants.ts';
import { Modal } from '../../src/ui/modal.tsx';
import type { InfoModalProps } from './coverage-add-ons.modal.tsx';
import { HOW_REWARDS_WORK_TITLE } from './info-modal.texts.ts';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * How_Rewards_Work (second document, 2.1): the rewards of the card. The points bonus and the pet
 * purchase rate are the document's words (section 9).
 */
export function HowRewardsWorkModal({ open, onClose }: InfoModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={HOW_REWARDS_WORK_TITLE}>
      <ul className="z-list z-stack" style={{ gap: 12 }}>
        <li>
          <strong>{dollars(DEFAULT_PROMO_POINTS / POINTS_PER_DOLLAR_CREDIT)} of rewards in the first month</strong>
        </li>
        <li>
          <strong>{PET_POINTS_PER_DOLLAR}x points on pet purchases</strong> (veterinary services and pet shops), {OTHER_POINTS_PER_DOLLAR} point per $1
          everywhere else.
        </li>
        <li>
          {POINTS_PER_DOLLAR_CREDIT} points equal $1 as a statement credit. Points never expire while your account is open.
        </li>
      </ul>
    </Modal>
  );
}
