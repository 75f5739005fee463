import type { StartFormProps } from './start-form.tsx';
import type { OfferStartScreenProps } from './offer-start.screen.tsx';
import { pointsOfferOf } from '../../services/contract/marketing.schema.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

// The start form of the offer page and of "Let's get started".

export type StartFormData = Omit<StartFormProps, 'onSubmit' | 'onLogin'>;

export function selectStartForm(snapshot: FlowSnapshot): StartFormData {
  const { context } = snapshot;
  const problem = formProblem(context.outcome);
  return {
    documents: context.regulatoryDocuments,
    initialPhone: context.phoneNumber ?? '',
    initialDob: context.dobMonthDay ?? '',
    submitting: snapshot.hasTag('busy'),
    // A failed start returns what the server said; without a text, the spec's retry notice.
    notice: problem.failed ? 'start-failed' : null,
    error: problem.error,
    fieldErrors: problem.fieldErrors,
  };
}

export function selectOfferStart(snapshot: FlowSnapshot): StartFormData & Pick<OfferStartScreenProps, 'pointsOffer'> {
  const { offerId } = snapshot.context;
  return { ...selectStartForm(snapshot), pointsOffer: offerId ? pointsOfferOf(offerId) : null };
}
