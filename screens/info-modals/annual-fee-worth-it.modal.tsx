import { ANNUAL_FEE_DOLLARS } from '../../services/contract/constants.ts';
import { Modal } from '../../src/ui/modal.tsx';
import { formatMoney } from '../../src/ui/money.tsx';
import type { InfoModalProps } from './coverage-add-ons.modal.tsx';
import { ANNUAL_FEE_WORTH_IT_TITLE } from './info-modal.texts.ts';

// The savings example of the first document, section 1: the numbers, step by step.
const BILL = 5_000;
const POINTS = BILL * 3;
const POINTS_VALUE = POINTS / 100;
const CLAIM = 3_600;

/** Is the annual fee worth it? The savings example. */
export function AnnualFeeWorthItModal({ open, onClose }: InfoModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={ANNUAL_FEE_WORTH_IT_TITLE}>
      <p>The annual fee is {formatMoney(ANNUAL_FEE_DOLLARS)}. Here is what one unexpected vet visit can look like:</p>
      <dl className="z-stack" style={{ gap: 8 }}>
        <div>
          <dt>
            <strong>Your vet bill</strong>
          </dt>
          <dd>
            A {formatMoney(BILL)} bill paid with your card earns {POINTS.toLocaleString('en-US')} points, worth {formatMoney(POINTS_VALUE)}.
          </dd>
        </div>
        <div>
          <dt>
            <strong>Your insurance claim</strong>
          </dt>
          <dd>Your included pet insurance pays a {formatMoney(CLAIM)} claim.</dd>
        </div>
        <div>
          <dt>
            <strong>What you save</strong>
          </dt>
          <dd>
            A {formatMoney(CLAIM)} claim plus {formatMoney(POINTS_VALUE)} of points saves you {formatMoney(CLAIM + POINTS_VALUE)}.
          </dd>
        </div>
      </dl>
      <p className="z-muted z-small">An example for illustration; your savings depend on your pet's care and your claims.</p>
    </Modal>
  );
}
