import type { ReactNode } from 'react';
import { Button } from '../../src/ui/button.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { formatMoney } from '../../src/ui/money.tsx';
import { FINALIZE_WINDOW_MS } from '../../services/contract/constants.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { ADD_ONS_RENEWAL } from '../shared/common.texts.ts';

export const FINALIZE_TEXTS = {
  noChanges: 'No changes needed',
  noChangesConfirm: 'I do not need to make any changes',
  finalize: 'Finalize my coverage',
  renewal: ADD_ONS_RENEWAL,
  standard: `Without changes the policy is finalized in ${formatDuration(FINALIZE_WINDOW_MS, 'long')} with standard coverage.`,
} as const;

interface FinalizeActions {
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Both finalize confirmations: a confirm button and 'Keep adjusting', which closes the dialog. */
function FinalizeConfirmModal({ title, confirmLabel, submitting, onConfirm, onClose, children }: FinalizeActions & { title: string; confirmLabel: string; children: ReactNode }) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onConfirm} loading={submitting}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep adjusting
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** Finalize with nothing added: confirm standard coverage. */
export function NoAddOnsModal({ petName, ...actions }: FinalizeActions & { petName: string }) {
  return (
    <FinalizeConfirmModal title="Keep the standard coverage?" confirmLabel={FINALIZE_TEXTS.noChangesConfirm} {...actions}>
      <p>You haven't added any extra coverage. {petName}'s policy will be finalized with the standard coverage.</p>
    </FinalizeConfirmModal>
  );
}

/** Finalize with add-ons: the last chance to change them. */
export function LastChanceModal({ total, ...actions }: FinalizeActions & { total: number }) {
  return (
    <FinalizeConfirmModal title="This is your last chance to make changes" confirmLabel={FINALIZE_TEXTS.finalize} {...actions}>
      <p>
        Your add-ons come to {formatMoney(total)} per year. Once you finalize, the coverage can only change at renewal.
      </p>
      <p>{FINALIZE_TEXTS.renewal}</p>
    </FinalizeConfirmModal>
  );
}
