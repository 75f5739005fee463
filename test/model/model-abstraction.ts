import type { AnyMachineSnapshot } from 'xstate';
import type { OnboardingContext } from '../../machines/onboarding.types.ts';

// How the model tells states apart: the state value plus the context facts that the guards of the
// current screen read (attempts on the start and verify screens, the ticked box on the offer, the
// answer on the quiz, uploads, selected add-ons...). A fact only counts where it is read, so the
// graph stays small; the concrete events of each path still replay exactly.

type Fact = (c: OnboardingContext) => unknown;
const FACTS_BY_SCREEN: Record<string, Fact[]> = {
  offerStart: [(c) => c.isLoggedIn, (c) => Math.min(c.partnerAttempts, 2), (c) => c.originationId !== null],
  getStarted: [(c) => c.isLoggedIn, (c) => Math.min(c.partnerAttempts, 2), (c) => c.originationId !== null],
  signin: [(c) => c.originationId !== null],
  verify: [(c) => Math.min(c.partnerAttempts, 2), (c) => c.hasAuthToken],
  verifyOwn: [(c) => c.entry],
  petlessOffer: [(c) => c.agreePetlessFlow],
  acceptOffer: [(c) => c.agreementTicked],
  quiz: [(c) => c.quizAnswer !== null, (c) => c.petDeclineReason !== null || !!c.signup?.pet_decline_reason],
  additionalServices: [(c) => c.selectedAddOns.length > 0],
  payment: [(c) => c.paymentMethod !== null],
  uploadDocument: [(c) => c.documentType !== null, (c) => c.uploadedDocuments.length > 0],
  additionalInformation: [(c) => c.documentType !== null, (c) => c.uploadedDocuments.length > 0],
  notPreQualified: [(c) => c.originationId !== null, (c) => c.offerAccepted],
};

export function abstractState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as OnboardingContext;
  const screen = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0] ?? '';
  const facts = (FACTS_BY_SCREEN[screen] ?? []).map((fact) => fact(context));
  return JSON.stringify([snapshot.value, context.entry, context.isMobile, ...facts]);
}
