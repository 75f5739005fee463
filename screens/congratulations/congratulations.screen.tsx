import { ANNUAL_FEE_DOLLARS } from '../../services/contract/constants.ts';
import { Button } from '../../src/ui/button.tsx';
import { Money } from '../../src/ui/money.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { formatApr, formatDollars } from '../accept-offer/offer-format.ts';
import { CARD_BY_MAIL } from '../shared/common.texts.ts';

const CONGRATULATIONS_TEXTS = {
  feeDue: 'yearly fee due in your first billing cycle',
  mail: CARD_BY_MAIL,
  nextInsurance: "Next let's finalize your insurance",
} as const;

export interface CongratulationsScreenProps {
  firstName?: string;
  creditLimit: number;
  /** Basis points: 2624 → 26.24%. */
  purchaseApr: number;
  annualFee?: number;
  /** Pet flows add the insurance step. */
  hasPet: boolean;
  onContinue: () => void;
}

export function CongratulationsScreen(props: CongratulationsScreenProps) {
  const fee = props.annualFee ?? ANNUAL_FEE_DOLLARS;
  return (
    <div className="z-stack">
      <PageHeading focusOnMount title={`Congratulations${props.firstName ? `, ${props.firstName}` : ''}! You're approved.`} />
      <section className="z-card z-stack" aria-label="Your card">
        <p>
          Credit limit: <strong><Money amount={props.creditLimit} /></strong>
        </p>
        <p>
          Purchase APR: <strong>{formatApr(props.purchaseApr)}</strong>
        </p>
        <p>
          <strong>{formatDollars(fee)}</strong> {CONGRATULATIONS_TEXTS.feeDue}
        </p>
      </section>
      <p>{CONGRATULATIONS_TEXTS.mail}</p>
      {props.hasPet ? <p className="z-banner z-banner--info">{CONGRATULATIONS_TEXTS.nextInsurance}</p> : null}
      <Button block onClick={props.onContinue}>
        Continue
      </Button>
    </div>
  );
}

export default CongratulationsScreen;
