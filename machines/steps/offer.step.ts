import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';

// Accept offer (Finish up only once the agreement is ticked; user_exists asks to log in),
// congratulations (back to the offer is blocked) and the insurance quiz (an existing answer is not
// an error; a pet decline reason ends at the Dashboard).

export const acceptOfferState = s.createStateConfig({
  id: 'acceptOffer',
  description: 'Shows the pre-qualified offer (credit limit, APR, yearly fee); Finish up accepts it once the agreement is ticked.',
  // An accepted offer is never accepted twice: routing back to it is refused.
  route: { guard: 'isOfferOpen' },
  meta: meta('accept-offer', 'zoomies.card.accept-offer', 4),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.setAgreement': { actions: 'setOfferAgreement' },
        'user.submit': { guard: 'isAgreementTicked', target: 'accepting', actions: 'clearMessages' },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptOffer',
        src: 'acceptOffer',
        input: ({ context }) => ({ clientId: context.clientId, originationId: context.originationId ?? '' }),
        onDone: { target: '#processing', actions: 'markOfferAccepted' },
        onError: [
          { guard: 'isUserExists', target: 'idle', actions: 'storeUserExists' },
          { target: 'idle', actions: 'storeAcceptError' },
        ],
      },
    },
  },
});

export const congratulationsState = s.createStateConfig({
  id: 'congratulations',
  description: 'Shows the approved card: credit limit, APR and the yearly fee; the card arrives by mail.',
  route: { guard: 'hasOrigination' },
  meta: meta('congratulations', 'zoomies.card.congratulations', 5),
  on: {
    'user.continue': { target: '#quiz' },
    // Back to accept-offer is blocked: the offer is accepted; the applicant stays here.
    'user.back': { actions: 'keepStepDone' },
  },
});

export const quizState = s.createStateConfig({
  id: 'quiz',
  description: 'Asks whether the applicant had pet insurance before.',
  route: { guard: 'hasOrigination' },
  meta: meta('quiz', 'zoomies.card.quiz', 6),
  initial: 'answering',
  states: {
    answering: {
      on: {
        'user.answer': { actions: 'storeQuizAnswer' },
        'user.submit': { guard: 'hasQuizAnswer', target: 'submitting', actions: 'clearMessages' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitQuiz',
        src: 'submitQuiz',
        input: ({ context }) => ({ originationId: context.originationId ?? '', hadInsuranceBefore: context.quizAnswer ?? false }),
        onDone: { target: 'leaving' },
        onError: [{ guard: 'isQuizAlreadyAnswered', target: 'leaving' }, { target: 'answering', actions: 'storeTryAgainNext' }],
      },
    },
    leaving: {
      always: [{ guard: 'hasPetDeclineReason', target: '#dashboard' }, { target: '#additionalServices' }],
    },
  },
});
