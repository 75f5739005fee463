import { SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { Modal } from '../../src/ui/modal.tsx';
import { Button } from '../../src/ui/button.tsx';
import { EmailUsAt } from '../shared/email-us.tsx';

export interface HelpPopupProps {
  open: boolean;
  onClose: () => void;
  supportEmail?: string;
}

/** 'Tells the user to email and expect an answer within a day' (first document, flow shell). */
export function HelpPopup({ open, onClose, supportEmail = SUPPORT_EMAIL }: HelpPopupProps) {
  return (
    <Modal
      open={open}
      title="Need a hand?"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <p>
        <EmailUsAt email={supportEmail} /> and we'll get back to you within a day.
      </p>
      <p className="z-muted">Your answers so far are saved on this device, so you can pick up right where you left off.</p>
    </Modal>
  );
}
