import type { ReactNode } from 'react';
import { BASE_COINSURANCE, TOP_COINSURANCE } from '../../services/contract/constants.ts';
import { Button } from '../../src/ui/button.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { formatDollars } from '../accept-offer/offer-format.ts';
import { PHYSICAL_THERAPIES, WELLNESS_BENEFITS, WELLNESS_TOTAL } from './add-on-catalogue.ts';
import type { AddOnDefinition, DetailModalKey } from './add-on-catalogue.ts';

const DETAIL_TITLES: Record<DetailModalKey, string> = {
  prescription_meds: 'Prescription meds coverage',
  vet_visit: 'Vet visit coverage',
  coinsurance: 'Coinsurance: 90% covered',
  physical_therapy: 'Physical therapy coverage',
  preventative_plus: 'Wellness plan',
};

function DetailBody({ detailKey }: { detailKey: DetailModalKey }): ReactNode {
  switch (detailKey) {
    case 'prescription_meds':
      return (
        <p>
          Covers 950 take-home prescriptions your vet prescribes for a covered illness or injury: antibiotics, pain relief,
          allergy and heart medicine, and more.
        </p>
      );
    case 'vet_visit':
      return <p>Covers the exam fee of visits for a covered illness or injury, including emergency and specialist visits.</p>;
    case 'coinsurance':
      return (
        <p>
          With this add-on we pay {TOP_COINSURANCE}% of eligible bills after your deductible, so you owe 10% instead of{' '}
          {100 - BASE_COINSURANCE}%.
        </p>
      );
    case 'physical_therapy':
      return (
        <>
          <p>Covers these 14 therapies when your vet recommends them:</p>
          <ul className="z-list">
            {PHYSICAL_THERAPIES.map((therapy) => (
              <li key={therapy}>{therapy}</li>
            ))}
          </ul>
        </>
      );
    case 'preventative_plus':
      return (
        <>
          <p>Yearly benefit limits for everyday care:</p>
          <table className="zo-benefits">
            <caption className="z-visually-hidden">Wellness plan benefit limits</caption>
            <thead>
              <tr>
                <th scope="col">Benefit</th>
                <th scope="col">Limit per year</th>
              </tr>
            </thead>
            <tbody>
              {WELLNESS_BENEFITS.map((benefit) => (
                <tr key={benefit.label}>
                  <th scope="row">{benefit.label}</th>
                  <td>{formatDollars(benefit.limit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total annual benefits</th>
                <td>{formatDollars(WELLNESS_TOTAL)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      );
  }
}

export interface AddOnDetailsModalProps {
  addOn: AddOnDefinition & { detailKey: DetailModalKey };
  selected: boolean;
  currentCoinsurance: number;
  /** Add is taken now (the machine's); while another change or the prices are on their way it waits, disabled. */
  enabled: boolean;
  onAdd: () => void;
  onClose: () => void;
}

/** The detail modal of an add-on. The coinsurance modal offers Add only while coinsurance is 80. */
export function AddOnDetailsModal({ addOn, selected, currentCoinsurance, enabled, onAdd, onClose }: AddOnDetailsModalProps) {
  const canAdd = !selected && (addOn.detailKey !== 'coinsurance' || currentCoinsurance === BASE_COINSURANCE);
  return (
    <Modal
      open
      title={DETAIL_TITLES[addOn.detailKey]}
      onClose={onClose}
      footer={
        canAdd ? (
          <Button
            // A press the machine would not take now is never dropped with the window: it waits, as the cards' Add does.
            disabled={!enabled}
            onClick={() => {
              onAdd();
              onClose();
            }}
          >
            Add {addOn.title.toLowerCase()}
          </Button>
        ) : null
      }
    >
      <DetailBody detailKey={addOn.detailKey} />
    </Modal>
  );
}
