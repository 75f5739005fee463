import { PageHeading } from '../../src/ui/page-heading.tsx';
import { StartForm } from '../offer-start/start-form.tsx';
import type { StartFormProps } from '../offer-start/start-form.tsx';

/** The start form's props as they are: this screen only adds the heading. */
export type GetStartedScreenProps = StartFormProps;

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

