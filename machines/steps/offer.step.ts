import { assertEvent } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { STEPS, stepMeta } from './step-declarations.ts';
import { assignContext, originationOf, given, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds, readsAgainAfterReload } from './loads-what-it-needs.ts';
import { USER_EXISTS, QUIZ_EXISTS } from '../../services/contract/origination.schema.ts';
import { failureOf, errorOf } from '../service-error.ts';
import { outcomeOfFailure } from '../rules/failure.rules.ts';
import { urlForRoute } from '../route-table.ts';
import { agreedDocumentsOf, type AgreedDocument } from '../../services/contract/credit-check.ts';
import type { OnboardingContext } from '../onboarding.types.ts';
import { heldDataMadeStale } from '../rules/data-needs.rules.ts';
import { processingState } from './decision.step.ts';

// Accept offer (Finish up only once the agreement is ticked; user_exists asks to log in),
// congratulations (back to the offer is blocked) and the insurance quiz (an existing answer is not
// an error; a pet decline reason ends at the Dashboard). Each loads the signup when it is missing,
// so a signed-in applicant sees the same offer as on the first pass.

/** Where a returning applicant logs in: the login route's message and its `next`. */
const LOGIN_URL = urlForRoute('signin', { next: '/onboard/card/applicant-details' }) ?? '/signin';

/** The documents the applicant agreed to: the guard let the submit through only with all three. */
function agreedDocumentsIn(context: OnboardingContext): AgreedDocument[] {
  const documents = agreedDocumentsOf(context.regulatoryDocuments);
  if (!documents) throw new Error('accept offer: the documents of the agreement are not loaded');
  return documents;
}

const isServerCode = (error: unknown, code: string): boolean => {
  const failure = failureOf(error);
  return failure.code === code || failure.message === code;
};

export const offerActions = {
  setOfferAgreement: assignContext(({ event }) => {
    assertEvent(event, 'user.setAgreement');
    return { agreementTicked: event.checked };
  }),
  /** Accepted: the signup held (no acceptance in it) is stale until the approval's poll reads it (decision 0074). */
  markOfferAccepted: assignContext(({ context }) => ({ offerAccepted: true, outcome: null, ...heldDataMadeStale(context) })),
  storeAcceptFailure: assignContext((_, error: unknown) => ({
    outcome: isServerCode(error, USER_EXISTS) ? { code: 'userExists', loginUrl: LOGIN_URL } : outcomeOfFailure(failureOf(error)),
  })),
  storeQuizAnswer: assignContext(({ event }) => {
    assertEvent(event, 'user.answer');
    return { quizAnswer: event.hadInsuranceBefore };
  }),
};

export const offerGuards = {
  /** An accepted offer is never accepted twice. */
  isOfferOpen: ({ context }: GuardArgs) => context.originationId !== null && !context.offerAccepted,
  isOfferAlreadyAccepted: ({ context }: GuardArgs) => context.signup?.offer_accepted === true,
  /** Finish up: the agreement is ticked, and the documents it covers are known (never accepted blind). */
  isAgreementTicked: ({ context }: GuardArgs) => context.agreementTicked && agreedDocumentsOf(context.regulatoryDocuments) !== null,
  hasQuizAnswer: ({ context }: GuardArgs) => context.quizAnswer !== null,
  isQuizAnswered: ({ context }: GuardArgs) => context.signup?.had_insurance_before !== null && context.signup?.had_insurance_before !== undefined,
  /** The server already has an answer for this animal: proceed anyway. */
  isQuizAlreadyAnswered: (_: GuardArgs, error: unknown) => isServerCode(error, QUIZ_EXISTS),
};

const s = baseSetup.extend({ actions: offerActions, guards: offerGuards });

const acceptOfferState = s.createStateConfig({
  id: 'acceptOffer',
  description: 'Shows the pre-qualified offer (credit limit, APR, yearly fee); Finish up accepts it once the agreement is ticked.',
  // An accepted offer is never accepted twice: routing back to it is refused.
  route: { guard: 'isOfferOpen' },
  meta: stepMeta('acceptOffer'),
  initial: 'loading',
  on: { 'app.resumed': readsAgainAfterReload('acceptOffer') },
  states: {
    ...loadsWhatItNeeds(STEPS.acceptOffer.needs, 'checkingOffer'),
    // Accepted on another device or tab: go on where the application stands.
    checkingOffer: {
      always: [{ guard: 'isOfferAlreadyAccepted', target: '#resume' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'user.setAgreement': { actions: 'setOfferAgreement' },
        'user.submit': { guard: 'isAgreementTicked', target: 'accepting', actions: 'clearOutcome' },
      },
    },
    accepting: {
      tags: 'busy',
      invoke: {
        id: 'acceptOffer',
        src: 'acceptOffer',
        input: ({ context }) => ({ clientId: context.clientId, originationId: originationOf(context, 'acceptOffer'), agreedDocuments: agreedDocumentsIn(context) }),
        onDone: { target: '#processing', actions: 'markOfferAccepted' },
        onError: [sessionEnded('zoomies.card.accept-offer'), { target: 'idle', actions: { type: 'storeAcceptFailure', params: errorOf } }],
      },
    },
  },
});

const congratulationsState = s.createStateConfig({
  id: 'congratulations',
  description: 'Shows the approved card: credit limit, APR and the yearly fee; the card arrives by mail.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('congratulations'),
  initial: 'loading',
  on: { 'app.resumed': readsAgainAfterReload('congratulations') },
  states: {
    ...loadsWhatItNeeds(STEPS.congratulations.needs, 'shown'),
    shown: {
      // Back to accept-offer is blocked (the offer is accepted): the state takes no Back, so the
      // shell shows no Back button (`snapshot.can`), and a route to the offer is refused (isOfferOpen).
      on: { 'user.continue': { target: '#quiz' } },
    },
  },
});

const quizState = s.createStateConfig({
  id: 'quiz',
  description: 'Asks whether the applicant had pet insurance before.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('quiz'),
  initial: 'loading',
  on: { 'app.resumed': readsAgainAfterReload('quiz') },
  states: {
    ...loadsWhatItNeeds(STEPS.quiz.needs, 'checkingAnswer'),
    // Answered before (another device, Back): the quiz is done, go on.
    checkingAnswer: {
      always: [{ guard: 'isQuizAnswered', target: 'leaving' }, { target: 'answering' }],
    },
    answering: {
      on: {
        'user.answer': { actions: 'storeQuizAnswer' },
        'user.submit': { guard: 'hasQuizAnswer', target: 'submitting', actions: 'clearOutcome' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitQuiz',
        src: 'submitQuiz',
        input: ({ context }) => ({ originationId: originationOf(context, 'submitQuiz'), hadInsuranceBefore: given(context.quizAnswer, 'the quiz answer that submitQuiz needs') }),
        // The stored answer moved the signup, and so the policy's deadline: what the flow holds is stale (decision 0074).
        onDone: { target: 'leaving', actions: 'markHeldDataStale' },
        onError: [
          { guard: { type: 'isQuizAlreadyAnswered', params: errorOf }, target: 'leaving', actions: 'markHeldDataStale' },
          sessionEnded('zoomies.card.quiz'),
          { target: 'answering', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    // Quiz goes to the Dashboard if a pet decline reason exists, else to additional services.
    leaving: {
      always: [{ guard: 'hasPetDeclineReason', target: '#dashboard' }, { target: '#additionalServices' }],
    },
  },
});

/**
 * This step's states, spread by the machine in this order (the map draws them in it), with the approval
 * wait of decision.step.ts between accepting the offer and Congratulations, where the applicant meets it.
 */
export const offerStates = {
  acceptOffer: acceptOfferState,
  processing: processingState,
  congratulations: congratulationsState,
  quiz: quizState,
};
