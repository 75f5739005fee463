import { useState } from 'react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { Button } from '../../src/ui/button.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { HelpPopup } from './help-popup.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { BackIcon, CloseIcon, HelpIcon, ReloadIcon } from './shell-icons.tsx';

export interface FlowShellProps {
  children: ReactNode;
  /** The route's step and max step (route metadata). No bar when either is missing. */
  step?: number;
  maxStep?: number;
  /** Shows the Back button when given. */
  onBack?: () => void;
  /**
   * Start over: the binding clears the flow state and local storage, then goes to the start route.
   * Called after the applicant confirms (a slip of the finger should not wipe their answers).
   */
  onReload: () => void;
  /** Close: the binding goes to the Dashboard. */
  onClose: () => void;
  supportEmail?: string;
}

/** The frame of every flow screen: top bar (back, start over, help, close) and the progress bar. */
export function FlowShell({ children, step, maxStep, onBack, onReload, onClose, supportEmail }: FlowShellProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [confirmReload, setConfirmReload] = useState(false);
  return (
    <div className="z-shell">
      <header className="z-topbar">
        <div className="z-topbar-group">
          {onBack ? (
            <Button variant="icon" onClick={onBack} aria-label="Back" title="Back">
              <BackIcon />
            </Button>
          ) : null}
          <span className="z-brand">{PRODUCT_NAME}</span>
        </div>
        <nav className="z-topbar-group" aria-label="Application">
          <Button variant="icon" onClick={() => setConfirmReload(true)} aria-label="Start over" title="Start over">
            <ReloadIcon />
          </Button>
          <Button variant="icon" onClick={() => setHelpOpen(true)} aria-label="Help" title="Help">
            <HelpIcon />
          </Button>
          <Button variant="icon" onClick={onClose} aria-label="Close" title="Close">
            <CloseIcon />
          </Button>
        </nav>
      </header>
      {step !== undefined && maxStep !== undefined ? <ProgressBar step={step} maxStep={maxStep} /> : null}
      <main className="z-page">{children}</main>
      <HelpPopup open={helpOpen} onClose={() => setHelpOpen(false)} supportEmail={supportEmail} />
      <Modal
        open={confirmReload}
        title="Start over?"
        onClose={() => setConfirmReload(false)}
        footer={
          <>
            <Button
              onClick={() => {
                setConfirmReload(false);
                onReload();
              }}
            >
              Yes, start over
            </Button>
            <Button variant="secondary" onClick={() => setConfirmReload(false)}>
              Keep going
            </Button>
          </>
        }
      >
        <p>This clears the answers saved on this device and takes you back to the start.</p>
      </Modal>
    </div>
  );
}

