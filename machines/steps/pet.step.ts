import { assertEvent } from 'xstate';
import { baseSetup } from '../onboarding.setup.ts';
import type { PetInformationResponse } from '../../services/contract/animal.schema.ts';
import { sessionEnded } from './session-ended.ts';
import { STEPS, stepMeta } from './step-declarations.ts';
import { errorOf, failureOf } from '../service-error.ts';
import { isStepAlreadyDone } from '../rules/failure.rules.ts';
import { assignContext, originationOf, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds, readsAgainAfterReload } from './loads-what-it-needs.ts';
import { submitted, isSubmitOf } from '../submitted-values.ts';
import { isPastApplicantDetails } from '../rules/progress.rules.ts';
import { heldDataMadeStale } from '../rules/data-needs.rules.ts';
import { isBlackoutState } from '../rules/start.rules.ts';

// Pet details: the challenge on entry (fresh: it is the server's word on identity, pet and where the
// application stands; 403/404 → getStarted), then the animal. Blackout states go to the external
// waitlist; a pet decline reason to the pet-less notice; otherwise personal details.

export const petActions = {
  storePetHomeState: assignContext(({ event }) => ({ petHomeState: submitted(event, 'pet').address.state, outcome: null })),
  /** The pet went in: what the flow holds is stale (decision 0074); the next steps read the challenge again, which now has the pet and its address. */
  storePetAnswer: assignContext(({ context }, answer: PetInformationResponse) => ({
    petDeclineReason: answer.decline_reason,
    agreePetlessFlow: false,
    ...heldDataMadeStale(context),
    outcome: null,
  })),
  setPetlessAgreement: assignContext(({ event }) => {
    assertEvent(event, 'user.setAgreement');
    return { agreePetlessFlow: event.checked };
  }),
};

export const petGuards = {
  hasPetValues: ({ event }: GuardArgs) => isSubmitOf(event, 'pet'),
  /** The details were completed: the pet and personal steps are done. */
  isPastApplicantDetails: ({ context }: GuardArgs) => !!context.challenge && isPastApplicantDetails(context.challenge.next),
  /** The server says so, or the home address is in a blackout state. */
  isWaitlisted: ({ context }: GuardArgs, answer: PetInformationResponse) => answer.waitlist || isBlackoutState(context.petHomeState),
  isPetDeclined: (_: GuardArgs, answer: PetInformationResponse) => answer.decline_reason !== null,
  isPetlessAgreed: ({ context }: GuardArgs) => context.agreePetlessFlow,
  /** 409: the details went in meanwhile (their answer lost, another tab): the pet can no longer change. */
  isPetStepDone: (_: GuardArgs, error: unknown) => isStepAlreadyDone(failureOf(error)),
};

const s = baseSetup.extend({ actions: petActions, guards: petGuards });

const aboutState = s.createStateConfig({
  id: 'about',
  description: 'Pet details and the home address; a pet that is not eligible leads to the pet-less notice.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('about'),
  initial: 'loadingChallenge',
  on: { 'app.resumed': readsAgainAfterReload('about') },
  states: {
    loadingChallenge: {
      tags: 'loading',
      invoke: {
        id: 'loadChallenge',
        src: 'loadChallenge',
        input: ({ context }) => ({ clientId: context.clientId, originationId: originationOf(context, 'loadChallenge') }),
        onDone: { target: 'checkingProgress', actions: { type: 'storeChallenge', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isSignInNeeded', params: errorOf }, target: '#signin' },
          // Status 403 or 404 sends the applicant to getStarted.
          { guard: { type: 'isNotTheirs', params: errorOf }, target: '#getStarted' },
          { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    loadFailed: { tags: 'loadFailed', on: { 'user.retry': 'loadingChallenge' } },
    checkingProgress: {
      always: [{ guard: 'isPastApplicantDetails', target: '#resume' }, { target: 'editing' }],
    },
    editing: {
      on: { 'user.submit': { guard: 'hasPetValues', target: 'submitting', actions: 'storePetHomeState' } },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitPet',
        src: 'submitPet',
        input: ({ context, event }) => {
          const values = submitted(event, 'pet');
          return { clientId: context.clientId, originationId: originationOf(context, 'submitPet'), animal: values.animal, address: values.address };
        },
        onDone: [
          { guard: { type: 'isWaitlisted', params: ({ event }) => event.output }, target: '#waitlist' },
          { guard: { type: 'isPetDeclined', params: ({ event }) => event.output }, target: '#petlessOffer', actions: { type: 'storePetAnswer', params: ({ event }) => event.output } },
          { target: '#user', actions: { type: 'storePetAnswer', params: ({ event }) => event.output } },
        ],
        onError: [
          sessionEnded('zoomies.card.about'),
          // Too late for the pet (the details are in): where the application stands (decision 0059).
          { guard: { type: 'isPetStepDone', params: errorOf }, target: '#resume', actions: 'clearOutcome' },
          // A failed creation keeps the applicant on the screen, with what the server said.
          { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
  },
});

/** The external waitlist form for blackout states: the app navigates there. */
const waitlistState = s.createStateConfig({
  id: 'waitlist',
  description: 'A home address in a blackout state: the applicant is sent to the waitlist form.',
  meta: stepMeta('waitlist'),
  entry: 'navigateToWaitlist',
});

/** '{pet} is not eligible': Next only after the checkbox; 'Try another pet' starts again. */
const petlessOfferState = s.createStateConfig({
  id: 'petlessOffer',
  description: 'The pet is not eligible for insurance: the card goes on without it once the applicant agrees.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('petlessOffer'),
  initial: 'loading',
  on: { 'app.resumed': readsAgainAfterReload('petlessOffer') },
  states: {
    ...loadsWhatItNeeds(STEPS.petlessOffer.needs, 'checkingProgress'),
    checkingProgress: {
      always: [{ guard: 'isPastApplicantDetails', target: '#resume' }, { target: 'deciding' }],
    },
    deciding: {
      on: {
        'user.setAgreement': { actions: 'setPetlessAgreement' },
        'user.continue': { guard: 'isPetlessAgreed', target: '#user' },
        'user.tryAnotherPet': { target: '#getStarted' },
      },
    },
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const petStates = {
  about: aboutState,
  waitlist: waitlistState,
  petlessOffer: petlessOfferState,
};
