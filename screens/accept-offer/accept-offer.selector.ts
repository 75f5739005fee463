import type { AcceptOfferScreenProps } from './accept-offer.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { cardTerms, petOfSignup } from '../shared/card-terms.selector.ts';
import { noticeAmong } from '../shared/outcome-notice.selector.ts';

// The offer as the signup gives it: the same on the first pass and for a returning applicant.

export type AcceptOfferData = Omit<AcceptOfferScreenProps, 'onAgreementChange' | 'onSubmit' | 'onOpenInfo'>;

export function selectAcceptOffer(snapshot: FlowSnapshot): AcceptOfferData | null {
  const { signup, outcome, regulatoryDocuments, agreementTicked } = snapshot.context;
  const terms = cardTerms(signup);
  if (!signup || !terms) return null;
  const pet = petOfSignup(signup);
  return {
    firstName: signup.first_name,
    petName: pet?.name ?? null,
    petType: pet?.type ?? null,
    ...terms,
    promoPoints: signup.promo_points,
    regulatoryDocuments,
    loginUrl: outcome?.code === 'userExists' ? outcome.loginUrl : '/signin',
    submitting: snapshot.hasTag('busy'),
    // Any other outcome: the offer could not be accepted (the screen says so in one sentence).
    problem: noticeAmong(outcome, ['user-exists']) ?? (outcome ? 'failed' : null),
    agreed: agreementTicked,
  };
}
