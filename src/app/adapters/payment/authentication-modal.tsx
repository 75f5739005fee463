import type { PaymentFormTexts } from '../../../../screens/payment/payment-form.texts.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';

/**
 * The sandbox's 3-D Secure step: the bank would ask the cardholder to confirm; here the tester
 * chooses the outcome, like Stripe's test authentication page.
 */
export function AuthenticationModal(props: { texts: PaymentFormTexts['authentication']; busy: boolean; onAnswer: (approve: boolean) => void }) {
  const { texts } = props;
  return (
    <Modal
      open
      title={texts.title}
      closeLabel={texts.cancel}
      onClose={() => props.onAnswer(false)}
      footer={
        <>
          <Button onClick={() => props.onAnswer(true)} loading={props.busy}>
            {texts.complete}
          </Button>
          <Button variant="secondary" onClick={() => props.onAnswer(false)} disabled={props.busy}>
            {texts.fail}
          </Button>
        </>
      }
    >
      <p>{texts.explanation}</p>
    </Modal>
  );
}
