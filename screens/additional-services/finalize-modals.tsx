import { Button } from '../../src/ui/button.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { formatMoney } from '../../src/ui/money.tsx';

export const FINALIZE_TEXTS = {
  noChanges: 'No changes needed',
  noChangesConfirm: 'I do not need to make any changes',
  finalize: 'Finalize my coverage',
  renewal: 'Add-ons renew yearly and are charged within 24 hours.',
  standard: 'Without changes the policy is finalized in 24 hours with standard coverage.',
} as const;

/** Finalize with nothing added: confirm standard coverage. */
export function NoAddOnsModal(props: { petName: string; submitting: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      open
      title="Keep the standard coverage?"
      onClose={props.onClose}
      footer={
        <>
          <Button onClick={props.onConfirm} loading={props.submitting}>
            {FINALIZE_TEXTS.noChangesConfirm}
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            Keep adjusting
          </Button>
        </>
      }
    >
      <p>You haven't added any extra coverage. {props.petName}'s policy will be finalized with the standard coverage.</p>
    </Modal>
  );
}

/** Finalize with add-ons: the last chance to change them. */
export function LastChanceModal(props: { total: number; submitting: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal
      open
      title="This is your last chance to make changes"
      onClose={props.onClose}
      footer={
        <>
          <Button onClick={props.onConfirm} loading={props.submitting}>
            {FINALIZE_TEXTS.finalize}
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            Keep adjusting
          </Button>
        </>
      }
    >
      <p>
        Your add-ons come to {formatMoney(props.total)} per year. Once you finalize, the coverage can only change at renewal.
      </p>
      <p>{FINALIZE_TEXTS.renewal}</p>
    </Modal>
  );
}
