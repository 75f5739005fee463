import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/**
 * The sandbox's 3-D Secure step: the bank would ask the cardholder to confirm; here the tester
 * chooses the outcome, like Stripe's test authentication page.
 */
export function AuthenticationModal(props: { busy: boolean; onAnswer: (approve: boolean) => void }) {
  return (
    <Modal
      open
      title="Confirm it's you"
      closeLabel="Cancel authentication"
      onClose={() => props.onAnswer(false)}
      footer={
        <>
          <Button onClick={() => props.onAnswer(true)} loading={props.busy}>
            Complete authentication
          </Button>
          <Button variant="secondary" onClick={() => props.onAnswer(false)} disabled={props.busy}>
            Fail authentication
          </Button>
        </>
      }
    >
      <p>Your bank asks you to confirm this card (3-D Secure). This is a sandbox test: choose how the check ends.</p>
    </Modal>
  );
}
