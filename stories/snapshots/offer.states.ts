import { preDecisionSignups, approvalSignups, apiError } from '../../src/flow-map/machine-model/model-fixtures.ts';
import type { Services } from '../../test/machine/flow-harness.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { snapshotAt, state } from './flow-at.ts';

// The offer (zoomies.card.accept-offer), congratulations and the quiz, as an applicant reaches them.

const card = (slug: string) => `/onboard/card/orig-1/${slug}`;
const pending = () => new Promise<never>(() => {});
const prequalified = preDecisionSignups.prequalified;
const agreeAndFinish: OnboardingEvent[] = [{ type: 'user.setAgreement', checked: true }, { type: 'user.submit' }];
const offer = (services: Services, events: OnboardingEvent[] = []) => snapshotAt(card('accept-offer'), { fetchSignup: async () => prequalified, ...services }, events);

export const acceptOfferAt = {
  petFlow: state(() => offer({})),
  /** The pet could not be insured: the card alone. */
  petlessFlow: state(() => offer({ fetchSignup: async () => ({ ...prequalified, has_card_animal: false, pet_decline_reason: 'pet_too_young' }) })),
  promoPoints25000: state(() => offer({ fetchSignup: async () => ({ ...prequalified, promo_points: 25_000 }) })),
  agreed: state(() => offer({}, [{ type: 'user.setAgreement', checked: true }])),
  submitting: state(() => offer({ acceptOffer: pending }, agreeAndFinish)),
  failed: state(() => offer({ acceptOffer: async () => Promise.reject(apiError(503)) }, agreeAndFinish)),
  userExists: state(() => offer({ acceptOffer: async () => Promise.reject(apiError(409, 'An account with this email exists.', 'user_exists')) }, agreeAndFinish)),
  /** The documents the agreement records are still loading. */
  documentsLoading: state(() => offer({ loadRegulatoryDocuments: pending }, [{ type: 'user.setAgreement', checked: true }])),
};

const approved = approvalSignups.approved;
export const congratulationsAt = {
  petFlow: state(() => snapshotAt(card('congratulations'), { fetchSignup: async () => approved })),
  petlessFlow: state(() => snapshotAt(card('congratulations'), { fetchSignup: async () => ({ ...approved, has_card_animal: false }) })),
};

const quiz = (services: Services, events: OnboardingEvent[] = []) =>
  snapshotAt(card('quiz'), { fetchSignup: async () => preDecisionSignups.approved, loadPetApplication: pending, ...services }, events);
const answerYes: OnboardingEvent = { type: 'user.answer', hadInsuranceBefore: true };
export const quizAt = {
  unanswered: state(() => quiz({})),
  answered: state(() => quiz({}, [{ type: 'user.answer', hadInsuranceBefore: false }])),
  submitting: state(() => quiz({ submitQuiz: pending }, [answerYes, { type: 'user.submit' }])),
  failed: state(() => quiz({ submitQuiz: async () => Promise.reject(apiError(503)) }, [answerYes, { type: 'user.submit' }])),
};
