import { PageHeading } from '../../src/ui/page-heading.tsx';
import { PawIcon } from '../../src/ui/paw-icon.tsx';
import './processing.css';

const PROCESSING_TEXTS = {
  reviewing: 'Your information is being reviewed...',
  patience: 'Processing can take up to 5 minutes, please do not close this page.',
} as const;

export interface ProcessingScreenProps {
  /** Pre-approval (after personal details) or approval (after accepting the offer): same view. */
  stage?: 'pre-approval' | 'approval';
}

/** Waiting for the credit decision: the machine polls; this view only reassures. */
export function ProcessingScreen({ stage = 'pre-approval' }: ProcessingScreenProps) {
  return (
    <div className="z-stack zo-processing" data-stage={stage}>
      <div className="zo-paws" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span key={step} className="zo-paw" style={{ animationDelay: `${step * 0.35}s` }}>
            <PawIcon />
          </span>
        ))}
      </div>
      {/* role=status: screen readers announce the wait without moving focus. */}
      <div role="status" aria-live="polite" className="z-stack">
        <PageHeading title={PROCESSING_TEXTS.reviewing} />
        <p>{PROCESSING_TEXTS.patience}</p>
      </div>
    </div>
  );
}

export default ProcessingScreen;
