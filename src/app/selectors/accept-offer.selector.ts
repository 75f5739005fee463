import type { AcceptOfferScreenProps } from '../../../screens/accept-offer/accept-offer.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';
import { cardTerms, petOfSignup } from './card-terms.ts';
import { noticeAmong } from './outcome-notice.ts';

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
