import type { RegulatoryDocument } from '../../services/contract/documents.schema.ts';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { StartForm } from '../offer-start/start-form.tsx';
import type { StartValues } from '../offer-start/start-form.values.ts';
import type { StartNotice } from '../offer-start/start-messages.ts';

export interface GetStartedScreenProps {
  documents?: readonly RegulatoryDocument[];
  initialPhone?: string;
  initialDob?: string;
  submitting?: boolean;
  /** 'previously-started' or 'start-failed': the exact notices of the first document. */
  notice?: StartNotice | null;
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  onSubmit: (values: StartValues) => void;
  onLogin?: () => void;
}

/** The prefill subtitle: why we only ask for two things. */
export const GET_STARTED_SUBTITLE =
  "Enter your phone number and birthday. We'll use them to fill in the details we already have, so you type less.";

/** zoomies.card.getStarted and /signup/start: the start form with its prefill subtitle. */
export function GetStartedScreen(props: GetStartedScreenProps) {
  return (
    <div className="z-stack">
      <PageHeading title="Let's get started" subtitle={GET_STARTED_SUBTITLE} focusOnMount />
      <StartForm {...props} />
    </div>
  );
}

export default GetStartedScreen;
