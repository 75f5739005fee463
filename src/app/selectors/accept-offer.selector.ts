import type { AcceptOfferScreenProps } from '../../../screens/accept-offer/accept-offer.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';
import { cardTerms, petOfSignup } from './card-terms.ts';

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
    problem: outcome?.code === 'userExists' ? 'user-exists' : outcome ? 'failed' : null,
    agreed: agreementTicked,
  };
}
