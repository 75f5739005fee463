import { ADD_ON_PRICES, BASE_ANNUAL_LIMIT, BASE_DEDUCTIBLE, HIGHER_ANNUAL_LIMITS, LOWER_DEDUCTIBLES } from '../../services/contract/constants.ts';
import type { AddOnKey } from '../../services/contract/constants.ts';
import { Modal } from '../../src/ui/modal.tsx';
import { formatMoney } from '../../src/ui/money.tsx';

export interface InfoModalProps {
  open: boolean;
  onClose: () => void;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

const ADD_ONS: ReadonlyArray<{ key: AddOnKey; title: string; text: string }> = [
  { key: 'prescription_meds', title: 'Prescription meds', text: 'Helps pay for medicine your vet prescribes.' },
  { key: 'vet_visit', title: 'Vet visits', text: 'Covers exam fees for sick visits.' },
  { key: 'preventative_plus', title: 'Wellness plan', text: 'Routine care such as vaccines, check-ups and dental cleaning.' },
  { key: 'physical_therapy', title: 'Physical therapy', text: 'Rehabilitation, hydrotherapy and similar care after an injury.' },
  { key: 'coinsurance', title: 'Increased coinsurance', text: 'Insurance pays 90% of covered costs instead of 80%; you owe 10%.' },
  { key: 'deductible', title: 'Decreased deductible', text: `Lower your deductible from ${dollars(BASE_DEDUCTIBLE)} to ${LOWER_DEDUCTIBLES.map(dollars).join(' or ')}.` },
  { key: 'annual_limit', title: 'Increased annual limit', text: `Raise your yearly limit from ${dollars(BASE_ANNUAL_LIMIT)} to ${HIGHER_ANNUAL_LIMITS.map(dollars).join(' or ')}.` },
];

/** Coverage add-ons: what each extra adds on top of the free base policy, with its yearly price. */
export function CoverageAddOnsModal({ open, onClose }: InfoModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Coverage add-ons">
      <p>Your card includes base pet insurance for illness and injury. You can add any of these extras after you're approved.</p>
      <ul className="z-list z-stack" style={{ gap: 12 }}>
        {ADD_ONS.map((addOn) => (
          <li key={addOn.key}>
            <strong>{addOn.title}</strong> ({formatMoney(ADD_ON_PRICES[addOn.key])} a year). {addOn.text}
          </li>
        ))}
      </ul>
      <p className="z-muted z-small">Add-ons renew yearly.</p>
    </Modal>
  );
}
