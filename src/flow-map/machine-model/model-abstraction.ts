import type { AnyMachineSnapshot } from 'xstate';
import type { OnboardingContext } from '../../../machines/onboarding.types.ts';
import { firstChangedOption } from '../../../machines/rules/insurance.rules.ts';
import { isPastApplicantDetails } from '../../../machines/rules/progress.rules.ts';
import { agreedDocumentsOf } from '../../../services/contract/credit-check.ts';

// How the model tells states apart: the state value plus the context facts that the guards of the
// current screen read (attempts on the start and verify screens, the ticked box on the offer, the
// answer on the quiz, uploads, selected add-ons...). A fact only counts where it is read, so the
// graph stays small; the concrete events of each path still replay exactly.

type Fact = (c: OnboardingContext) => unknown;

// What the loaders, and the checks after them, read in each state: which data is there and what it
// says. Only these facts count, so the graph stays small while every load and check is reached.
const has = (value: unknown) => value !== null && value !== undefined;
const challengeFacts: Fact = (c) => (c.challenge ? isPastApplicantDetails(c.challenge.next) : null);
const signupLoaded: Fact = (c) => has(c.signup);
/** A file waits its turn: the upload's answer then sends the next. */
const uploadQueued: Fact = (c) => c.uploads.some((row) => row.status === 'queued');

const FACTS_BY_SCREEN: Record<string, Fact[]> = {
  offerStart: [(c) => c.isLoggedIn, (c) => Math.min(c.partnerAttempts, 2), (c) => c.originationId !== null],
  getStarted: [(c) => c.isLoggedIn, (c) => Math.min(c.partnerAttempts, 2), (c) => c.originationId !== null],
  // Where sign-in goes on (a step the flow takes, or one it refuses) decides resume's way.
  signin: [(c) => c.originationId !== null, (c) => c.signinNext],
  resume: [(c) => c.originationId !== null, (c) => c.isLoggedIn, (c) => c.signinNext],
  verify: [(c) => Math.min(c.partnerAttempts, 2), (c) => c.hasAuthToken, (c) => c.phoneNumber !== null],
  // A code is checked only against the key of a code that went out.
  verifyOwn: [(c) => c.entry, (c) => c.hasAuthToken, (c) => c.phoneNumber !== null, (c) => c.sharedKey !== null],
  about: [challengeFacts],
  user: [challengeFacts],
  petlessOffer: [(c) => c.agreePetlessFlow, challengeFacts],
  // Finish up needs the ticked box and all the agreement's documents (the shell's load: the first
  // screens' documents, known from the build, are not all of them).
  acceptOffer: [(c) => c.agreementTicked, (c) => agreedDocumentsOf(c.regulatoryDocuments) !== null, signupLoaded, (c) => c.signup?.offer_accepted],
  congratulations: [signupLoaded],
  quiz: [(c) => c.quizAnswer !== null, (c) => c.petDeclineReason !== null || !!c.signup?.pet_decline_reason || c.signup?.has_card_animal === false, signupLoaded, (c) => has(c.signup?.had_insurance_before)],
  additionalServices: [
    (c) => c.selectedAddOns.length > 0,
    signupLoaded,
    (c) => has(c.signup?.pet_application),
    (c) => has(c.petApplication),
    (c) => c.policyConfigured,
    // 'No changes needed' puts a changed option back first.
    (c) => (c.petApplication ? firstChangedOption(c.petApplication) !== null : null),
    // The 24-hour window ends at the server's deadline: over already when the page opens, or not.
    (c) => c.petApplication?.finalization_deadline ?? null,
    // The alternate payment path is for a signed-in applicant (its phone is stored for the user).
    (c) => c.isLoggedIn,
  ],
  // A paid purchase (410) goes on by whether the loaded pet application says the policy is configured;
  // the alternate path stores its phone before the card.
  payment: [(c) => c.paymentMethod !== null, signupLoaded, (c) => has(c.petApplication), (c) => c.policyConfigured, (c) => c.usedAlternatePaymentMethod],
  welcome: [signupLoaded],
  uploadDocument: [(c) => c.documentType !== null, (c) => (c.uploadedDocuments?.length ?? 0) > 0, (c) => has(c.uploadedDocuments), uploadQueued],
  additionalInformation: [(c) => c.documentType !== null, (c) => (c.uploadedDocuments?.length ?? 0) > 0, signupLoaded, (c) => has(c.uploadedDocuments), uploadQueued],
  notPreQualified: [(c) => c.originationId !== null, (c) => c.offerAccepted, signupLoaded],
  dashboard: [
    (c) => c.originationId !== null,
    (c) => c.isLoggedIn,
    signupLoaded,
    (c) => has(c.signup?.pet_application),
    (c) => has(c.petApplication),
    (c) => has(c.petApplication?.plan_id),
    (c) => c.planLoaded,
    (c) => has(c.uploadedDocuments),
    (c) => has(c.applications),
    (c) => c.unavailable.join(),
  ],
};

export function abstractState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as OnboardingContext;
  const screen = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0] ?? '';
  const facts = (FACTS_BY_SCREEN[screen] ?? []).map((fact) => fact(context));
  return JSON.stringify([snapshot.value, context.entry, context.isMobile, ...facts]);
}
