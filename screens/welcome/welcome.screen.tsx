import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { Button } from '../../src/ui/button.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { CARD_BY_MAIL, GO_TO_DASHBOARD } from '../shared/common.texts.ts';

export interface WelcomeScreenProps {
  firstName?: string;
  /** The insured pet; absent for a pet-less flow. */
  petName?: string | null;
  onGoToDashboard: () => void;
}

/** user.onboard.base with slug welcome: the end of the application flow. */
export function WelcomeScreen(props: WelcomeScreenProps) {
  return (
    <div className="z-stack">
      <PageHeading focusOnMount title={`Welcome to ${PRODUCT_NAME}${props.firstName ? `, ${props.firstName}` : ''}!`} subtitle="You're all set." />
      <section className="z-card z-stack" aria-labelledby="welcome-next">
        <h2 id="welcome-next">What happens next</h2>
        <ul className="z-list">
          <li>{CARD_BY_MAIL}</li>
          {props.petName ? <li>{props.petName}'s insurance policy is set up. You'll find it on your dashboard.</li> : null}
          <li>Earn 3x points on pet purchases and 1x on everything else.</li>
          {props.petName ? <li>File claims for any licensed vet in the United States from your dashboard.</li> : null}
        </ul>
      </section>
      <Button block onClick={props.onGoToDashboard}>
        {GO_TO_DASHBOARD}
      </Button>
    </div>
  );
}

export default WelcomeScreen;
